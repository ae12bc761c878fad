import CollectionGeometry

/// The system's font picker (UIKit's `UIFontPickerViewController`), headless: its configuration, its selected
/// font and its delegate. Present it with `present(_:animated:completion:)`; its view is a sheet titled "Fonts"
/// (or its ``title``) showing the selected font's family, or "No font selected". Beyond UIKit,
/// ``simulatePick(_:)`` and ``simulateCancel()`` act as a person using it.
@MainActor
open class UIFontPickerViewController: UIViewController {
    /// The title the sheet shows when ``title`` is nil: "Fonts" (chosen).
    public static let defaultTitle = "Fonts"

    /// What the picker offers and how (a copy of the one it was made with).
    public let configuration: Configuration
    /// Told of picks and cancellations; held weakly.
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked, or the one to show as selected (default nil). Setting it tells no one.
    open var selectedFontDescriptor: UIFontDescriptor? {
        didSet { updateSheet() }
    }

    /// The title the sheet shows (nil: ``defaultTitle``).
    open override var title: String? {
        didSet { updateSheet() }
    }

    /// A font picker with `configuration` (copied).
    public init(configuration: Configuration) {
        self.configuration = configuration.copied()
        super.init(nibName: nil, bundle: nil)
    }

    /// A font picker with the default configuration.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(configuration: Configuration())
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the sheet: the title over the selected font's family.
    open override func loadView() {
        view = SystemPickerSheetView(frame: defaultViewFrame)
        updateSheet()
    }

    private func updateSheet() {
        guard let sheet = viewIfLoaded as? SystemPickerSheetView else { return }
        sheet.titleLabel.text = title ?? Self.defaultTitle
        if let descriptor = selectedFontDescriptor {
            sheet.messageLabel.text = descriptor.fontAttributes[.family] as? String
                ?? descriptor.fontAttributes[.name] as? String ?? "System Font"
        } else {
            sheet.messageLabel.text = "No font selected"
        }
    }

    // MARK: - Simulated use (beyond UIKit)

    /// Picks the font `descriptor` describes as a person does: it becomes ``selectedFontDescriptor``, then the
    /// delegate's ``UIFontPickerViewControllerDelegate/fontPickerViewControllerDidPickFont(_:)`` is called. The
    /// picker stays presented (the delegate dismisses it). Beyond UIKit.
    public func simulatePick(_ descriptor: UIFontDescriptor) {
        selectedFontDescriptor = descriptor
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    /// Closes the picker without a pick as a person does: when it is presented it is dismissed (animated or not),
    /// and once it is gone the delegate's ``UIFontPickerViewControllerDelegate/fontPickerViewControllerDidCancel(_:)``
    /// is called (at once when it is not presented). Beyond UIKit.
    public func simulateCancel(animated: Bool = true) {
        dismissThenNotify(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.fontPickerViewControllerDidCancel(self)
        }
    }
}
