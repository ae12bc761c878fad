/// A reference to an Auto Layout engine that does not keep it alive: what a view holds for the engine it takes
/// part in. The engine clears it as it deinitialises. Not a Swift `weak` reference, which would move the engine's
/// reference counts to a side table for good (see `ItemReference`).
@MainActor
final class AutoLayoutEngineReference {
    /// The engine, set by the engine as it initialises, until it deinitialises.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var engine: AutoLayoutEngine?

    /// Called by the engine as it deinitialises: the reference reads nil from then on.
    nonisolated func engineWillDeinitialize() {
        engine = nil
    }
}
