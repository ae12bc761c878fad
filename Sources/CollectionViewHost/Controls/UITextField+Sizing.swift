import CollectionGeometry

// A text field's natural size and the rectangles of its parts. Apple publishes no metrics for them; these are
// chosen: a bordered field (line, bezel, rounded rectangle) pads its text by 7 pt on every side (a 17-pt field
// is then 34⅓ pt tall, near UIKit's 34), a borderless one not at all; the clear button is 19 pt square; the left
// and right views take their own size.
//
// Width: the left view, the padding, the text (else the placeholder; a secure field's text as one bullet per
// character) on one line, the padding, the clear button and the right view — each overlay only while its mode
// shows it (the clear button only while there is text). Height: the taller of one line of the font plus the
// padding above and below, and the overlay views.
extension UITextField {
    /// The padding around the text for `style` (chosen; see above).
    static func textPadding(for style: BorderStyle) -> CGFloat {
        style == .none ? 0 : 7
    }

    /// The side of the clear button (chosen).
    static let clearButtonSide: CGFloat = 19

    /// The string whose width sizes the field: the text (bullets for a secure field), else the placeholder.
    private var measuredString: String {
        guard let text, !text.isEmpty else { return placeholder ?? "" }
        return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }

    /// The size an overlay view takes: its frame's size when it has one, else what it says fits.
    private func overlaySize(of view: UIView) -> CGSize {
        let size = view.bounds.size
        if size.width > 0 || size.height > 0 { return size }
        let fitting = view.sizeThatFits(.zero)
        return CGSize(width: fitting.width.isFinite ? max(fitting.width, 0) : 0,
                      height: fitting.height.isFinite ? max(fitting.height, 0) : 0)
    }

    /// The sizes of the overlays that show now (zero for the hidden ones).
    private var overlaySizes: (left: CGSize, clearButton: CGSize, right: CGSize) {
        let left = leftView.flatMap { leftViewMode.shows(editing: isEditing) ? overlaySize(of: $0) : nil } ?? .zero
        let right = rightView.flatMap { rightViewMode.shows(editing: isEditing) ? overlaySize(of: $0) : nil } ?? .zero
        let side = Self.clearButtonSide
        let clear = hasText && clearButtonMode.shows(editing: isEditing) ? CGSize(width: side, height: side) : .zero
        return (left, clear, right)
    }

    /// The natural size (see the rules above), rounded up to the pixel grid.
    var naturalSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: UIFont.labelFontSize)
        let string = measuredString
        let textWidth = string.isEmpty ? 0
            : effectiveTextMeasurer.measure(string, font: font, constrainedToWidth: 0, numberOfLines: 1,
                                            lineBreakMode: .byClipping).size.width
        let padding = Self.textPadding(for: borderStyle)
        let overlays = overlaySizes
        let width = overlays.left.width + padding + ceilToPixel(textWidth) + padding + overlays.clearButton.width
            + overlays.right.width
        let height = max(ceilToPixel(font.lineHeight) + 2 * padding, overlays.left.height, overlays.right.height,
                         overlays.clearButton.height)
        return CGSize(width: width, height: height)
    }

    /// The bounds less the border's padding and the overlays that show.
    func contentRect(forBounds bounds: CGRect) -> CGRect {
        let padding = Self.textPadding(for: borderStyle)
        let overlays = overlaySizes
        let left = bounds.minX + overlays.left.width + padding
        let right = bounds.maxX - overlays.right.width - overlays.clearButton.width - padding
        return CGRect(x: left, y: bounds.minY + padding, width: max(right - left, 0),
                      height: max(bounds.height - 2 * padding, 0))
    }

    /// Where the left view, the clear button and the right view go in `bounds` (zero when hidden): at the
    /// sides, centred vertically, at their sizes; the clear button left of the right view.
    func overlayRects(forBounds bounds: CGRect) -> (left: CGRect, clearButton: CGRect, right: CGRect) {
        let overlays = overlaySizes
        func centred(_ size: CGSize, x: CGFloat) -> CGRect {
            size == .zero ? .zero : CGRect(x: x, y: bounds.minY + (bounds.height - size.height) / 2,
                                           width: size.width, height: size.height)
        }
        let right = centred(overlays.right, x: bounds.maxX - overlays.right.width)
        let clearButton = centred(overlays.clearButton,
                                  x: bounds.maxX - overlays.right.width - overlays.clearButton.width)
        return (centred(overlays.left, x: bounds.minX), clearButton, right)
    }
}
