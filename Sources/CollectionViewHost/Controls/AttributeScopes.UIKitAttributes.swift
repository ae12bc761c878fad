import CollectionGeometry

// Foundation's `AttributedString` exists on Linux, but UIKit's attribute scope (its Swift overlay's
// `AttributeScopes.UIKitAttributes`) does not. This file declares it here with the same names, so that code written
// for iOS compiles unchanged: `container.font = UIFont…`, `container.foregroundColor = UIColor…`,
// `AttributedString("Title", attributes: container)`, `string.kern = 2`, `run.font`. Each key's `name` is the raw
// value of the matching `NSAttributedString.Key` (so the keys convert to attribute dictionaries one to one), and
// dynamic-member lookup on `AttributeDynamicLookup` makes the keys available as properties of `AttributeContainer`,
// `AttributedString` and its runs, as UIKit's overlay does. Only the keys that text pictures use are declared
// (font, colours, spacing, paragraph style, baseline offset, underline and strikethrough); `link` stays
// Foundation's.

extension AttributeScopes {
    /// UIKit's attribute scope (`\.uiKit`), as in `AttributedString(_:including: \.uiKit)`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes UIKit draws text with (UIKit's `AttributeScopes.UIKitAttributes`), plus Foundation's. See the
    /// file's notes for which keys are declared.
    public struct UIKitAttributes: AttributeScope {
        /// The font (`NSAttributedString.Key.font`).
        public let font: FontAttribute
        /// The colour of the text (`NSAttributedString.Key.foregroundColor`).
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text (`NSAttributedString.Key.backgroundColor`).
        public let backgroundColor: BackgroundColorAttribute
        /// Points added after each character (`NSAttributedString.Key.kern`).
        public let kern: KernAttribute
        /// Points added after each character, as trailing space (`NSAttributedString.Key.tracking`).
        public let tracking: TrackingAttribute
        /// How far the text sits above the baseline (`NSAttributedString.Key.baselineOffset`).
        public let baselineOffset: BaselineOffsetAttribute
        /// The paragraph's layout (`NSAttributedString.Key.paragraphStyle`).
        public let paragraphStyle: ParagraphStyleAttribute
        /// The underline (`NSAttributedString.Key.underlineStyle`).
        public let underlineStyle: UnderlineStyleAttribute
        /// The underline's colour (`NSAttributedString.Key.underlineColor`).
        public let underlineColor: UnderlineColorAttribute
        /// The line through the text (`NSAttributedString.Key.strikethroughStyle`).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The colour of the line through the text (`NSAttributedString.Key.strikethroughColor`).
        public let strikethroughColor: StrikethroughColorAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of the text.
        public enum FontAttribute: AttributedStringKey {
            /// A ``UIFont``.
            public typealias Value = UIFont
            /// `NSAttributedString.Key.font`'s raw value.
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The colour of the text.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A ``UIColor``.
            public typealias Value = UIColor
            /// `NSAttributedString.Key.foregroundColor`'s raw value.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A ``UIColor``.
            public typealias Value = UIColor
            /// `NSAttributedString.Key.backgroundColor`'s raw value.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// Points added after each character.
        public enum KernAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// `NSAttributedString.Key.kern`'s raw value.
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// Points added after each character, as trailing space.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// `NSAttributedString.Key.tracking`'s raw value.
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        /// How far the text sits above (positive) or below (negative) the baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// `NSAttributedString.Key.baselineOffset`'s raw value.
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        /// The paragraph's layout.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            /// An ``NSParagraphStyle``.
            public typealias Value = NSParagraphStyle
            /// `NSAttributedString.Key.paragraphStyle`'s raw value.
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        /// The underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// An ``NSUnderlineStyle``.
            public typealias Value = NSUnderlineStyle
            /// `NSAttributedString.Key.underlineStyle`'s raw value.
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        /// The underline's colour.
        public enum UnderlineColorAttribute: AttributedStringKey {
            /// A ``UIColor``.
            public typealias Value = UIColor
            /// `NSAttributedString.Key.underlineColor`'s raw value.
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        /// The line through the text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// An ``NSUnderlineStyle``.
            public typealias Value = NSUnderlineStyle
            /// `NSAttributedString.Key.strikethroughStyle`'s raw value.
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        /// The colour of the line through the text.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            /// A ``UIColor``.
            public typealias Value = UIColor
            /// `NSAttributedString.Key.strikethroughColor`'s raw value.
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
    }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes as properties of attribute containers, attributed strings and their runs
    /// (`container.font`, `string.foregroundColor`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeContainer {
    /// The container's UIKit attributes as an attribute dictionary for `NSAttributedString` (beyond UIKit).
    ///
    /// - Complexity: O(1).
    package var uiKitAttributes: [NSAttributedString.Key: Any] {
        typealias Keys = AttributeScopes.UIKitAttributes
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let value = self[Keys.FontAttribute.self] { attributes[.font] = value }
        if let value = self[Keys.ForegroundColorAttribute.self] { attributes[.foregroundColor] = value }
        if let value = self[Keys.BackgroundColorAttribute.self] { attributes[.backgroundColor] = value }
        if let value = self[Keys.KernAttribute.self] { attributes[.kern] = value }
        if let value = self[Keys.TrackingAttribute.self] { attributes[.tracking] = value }
        if let value = self[Keys.BaselineOffsetAttribute.self] { attributes[.baselineOffset] = value }
        if let value = self[Keys.ParagraphStyleAttribute.self] { attributes[.paragraphStyle] = value }
        if let value = self[Keys.UnderlineStyleAttribute.self] { attributes[.underlineStyle] = value }
        if let value = self[Keys.UnderlineColorAttribute.self] { attributes[.underlineColor] = value }
        if let value = self[Keys.StrikethroughStyleAttribute.self] { attributes[.strikethroughStyle] = value }
        if let value = self[Keys.StrikethroughColorAttribute.self] { attributes[.strikethroughColor] = value }
        return attributes
    }
}
