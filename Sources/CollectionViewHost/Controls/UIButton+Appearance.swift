import CollectionGeometry

// The colours a button shows for its current state, which its labels take and view pictures draw. UIKit resolves
// them privately; the rules here are chosen from the look of iOS 17: a disabled button's text turns the tertiary
// label colour and a disabled configured button's background the tertiary system fill; a tinted style's
// background is its colour at 15 %; a highlighted system button without a configuration fades its title and
// image to 20 %; a selected button whose configuration updates for selection, in a style that is not filled
// already, shows the filled look (its foreground colour, else the tint colour, behind white content), as iOS shows a
// toggle button that is on.
extension UIButton {
    /// The opacity of a tinted configuration's background colour (chosen).
    static let tintedBackgroundOpacity: CGFloat = 0.15
    /// The opacity a highlighted system button fades its title and image to (chosen).
    static let highlightedSystemContentAlpha: CGFloat = 0.2

    /// Whether the button shows the filled look for selection: selected, its configuration updating for
    /// selection, in a style that is not filled already.
    private var showsSelectionFill: Bool {
        guard let configuration, isSelected, configuration.automaticallyUpdateForSelection else { return false }
        switch configuration.style {
        case .plain, .tinted, .gray, .glass, .clearGlass: return true
        case .filled, .prominentGlass, .prominentClearGlass: return false
        }
    }

    /// The colour of a configured button's title, subtitle and image for its current state (beyond UIKit): the
    /// tertiary label colour while disabled; white while selected in a style that is not filled (see the file's
    /// notes); else ``Configuration/baseForegroundColor``, else white for the filled styles and the tint colour
    /// for the others. Nil for a button without a configuration.
    ///
    /// - Complexity: O(1).
    public var configurationForegroundColor: UIColor? {
        guard let configuration else { return nil }
        if !isEnabled { return .tertiaryLabel }
        if showsSelectionFill { return .white }
        if let color = configuration.baseForegroundColor { return color }
        switch configuration.style {
        case .filled, .prominentGlass, .prominentClearGlass: return .white
        case .plain, .tinted, .gray, .glass, .clearGlass: return tintColor
        }
    }

    /// The colour of a configured button's background for its current state (beyond UIKit), or nil for none: a
    /// plain button's is its background's own colour; another style's is ``Configuration/baseBackgroundColor``,
    /// else its background's colour, else the tint colour (at 15 % for the tinted style, unless it is the
    /// background's own colour); while disabled, the tertiary system fill for every style but plain; while
    /// selected in a style that is not filled, ``Configuration/baseForegroundColor``, else the tint colour. Nil
    /// for a button without a configuration. The background's `backgroundColorTransformer`, when it has one, is
    /// applied last.
    ///
    /// - Complexity: O(1).
    public var configurationBackgroundColor: UIColor? {
        guard let configuration else { return nil }
        guard let color = untransformedBackgroundColor(configuration) else { return nil }
        return configuration.background.backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// ``configurationBackgroundColor`` before the background's colour transformer.
    private func untransformedBackgroundColor(_ configuration: Configuration) -> UIColor? {
        if isEnabled, showsSelectionFill { return configuration.baseForegroundColor ?? tintColor }
        let own = configuration.background.backgroundColor
        switch configuration.style {
        case .plain, .clearGlass:
            return own
        case .gray, .glass, .filled, .prominentGlass, .prominentClearGlass:
            if !isEnabled { return .tertiarySystemFill }
            return configuration.baseBackgroundColor ?? own ?? tintColor
        case .tinted:
            if !isEnabled { return .tertiarySystemFill }
            if let base = configuration.baseBackgroundColor { return base.withAlphaComponent(Self.tintedBackgroundOpacity) }
            return own ?? tintColor.withAlphaComponent(Self.tintedBackgroundOpacity)
        }
    }

    /// The title colour the title label shows without a configuration: the state's title colour, except that a
    /// disabled system button with no disabled colour of its own shows the tertiary label colour.
    var legacyDisplayedTitleColor: UIColor {
        if buttonType == .system, !isEnabled, titleColors[.disabled] == nil, titleColors[state] == nil {
            return .tertiaryLabel
        }
        return currentTitleColor
    }

    /// The alpha of the title label and image view of a button without a configuration: 20 % for a highlighted
    /// system button, else 1.
    var legacyContentAlpha: CGFloat {
        buttonType == .system && configuration == nil && isHighlighted ? Self.highlightedSystemContentAlpha : 1
    }
}
