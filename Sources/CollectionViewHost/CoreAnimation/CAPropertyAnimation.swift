import CollectionGeometry

/// An animation of one property of a layer, named by its key path (Core Animation's `CAPropertyAnimation`).
///
/// The key paths animated headless: `opacity`, `position` (and `.x`, `.y`), `bounds` (and `.size`,
/// `.size.width`, `.size.height`, `.origin`), `anchorPoint`, `zPosition`, `cornerRadius`, `borderWidth`,
/// `borderColor`, `backgroundColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`,
/// `transform` (and `transform.scale`, `.scale.x`, `.scale.y`, `.rotation`, `.rotation.z`, `.translation.x`,
/// `.translation.y`, each applied on top of the model transform), a shape layer's `strokeStart`, `strokeEnd`,
/// `lineWidth`, `lineDashPhase`, `fillColor` and `strokeColor`, and a gradient layer's `startPoint` and
/// `endPoint`. Values are numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), `CGPoint`, `CGSize`,
/// `CGRect`, `CATransform3D` or colours (`CGColor`); other key paths and values animate nothing.
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the property animated.
    open var keyPath: String?
    /// Whether the values are added to the model value (default false).
    open var isAdditive = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
