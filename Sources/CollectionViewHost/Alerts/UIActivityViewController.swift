import CollectionGeometry

/// A view controller that offers ways to share or act on items (UIKit's `UIActivityViewController`, the share
/// sheet), headless: it records the items, the app's activities and the excluded types, and is presented as a
/// sheet. No system service exists headless: ``simulateCompletion(activityType:completed:returnedItems:error:)``
/// (beyond UIKit) finishes it as a person's choice would, and ``simulatePerform(_:)`` performs one of the app's
/// activities. Completing with `.copyToPasteboard` copies the string, URL and image items to
/// ``UIPasteboard/general``, as the Copy action does.
@MainActor
open class UIActivityViewController: UIViewController {
    /// What runs when the sheet finishes: the activity chosen (nil when cancelled), whether it completed, the
    /// items an extension returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share, as given (beyond UIKit, which does not expose them).
    public let activityItems: [Any]
    /// The app's own activities, as given (beyond UIKit, which does not expose them).
    public let applicationActivities: [UIActivity]
    /// The system activities not offered (default nil).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// What runs when the sheet finishes.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the sheet may show collaboration options (default `true`); stored.
    open var allowsProminentActivity = true

    /// A share sheet for `activityItems` offering the app's `applicationActivities` with the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the sheet's view: the grouped background, with the first item's text drawn at the top.
    open override func loadView() {
        let sheet = ActivitySheetView(frame: defaultViewFrame)
        sheet.controller = self
        view = sheet
    }

    /// The activities the sheet offers of the app's (beyond UIKit): those whose type is not excluded and that can
    /// perform on the items.
    public var availableApplicationActivities: [UIActivity] {
        let excluded = excludedActivityTypes ?? []
        return applicationActivities.filter { activity in
            !(activity.activityType.map { excluded.contains($0) } ?? false) && activity.canPerform(withActivityItems: activityItems)
        }
    }

    // MARK: - Simulated choices (beyond UIKit)

    /// Finishes the sheet as a person's choice does: an excluded type is refused (returns `false`); otherwise the
    /// sheet is dismissed when presented, then ``completionWithItemsHandler`` runs with `activityType`, `completed`,
    /// `returnedItems` and `error`. A completed `.copyToPasteboard` first copies the items. Beyond UIKit.
    @discardableResult
    public func simulateCompletion(activityType: UIActivity.ActivityType?, completed: Bool, returnedItems: [Any]? = nil,
                                   error: (any Error)? = nil) -> Bool {
        if let activityType, excludedActivityTypes?.contains(activityType) ?? false { return false }
        if completed, activityType == .copyToPasteboard { copyItemsToPasteboard() }
        finish { [completionWithItemsHandler] in completionWithItemsHandler?(activityType, completed, returnedItems, error) }
        return true
    }

    /// Performs one of the app's activities as a tap on it does: it must be available (see
    /// ``availableApplicationActivities``; else returns `false`); it is prepared with the items, then performed; its
    /// `activityDidFinish(_:)` dismisses the sheet and runs ``completionWithItemsHandler``. Beyond UIKit.
    @discardableResult
    public func simulatePerform(_ activity: UIActivity) -> Bool {
        guard availableApplicationActivities.contains(where: { $0 === activity }) else { return false }
        activity.owner = self
        activity.prepare(withActivityItems: activityItems)
        activity.perform()
        return true
    }

    /// An activity finished: the sheet goes and the handler hears it.
    func activityDidFinish(_ activity: UIActivity, completed: Bool) {
        activity.owner = nil
        finish { [completionWithItemsHandler] in completionWithItemsHandler?(activity.activityType, completed, nil, nil) }
    }

    /// Dismisses the sheet when it is presented (without animation), then runs `completion`.
    private func finish(_ completion: @escaping () -> Void) {
        if presentingViewController != nil {
            dismiss(animated: false, completion: completion)
        } else {
            completion()
        }
    }

    /// Copies the string, URL and image items to the general pasteboard, one pasteboard item each.
    private func copyItemsToPasteboard() {
        let items: [[String: Any]] = activityItems.compactMap { item in
            switch item {
            case let string as String: [UIPasteboard.stringType: string]
            case let url as URL: [UIPasteboard.urlType: url]
            case let image as UIImage: [UIPasteboard.imageType: image]
            default: nil
            }
        }
        if !items.isEmpty { UIPasteboard.general.setItems(items) }
    }
}

/// The view of an activity view controller (a placeholder for the share sheet): the grouped background; pictures
/// draw the first item's text at the top.
package final class ActivitySheetView: UIView {
    /// The controller whose sheet this view shows.
    package weak var controller: UIActivityViewController?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    package required init?(coder: NSCoder) { nil }
}
