import CollectionGeometry

/// An image as Core Graphics sees it. Headless there is no separate Core Graphics image type, so
/// `UIImage.cgImage` hands back the image itself; `layer.contents = image.cgImage` compiles unchanged and pictures
/// draw the image's pixels (an image without pixels, such as a symbol, draws nothing as a layer's contents).
public typealias CGImage = UIImage

extension UIImage {
    /// The image as a Core Graphics image (the same object headless; see ``CGImage``).
    public var cgImage: CGImage? { self }
}
