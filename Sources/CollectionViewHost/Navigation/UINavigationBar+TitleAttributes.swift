import CollectionGeometry
import Foundation

extension UINavigationBarAppearance {
    /// The attributes of the inline title (UIKit's `titleTextAttributes`, default empty: the system's 17-pt semibold
    /// label colour). View pictures use `.font` and `.foregroundColor`.
    public var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { textAttributes.title }
        set { textAttributes.title = newValue }
    }

    /// The attributes of the large title (UIKit's `largeTitleTextAttributes`, default empty: the system's 34-pt bold
    /// label colour). View pictures use `.font` and `.foregroundColor`.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] {
        get { textAttributes.largeTitle }
        set { textAttributes.largeTitle = newValue }
    }
}

extension UINavigationBar {
    /// The font and colour the inline title is drawn in: the title attributes of the top item's standard appearance
    /// (or the bar's), over the bar's own ``titleTextAttributes``, over the system's 17-pt semibold (a nil colour:
    /// the label colour).
    package var effectiveTitleStyle: (font: UIFont, color: UIColor?) {
        Self.style(from: [titleTextAttributes ?? [:], (topItem?.standardAppearance ?? standardAppearance).titleTextAttributes],
                   default: NavigationBarContentLayout.titleFont)
    }

    /// The font and colour the large title is drawn in, chosen as ``effectiveTitleStyle`` is, over the system's 34-pt
    /// bold.
    package var effectiveLargeTitleStyle: (font: UIFont, color: UIColor?) {
        Self.style(from: [largeTitleTextAttributes ?? [:], (topItem?.standardAppearance ?? standardAppearance).largeTitleTextAttributes],
                   default: NavigationBarContentLayout.largeTitleFont)
    }

    /// The font and colour of the last of `layers` that gives each (later layers win).
    private static func style(from layers: [[NSAttributedString.Key: Any]], default font: UIFont) -> (font: UIFont, color: UIColor?) {
        var style: (font: UIFont, color: UIColor?) = (font, nil)
        for attributes in layers {
            if let font = attributes[.font] as? UIFont { style.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { style.color = color }
        }
        return style
    }
}
