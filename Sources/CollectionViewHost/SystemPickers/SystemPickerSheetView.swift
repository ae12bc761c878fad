import CollectionGeometry

/// The view a system picker shows headless (beyond UIKit): on the system background, a header with the picker's
/// title (17-point semibold, centred, as a navigation bar's title, in a 56-point header: chosen), and below it a
/// placeholder for the system's interface — a rounded swatch of a colour and a line of secondary text. On iOS the
/// pickers' interfaces (the colour grid, the font list, the photo grid, the file browser) run in another process
/// and are not drawn here.
final class SystemPickerSheetView: UIView {
    /// The height of the header and the side of the swatch: 56 and 120 points (chosen).
    static let headerHeight: CGFloat = 56, swatchSide: CGFloat = 120

    /// The title in the header.
    let titleLabel = UILabel()
    /// The line of secondary text under the header (and the swatch).
    let messageLabel = UILabel()
    /// The swatch (hidden unless a picker shows a colour).
    let swatchView = UIView()
    /// Whether the header is shown (a picker inside a navigation controller uses the navigation bar instead).
    var showsHeader = true {
        didSet { titleLabel.isHidden = !showsHeader; setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        messageLabel.font = .systemFont(ofSize: 15)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        swatchView.layer.cornerRadius = 12
        swatchView.isHidden = true
        for subview in [titleLabel, swatchView, messageLabel] { addSubview(subview) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The header at the top of the safe area, 16 points in from the sides; the swatch 24 points below it, centred;
    /// the message 16 points below that (24 below the header without a swatch), one line of 15-point type tall.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, bounds.width.isFinite ? bounds.width : 0)
        var y = safeAreaInsets.top
        if showsHeader {
            titleLabel.frame = CGRect(x: 16, y: y, width: max(0, width - 32), height: Self.headerHeight)
            y += Self.headerHeight
        }
        y += 24
        if !swatchView.isHidden {
            swatchView.frame = CGRect(x: (width - Self.swatchSide) / 2, y: y, width: Self.swatchSide, height: Self.swatchSide)
            y += Self.swatchSide + 16
        }
        messageLabel.frame = CGRect(x: 16, y: y, width: max(0, width - 32), height: messageLabel.font.lineHeight.rounded(.up))
    }
}
