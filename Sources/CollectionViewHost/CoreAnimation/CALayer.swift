import CollectionGeometry
import Foundation

/// A colour as Core Graphics sees it. Headless there is no separate Core Graphics colour type, so
/// `UIColor.cgColor` hands back the same RGBA value; `layer.borderColor = UIColor.red.cgColor` and
/// `gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]` compile unchanged.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a Core Graphics colour (the same value headless; see ``CGColor``).
    public var cgColor: CGColor { self }
}

/// An object that manages image-based content and animations (Core Animation's `CALayer`), headless: a tree of
/// layers with their geometry, appearance, contents and animations, which view pictures draw.
///
/// A view's layer (``UIView/layer``) is the view's: its ``bounds``, ``position`` (the view's `center`),
/// ``frame``, ``transform`` and ``isHidden`` read and write the view's, its ``delegate`` is the view, and its
/// ``sublayers`` hold the subviews' layers in the subviews' order, with the layers the app added itself kept where
/// it put them (so `view.layer.insertSublayer(gradient, at: 0)` lies beneath every subview).
///
/// Property changes take effect at once in the model. A change of an animatable property runs the layer's action
/// for it (``action(forKey:)``): for a standalone layer in a layer tree, Core Animation's implicit animation from
/// the old value over the transaction's duration (0.25 s), unless ``CATransaction/setDisableActions(_:)``; a
/// view's layer asks its view, which answers `NSNull` (no animation). In the animation clock's immediate mode an
/// implicit animation ends at once, so a picture taken right after a change shows it. Explicit animations
/// (``add(_:forKey:)``) run on ``UIView/animationClock``; ``presentation()`` and pictures show their values.
@MainActor
open class CALayer {
    /// The view this layer backs, if any.
    weak var owningView: UIView?
    /// The view this layer backs, if any (beyond UIKit; for pictures, which draw a view's layer as the view).
    package var backedView: UIView? { owningView }
    /// The layer's own list of sublayers (standalone ones, and the subviews' layers as last reconciled).
    var storedSublayers: [CALayer] = []
    /// The layer this one was added to, for a standalone layer.
    weak var storedSuperlayer: CALayer?
    /// The animations attached, in the order they were added.
    var attachedAnimations: [AnimationAttachment] = []
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedTransform = CATransform3DIdentity
    private var storedHidden = false

    /// The object that gives the layer its behaviour; a view's layer's delegate is the view.
    open weak var delegate: (any CALayerDelegate)?
    /// The layer's name, for finding it.
    open var name: String?
    /// The radius of the rounded corners, in points.
    open var cornerRadius: CGFloat = 0 {
        didSet { valueDidChange(forKey: "cornerRadius", from: oldValue) }
    }
    /// Which corners ``cornerRadius`` rounds (default: all four); pictures round only these.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// How the rounded corners curve (default `.circular`); pictures draw `.continuous` corners as a smooth
    /// superellipse-like curve that starts further along the edges (see ``CALayerCornerCurve``).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The width of the border, in points.
    open var borderWidth: CGFloat = 0 {
        didSet { valueDidChange(forKey: "borderWidth", from: oldValue) }
    }
    /// The colour of the border; Core Animation's default is opaque black.
    open var borderColor: CGColor? = .black {
        didSet { valueDidChange(forKey: "borderColor", from: oldValue ?? .clear) }
    }
    /// Whether sublayers (and, for a view's layer, subviews) are clipped to the layer's bounds.
    /// A view's `clipsToBounds` reads and writes this property, as in UIKit.
    open var masksToBounds = false
    /// The layer's background colour.
    open var backgroundColor: CGColor? {
        didSet { valueDidChange(forKey: "backgroundColor", from: oldValue ?? .clear) }
    }
    /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0 {
        didSet { valueDidChange(forKey: "shadowOpacity", from: oldValue) }
    }
    /// The blur radius of the shadow; Core Animation's default is 3.
    open var shadowRadius: CGFloat = 3 {
        didSet { valueDidChange(forKey: "shadowRadius", from: oldValue) }
    }
    /// The offset of the shadow; Core Animation's default is (0, -3).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { valueDidChange(forKey: "shadowOffset", from: oldValue) }
    }
    /// The colour of the shadow; Core Animation's default is opaque black.
    open var shadowColor: CGColor? = .black {
        didSet { valueDidChange(forKey: "shadowColor", from: oldValue ?? .clear) }
    }
    /// The shape of the shadow, in the layer's coordinates (default nil: the layer's own shape).
    open var shadowPath: CGPath?
    /// The layer's opacity, 0 to 1.
    open var opacity: Float = 1 {
        didSet { valueDidChange(forKey: "opacity", from: oldValue) }
    }
    /// The anchor point, in the unit square of the bounds: the point that sits at ``position`` and that
    /// ``transform`` turns about (default (0.5, 0.5), the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { valueDidChange(forKey: "anchorPoint", from: oldValue) }
    }
    /// The layer's place in front of or behind its siblings: sublayers draw in ascending `zPosition`, equal ones
    /// in sublayer order (the depth itself is not projected headless).
    open var zPosition: CGFloat = 0 {
        didSet { valueDidChange(forKey: "zPosition", from: oldValue) }
    }
    /// A layer whose shape (its alpha: filled, stroked or drawn areas) clips this layer and its sublayers; it
    /// is placed in this layer's coordinates.
    open var mask: CALayer?
    /// The layer's image: a `UIImage`'s ``UIImage/cgImage`` (or the `UIImage` itself); other values draw nothing.
    open var contents: Any?
    /// How ``contents`` fills the bounds (default `.resize`).
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Whether the layer's content must be redrawn (``setNeedsDisplay()``; ``displayIfNeeded()`` clears it).
    public private(set) var needsDisplay = false
    /// Whether a change of the bounds' size marks the content as needing to be redrawn (default false: the drawn
    /// content is stretched by ``contentsGravity``, as Core Animation does).
    open var needsDisplayOnBoundsChange = false
    /// The scale of the content ``display()`` draws, in pixels per point (Core Animation's default is 1).
    open var contentsScale: CGFloat = 1
    /// Whether the layer is opaque: the content ``display()`` draws starts black (default false: transparent).
    open var isOpaque = false
    /// Whether ``contents`` holds what ``display()`` drew (and may be replaced by the next drawing).
    private var contentsWereDrawn = false
    /// Whether the layer needs layout (``setNeedsLayout()``).
    private var needsLayoutFlag = false

    /// Whether this is a copy showing animated values (``presentation()``): changes to it run no actions.
    var isPresentationCopy = false

    /// Creates a layer with Core Animation's default appearance.
    public init() {}

    /// Creates a layer that copies `layer`'s properties (Core Animation makes presentation layers this way); an
    /// argument that is not a layer gives a default layer. Subclasses with properties of their own override it to
    /// copy them too, as for Core Animation.
    public init(layer: Any) {
        guard let layer = layer as? CALayer else { return }
        CALayer.copying += 1
        defer { CALayer.copying -= 1 }
        copyProperties(of: layer)
    }

    /// Creates a layer from an archive. Archives are not supported headless, so this returns nil; declared so
    /// that a subclass's `required init?(coder:)` calling `super.init(coder:)` compiles as with Core Animation.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes a layer of the class it is called on (beyond UIKit): through `init()` when `layer` is nil, else through
    /// `init(layer:)` — a subclass's own overrides of them included. A view makes its layer of its `layerClass`
    /// this way, and presentation copies are made this way, so an app's layer subclass is what it gets. A subclass
    /// inherits it when it overrides `init()` and `init(layer:)` (or neither), as Core Animation expects of it.
    public required convenience init(headlessCopyOf layer: CALayer?) {
        if let layer { self.init(layer: layer) } else { self.init() }
    }

    /// How many layers are being copied now: copies run no actions.
    static var copying = 0

    /// Copies every property of `layer` but its place in a tree and its animations (a view's geometry becomes
    /// this layer's own).
    func copyProperties(of layer: CALayer) {
        name = layer.name
        storedBounds = layer.bounds
        storedPosition = layer.position
        storedTransform = layer.transform
        storedHidden = layer.isHidden
        cornerRadius = layer.cornerRadius
        maskedCorners = layer.maskedCorners
        cornerCurve = layer.cornerCurve
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        masksToBounds = layer.masksToBounds
        backgroundColor = layer.backgroundColor
        shadowOpacity = layer.shadowOpacity
        shadowRadius = layer.shadowRadius
        shadowOffset = layer.shadowOffset
        shadowColor = layer.shadowColor
        shadowPath = layer.shadowPath
        opacity = layer.opacity
        anchorPoint = layer.anchorPoint
        zPosition = layer.zPosition
        mask = layer.mask
        contents = layer.contents
        contentsGravity = layer.contentsGravity
        needsDisplayOnBoundsChange = layer.needsDisplayOnBoundsChange
        contentsScale = layer.contentsScale
        isOpaque = layer.isOpaque
    }

    /// A copy of the layer of its own class, through its own ``init(layer:)`` (see ``init(headlessCopyOf:)``),
    /// marked as a presentation copy.
    func makeCopy() -> CALayer {
        let copy = type(of: self).init(headlessCopyOf: self)
        copy.isPresentationCopy = true
        return copy
    }

    /// The layer's bounds: its size, and the origin of its own coordinates. A view's layer reads and writes the
    /// view's bounds.
    open var bounds: CGRect {
        get { owningView?.bounds ?? storedBounds }
        set {
            if let owningView {
                owningView.bounds = newValue
            } else {
                let previous = storedBounds
                let resized = storedBounds.size != newValue.size
                storedBounds = newValue
                if resized, needsDisplayOnBoundsChange { setNeedsDisplay() }
                if previous != newValue { valueDidChange(forKey: "bounds", from: previous) }
            }
        }
    }

    /// Where the ``anchorPoint`` sits in the superlayer's coordinates. A view's layer reads and writes the view's
    /// `center`.
    open var position: CGPoint {
        get { owningView?.center ?? storedPosition }
        set {
            if let owningView {
                owningView.center = newValue
            } else {
                let previous = storedPosition
                storedPosition = newValue
                if previous != newValue { valueDidChange(forKey: "position", from: previous) }
            }
        }
    }

    /// The layer's rectangle in its superlayer: ``bounds``' size placed so that the ``anchorPoint`` lies at
    /// ``position`` (the transform left out, as Core Animation's `frame` is undefined under one). Setting it sets
    /// the bounds' size and the position.
    open var frame: CGRect {
        get {
            let size = bounds.size
            return CGRect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                          width: size.width, height: size.height)
        }
        set {
            let rect = newValue.standardized
            if let owningView, anchorPoint == CGPoint(x: 0.5, y: 0.5) {
                owningView.frame = rect
                return
            }
            bounds.size = rect.size
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        }
    }

    /// The transform applied about the ``anchorPoint``. A view's layer reads and writes the view's `transform`
    /// (its 2-D part; the rest of a 3-D transform is dropped).
    open var transform: CATransform3D {
        get { owningView.map { CATransform3DMakeAffineTransform($0.transform) } ?? storedTransform }
        set {
            if let owningView {
                owningView.transform = CATransform3DGetAffineTransform(newValue)
            } else {
                let previous = storedTransform
                storedTransform = newValue
                if !CATransform3DEqualToTransform(previous, newValue) { valueDidChange(forKey: "transform", from: previous) }
            }
        }
    }

    /// Whether the layer is hidden (it and its sublayers draw nothing). A view's layer reads and writes the
    /// view's `isHidden`.
    open var isHidden: Bool {
        get { owningView?.isHidden ?? storedHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { storedHidden = newValue }
        }
    }

    /// The transform as an affine transform (its 2-D part).
    ///
    /// - Complexity: O(1).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Marks the content as needing to be redrawn.
    open func setNeedsDisplay() { needsDisplay = true }

    /// Redraws the content now when it needs it: the delegate's `display(_:)` (whose default calls ``display()``),
    /// else ``display()``. View pictures call it before they draw a layer, as Core Animation does before a frame.
    open func displayIfNeeded() {
        guard needsDisplay else { return }
        needsDisplay = false
        if let delegate { delegate.display(self) } else { display() }
    }

    /// Redraws the content: runs ``draw(in:)`` into a context of the bounds' size and makes what it drew the layer's
    /// ``contents`` (an image of ``contentsScale``, opaque when ``isOpaque``). When nothing is drawn, contents set by
    /// the app are kept and a previous drawing is cleared.
    open func display() {
        let context = CGContext(recordingSize: bounds.size)
        draw(in: context)
        let recording = context.recording
        if !recording.isEmpty {
            contents = UIImage(recording: recording, scale: contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1,
                               opaque: isOpaque)
            contentsWereDrawn = true
        } else if contentsWereDrawn {
            contents = nil
            contentsWereDrawn = false
        }
    }

    /// Draws the layer's content into `ctx` (the layer's bounds, origin at the top left): the delegate's
    /// `draw(_:in:)` by default. Subclasses override it to draw; ``display()`` calls it.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Lays out the sublayers: the delegate's `layoutSublayers(of:)`; nothing else by default. A view's layout
    /// pass calls it on the view's layer after `layoutSubviews()`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Marks the layer as needing layout; the next ``layoutIfNeeded()`` lays it out.
    open func setNeedsLayout() { needsLayoutFlag = true }

    /// Whether the layer needs layout.
    ///
    /// - Complexity: O(1).
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays the layer out now if it needs it (``layoutSublayers()``), then its sublayers that need it.
    open func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in sublayers ?? [] { sublayer.layoutIfNeeded() }
    }

    // MARK: Actions

    /// Actions by key, searched by ``action(forKey:)`` after the delegate (default nil). `NSNull()` under a key
    /// turns its action off.
    open var actions: [String: any CAAction]?

    /// The action for `event` (a property's key): the delegate's `action(for:forKey:)` when it gives one (a view
    /// gives `NSNull`, no action), else the one in ``actions``, else the class's ``defaultAction(forKey:)``, else,
    /// for an animatable property, Core Animation's implicit animation (a `CABasicAnimation` of the key over the
    /// transaction's duration). Called, and the action run, after each change of an animatable property unless
    /// actions are disabled.
    open func action(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = type(of: self).defaultAction(forKey: event) { return action }
        return standardAction(forKey: event)
    }

    /// The class's own action for `event`; nil by default. Subclasses override it to give actions.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

}
