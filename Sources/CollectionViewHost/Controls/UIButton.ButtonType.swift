extension UIButton {
    /// The kinds of button (UIKit's `UIButton.ButtonType`, with UIKit's raw values). The type is chosen when the
    /// button is made (``UIButton/init(type:)``) and read with ``UIButton/buttonType``.
    public enum ButtonType: Int, Hashable, Sendable {
        /// No style: the title is white, nothing is tinted (what `UIButton(frame:)` makes).
        case custom = 0
        /// The system style: the title takes the tint colour.
        case system = 1
        /// A detail-disclosure button (an ⓘ glyph).
        case detailDisclosure = 2
        /// An information button on a light background (an ⓘ glyph).
        case infoLight = 3
        /// An information button on a dark background (an ⓘ glyph).
        case infoDark = 4
        /// A contact-add button (a ⊕ glyph).
        case contactAdd = 5
        /// A standard system button without a blurred background (UIKit offers it on tvOS; measured here as
        /// `.system`).
        case plain = 6
        /// A close button (an ⓧ glyph).
        case close = 7

        /// The rounded-rectangle style of iOS 6, the same as ``system`` since iOS 7.
        public static var roundedRect: ButtonType { .system }

        /// Whether the type shows a system glyph instead of content of its own (the information, detail
        /// disclosure, contact-add and close types).
        var showsSystemGlyph: Bool {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: true
            case .custom, .system, .plain: false
            }
        }
    }
}
