import Foundation
import LayoutDocument

/// Everything a render of one document is asked to do: the work of `oclayout render` (a document in a file,
/// pictures written into a folder) and of the playground (a document held in memory, pictured in the result).
///
/// Options override what a preview document says; what neither gives falls back to a 390 × 844 view without
/// safe-area insets, left to right, light, with ``defaultItemCount`` items per section, resting where a screen
/// first shows it (content offset minus the adjusted top and leading insets).
///
/// The picture is the view's screen, clipped to it (``LayoutRendering/PictureFraming/screen(of:showsOverflow:)``);
/// ``fullHeight`` pictures the whole content instead, ``showsOverflow`` adds what lies past the screen's sides, and
/// ``annotated`` gives the gallery's picture of everything. The screen has the status bar and the home indicator in its
/// safe areas (``showsSystemBars``) and, on request, the device's frame around it (``showsDeviceFrame``).
///
/// ``DocumentRenderer`` checks the options (``DocumentRenderer/optionProblems(_:)``): each problem names the
/// option by its property's name (`width`, `showsDeviceFrame`, …), and a message that mentions other options
/// writes their names in backticks, so whoever prints it can spell them its own way
/// (``LayoutDocument/Problem/spellingOptions(_:)``).
///
/// Beyond UIKit.
public struct RenderRequest: Hashable, Sendable {
    /// Which PNG writer to use.
    public enum PNGWriter: Hashable, Sendable {
        /// The built-in rasterizer (``LayoutRendering/PNGRenderer``): the same bytes for the same input on every
        /// machine.
        case builtIn
        /// `rsvg-convert` when it is on the `PATH` (it draws the text in real fonts), else the built-in rasterizer.
        /// Its pixels depend on the librsvg and the fonts installed.
        case rsvgConvert
    }

    /// Where the document comes from.
    public enum Document: Hashable, Sendable {
        /// A file, by path: problems name it, and a preview's `layoutFile` is read relative to its folder (as
        /// ``RenderRequest/layoutFileAccess`` allows).
        case file(String)
        /// JSON bytes held in memory (the text a playground edits): a preview's `layoutFile` cannot be followed
        /// (the document has no folder) and is reported as a problem.
        case data(Data)
    }

    /// The largest view side accepted, in points.
    public static let maximumViewSide: Double = 100_000
    /// The largest `scale` accepted.
    public static let maximumScale: Double = 8
    /// The view size used when neither the options nor the document give one (an iPhone 14's portrait screen).
    public static let defaultViewSize = (width: 390.0, height: 844.0)
    /// The most items a picture ever shows, over all sections (a picture of more is unreadable and huge): the
    /// largest ``maximumItemCount`` honoured, and a document file's.
    public static let largestItemCount = 100_000
    /// The most item places one repetition of a group may ever lay out (nested `count`s multiply; see the layout
    /// format's groups): the largest ``maximumGroupPlaces`` honoured, and a document file's. Past it the
    /// document is refused before any layout work.
    public static let largestGroupPlaces = 1_000_000
    /// The most items pictured by default for a document held in memory: fewer than ``largestItemCount``, so a
    /// document edited live stays quick to lay out.
    public static let inMemoryMaximumItemCount = 10_000
    /// The most item places one repetition of a group may lay out by default for a document held in memory: a
    /// tenth of ``largestGroupPlaces``, for the same reason as ``inMemoryMaximumItemCount``.
    public static let inMemoryMaximumGroupPlaces = 100_000
    /// The items per section when a layout document is rendered without a preview's counts.
    public static let defaultItemCount = 12

    /// The layout or preview document.
    public var document: Document
    /// The folder to write into (created if missing).
    public var outputFolder: String
    /// What to write; none lays the document out and writes nothing.
    public var formats: [RenderFormat]
    /// The view width in points.
    public var width: Double?
    /// The view height in points.
    public var height: Double?
    /// A device preset to lay out at (see ``LayoutRendering/DevicePreset``).
    public var device: String?
    /// Device presets to lay out at, pictured side by side.
    public var devices: [String] = []
    /// Lay out right to left.
    public var rightToLeft: Bool
    /// Draw in dark colours (and give the view a dark trait collection).
    public var dark: Bool
    /// The vertical content offset; nil for the resting one (minus the adjusted top inset), or a preview's own.
    public var offsetY: Double?
    /// Orthogonal offsets by section index (see ``OrthogonalSection``), over a preview's `orthogonalOffsets`.
    public var orthogonalOffsets: [Int: Double] = [:]
    /// Pixels per point of the PNG; nil for the device's scale (the largest of the devices side by side), 1 without
    /// a device.
    public var scale: Double?
    /// Picture the whole content, from minus the top inset to its end plus the bottom inset, at the view's width.
    public var fullHeight = false
    /// Draw what lies past the screen's left and right edges (orthogonal sections' groups scrolled off), dimmed.
    public var showsOverflow = false
    /// Draw the gallery's annotated picture: everything, under a title band, with the viewport outlined.
    public var annotated = false
    /// Draw the status bar and the home indicator in the view's top and bottom safe areas (see
    /// ``LayoutRendering/ScreenChrome``).
    public var showsSystemBars = true
    /// Draw the device's frame around the screen: the preset's (``LayoutRendering/DevicePreset/deviceFrame``), or for a
    /// view given by its size the frame that suits it. Cannot be combined with ``showsOverflow`` or ``annotated``.
    public var showsDeviceFrame = false
    /// Which PNG writer to use.
    public var pngWriter: PNGWriter = .builtIn
    /// Which paths a preview's `layoutFile` may name (default: the preview's folder and the folders inside it).
    public var layoutFileAccess: LayoutFileLocation.Access = .previewFolder
    /// The most items pictured, over all sections (at most ``largestItemCount``).
    public var maximumItemCount: Int
    /// The most item places one repetition of a group may lay out (at most ``largestGroupPlaces``).
    public var maximumGroupPlaces: Int

    /// Creates a request for a document file.
    public init(file: String, outputFolder: String = ".", formats: [RenderFormat] = [.svg], width: Double? = nil,
                height: Double? = nil, device: String? = nil, devices: [String] = [], rightToLeft: Bool = false,
                dark: Bool = false, offsetY: Double? = nil, scale: Double? = nil, pngWriter: PNGWriter = .builtIn) {
        self.document = .file(file)
        self.outputFolder = outputFolder
        self.formats = formats
        self.width = width
        self.height = height
        self.device = device
        self.devices = devices
        self.rightToLeft = rightToLeft
        self.dark = dark
        self.offsetY = offsetY
        self.scale = scale
        self.pngWriter = pngWriter
        self.maximumItemCount = Self.largestItemCount
        self.maximumGroupPlaces = Self.largestGroupPlaces
    }

    /// Creates a request for a document held in memory, as JSON bytes, pictured in the result
    /// (``InMemoryRenderer``) rather than written.
    public init(document: Data, width: Double? = nil, height: Double? = nil, device: String? = nil, rightToLeft: Bool = false,
                dark: Bool = false, offsetY: Double? = nil, orthogonalOffsets: [Int: Double] = [:],
                maximumItemCount: Int = inMemoryMaximumItemCount, maximumGroupPlaces: Int = inMemoryMaximumGroupPlaces) {
        self.document = .data(document)
        self.outputFolder = "."
        self.formats = [.svg]
        self.width = width
        self.height = height
        self.device = device
        self.rightToLeft = rightToLeft
        self.dark = dark
        self.offsetY = offsetY
        self.orthogonalOffsets = orthogonalOffsets
        self.maximumItemCount = maximumItemCount
        self.maximumGroupPlaces = maximumGroupPlaces
    }

    /// Creates a request for a document's text held in memory (see ``init(document:width:height:device:rightToLeft:dark:offsetY:orthogonalOffsets:maximumItemCount:maximumGroupPlaces:)``).
    public init(text: String, width: Double? = nil, height: Double? = nil, device: String? = nil, rightToLeft: Bool = false,
                dark: Bool = false, offsetY: Double? = nil, orthogonalOffsets: [Int: Double] = [:],
                maximumItemCount: Int = inMemoryMaximumItemCount, maximumGroupPlaces: Int = inMemoryMaximumGroupPlaces) {
        self.init(document: Data(text.utf8), width: width, height: height, device: device, rightToLeft: rightToLeft, dark: dark,
                  offsetY: offsetY, orthogonalOffsets: orthogonalOffsets, maximumItemCount: maximumItemCount,
                  maximumGroupPlaces: maximumGroupPlaces)
    }

    /// The document file's path, or the empty string for a document held in memory; setting it makes the request
    /// read that file.
    public var file: String {
        get {
            if case .file(let path) = document { return path }
            return ""
        }
        set { document = .file(newValue) }
    }
}

extension RenderRequest {
    /// What the request says about the views.
    var viewOptions: DocumentRenderer.ViewOptions {
        DocumentRenderer.ViewOptions(width: width, height: height, device: device, devices: devices, rightToLeft: rightToLeft,
                                     dark: dark, offsetY: offsetY)
    }

    /// The name problems give the document: its path, or `document` for one held in memory.
    var documentName: String { file.isEmpty ? "document" : file }
}
