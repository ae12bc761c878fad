import CollectionGeometry

/// The view of a tab bar controller: each layout pass and each change of its safe area places the bar and the
/// selected view controller's view and gives that view its safe area.
@MainActor
final class TabBarControllerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        controller?.layoutContainer()
    }
}
