import CollectionDiagnostics
import CollectionGeometry

/// A view controller that shows an alert or an action sheet (UIKit's `UIAlertController`), headless: its title,
/// message, actions and text fields, presented with `present(_:animated:completion:)` over the current screen,
/// which it dims.
///
/// UIKit's exceptions stop by default with UIKit's message (see ``UIViewController/failurePolicy``): a second
/// action with the cancel style, and a text field on an action sheet. Under ``FailurePolicy/record`` the call is
/// ignored and a ``DiagnosticKind`` diagnostic goes to ``DiagnosticSink/current``.
///
/// Headless nothing is touched: ``simulateTap(on:animated:)`` and ``simulateTap(onActionTitled:animated:)``
/// (beyond UIKit) dismiss the alert and then run the action's handler, as a tap on iOS does. Where the title,
/// message, text fields and buttons go is ``AlertLayout``'s work; pictures draw them there.
@MainActor
open class UIAlertController: UIViewController {
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold as the one the user most likely wants (it must be one of ``actions``; another
    /// one is kept but not drawn bold).
    open var preferredAction: UIAlertAction? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The text fields, in the order they were added (an empty array when there are none).
    open private(set) var textFields: [UITextField]? = []
    /// The explanation under the title.
    open var message: String? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Whether the controller is an alert or an action sheet (set by ``init(title:message:preferredStyle:)``).
    open private(set) var preferredStyle: Style = .alert
    /// The title, at the top of the alert in the headline font.
    open override var title: String? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// An alert controller with a title, a message and a style. It presents over the current screen
    /// (`modalPresentationStyle` `.custom`, which keeps the presenting view on screen behind the dimming).
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .custom
    }

    /// Adds `action` as a button. A second action with the style `.cancel` is UIKit's exception ("UIAlertController
    /// can only have one action with a style of UIAlertActionStyleCancel"); under ``FailurePolicy/record`` it is
    /// not added. Adding an action already added does nothing.
    open func addAction(_ action: UIAlertAction) {
        guard !actions.contains(where: { $0 === action }) else { return }
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Self.reportProgrammerError(kind: .secondCancelAction,
                                       message: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        action.controller = self
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Adds a text field under the message and hands it to `configurationHandler` to set up. The field uses the
    /// 13-pt system font with a rounded border. On an action sheet it is UIKit's exception ("Text fields can only
    /// be added to an alert controller of style UIAlertControllerStyleAlert"); under ``FailurePolicy/record`` no
    /// field is added and the handler is not called.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Self.reportProgrammerError(kind: .textFieldOnActionSheet,
                                       message: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: AlertLayout.textFieldFontSize)
        field.borderStyle = .roundedRect
        textFields = (textFields ?? []) + [field]
        viewIfLoaded?.addSubview(field)
        viewIfLoaded?.setNeedsLayout()
        configurationHandler?(field)
    }

    /// Makes the view that dims the screen and holds the alert (its text fields are subviews).
    open override func loadView() {
        let container = AlertControllerView(frame: defaultViewFrame)
        container.controller = self
        for field in textFields ?? [] { container.addSubview(field) }
        view = container
    }

    /// Once the alert is on screen its first text field starts editing, as iOS puts the insertion point there.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields?.first?.becomeFirstResponder()
    }

    // MARK: - Simulated taps (beyond UIKit)

    /// Taps the button of `action`, as a person does: when the action is one of ``actions``, is enabled and the
    /// alert is presented, the alert is dismissed (animated or not) and, once it is gone, the action's handler
    /// runs with the action. Returns whether the tap was taken. Beyond UIKit.
    @discardableResult
    public func simulateTap(on action: UIAlertAction, animated: Bool = true) -> Bool {
        guard actions.contains(where: { $0 === action }), action.isEnabled, presentingViewController != nil else { return false }
        dismiss(animated: animated) { action.handler?(action) }
        return true
    }

    /// Taps the first button titled `title` (see ``simulateTap(on:animated:)``); returns whether there was one
    /// and the tap was taken. Beyond UIKit.
    @discardableResult
    public func simulateTap(onActionTitled title: String, animated: Bool = true) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        return simulateTap(on: action, animated: animated)
    }

    /// Where the alert's parts go in its view now (beyond UIKit): see ``AlertLayout``.
    package var layout: AlertLayout {
        let container = view!
        return AlertLayout(controller: self, containerSize: container.bounds.size, safeArea: container.safeAreaInsets,
                           displayScale: container.traitCollection.displayScale)
    }
}

/// The view of an alert controller: it fills the window, dims what is behind it, and places the text fields
/// where ``AlertLayout`` puts them. The alert itself (box, title, message, buttons) is drawn by the pictures.
package final class AlertControllerView: UIView {
    /// The controller whose alert this view shows.
    package weak var controller: UIAlertController?
    /// The dimming behind an alert (chosen: black at 20 %, close to how iOS dims the screen behind an alert).
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    package override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.dimmingColor
    }

    package required init?(coder: NSCoder) { nil }

    /// Places the text fields in the alert.
    override package func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let layout = controller.layout
        for (field, frame) in zip(controller.textFields ?? [], layout.textFieldFrames) where field.frame != frame {
            field.frame = frame
        }
    }
}
