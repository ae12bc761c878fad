import CollectionGeometry

/// The view of a navigation controller: each layout pass and each change of its safe area places the bar
/// and the top view controller's view and gives the children their safe area.
@MainActor
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        controller?.layoutContainer()
    }
}
