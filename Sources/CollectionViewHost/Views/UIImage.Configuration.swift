import CollectionGeometry

extension UIImage {
    /// The traits an image is resolved for (UIKit's `UIImage.Configuration`): immutable; `withTraitCollection(_:)`
    /// and `applying(_:)` return new configurations. ``SymbolConfiguration`` adds a symbol's size, weight and
    /// colours.
    ///
    /// As in UIKit, apps do not create these directly: they get one from an image or a symbol configuration.
    public class Configuration: Hashable, @unchecked Sendable, CustomStringConvertible {
        // @unchecked: every stored property of the class and its subclass is an immutable `let` of a Sendable type.

        /// The traits the configuration carries, nil when it carries none.
        public let traitCollection: UITraitCollection?

        /// Creates a configuration with traits.
        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
        }

        /// A configuration of this class with `base`'s values, `top`'s on top of them (each value `top`
        /// specifies replaces `base`'s), and `traitCollection`. Subclasses merge their own values.
        required init(copying base: Configuration, applying top: Configuration?, traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
        }

        /// A configuration whose traits are this one's merged with `traitCollection`: "The trait values in this
        /// parameter take precedence over the ones in the current configuration object, unless you left the trait
        /// with an unspecified value."
        ///
        /// - Complexity: O(1).
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            Self(copying: self, applying: nil, traitCollection: Self.merge(self.traitCollection, traitCollection))
        }

        /// A configuration with `otherConfiguration`'s values on top of this one's: traits merged (the other's win
        /// unless unspecified) and, for symbol configurations, each value the other specifies replacing this one's
        /// (see ``SymbolConfiguration``). Nil returns this configuration's values.
        ///
        /// - Complexity: O(1).
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let otherConfiguration else { return self }
            return Self(copying: self, applying: otherConfiguration,
                        traitCollection: Self.merge(traitCollection, otherConfiguration.traitCollection))
        }

        /// Traits of `base` overridden by the specified traits of `top`.
        static func merge(_ base: UITraitCollection?, _ top: UITraitCollection?) -> UITraitCollection? {
            guard let top else { return base }
            guard let base else { return top }
            return UITraitCollection(traitsFrom: [base, top])
        }

        /// Whether `other` holds the same values (overridden by subclasses with values of their own).
        func isEqual(to other: Configuration) -> Bool {
            type(of: self) == type(of: other) && traitCollection == other.traitCollection
        }

        /// Whether two configurations hold the same values.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.isEqual(to: rhs)
        }

        /// Hashes the values equality compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(traitCollection)
        }

        /// A short description of the configuration's values.
        public var description: String {
            "<UIImage.Configuration traits: \(traitCollection.map { "\($0)" } ?? "none")>"
        }
    }
}
