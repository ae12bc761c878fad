import CollectionGeometry

/// Where a cell's legacy ``UITableViewCell/imageView``, ``UITableViewCell/textLabel`` and
/// ``UITableViewCell/detailTextLabel`` go in its content view (nil: the view shows nothing).
struct TableCellLegacyFrames: Equatable {
    var image: CGRect?
    var text: CGRect?
    var detail: CGRect?
}

extension UITableViewCell {
    /// Where the legacy views go in a content view of `size` whose layout margins are `margins`, by the cell's
    /// ``CellStyle-swift.enum`` (Apple's documentation of `UITableViewCell.CellStyle`); nil when the cell uses
    /// no legacy view (or has a content configuration).
    ///
    /// - `.default`, `.subtitle`, `.value1`: the image at the leading margin and the text after it
    ///   (`imageToTextPadding`); `.subtitle` stacks the detail under the text, `.value1` puts it on the same line,
    ///   trailing-aligned at the trailing margin (stacked when both do not fit); the image and the block of
    ///   texts each centred between the top and bottom margins. The rule is the list content configuration's of
    ///   the style (``UITableViewCell/defaultContentConfiguration()``) with the cell's legacy labels' texts and
    ///   fonts in it and the content view's margins.
    /// - `.value2`: no image; the text label fills a column ``TableCellMetrics/value2TextColumnWidth`` wide at
    ///   the leading margin (its text right-aligned in it), the detail starts
    ///   ``TableCellMetrics/value2ColumnSpacing`` after the column and wraps before the trailing margin; each is
    ///   centred between the top and bottom margins.
    ///
    /// Mirrored in a right-to-left layout.
    ///
    /// - Complexity: O(n) in the length of the texts.
    func legacyFrames(in size: CGSize, margins: NSDirectionalEdgeInsets) -> TableCellLegacyFrames? {
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard style == .value2 else {
            guard var configuration = legacyConfiguration else { return nil }
            configuration.directionalLayoutMargins = margins
            let frames = configuration.placement(in: size, traitCollection: environmentTraitCollection,
                                                 measurer: effectiveTextMeasurer, isRightToLeft: isRightToLeft)
            return TableCellLegacyFrames(image: frames.image, text: frames.text, detail: frames.secondaryText)
        }
        guard let columns = value2Columns(width: size.width, margins: margins) else { return nil }
        let width = Self.clean(size.width)
        let innerTop = margins.top, innerHeight = max(Self.clean(size.height) - margins.top - margins.bottom, 0)
        func placed(_ x: CGFloat, _ size: CGSize?) -> CGRect? {
            guard let size else { return nil }
            let frame = CGRect(x: x, y: innerTop + (innerHeight - size.height) / 2, width: size.width, height: size.height)
            return isRightToLeft ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        return TableCellLegacyFrames(image: nil, text: placed(columns.textX, columns.text),
                                     detail: placed(columns.detailX, columns.detail))
    }

    /// The height the legacy views need at a content width of `width` with `margins` (the top margin, the
    /// tallest of what is shown, the bottom margin), by the same rule as
    /// ``legacyFrames(in:margins:)``; nil when the cell uses no legacy view.
    ///
    /// - Complexity: O(n) in the length of the texts.
    func legacyFittingSize(width: CGFloat, margins: NSDirectionalEdgeInsets) -> CGSize? {
        guard style == .value2 else {
            guard var configuration = legacyConfiguration else { return nil }
            configuration.directionalLayoutMargins = margins
            return configuration.measuredSize(fittingWidth: width, traitCollection: environmentTraitCollection,
                                              measurer: effectiveTextMeasurer)
        }
        guard let columns = value2Columns(width: width, margins: margins) else { return nil }
        let tallest = max(columns.text?.height ?? 0, columns.detail?.height ?? 0)
        return CGSize(width: Self.clean(width), height: margins.top + tallest + margins.bottom)
    }

    /// The `.value2` columns at a content width of `width`: the text label's size (the column's width, its text's
    /// height) and the detail's (its text's size, at most the room left), with their leading offsets.
    private func value2Columns(width: CGFloat, margins: NSDirectionalEdgeInsets)
        -> (text: CGSize?, textX: CGFloat, detail: CGSize?, detailX: CGFloat)? {
        guard configurations.baseContent == nil else { return nil }
        let textLabel = existingTextLabel, detailLabel = existingDetailTextLabel
        guard textLabel != nil || detailLabel != nil else { return nil }
        let traits = environmentTraitCollection
        let measurer = effectiveTextMeasurer
        let scale = traits.displayScale > 0 ? traits.displayScale : 1
        func pixel(_ length: CGFloat) -> CGFloat {
            guard length.isFinite, length > 0 else { return 0 }
            return ((length * scale) - 1e-9).rounded(.up) / scale
        }
        func measure(_ label: UILabel?, in columnWidth: CGFloat) -> CGSize? {
            guard let label, let text = label.text, !text.isEmpty else { return nil }
            let measured = measurer.measure(text, font: label.font, constrainedToWidth: columnWidth > 0 ? columnWidth : .leastNonzeroMagnitude,
                                            numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode)
            return CGSize(width: min(pixel(measured.size.width), max(columnWidth, 0)), height: pixel(measured.size.height))
        }
        let content = max(Self.clean(width) - margins.leading - margins.trailing, 0)
        let column = min(TableCellMetrics.value2TextColumnWidth, content)
        let text = measure(textLabel, in: column).map { CGSize(width: column, height: $0.height) }
        let detailX = min(margins.leading + column + TableCellMetrics.value2ColumnSpacing, margins.leading + content)
        let detail = measure(detailLabel, in: margins.leading + content - detailX)
        return (text, margins.leading, detail, detailX)
    }

    private static func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
}
