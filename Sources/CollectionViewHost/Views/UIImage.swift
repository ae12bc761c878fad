import CollectionGeometry

/// An image (UIKit's `UIImage`), headless: it remembers the symbol or resource name it came from and has a
/// size; nothing is rasterised.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The SF Symbol name, for images made with ``init(systemName:)``. Beyond UIKit.
    public let systemName: String?
    /// The resource name, for images made with ``init(named:)``. Beyond UIKit.
    public let name: String?
    /// The image's size in points.
    ///
    /// Symbol images are placeholders: a square whose side is the line height of the symbol
    /// configuration's font (the body text style, 17 pt, when there is none), rounded up to a third of a
    /// point, scaled by the configuration's scale (small 0.8, large 1.2). Real symbols differ per symbol.
    /// Resource images have no file to read headless and measure zero.
    public let size: CGSize
    /// The symbol configuration, for symbol images.
    public let symbolConfiguration: SymbolConfiguration?

    /// A symbol image with the default configuration. Headless, every name succeeds (UIKit returns nil for
    /// names it does not know).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image with a configuration.
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.systemName = name
        self.name = nil
        self.symbolConfiguration = configuration
        self.size = Self.placeholderSize(for: configuration)
    }

    /// A named image from the app's resources. Headless, every name succeeds and the image measures zero.
    public init?(named name: String) {
        self.systemName = nil
        self.name = name
        self.symbolConfiguration = nil
        self.size = .zero
    }

    /// A copy of a symbol image with another configuration (other images are returned unchanged).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard let systemName else { return self }
        return UIImage(systemName: systemName, withConfiguration: configuration) ?? self
    }

    /// The placeholder size of a symbol (see ``size``).
    static func placeholderSize(for configuration: SymbolConfiguration?) -> CGSize {
        let font = configuration?.font ?? UIFont.preferredFont(forTextStyle: .body, compatibleWith: .defaultPhone)
        let factor: CGFloat = switch configuration?.scale ?? .default {
        case .small: 0.8
        case .large: 1.2
        default: 1
        }
        let side = (font.lineHeight * factor * 3 - 1e-9).rounded(.up) / 3
        return CGSize(width: max(side, 0), height: max(side, 0))
    }

    /// Whether two values are equal (see the type's discussion for what counts).
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.systemName == rhs.systemName && lhs.name == rhs.name && lhs.size == rhs.size
            && lhs.symbolConfiguration == rhs.symbolConfiguration
    }

    /// Hashes the parts that equality compares.
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

    /// The image's size (zero without an image).
    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }

    /// The image's size (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
