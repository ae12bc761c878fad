import CollectionGeometry

extension UILabel {
    /// Whether the label shows styled text set through ``attributedText`` (false for plain ``text``). Beyond
    /// UIKit: view pictures draw styled text run by run.
    public var hasStyledText: Bool { storedAttributedText != nil }

    /// The attributes plain text is shown with.
    var plainTextAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: style]
    }

    /// Sets `key` to `value` over the whole styled text, if any.
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let stored = storedAttributedText, stored.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: stored)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        storedAttributedText = NSAttributedString(attributedString: copy)
        invalidateIntrinsicContentSize()
    }

    /// Gives every paragraph style of the styled text the label's alignment and line break mode.
    func applyParagraphChangeToAttributedText() {
        guard let stored = storedAttributedText, stored.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: stored)
        let whole = NSRange(location: 0, length: copy.length)
        var changes: [(NSRange, NSParagraphStyle)] = []
        stored.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
            let style = NSMutableParagraphStyle()
            style.setParagraphStyle(value as? NSParagraphStyle)
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            changes.append((range, style))
        }
        for (range, style) in changes { copy.addAttribute(.paragraphStyle, value: style, range: range) }
        storedAttributedText = NSAttributedString(attributedString: copy)
    }

    /// The label's text (styled, or plain text with the label's attributes) laid out within `width` in `font`
    /// (its lines not wrapped when the label shows one line), its fonts scaled by `fontScale`, lines past
    /// `maximumHeight` left out. Beyond UIKit.
    public func attributedLayout(_ width: CGFloat, maximumHeight: CGFloat = .infinity, fontScale: CGFloat = 1) -> AttributedTextLayout? {
        guard let attributed = attributedText, attributed.length > 0 else { return nil }
        return attributedLayout(attributed, width: width, font: effectiveFont, maximumHeight: maximumHeight, fontScale: fontScale)
    }

    /// The label's styled text laid out within `width` in `font` (its lines not wrapped when the label shows
    /// one line).
    func attributedLayout(_ attributed: NSAttributedString, width: CGFloat, font: UIFont, maximumHeight: CGFloat = .infinity,
                          fontScale: CGFloat = 1) -> AttributedTextLayout {
        AttributedTextLayout(attributed, width: width, wraps: numberOfLines != 1, numberOfLines: numberOfLines,
                             maximumHeight: maximumHeight, lineBreakMode: lineBreakMode, defaultFont: font,
                             defaultAlignment: textAlignment,
                             rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft, fontScale: fontScale)
    }

    /// The factor the label's fonts shrink by to fit `bounds` (1 when ``adjustsFontSizeToFitWidth`` is off or
    /// the text fits). Beyond UIKit.
    ///
    /// The font shrinks in steps of a twentieth of its size (headless choice; UIKit does not document its
    /// steps) until the text shows whole within the width (and the lines the label shows), and no further
    /// than ``minimumScaleFactor`` (0, the default, allows no shrinking).
    ///
    /// - Complexity: O(20 n) for n characters.
    public func fontScaleFittingBounds() -> CGFloat {
        guard adjustsFontSizeToFitWidth, let text, !text.isEmpty else { return 1 }
        // A factor of 0 (the default) or outside 0…1 means the font's own size is the smallest, as UIKit documents.
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0, minimumScaleFactor < 1 else { return 1 }
        let factor = minimumScaleFactor
        let attributed = storedAttributedText ?? NSAttributedString(string: text, attributes: plainTextAttributes)
        let width = bounds.width, height = bounds.height
        // Twenty steps at most: 1, 0.95, … while not below the factor.
        for step in 0..<20 {
            let scale = 1 - CGFloat(step) * 0.05
            if scale < factor - 1e-9 { break }
            let layout = attributedLayout(attributed, width: width, font: effectiveFont, maximumHeight: height, fontScale: scale)
            if !layout.isTruncated { return scale }
        }
        return factor
    }
}
