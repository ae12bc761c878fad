import CollectionGeometry

// What a button shows for its current state, the subviews that show it, and picking menu actions.
extension UIButton {
    /// The title shown for the current state (see ``currentTitle``).
    var displayedTitle: String? {
        if let popUpTitle { return popUpTitle }
        if let title = configuration?.title { return title }
        return attributedTitle(for: state)?.string ?? title(for: state)
    }

    /// The image shown for the current state (see ``currentImage``).
    var displayedImage: UIImage? {
        configuration?.image ?? image(for: state)
    }

    /// A pop-up button's title: the selected action of its menu, else its first action.
    private var popUpTitle: String? {
        guard changesSelectionAsPrimaryAction, showsMenuAsPrimaryAction, let menu else { return nil }
        let actions = Self.actions(in: menu)
        return (actions.first { $0.state == .on } ?? actions.first)?.title
    }

    /// The actions of `menu` and its submenus, depth first.
    static func actions(in menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return [action] }
            if let submenu = child as? UIMenu { return actions(in: submenu) }
            return []
        }
    }

    // MARK: - Menus (beyond UIKit)

    /// Performs the action titled `title` in ``menu`` (submenus included) with the button as its sender, as
    /// picking it in the open menu does. For a pop-up button (``changesSelectionAsPrimaryAction``), the action
    /// becomes the selected one (its state `.on`, every other action's `.off`) and its title the button's.
    /// Returns whether such an action exists. Beyond UIKit: headless, no menu opens.
    @discardableResult
    public func simulateMenuAction(titled title: String) -> Bool {
        guard let menu, let action = Self.actions(in: menu).first(where: { $0.title == title }) else { return false }
        if changesSelectionAsPrimaryAction {
            for other in Self.actions(in: menu) { other.state = other === action ? .on : .off }
        }
        action.performWithSender(self)
        refreshContent()
        return true
    }

    // MARK: - Showing the content

    /// The title label, made and added on first use with the legacy title font.
    func ensureTitleLabel() -> UILabel {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: ButtonMetrics.legacyTitleFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        storedTitleLabel = label
        addSubview(label)
        return label
    }

    /// The subtitle label, made and added on first use.
    func ensureSubtitleLabel() -> UILabel {
        if let storedSubtitleLabel { return storedSubtitleLabel }
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        storedSubtitleLabel = label
        addSubview(label)
        return label
    }

    /// The image view, made and added on first use.
    func ensureImageView() -> UIImageView {
        if let storedImageView { return storedImageView }
        let imageView = UIImageView(frame: .zero)
        storedImageView = imageView
        addSubview(imageView)
        return imageView
    }

    /// Shows the current state's content (or the configuration's) in the subviews. A change of text or font
    /// re-measures the button through its labels; a change of image re-measures it here.
    func refreshContent() {
        let title = displayedTitle
        if title != nil || storedTitleLabel != nil {
            let label = ensureTitleLabel()
            if let configuration {
                let metrics = ButtonMetrics.metrics(for: configuration.buttonSize)
                label.font = .preferredFont(forTextStyle: metrics.titleStyle, compatibleWith: .defaultPhone)
                label.adjustsFontForContentSizeCategory = true
                label.numberOfLines = 0
                label.lineBreakMode = configuration.titleLineBreakMode
                label.textColor = configurationForegroundColor ?? tintColor
                titleFontComesFromConfiguration = true
            } else {
                if titleFontComesFromConfiguration {
                    label.font = .systemFont(ofSize: ButtonMetrics.legacyTitleFontSize)
                    label.adjustsFontForContentSizeCategory = false
                    label.numberOfLines = 1
                    label.lineBreakMode = .byTruncatingMiddle
                    titleFontComesFromConfiguration = false
                }
                label.textColor = legacyDisplayedTitleColor
            }
            label.alpha = legacyContentAlpha
            if let styled = styledTitle(title) {
                label.attributedText = styled
            } else {
                label.text = title
            }
        }
        let subtitle = configuration?.subtitle
        if subtitle != nil || storedSubtitleLabel != nil {
            let label = ensureSubtitleLabel()
            if let configuration {
                let metrics = ButtonMetrics.metrics(for: configuration.buttonSize)
                label.font = .preferredFont(forTextStyle: metrics.subtitleStyle, compatibleWith: .defaultPhone)
                label.adjustsFontForContentSizeCategory = true
                label.lineBreakMode = configuration.subtitleLineBreakMode
                label.textColor = configurationForegroundColor ?? tintColor
            }
            if let configuration, let styled = Self.styledText(subtitle, attributed: configuration.attributedSubtitle,
                                                               transformer: configuration.subtitleTextAttributesTransformer,
                                                               font: label.font, color: label.textColor) {
                label.attributedText = styled
            } else {
                label.text = subtitle
            }
            label.isHidden = subtitle == nil
        }
        let image = displayedImage
        if image != nil || storedImageView != nil {
            let imageView = ensureImageView()
            imageView.alpha = legacyContentAlpha
            // A configured button's symbol takes its foreground colour (white on a filled button).
            imageView.tintColor = configurationForegroundColor
            if imageView.image != image {
                imageView.image = image
                invalidateIntrinsicContentSize()
            }
        }
    }
}
