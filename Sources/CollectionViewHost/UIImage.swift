import CollectionGeometry

/// An image (UIKit's `UIImage`), headless: it remembers the symbol or resource name it came from.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The SF Symbol name, for images made with ``init(systemName:)``.
    public let systemName: String?
    /// The resource name, for images made with ``init(named:)``.
    public let name: String?
    /// The image's size in points (symbol images report zero headless: they are never rasterised).
    public let size: CGSize

    /// A symbol image. Headless, every name succeeds (UIKit returns nil for names it does not know).
    public init?(systemName name: String) {
        self.systemName = name
        self.name = nil
        self.size = .zero
    }

    /// A named image from the app's resources. Headless, every name succeeds.
    public init?(named name: String) {
        self.systemName = nil
        self.name = name
        self.size = .zero
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.systemName == rhs.systemName && lhs.name == rhs.name && lhs.size == rhs.size
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(name)
    }

    /// The image's source name.
    public var description: String { "<UIImage: \(systemName.map { "system: \($0)" } ?? name ?? "anonymous")>" }
}

/// A view that shows an image (UIKit's `UIImageView`), headless: it holds the image.
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?

    /// Creates an image view showing `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }

    /// Creates an image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
