import OpenCompositionalLayout

extension LayoutPicture {
    /// Where a snapshot's picture puts things: its size, the translation from content coordinates to picture
    /// coordinates, the content rectangle the drawing covers, and, for a clipped picture, the rectangle it is
    /// clipped to (the screen), outside which an overflow is dimmed.
    struct Geometry {
        let size: CGSize
        let contentOrigin: CGPoint
        let drawingBounds: CGRect
        /// The clipping rectangle of a ``PictureFraming/clipped(_:showsOverflow:chrome:)`` picture; nil when annotated.
        var screen: CGRect? = nil
        /// What a clipped picture draws over and around its screen.
        var chrome: ScreenChrome = .none

        /// Whether the picture has the title band, the viewport outline and the outlines of the content.
        var isAnnotated: Bool { screen == nil }

        /// The device frame's width on each side of the drawing (zero without one).
        var frameInsets: UIEdgeInsets { chrome.deviceFrame?.insets ?? .zero }

        /// The drawing's place in the picture: the whole picture, or inside the device frame.
        var drawingFrame: CGRect {
            let insets = frameInsets
            return CGRect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
                          height: size.height - insets.top - insets.bottom)
        }

        /// The geometry of the drawing alone, without the frame around it.
        var unframed: Geometry {
            guard chrome.deviceFrame != nil else { return self }
            var copy = Geometry(size: drawingFrame.size, contentOrigin: contentOrigin, drawingBounds: drawingBounds, screen: screen,
                                chrome: chrome)
            copy.chrome.deviceFrame = nil
            return copy
        }

        /// The screen in picture points, where the chrome goes.
        var screenInPicture: CGRect? {
            screen.map { $0.offsetBy(dx: contentOrigin.x + frameInsets.left, dy: contentOrigin.y + frameInsets.top) }
        }
    }
}
