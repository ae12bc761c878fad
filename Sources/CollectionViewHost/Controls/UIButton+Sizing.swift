import CollectionGeometry

// How a button measures and places its content.
//
// Without a configuration (UIKit's legacy buttons): the title is measured on one line in the title label's font
// (15-pt system font unless the app sets another), the image at its size (the glyph types at a fixed 22 or 30 pt
// square). Width: image + title + the left and right `contentEdgeInsets`. Height: the taller of the image and
// the title — the title with 6 pt above and below while `contentEdgeInsets` are zero, as UIKit pads it — plus
// the top and bottom insets. `titleEdgeInsets` and `imageEdgeInsets` move the parts and, as in UIKit, change no
// size. A button with neither measures 30 × 34 (UIKit's empty button) plus its insets.
//
// With a configuration: the title and subtitle are measured in the fonts of `buttonSize` (wrapped to the width
// left by the insets and the image when a width is given), stacked with `titlePadding` between them; the image
// (or the 20-pt activity indicator) sits beside them (leading, trailing) or above or below them, `imagePadding`
// apart; `contentInsets` surround it all. See `ButtonMetrics` for the numbers.
extension UIButton {
    /// The frames of a button's content within some bounds, and the size it needs.
    struct ContentLayout {
        /// The size the content needs, insets included.
        var size: CGSize
        /// Where the image (or activity indicator) goes, if there is one.
        var image: CGRect?
        /// Where the title goes, if there is one.
        var title: CGRect?
        /// Where the subtitle goes, if there is one.
        var subtitle: CGRect?
    }

    /// The size the content needs: measured on unlimited lines (`width` nil) or wrapped to `width` (a configured
    /// button only); never negative.
    func measuredSize(constrainedToWidth width: CGFloat?) -> CGSize {
        let size = contentLayout(in: CGRect(origin: .zero, size: CGSize(width: width ?? 0, height: 0)),
                                 wrapsToBounds: width != nil).size
        return CGSize(width: max(size.width, 0), height: max(size.height, 0))
    }

    /// The content laid out in `bounds`: aligned by ``UIControl/contentHorizontalAlignment`` and
    /// ``UIControl/contentVerticalAlignment`` within the bounds less the insets. With `wrapsToBounds`, a configured
    /// button's text wraps to the bounds' width.
    func contentLayout(in bounds: CGRect, wrapsToBounds: Bool) -> ContentLayout {
        if let configuration { return configuredLayout(configuration, in: bounds, wrapsToBounds: wrapsToBounds) }
        return legacyLayout(in: bounds)
    }

    // MARK: - Without a configuration

    /// The image's size in a legacy button: the glyph types' fixed square, a symbol at the state's preferred
    /// symbol configuration, any other image at its size.
    private var legacyImageSize: CGSize? {
        guard let image = displayedImage else { return nil }
        if buttonType.showsSystemGlyph {
            let side = buttonType == .close ? ButtonMetrics.closeGlyphSide : ButtonMetrics.accessoryGlyphSide
            return CGSize(width: side, height: side)
        }
        if image.systemName != nil, let configuration = preferredSymbolConfigurationForImage(in: state) {
            return image.withConfiguration(configuration).size
        }
        return image.size
    }

    /// The title's one-line size in the title label's font, or nil without a title.
    private var legacyTitleSize: CGSize? {
        guard let title = displayedTitle, !title.isEmpty, let label = storedTitleLabel else { return nil }
        return label.sizeThatFits(.zero)
    }

    private func legacyLayout(in bounds: CGRect) -> ContentLayout {
        let insets = contentEdgeInsets
        let title = legacyTitleSize
        let image = legacyImageSize
        guard title != nil || image != nil else {
            let empty = ButtonMetrics.emptyLegacySize
            return ContentLayout(size: CGSize(width: empty.width + insets.left + insets.right,
                                              height: empty.height + insets.top + insets.bottom))
        }
        let titleSize = title ?? .zero, imageSize = image ?? .zero
        let padding = title != nil && insets == .zero ? 2 * ButtonMetrics.legacyTitleVerticalPadding : 0
        let block = CGSize(width: titleSize.width + imageSize.width, height: max(titleSize.height, imageSize.height))
        let size = CGSize(width: block.width + insets.left + insets.right,
                          height: max(titleSize.height + padding, imageSize.height) + insets.top + insets.bottom)

        let content = Self.inset(bounds, by: insets)
        let origin = alignedOrigin(of: block, in: content)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let imageX = rightToLeft ? origin.x + titleSize.width : origin.x
        let titleX = rightToLeft ? origin.x : origin.x + imageSize.width
        let imageFrame = image.map { _ in
            Self.inset(CGRect(x: imageX, y: origin.y + (block.height - imageSize.height) / 2, width: imageSize.width,
                              height: imageSize.height), by: imageEdgeInsets)
        }
        let titleFrame = title.map { _ in
            Self.inset(CGRect(x: titleX, y: origin.y + (block.height - titleSize.height) / 2, width: titleSize.width,
                              height: titleSize.height), by: titleEdgeInsets)
        }
        return ContentLayout(size: size, image: imageFrame, title: titleFrame)
    }

    // MARK: - With a configuration

    /// The image's size in a configured button: the activity indicator's square, a symbol at the preferred
    /// symbol configuration (or, without a configuration of its own, at the title's text style), any other image
    /// at its size.
    private func configuredImageSize(_ configuration: Configuration) -> CGSize? {
        if configuration.showsActivityIndicator {
            let side = ButtonMetrics.activityIndicatorSide
            return CGSize(width: side, height: side)
        }
        guard let image = displayedImage else { return nil }
        if image.systemName != nil {
            if let preferred = configuration.preferredSymbolConfigurationForImage {
                return image.withConfiguration(preferred).size
            }
            if image.symbolConfiguration == nil {
                let style = ButtonMetrics.metrics(for: configuration.buttonSize).titleStyle
                return image.withConfiguration(UIImage.SymbolConfiguration(textStyle: style)).size
            }
        }
        return image.size
    }

    private func configuredLayout(_ configuration: Configuration, in bounds: CGRect, wrapsToBounds: Bool) -> ContentLayout {
        let directional = configuration.contentInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = UIEdgeInsets(top: directional.top, left: rightToLeft ? directional.trailing : directional.leading,
                                  bottom: directional.bottom, right: rightToLeft ? directional.leading : directional.trailing)
        let image = configuredImageSize(configuration)
        let hasTitle = displayedTitle.map { !$0.isEmpty } ?? false
        let hasSubtitle = configuration.subtitle.map { !$0.isEmpty } ?? false
        let stacksImage = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let hasText = hasTitle || hasSubtitle
        let imagePadding = image != nil && hasText ? configuration.imagePadding : 0

        // The width the text may take: what the insets (and an image beside it) leave; 0 means no limit.
        var textWidth: CGFloat = 0
        if wrapsToBounds, bounds.width.isFinite, bounds.width > 0 {
            var available = bounds.width - insets.left - insets.right
            if let image, !stacksImage { available -= image.width + imagePadding }
            textWidth = max(available, 0)
        }
        let fitting = CGSize(width: textWidth, height: 0)
        let title = hasTitle ? storedTitleLabel?.sizeThatFits(fitting) : nil
        let subtitle = hasSubtitle ? storedSubtitleLabel?.sizeThatFits(fitting) : nil
        let titlePadding = title != nil && subtitle != nil ? configuration.titlePadding : 0
        let text = CGSize(width: max(title?.width ?? 0, subtitle?.width ?? 0),
                          height: (title?.height ?? 0) + titlePadding + (subtitle?.height ?? 0))
        let imageSize = image ?? .zero
        let block = stacksImage
            ? CGSize(width: max(imageSize.width, text.width), height: imageSize.height + imagePadding + text.height)
            : CGSize(width: imageSize.width + imagePadding + text.width, height: max(imageSize.height, text.height))
        let size = CGSize(width: block.width + insets.left + insets.right, height: block.height + insets.top + insets.bottom)

        // Placing the parts: the image on its edge of the block, the text in the rest.
        let origin = alignedOrigin(of: block, in: Self.inset(bounds, by: insets))
        var imageFrame: CGRect?
        var textFrame = CGRect(origin: origin, size: text)
        let imageLeads = configuration.imagePlacement != .trailing
        if let image {
            switch configuration.imagePlacement {
            case .top:
                imageFrame = CGRect(x: origin.x + (block.width - image.width) / 2, y: origin.y, width: image.width, height: image.height)
                textFrame.origin = CGPoint(x: origin.x + (block.width - text.width) / 2, y: origin.y + image.height + imagePadding)
            case .bottom:
                imageFrame = CGRect(x: origin.x + (block.width - image.width) / 2, y: origin.y + text.height + imagePadding,
                                    width: image.width, height: image.height)
                textFrame.origin.x = origin.x + (block.width - text.width) / 2
            default:
                let imageOnLeft = imageLeads != rightToLeft
                imageFrame = CGRect(x: imageOnLeft ? origin.x : origin.x + text.width + imagePadding,
                                    y: origin.y + (block.height - image.height) / 2, width: image.width, height: image.height)
                textFrame.origin = CGPoint(x: imageOnLeft ? origin.x + image.width + imagePadding : origin.x,
                                           y: origin.y + (block.height - text.height) / 2)
            }
        }
        // The title and subtitle line up within the text by the title alignment.
        let alignment: Configuration.TitleAlignment = configuration.titleAlignment == .automatic
            ? (image == nil || stacksImage ? .center : .leading) : configuration.titleAlignment
        func lineX(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .center, .automatic: textFrame.minX + (text.width - width) / 2
            case .leading: rightToLeft ? textFrame.maxX - width : textFrame.minX
            case .trailing: rightToLeft ? textFrame.minX : textFrame.maxX - width
            }
        }
        let titleFrame = title.map { CGRect(x: lineX($0.width), y: textFrame.minY, width: $0.width, height: $0.height) }
        let subtitleFrame = subtitle.map {
            CGRect(x: lineX($0.width), y: textFrame.minY + (title?.height ?? 0) + titlePadding, width: $0.width, height: $0.height)
        }
        return ContentLayout(size: size, image: imageFrame, title: titleFrame, subtitle: subtitleFrame)
    }

    // MARK: - Alignment

    /// Where a block of `size` starts within `area`, by the content alignments (`.fill` centres: the parts keep
    /// their sizes).
    private func alignedOrigin(of size: CGSize, in area: CGRect) -> CGPoint {
        let x: CGFloat = switch effectiveContentHorizontalAlignment {
        case .left: area.minX
        case .right: area.maxX - size.width
        default: area.minX + (area.width - size.width) / 2
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: area.minY
        case .bottom: area.maxY - size.height
        default: area.minY + (area.height - size.height) / 2
        }
        return CGPoint(x: x, y: y)
    }

    /// `rect` with `insets` taken off its edges (negative insets grow it).
    static func inset(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
               width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }

    // MARK: - Placing the subviews

    /// Sets the frames of the image view and the labels from the content laid out in the bounds.
    func layoutContent() {
        let layout = contentLayout(in: bounds, wrapsToBounds: configuration != nil)
        storedImageView?.frame = layout.image ?? .zero
        storedTitleLabel?.frame = layout.title ?? .zero
        storedSubtitleLabel?.frame = layout.subtitle ?? .zero
    }

    /// The title's baselines in the content laid out at the intrinsic size: the first one the title font's
    /// ascender below the title's top, the last one its descender above the title's bottom; nil without a title.
    func titleBaselineOffsets() -> (firstFromTop: CGFloat, lastFromBottom: CGFloat)? {
        guard let label = storedTitleLabel, let labelOffsets = label.autoLayoutBaselineOffsets else { return nil }
        let size = intrinsicContentSize
        guard let title = contentLayout(in: CGRect(origin: .zero, size: size), wrapsToBounds: false).title else { return nil }
        return (title.minY + labelOffsets.firstFromTop, size.height - title.maxY + labelOffsets.lastFromBottom)
    }
}
