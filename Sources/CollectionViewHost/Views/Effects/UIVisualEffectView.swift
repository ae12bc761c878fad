import CollectionGeometry

/// A view that applies a visual effect (UIKit's `UIVisualEffectView`): its ``contentView`` fills it and holds
/// what the app adds. Subviews go into ``contentView``, as UIKit requires.
///
/// Pictures fill a view with a blur effect with the blur's ``UIBlurEffect/materialColor`` (headless pictures do
/// not blur what is behind; the translucent fill approximates the material); a vibrancy effect fills nothing.
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect (nil: none, the view shows only its content).
    open var effect: UIVisualEffect?
    /// The view that holds the content: a subview that fills this one.
    public let contentView: UIView

    /// A view applying `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view of `frame` with no effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps ``contentView`` filling the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != frame { contentView.frame = frame }
    }
}
