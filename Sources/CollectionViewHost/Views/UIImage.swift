import CollectionGeometry
import ImageCodec

/// An image (UIKit's `UIImage`), headless: it remembers the symbol or resource name it came from, its
/// configuration, rendering mode and tint, and has a size. Images made from PNG data (``init(data:)``,
/// ``init(contentsOfFile:)``) hold their pixels (``bitmap``), which view snapshots draw; symbols and named images
/// have none and are drawn as placeholders.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The SF Symbol name, for images made with ``init(systemName:)``. Beyond UIKit.
    public let systemName: String?
    /// The resource name, for images made with ``init(named:)``. Beyond UIKit.
    public let name: String?
    /// The image's size in points.
    ///
    /// Images made from data measure their pixels divided by ``scale`` (a JPEG's Exif orientation turned as it
    /// shows). Symbol images are placeholders: a square whose side is the line height of the symbol
    /// configuration's font (the body text style, 17 pt, when there is none), rounded up to a third of a
    /// point, scaled by the configuration's scale (small 0.8, large 1.2). Weights and colours do not change
    /// it. Real symbols differ per symbol. Resource images have no file to read headless and measure zero.
    public let size: CGSize
    /// The scale factor: pixels per point. The one given to ``init(data:scale:)``, the `@2x`/`@3x` of a file's name
    /// for ``init(contentsOfFile:)`` ("If you load an image from a file whose name includes the @2x modifier, the
    /// scale is set to 2.0"), 1 otherwise.
    public let scale: CGFloat
    /// The image's configuration: for symbol images always a ``SymbolConfiguration`` (UIKit: "For symbol images
    /// this will always result in an image with a UIImageSymbolConfiguration"); nil for a resource image
    /// that was given none.
    public let configuration: Configuration?
    /// How the image is drawn (``RenderingMode/automatic`` unless asked otherwise, as in UIKit).
    public let renderingMode: RenderingMode
    /// The tint given by ``withTintColor(_:)``, nil otherwise. Beyond UIKit as a readable property.
    public let tintColor: UIColor?
    /// The file the image was made from, for images made from data.
    let encoded: EncodedImage?
    /// What was drawn to make the image, for images made by a ``UIGraphicsImageRenderer`` or an image context
    /// (beyond UIKit): view pictures draw it as shapes. Nil for other images.
    public let graphicsRecording: GraphicsRecording?

    /// A symbol image with the default configuration. Headless, every name succeeds (UIKit returns nil for
    /// names it does not know).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image with a configuration; a configuration that is not a symbol configuration contributes its
    /// traits.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name, name: nil, configuration: Self.symbolConfiguration(from: configuration),
                  renderingMode: .automatic, tintColor: nil, encoded: nil, scale: 1)
    }

    /// A symbol image resolved for `traitCollection` (its content size category sizes text-style symbols).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { SymbolConfiguration.unspecified.withTraitCollection($0) })
    }

    /// A named image from the main bundle's asset catalogs (see ``init(named:in:compatibleWith:)``). A name no
    /// catalog has gives a named placeholder that measures zero; a name that is not valid (empty, absolute,
    /// with `..`) gives nil.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, configuration: nil)
    }

    /// The one initializer every other calls (and every copy: the copies keep the file and scale).
    init(systemName: String?, name: String?, configuration: Configuration?, renderingMode: RenderingMode,
         tintColor: UIColor?, encoded: EncodedImage?, scale: CGFloat, recording: GraphicsRecording? = nil) {
        self.systemName = systemName
        self.graphicsRecording = recording
        self.name = name
        self.configuration = configuration
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.encoded = encoded
        self.scale = scale
        if let encoded {
            let pixels = encoded.header.orientedSize
            size = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        } else if let recording {
            size = recording.size
        } else {
            size = systemName == nil ? .zero : Self.placeholderSize(for: configuration as? SymbolConfiguration)
        }
    }

    /// The symbol configuration, for symbol images (UIKit's `symbolConfiguration`).
    public var symbolConfiguration: SymbolConfiguration? { configuration as? SymbolConfiguration }

    /// Whether the image is a symbol image.
    public var isSymbolImage: Bool { systemName != nil }

    /// A copy with `configuration` in place of the current one ("replacing the current configuration attributes
    /// with the specified attributes"). A symbol image keeps a symbol configuration: given another kind, its
    /// traits are merged into the current symbol configuration.
    ///
    /// - Complexity: O(1).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        let replaced: Configuration
        if isSymbolImage, !(configuration is SymbolConfiguration) {
            replaced = (symbolConfiguration ?? .unspecified).withTraitCollection(configuration.traitCollection)
        } else {
            replaced = configuration
        }
        return copy(configuration: replaced)
    }

    /// A copy with `configuration` applied on top of the current one ("Values in this object take precedence
    /// over the image's current configuration values"; see ``SymbolConfiguration`` for how values combine).
    /// For an image without a symbol configuration, only the traits are merged.
    ///
    /// - Complexity: O(1).
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        if isSymbolImage { return copy(configuration: (symbolConfiguration ?? .unspecified).applying(configuration)) }
        let traits = Configuration.merge(self.configuration?.traitCollection, configuration.traitCollection)
        return copy(configuration: traits.map { Configuration(traitCollection: $0) } ?? self.configuration)
    }

    /// A copy drawn with `renderingMode` (with the same pixels, for an image made from data).
    ///
    /// - Complexity: O(1).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// A copy that always uses `color` ("The new image uses the same rendering mode as the original image"). A
    /// bitmap is drawn in `color` through its alpha, as UIKit draws "the background tint color followed by the
    /// image contents using the destinationIn mode".
    ///
    /// - Complexity: O(1).
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy(tintColor: color)
    }

    /// A copy that uses `color` with `renderingMode`.
    ///
    /// - Complexity: O(1).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: color)
    }

    /// A copy with the values given changed; the names, the file and its pixels, and the scale are kept.
    private func copy(configuration: Configuration?? = .none, renderingMode: RenderingMode? = nil,
                      tintColor: UIColor? = nil) -> UIImage {
        UIImage(systemName: systemName, name: name, configuration: configuration ?? self.configuration,
                renderingMode: renderingMode ?? self.renderingMode, tintColor: tintColor ?? self.tintColor,
                encoded: encoded, scale: scale, recording: graphicsRecording)
    }

    /// The symbol configuration a symbol image keeps for `configuration`: itself when it is one, else an
    /// unspecified one with its traits (nil for nil).
    private static func symbolConfiguration(from configuration: Configuration?) -> SymbolConfiguration? {
        guard let configuration else { return nil }
        return configuration as? SymbolConfiguration ?? SymbolConfiguration.unspecified.withTraitCollection(configuration.traitCollection)
    }

    /// The placeholder size of a symbol (see ``size``).
    static func placeholderSize(for configuration: SymbolConfiguration?) -> CGSize {
        let font = configuration?.font
            ?? UIFont.preferredFont(forTextStyle: .body, compatibleWith: configuration?.traitCollection ?? .defaultPhone)
        let factor: CGFloat = switch configuration?.scale ?? .default {
        case .small: 0.8
        case .large: 1.2
        default: 1
        }
        let line = font.lineHeight.isFinite ? max(font.lineHeight, 0) : 0
        let side = (line * factor * 3 - 1e-9).rounded(.up) / 3
        return CGSize(width: max(side, 0), height: max(side, 0))
    }

    /// Whether two images are the same: the same source (for images made from data, the same file), scale,
    /// configuration, rendering mode and tint.
    ///
    /// - Complexity: O(1), except for two images made from different data that decode to pixels of the same size
    ///   and checksum: O(pixels + bytes).
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.systemName == rhs.systemName && lhs.name == rhs.name && lhs.size == rhs.size && lhs.scale == rhs.scale
            && lhs.configuration == rhs.configuration && lhs.renderingMode == rhs.renderingMode
            && lhs.tintColor == rhs.tintColor && lhs.encoded == rhs.encoded
    }

    /// Hashes the image's source names and, for an image made from data, its format, pixel size and pixel checksum.
    ///
    /// - Complexity: O(1).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(name)
        hasher.combine(encoded)
    }

    /// The image's source name, or for an image made from data its format, pixel size and scale.
    public var description: String {
        if let encoded {
            let header = encoded.header
            return "<UIImage: \(header.format.rawValue) \(header.width) × \(header.height) px, scale \(scale)>"
        }
        return "<UIImage: \(systemName.map { "system: \($0)" } ?? name ?? "anonymous")>"
    }
}
