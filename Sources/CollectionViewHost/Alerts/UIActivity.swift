/// A service an app offers in the share sheet (UIKit's `UIActivity`): subclasses override the members below.
/// The base class has no type, title or image and performs nothing.
@MainActor
open class UIActivity {
    /// Where activities of this class appear (default `.action`).
    open class var activityCategory: Category { .action }
    /// The activity's type (default nil).
    open var activityType: ActivityType? { nil }
    /// The title shown under the activity's icon (default nil).
    open var activityTitle: String? { nil }
    /// The activity's icon (default nil).
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems` (default `false`).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the activity is performed (default: nothing).
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A view controller to present for the activity (default nil).
    open var activityViewController: UIViewController? { nil }
    /// Performs the activity; the base implementation finishes at once, not completed.
    open func perform() { activityDidFinish(false) }
    /// Tells the activity view controller the activity finished (`completed` says whether it did its work).
    open func activityDidFinish(_ completed: Bool) {
        owner?.activityDidFinish(self, completed: completed)
    }

    /// The activity view controller performing this activity, while it does.
    weak var owner: UIActivityViewController?

    /// An activity.
    public init() {}
}
