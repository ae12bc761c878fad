import CollectionGeometry

extension UIView {
    /// How a view lays out its content when its size differs from the content's (UIKit's `UIView.ContentMode`).
    /// Headless, image views use it to place their image (see ``rect(forContentOfSize:in:)``); other views keep it.
    public enum ContentMode: Int, Hashable, Sendable {
        /// Scaled to fill the bounds, the aspect ratio changing if need be (every view's default).
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping the aspect ratio; centred, the rest of the bounds left clear.
        case scaleAspectFit = 1
        /// Scaled to fill the bounds, keeping the aspect ratio; centred, the overflow clipped only when the view
        /// clips to its bounds.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change; an image is scaled to fill, as with ``scaleToFill``.
        case redraw = 3
        /// Unscaled, centred.
        case center = 4
        /// Unscaled, centred along the top edge.
        case top = 5
        /// Unscaled, centred along the bottom edge.
        case bottom = 6
        /// Unscaled, centred along the left edge.
        case left = 7
        /// Unscaled, centred along the right edge.
        case right = 8
        /// Unscaled, in the top-left corner.
        case topLeft = 9
        /// Unscaled, in the top-right corner.
        case topRight = 10
        /// Unscaled, in the bottom-left corner.
        case bottomLeft = 11
        /// Unscaled, in the bottom-right corner.
        case bottomRight = 12

        /// Where content of `size` goes in `bounds` under this mode. Beyond UIKit (UIKit applies it when it draws).
        ///
        /// Content with no size (or a side that is not a positive finite number) fills the bounds, whatever the
        /// mode: it has no aspect ratio to keep and nothing to centre.
        ///
        /// - Complexity: O(1).
        public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return bounds }
            let fitted: CGSize
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let widthRatio = bounds.width / size.width, heightRatio = bounds.height / size.height
                let factor = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
                fitted = CGSize(width: size.width * factor, height: size.height * factor)
            default:
                fitted = size
            }
            let x: CGFloat, y: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - fitted.width
            default: x = bounds.midX - fitted.width / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - fitted.height
            default: y = bounds.midY - fitted.height / 2
            }
            return CGRect(x: x, y: y, width: fitted.width, height: fitted.height)
        }
    }
}
