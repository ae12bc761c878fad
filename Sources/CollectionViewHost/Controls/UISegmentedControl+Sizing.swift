import CollectionGeometry

// A segmented control's natural size. Apple publishes no metrics for it; these are chosen from UIKit's look
// since iOS 13: 32 pt tall, titles in the 13-pt system font measured at the semibold weight of the selected
// segment (so selecting never changes a width), 10 pt of padding on each side of a segment's content.
extension UISegmentedControl {
    /// The height of a segmented control (UIKit's since iOS 13).
    static let controlHeight: CGFloat = 32
    /// The size of the segment titles' font (UIKit's since iOS 13).
    static let titleFontSize: CGFloat = 13
    /// The padding on each side of a segment's content (chosen).
    static let segmentPadding: CGFloat = 10

    /// The width each segment takes: a width set with `setWidth(_:forSegmentAt:)` as it is; an automatic one
    /// its content (image, else title) plus the padding on both sides — or, unless
    /// ``apportionsSegmentWidthsByContent``, the widest automatic segment's width.
    var segmentWidths: [CGFloat] {
        // The titles' widest font: the system's semibold unless title attributes give fonts (normal and selected).
        let fonts = [titleFont(for: .normal), titleFont(for: .selected)].compactMap { $0 }
        let font = fonts.max { $0.pointSize < $1.pointSize } ?? UIFont.systemFont(ofSize: Self.titleFontSize, weight: .semibold)
        let measurer = effectiveTextMeasurer
        let scale = environmentTraitCollection.displayScale > 0 ? environmentTraitCollection.displayScale : 1
        let natural = segments.map { segment -> CGFloat in
            let content: CGFloat
            if let image = segment.image {
                content = image.size.width
            } else if let title = segment.title, !title.isEmpty {
                let measured = measurer.measure(title, font: font, constrainedToWidth: 0, numberOfLines: 1,
                                                lineBreakMode: .byTruncatingTail).size.width
                content = Self.ceil(measured, toScale: scale)
            } else {
                content = 0
            }
            return content + 2 * Self.segmentPadding
        }
        let widest = zip(segments, natural).filter { $0.0.width == 0 }.map(\.1).max() ?? 0
        return zip(segments, natural).map { segment, natural in
            segment.width > 0 ? segment.width : (apportionsSegmentWidthsByContent ? natural : widest)
        }
    }

    /// The sum of the segment widths by ``controlHeight`` (zero wide without segments).
    var naturalSize: CGSize {
        CGSize(width: segmentWidths.reduce(0, +), height: Self.controlHeight)
    }
}
