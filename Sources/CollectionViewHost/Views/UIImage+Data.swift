import CollectionGeometry
import ImageCodec

/// An image file as a `UIImage` holds it: the bytes given, their header, and the pixels when the format is one
/// `ImageCodec` decodes (PNG, JPEG).
struct EncodedImage: Hashable, Sendable {
    /// The file's bytes, as given.
    let bytes: [UInt8]
    /// Its format and pixel size.
    let header: ImageHeader
    /// Its pixels, for a PNG or JPEG file that decodes.
    let bitmap: Bitmap?

    /// The cheap comparisons first: the headers, then the bitmaps (their sizes and checksums before their pixels),
    /// then the bytes (arrays that share storage compare in O(1)).
    static func == (lhs: EncodedImage, rhs: EncodedImage) -> Bool {
        lhs.header == rhs.header && lhs.bitmap == rhs.bitmap && lhs.bytes == rhs.bytes
    }

    /// Hashes the header and the bitmap's size and checksum.
    ///
    /// - Complexity: O(1).
    func hash(into hasher: inout Hasher) {
        hasher.combine(header)
        hasher.combine(bitmap)
    }
}

extension UIImage {
    /// An image from the data of a PNG, JPEG, GIF or WebP file, at scale 1.
    ///
    /// PNG and JPEG data is decoded (see ``bitmap``; a JPEG's pixels are turned upright by its Exif orientation,
    /// baseline and progressive files with grey or YCbCr colour). GIF and WebP data, and JPEG files that cannot be
    /// decoded headless (CMYK, arithmetic coding, damaged data), are not: the image has its size (read from the file's
    /// header, a JPEG's orientation applied) and no pixels, and view snapshots draw it as a placeholder. Data that is
    /// none of these, or a PNG file that does not decode (a bad checksum, a truncated file, more than 50 million
    /// pixels), gives nil, as UIKit returns nil for data it cannot read.
    ///
    /// - Complexity: O(n + pixels) for n bytes of PNG or JPEG data; O(header) for the other formats.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from the data of an image file, `scale` pixels per point: its ``size`` is its pixel size divided by
    /// `scale` ("Applying a different scale factor changes the size of the image as reported by the size
    /// property"). A scale that is not a positive finite number counts as 1. See ``init(data:)`` for the formats.
    ///
    /// - Complexity: O(n + pixels) for n bytes of PNG or JPEG data.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let encoded = EncodedImage(bytes: [UInt8](data)) else { return nil }
        self.init(systemName: nil, name: nil, configuration: nil, renderingMode: .automatic, tintColor: nil, encoded: encoded,
                  scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// An image from the file at `path`: nil when the file cannot be read or its data is not an image
    /// (``init(data:)``). A name ending in `@2x` or `@3x` before its extension (and before a `~ipad`-style device
    /// modifier) sets the ``scale``.
    ///
    /// - Complexity: O(n + pixels) for a file of n bytes.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(ofFileNamed: path))
    }

    /// The image's pixels, straight RGBA (beyond UIKit): for an image made from PNG or JPEG data, its decoded pixels; for an
    /// image made by drawing (``UIGraphicsImageRenderer``), what was drawn painted at the image's ``scale``
    /// (`ceil(size × scale)` pixels, transparent where nothing was drawn, dynamic colours resolved with
    /// ``UITraitCollection/current``; nil beyond 50 million pixels). Nil for symbols, named images and images from
    /// formats that are not decoded headless.
    ///
    /// - Complexity: O(1) for a decoded file; O(commands + pixels) for an image made by drawing, painted on each
    ///   call.
    public var bitmap: Bitmap? {
        if let encoded { return encoded.bitmap }
        return graphicsRecording?.bitmap(scale: scale, traits: .current)
    }

    /// The image as PNG data. Headless: the PNG file the image was made from, byte for byte (UIKit encodes the
    /// decoded image again); for any other image with pixels (made from JPEG data, or by drawing), its ``bitmap`` as
    /// an 8-bit RGBA PNG file. Nil for an image that has no pixels headless: symbols, named images, and images made
    /// from GIF or WebP data ("This function may return nil if the image has no data").
    ///
    /// - Complexity: O(n) for an n-byte PNG file; O(pixels) otherwise (plus the commands of an image made by drawing).
    public func pngData() -> Data? {
        if let encoded, encoded.header.format == .png {
            guard encoded.bitmap != nil else { return nil }
            return Data(encoded.bytes)
        }
        return bitmap.map { PNGEncoder().encode($0) }
    }

    /// The image as JPEG data at `compressionQuality` (0 the most compressed, 1 the best quality; values outside are
    /// clamped): its ``bitmap`` encoded as baseline JFIF, transparent areas over black as iOS writes them. Nil for an
    /// image that has no pixels headless (see ``pngData()``).
    ///
    /// - Complexity: O(pixels) (plus the commands of an image made by drawing).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        bitmap.map { JPEGEncoder(quality: Double(compressionQuality)).encode($0) }
    }

    /// The scale a file name gives: 2 or 3 for a name such as `icon@2x.png` or `icon@3x~iphone.png`, 1 otherwise.
    static func scale(ofFileNamed path: String) -> CGFloat {
        var stem = Substring(path.split(separator: "/").last ?? "")
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        if let tilde = stem.lastIndex(of: "~") { stem = stem[..<tilde] }
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@"),
              let factor = Int(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), (1...3).contains(factor) else {
            return 1
        }
        return CGFloat(factor)
    }
}

extension EncodedImage {
    /// The file in `bytes`: decoded when it is a PNG or JPEG file (a JPEG turned upright by its Exif orientation);
    /// sized from its header when it is a GIF or WebP file, or a JPEG file that does not decode; nil otherwise or when
    /// a PNG file does not decode.
    init?(bytes: [UInt8]) {
        guard let header = ImageHeader(sniffing: bytes) else { return nil }
        var bitmap: Bitmap?
        switch header.format {
        case .png:
            guard let decoded = try? PNGDecoder.decode(bytes) else { return nil }
            bitmap = decoded
        case .jpeg:
            // A JPEG that does not decode headless (CMYK, arithmetic coding, a damaged scan) keeps its size and is
            // drawn as a placeholder: iOS shows such files, so the image is not refused.
            bitmap = (try? JPEGDecoder.decode(bytes))?.oriented(exifOrientation: header.orientation)
        default:
            break
        }
        self.init(bytes: bytes, header: header, bitmap: bitmap)
    }
}
