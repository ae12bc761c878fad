import CollectionGeometry

/// The system's document browser for opening or exporting files (UIKit's `UIDocumentPickerViewController`),
/// headless: its mode, the documents it exports or the types it opens, and its delegate. Present it with
/// `present(_:animated:completion:)`; its view is a sheet titled "Browse" (or its ``title``) over a line saying
/// what it does. Beyond UIKit, ``simulatePick(_:animated:)`` and ``simulateCancel(animated:)`` act as a person
/// using it: the picker dismisses itself, then tells the delegate.
///
/// The initializers that take `UTType` values (`init(forOpeningContentTypes:)`) are left out: `UTType` belongs to
/// the UniformTypeIdentifiers framework, which Linux does not have. ``init(documentTypes:in:)`` takes the same types
/// as identifier strings (`"public.image"`, `"com.adobe.pdf"`).
@MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The title the sheet shows when ``title`` is nil: "Browse" (chosen, after the Files app's tab).
    public static let defaultTitle = "Browse"

    /// Told of picks and cancellations; held weakly.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// What the picker does (deprecated in iOS 14): `.open` or `.import` to open documents, `.exportToService` or
    /// `.moveToService` to export them.
    public let documentPickerMode: UIDocumentPickerMode
    /// The documents the picker exports or moves (empty when it opens documents). Beyond UIKit.
    public let exportedURLs: [URL]
    /// The types of documents the picker offers to open, as identifiers (empty when it exports). Beyond UIKit.
    public let documentTypes: [String]
    /// Whether the picked documents are copies (opened or exported as a copy), not the originals. Beyond UIKit.
    public let isCopying: Bool
    /// Whether the person may pick more than one document (default `false`).
    open var allowsMultipleSelection = false
    /// Whether file names are shown with their extensions (default `false`).
    open var shouldShowFileExtensions = false
    /// The folder the picker opens in (default nil: the one it showed last).
    open var directoryURL: URL?

    /// The title the sheet shows (nil: ``defaultTitle``).
    open override var title: String? {
        didSet { updateSheet() }
    }

    /// A picker that exports `urls` to a place the person picks, as copies when `asCopy` (else moving them).
    public init(forExporting urls: [URL], asCopy: Bool) {
        documentPickerMode = asCopy ? .exportToService : .moveToService
        exportedURLs = urls
        documentTypes = []
        isCopying = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that moves `urls` to a place the person picks (``init(forExporting:asCopy:)`` without copying).
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// A picker that opens documents of `allowedUTIs` (type identifiers) in `mode` (deprecated in iOS 14; `.import`
    /// and `.open` are the modes that take types): `.import` copies them, `.open` opens the originals.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        exportedURLs = []
        documentTypes = allowedUTIs
        isCopying = mode == .import
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that exports or moves `urls` in `mode` (deprecated in iOS 14; `.exportToService` copies, else
    /// they are moved).
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode == .exportToService)
    }

    /// A picker that exports or moves `url` in `mode` (deprecated in iOS 14).
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the sheet: the title over a line saying what the picker does.
    open override func loadView() {
        view = SystemPickerSheetView(frame: defaultViewFrame)
        updateSheet()
    }

    private func updateSheet() {
        guard let sheet = viewIfLoaded as? SystemPickerSheetView else { return }
        sheet.titleLabel.text = title ?? Self.defaultTitle
        switch documentPickerMode {
        case .import, .open:
            sheet.messageLabel.text = allowsMultipleSelection ? "Choose documents" : "Choose a document"
        case .exportToService, .moveToService:
            sheet.messageLabel.text = exportedURLs.count == 1 ? "Save 1 document" : "Save \(exportedURLs.count) documents"
        }
    }

    // MARK: - Simulated use (beyond UIKit)

    /// Picks `urls` as a person does (the documents to open, or where the exported documents went; only the first
    /// when ``allowsMultipleSelection`` is off; an empty list does nothing): the picker is dismissed when presented
    /// (animated or not), and once it is gone the delegate's
    /// ``UIDocumentPickerDelegate/documentPicker(_:didPickDocumentsAt:)`` is called. Beyond UIKit.
    public func simulatePick(_ urls: [URL], animated: Bool = true) {
        guard let first = urls.first else { return }
        let picked = allowsMultipleSelection ? urls : [first]
        dismissThenNotify(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.documentPicker(self, didPickDocumentsAt: picked)
        }
    }

    /// Closes the picker without a pick as a person does: it is dismissed when presented (animated or not), and once
    /// it is gone the delegate's ``UIDocumentPickerDelegate/documentPickerWasCancelled(_:)`` is called. Beyond UIKit.
    public func simulateCancel(animated: Bool = true) {
        dismissThenNotify(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.documentPickerWasCancelled(self)
        }
    }
}
