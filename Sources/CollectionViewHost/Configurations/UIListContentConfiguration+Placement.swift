import CollectionGeometry

extension UIListContentConfiguration {
    /// Where the image and the texts go in a content view of `size` (beyond UIKit: on iOS the content view
    /// places them through Auto Layout). The same rule as ``measuredSize(fittingWidth:traitCollection:measurer:)``:
    /// the image at the leading margin, the texts in the column after it (side by side when the configuration
    /// prefers that and they fit, stacked otherwise), the image and the block of texts each centred vertically
    /// between the top and bottom margins; mirrored in a right-to-left layout. Absent elements get `nil`.
    ///
    /// - Complexity: O(n) in the length of the texts.
    func placement(in size: CGSize, traitCollection: UITraitCollection, measurer: any TextMeasuring,
                   isRightToLeft: Bool) -> (image: CGRect?, text: CGRect?, secondaryText: CGRect?) {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        func pixel(_ length: CGFloat) -> CGFloat {
            guard length.isFinite, length > 0 else { return 0 }
            return ((length * scale) - 1e-9).rounded(.up) / scale
        }
        func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
        let width = clean(size.width), height = clean(size.height)
        let margins = NSDirectionalEdgeInsets(top: clean(directionalLayoutMargins.top),
                                              leading: clean(directionalLayoutMargins.leading),
                                              bottom: clean(directionalLayoutMargins.bottom),
                                              trailing: clean(directionalLayoutMargins.trailing))
        let primary = text.flatMap { $0.isEmpty ? nil : textProperties.transformed($0) }
        let secondary = secondaryText.flatMap { $0.isEmpty ? nil : secondaryTextProperties.transformed($0) }
        let imageSize = image.map { imageProperties.layoutSize(of: $0) } ?? .zero
        let imageAdvance = image == nil ? 0 : pixel(imageSize.width) + (primary != nil || secondary != nil ? clean(imageToTextPadding) : 0)
        let column = max(width - margins.leading - margins.trailing - imageAdvance, 0)
        let innerTop = margins.top, innerHeight = max(height - margins.top - margins.bottom, 0)
        func measure(_ string: String?, _ properties: TextProperties, in columnWidth: CGFloat) -> CGSize {
            guard let string else { return .zero }
            let measured = measurer.measure(string, font: properties.effectiveFont(for: traitCollection),
                                            constrainedToWidth: columnWidth > 0 ? columnWidth : .leastNonzeroMagnitude,
                                            numberOfLines: properties.numberOfLines, lineBreakMode: properties.lineBreakMode)
            return CGSize(width: min(pixel(measured.size.width), columnWidth.isFinite ? columnWidth : .infinity),
                          height: pixel(measured.size.height))
        }
        // Frames in a leading-to-trailing space; mirrored at the end for right-to-left.
        var imageFrame: CGRect?
        if image != nil {
            let imageHeight = pixel(imageSize.height)
            imageFrame = CGRect(x: margins.leading, y: innerTop + (innerHeight - imageHeight) / 2,
                                width: pixel(imageSize.width), height: imageHeight)
        }
        let columnStart = margins.leading + imageAdvance
        var textFrame: CGRect?, secondaryFrame: CGRect?
        let sideBySide = prefersSideBySideTextAndSecondaryText && primary != nil && secondary != nil
        let first = measure(primary, textProperties, in: sideBySide ? .infinity : column)
        let second = measure(secondary, secondaryTextProperties, in: sideBySide ? .infinity : column)
        if sideBySide, first.width + clean(textToSecondaryTextHorizontalPadding) + second.width <= column {
            textFrame = CGRect(x: columnStart, y: innerTop + (innerHeight - first.height) / 2, width: first.width,
                               height: first.height)
            secondaryFrame = CGRect(x: columnStart + column - second.width, y: innerTop + (innerHeight - second.height) / 2,
                                    width: second.width, height: second.height)
        } else {
            let stackedFirst = sideBySide ? measure(primary, textProperties, in: column) : first
            let stackedSecond = sideBySide ? measure(secondary, secondaryTextProperties, in: column) : second
            let padding = primary != nil && secondary != nil ? clean(textToSecondaryTextVerticalPadding) : 0
            let block = stackedFirst.height + padding + stackedSecond.height
            var y = innerTop + (innerHeight - block) / 2
            if primary != nil {
                textFrame = CGRect(x: columnStart, y: y, width: stackedFirst.width, height: stackedFirst.height)
                y += stackedFirst.height + padding
            }
            if secondary != nil {
                secondaryFrame = CGRect(x: columnStart, y: y, width: stackedSecond.width, height: stackedSecond.height)
            }
        }
        func mirrored(_ frame: CGRect?) -> CGRect? {
            guard let frame, isRightToLeft else { return frame }
            return CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        return (mirrored(imageFrame), mirrored(textFrame), mirrored(secondaryFrame))
    }
}
