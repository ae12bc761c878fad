import CollectionGeometry

// Styled titles: a configuration's attributed title and subtitle and its text attributes transformers, and a
// legacy button's attributed titles per state, turned into the styled text the title and subtitle labels show (and
// measure the button by).
extension UIButton {
    /// The styled text the title label shows for `title` (the displayed title), or nil when it shows plain text: with
    /// a configuration, its attributed title or title through its transformer (see ``styledText(_:attributed:transformer:font:color:)``);
    /// without one, the attributed title for the current state, its ranges without a font in the title label's
    /// font and those without a colour black (an attributed title ignores the title colours, and
    /// `NSAttributedString` draws text without a colour black).
    func styledTitle(_ title: String?) -> NSAttributedString? {
        guard let label = storedTitleLabel else { return nil }
        if let configuration {
            guard configuration.title == title else { return nil }
            return Self.styledText(title, attributed: configuration.attributedTitle, transformer: configuration.titleTextAttributesTransformer,
                                   font: label.font, color: label.textColor)
        }
        guard let attributed = attributedTitle(for: state), attributed.string == title else { return nil }
        let styled = NSMutableAttributedString(attributedString: attributed)
        // Read from the state's title while filling in the copy.
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if attributes[.font] == nil { styled.addAttribute(.font, value: label.font as UIFont, range: range) }
            if attributes[.foregroundColor] == nil { styled.addAttribute(.foregroundColor, value: UIColor.black, range: range) }
        }
        return styled
    }

    /// A configuration's title or subtitle as styled text, or nil when it has neither attributes nor a transformer
    /// (plain text in the label's font and colour): each run of `attributed` (else of `plain`) gets `font` and
    /// `color` overridden by the run's own UIKit attributes, then passed through `transformer`.
    ///
    /// - Complexity: O(runs).
    static func styledText(_ plain: String?, attributed: AttributedString?, transformer: UIConfigurationTextAttributesTransformer?,
                           font: UIFont, color: UIColor) -> NSAttributedString? {
        guard attributed != nil || transformer != nil, let text = attributed ?? plain.map({ AttributedString($0) }) else { return nil }
        var base = AttributeContainer()
        base[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
        base[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
        let styled = NSMutableAttributedString(string: "")
        for run in text.runs {
            var container = base
            container.merge(run.attributes)
            if let transformer { container = transformer(container) }
            styled.append(NSAttributedString(string: String(text[run.range].characters), attributes: container.uiKitAttributes))
        }
        return styled
    }
}
