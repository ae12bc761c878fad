import CollectionGeometry

/// The system's colour picker (UIKit's `UIColorPickerViewController`), headless: its selected colour, whether it
/// offers opacity, its title and its delegate. Present it with `present(_:animated:completion:)`; its view is a
/// sheet with the title (default "Colors", as on iOS) over a swatch of ``selectedColor``. Beyond UIKit,
/// ``simulatePick(_:continuously:)`` and ``simulateFinish(animated:)`` act as a person using it.
@MainActor
open class UIColorPickerViewController: UIViewController {
    /// The title the sheet shows when ``title`` is nil: "Colors", as iOS shows it.
    public static let defaultTitle = "Colors"

    /// Told of picks and of the picker closing; held weakly.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The colour picked (default white). Setting it tells no one.
    open var selectedColor: UIColor = .white {
        didSet { updateSheet() }
    }
    /// Whether the picker offers opacity (default `true`); without it, picks are made opaque.
    open var supportsAlpha = true

    /// The title the sheet shows (nil: ``defaultTitle``).
    open override var title: String? {
        didSet { updateSheet() }
    }

    /// A colour picker showing white.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the sheet: the title over a swatch of the selected colour.
    open override func loadView() {
        let sheet = SystemPickerSheetView(frame: defaultViewFrame)
        sheet.swatchView.isHidden = false
        view = sheet
        updateSheet()
    }

    private func updateSheet() {
        guard let sheet = viewIfLoaded as? SystemPickerSheetView else { return }
        sheet.titleLabel.text = title ?? Self.defaultTitle
        sheet.swatchView.backgroundColor = selectedColor
    }

    // MARK: - Simulated use (beyond UIKit)

    /// Picks `color` as a person does: it becomes ``selectedColor`` (made opaque when ``supportsAlpha`` is off),
    /// then the delegate's ``UIColorPickerViewControllerDelegate/colorPickerViewController(_:didSelect:continuously:)``
    /// is called. Beyond UIKit.
    public func simulatePick(_ color: UIColor, continuously: Bool = false) {
        let picked = supportsAlpha ? color : color.withAlphaComponent(1)
        selectedColor = picked
        delegate?.colorPickerViewController(self, didSelect: picked, continuously: continuously)
    }

    /// Closes the picker as a person does: when it is presented it is dismissed (animated or not), and once it is
    /// gone the delegate's ``UIColorPickerViewControllerDelegate/colorPickerViewControllerDidFinish(_:)`` is called
    /// (at once when it is not presented). Beyond UIKit.
    public func simulateFinish(animated: Bool = true) {
        dismissThenNotify(animated: animated) { [weak self] in
            guard let self else { return }
            self.delegate?.colorPickerViewControllerDidFinish(self)
        }
    }
}
