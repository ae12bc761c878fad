import TestSupport

/// The seeded generator of the snapshot property tests (the shared SplitMix64).
typealias SnapshotTestRNG = SplitMix64

/// The seeded generator of the diff property tests (the shared SplitMix64).
typealias DiffTestRandom = SplitMix64
