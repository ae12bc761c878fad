import CollectionGeometry

extension UISheetPresentationController {
    /// A height where a sheet rests (UIKit's `UISheetPresentationController.Detent`): the system's ``medium()``
    /// and ``large()``, or ``custom(identifier:resolver:)``. A detent's value is the height of the sheet above the
    /// bottom safe-area inset (the sheet's frame is that much taller).
    @MainActor
    public final class Detent {
        /// Beyond UIKit: a shorter name for the context custom detents are resolved in.
        public typealias ResolutionContext = UISheetPresentationControllerDetentResolutionContext

        /// The detent's name.
        public let identifier: Identifier
        /// Works the value out, or nil when the detent is inactive.
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The system's detent about half the height of the screen, inactive in a compact height (Apple documents
        /// "approximately half the height of the screen"; headless it is half of
        /// ``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue``, rounded down to a whole
        /// point).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                return (context.maximumDetentValue / 2).rounded(.down)
            }
        }

        /// The system's detent at the sheet's full height (``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue``).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose value `resolver` works out from the context (nil makes it inactive). Without an
        /// identifier the detent gets a unique one (UIKit's is random; headless it is counted, so that runs repeat).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            customDetentCount += 1
            return Detent(identifier: identifier ?? Identifier("custom-\(customDetentCount)"), resolver: resolver)
        }

        /// How many custom detents were made without an identifier (their identifiers count up).
        private static var customDetentCount = 0

        /// The detent's value in `context`, or nil when it is inactive there. A value that is not finite is
        /// inactive; a negative one is 0; a value above the context's maximum is the maximum.
        ///
        /// - Complexity: O(1) plus the resolver's work.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            let maximum = context.maximumDetentValue.isFinite ? max(0, context.maximumDetentValue) : 0
            return min(max(0, value), maximum)
        }
    }
}
