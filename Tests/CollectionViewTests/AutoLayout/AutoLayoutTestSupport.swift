#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

/// A view with a fixed natural size, as a label or an image view reports one.
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A root view of `width` × `height` at the origin, for a hierarchy laid out by constraints.
@MainActor
func makeRoot(_ width: CGFloat, _ height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A subview of `root` placed by constraints.
@MainActor
func makeChild(of root: UIView) -> UIView {
    let child = UIView(frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    return child
}
