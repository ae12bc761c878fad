import CollectionGeometry
import Foundation

extension AppearanceProperty {
    /// Every property appearance proxies forward, in the order they are given to an instance.
    static let all: [AppearanceProperty] = [
        // Views.
        // The view's own tint (not the one it inherits), given through `tintColor` so that overrides of it run.
        AppearanceProperty(name: "tintColor", appliesTo: { $0 is UIView },
                           fingerprint: { AnyHashable(($0 as? UIView)?.ownTintColor) },
                           copy: { source, target in
                               guard let source = source as? UIView, let target = target as? UIView else { return }
                               target.tintColor = source.ownTintColor
                           }),
        .value("backgroundColor", \UIView.backgroundColor),
        // Navigation bars.
        .value("barTintColor", \UINavigationBar.barTintColor),
        .value("isTranslucent", \UINavigationBar.isTranslucent),
        .value("barStyle", \UINavigationBar.barStyle),
        .value("prefersLargeTitles", \UINavigationBar.prefersLargeTitles),
        .attributes("titleTextAttributes", \UINavigationBar.titleTextAttributes),
        .attributes("largeTitleTextAttributes", \UINavigationBar.largeTitleTextAttributes),
        .object("standardAppearance", \UINavigationBar.standardAppearance, copy: { $0.copy() }),
        .object("compactAppearance", \UINavigationBar.compactAppearance, copy: { $0.copy() }),
        .object("scrollEdgeAppearance", \UINavigationBar.scrollEdgeAppearance, copy: { $0.copy() }),
        .object("compactScrollEdgeAppearance", \UINavigationBar.compactScrollEdgeAppearance, copy: { $0.copy() }),
        // Tab bars.
        .value("barTintColor", \UITabBar.barTintColor),
        .value("unselectedItemTintColor", \UITabBar.unselectedItemTintColor),
        .value("isTranslucent", \UITabBar.isTranslucent),
        .value("barStyle", \UITabBar.barStyle),
        .object("backgroundImage", \UITabBar.backgroundImage),
        .object("shadowImage", \UITabBar.shadowImage),
        .object("standardAppearance", \UITabBar.standardAppearance, copy: { $0.copy() }),
        .object("scrollEdgeAppearance", \UITabBar.scrollEdgeAppearance, copy: { $0.copy() }),
        // Toolbars.
        .value("barTintColor", \UIToolbar.barTintColor),
        .value("isTranslucent", \UIToolbar.isTranslucent),
        .value("barStyle", \UIToolbar.barStyle),
        .object("standardAppearance", \UIToolbar.standardAppearance, copy: { $0.copy() }),
        .object("compactAppearance", \UIToolbar.compactAppearance, copy: { $0.copy() }),
        .object("scrollEdgeAppearance", \UIToolbar.scrollEdgeAppearance, copy: { $0.copy() }),
        // Labels.
        .keyPath("textColor", \UILabel.textColor, fingerprint: { AnyHashable($0 as UIColor?) }),
        .keyPath("font", \UILabel.font, fingerprint: { AnyHashable($0 as UIFont?) }),
        // Controls.
        .value("onTintColor", \UISwitch.onTintColor),
        .value("thumbTintColor", \UISwitch.thumbTintColor),
        .value("minimumTrackTintColor", \UISlider.minimumTrackTintColor),
        .value("maximumTrackTintColor", \UISlider.maximumTrackTintColor),
        .value("thumbTintColor", \UISlider.thumbTintColor),
        .value("progressTintColor", \UIProgressView.progressTintColor),
        .value("trackTintColor", \UIProgressView.trackTintColor),
        .value("pageIndicatorTintColor", \UIPageControl.pageIndicatorTintColor),
        .value("currentPageIndicatorTintColor", \UIPageControl.currentPageIndicatorTintColor),
        .value("selectedSegmentTintColor", \UISegmentedControl.selectedSegmentTintColor),
        .stateAttributes("titleTextAttributes", get: { (control: UISegmentedControl, state) in control.titleTextAttributes(for: state) },
                         set: { control, attributes, state in control.setTitleTextAttributes(attributes, for: state) }),
        // Tables.
        .value("separatorColor", \UITableView.separatorColor),
        .value("separatorStyle", \UITableView.separatorStyle),
        // Bar button items and tab bar items.
        .value("tintColor", \UIBarButtonItem.tintColor),
        .stateAttributes("titleTextAttributes", get: { (item: UIBarItem, state) in item.titleTextAttributes(for: state) },
                         set: { item, attributes, state in item.setTitleTextAttributes(attributes, for: state) }),
    ]
}
