import Foundation
import OpenCompositionalLayout

/// A settings-like screen for the bar and list chrome pictures: an `.insetGrouped` table of `.value1` and
/// `.subtitle` rows with disclosure indicators and a checkmark, as its view controller's view.
@MainActor
final class SettingsScreenController: UIViewController, UITableViewDataSource {
    let table: UITableView
    /// The rows of each section: title, detail, style, accessory.
    var sections: [[(String, String, UITableViewCell.CellStyle, UITableViewCell.AccessoryType)]] = [
        [("Wi-Fi", "Home", .value1, .disclosureIndicator), ("Bluetooth", "On", .value1, .disclosureIndicator),
         ("Airplane Mode", "Off", .value1, .checkmark)],
        [("Account", "Apple ID", .subtitle, .disclosureIndicator)],
    ]

    init(style: UITableView.Style = .insetGrouped) {
        table = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        table.dataSource = self
        view = table
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (title, detail, style, accessory) = sections[indexPath.section][indexPath.row]
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = detail
        cell.accessoryType = accessory
        return cell
    }
}

/// The screen in a navigation controller with large titles, in a 393 × 852 window (an iPhone 15's points) with
/// the phone's 59-pt top and 34-pt bottom safe area, at display scale 3, laid out.
@MainActor
func settingsWindow(_ root: UIViewController, push: UIViewController? = nil) -> (UIWindow, UINavigationController) {
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    if let push { navigation.pushViewController(push, animated: false) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.traitCollection = UITraitCollection(displayScale: 3)
    window.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, navigation)
}

/// A number as the SVG writer prints it with two decimals (``ViewSVGRenderer``'s): rounded, without trailing zeros (and without the point
/// for a whole number).
func svgNumber(_ value: CGFloat) -> String {
    var text = String(format: "%.2f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
