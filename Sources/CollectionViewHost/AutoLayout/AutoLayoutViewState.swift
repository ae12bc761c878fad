import CollectionDiagnostics
import CollectionGeometry

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout, so views placed by
/// frame alone pay one optional reference.
@MainActor
final class AutoLayoutViewState {
    // `@exclusivity(unchecked)`: used on every layout pass, and no two accesses to one overlap (see `UIView`).
    /// The constraints installed on the view (UIKit's `constraints`): active ones whose closest common ancestor
    /// is this view.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to the view, in order.
    @exclusivity(unchecked) var layoutGuides: [UILayoutGuide] = []
    /// Content hugging priorities (UIKit's default 250 on both axes).
    @exclusivity(unchecked) var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    /// Compression resistance priorities (UIKit's default 750 on both axes).
    @exclusivity(unchecked) var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// Whether `updateConstraints()` is due before the next layout pass.
    @exclusivity(unchecked) var needsUpdateConstraints = true
    /// Set by `UIView.updateConstraints()`, to check that overrides call `super`.
    @exclusivity(unchecked) var didCallSuperUpdateConstraints = false
    /// The engine of the island this view is the root of, or of fittings measured from this view.
    @exclusivity(unchecked) var engine: AutoLayoutEngine?
    /// The engine this view takes part in as an item, to hear about frame and intrinsic-size changes.
    var participatingEngine: AutoLayoutEngine? {
        get { participatingEngineReference?.engine }
        set { participatingEngineReference = newValue?.reference }
    }
    @exclusivity(unchecked) private var participatingEngineReference: AutoLayoutEngineReference?
    /// The guides the view maintains, made on first use.
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// Where the engine rooted at this view sends its reports (`nil`: the process-wide sink).
    var diagnosticSink: DiagnosticSink?
}

/// What a layout guide knows about Auto Layout: how its frame is kept.
enum LayoutGuideRole {
    /// A guide the app added: constraints decide its frame.
    case free
    /// The owning view's safe area.
    case safeArea
    /// The owning view's layout margins.
    case layoutMargins
    /// The owning view's readable content area.
    case readableContent
    /// A scroll view's content: constraints on it set the content size.
    case scrollContent
    /// A scroll view's frame, which stays put on screen as the content scrolls.
    case scrollFrame
}
