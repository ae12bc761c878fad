import OpenCompositionalLayout

extension ControlDrawing {
    /// The corner radius of a segmented control's track (chosen from the look of iOS 13 and later).
    static let segmentedTrackRadius: CGFloat = 9
    /// The inset of the selected segment's pill from the track (chosen).
    static let segmentedPillInset: CGFloat = 2
    /// The corner radius of the selected segment's pill (chosen).
    static let segmentedPillRadius: CGFloat = 7
    /// How far a divider stops short of the track's top and bottom (chosen).
    static let segmentedDividerInset: CGFloat = 8
    /// The size of segment titles (UIKit's since iOS 13).
    static let segmentTitleSize: CGFloat = 13

    /// One segment to draw.
    struct Segment {
        /// Where the segment lies.
        var rect: CGRect
        /// Its title, when it shows one.
        var title: String?
        /// Its image, when it shows one (drawn as a placeholder of its size).
        var image: UIImage?
        /// Whether it is enabled.
        var isEnabled: Bool
        /// How far its content is moved (`setContentOffset(_:forSegmentAt:)`).
        var offset: CGSize = .zero
        /// The title's font and colour from the control's title attributes, unselected and selected (nil: the
        /// system's), and its colour when disabled.
        var normalFont: UIFont?, selectedFont: UIFont?
        var normalColor: UIColor?, selectedColor: UIColor?, disabledColor: UIColor?
    }

    /// A segmented control as iOS draws it: the grey rounded track (the tertiary system fill), the selected
    /// segment's raised pill (``UISegmentedControl/selectedSegmentTintColor``, else white, dark grey in dark mode)
    /// with a faint outline for its shadow, a divider between two unselected segments, and each segment's title
    /// (13 pt, semibold when selected, in the label colour; the tertiary label colour when the segment is disabled;
    /// the font and colour of the control's title text attributes for the state, when set)
    /// or image, moved by the segment's content offset; the whole at half opacity while the control is disabled. A momentary control draws no segment
    /// selected.
    @MainActor
    static func segmentedControl(_ control: UISegmentedControl, traits: UITraitCollection) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: control.bounds.size)
        let rects = control.segmentRects(forBounds: bounds)
        let segments = rects.enumerated().map { index, rect in
            Segment(rect: rect, title: control.titleForSegment(at: index), image: control.imageForSegment(at: index),
                    isEnabled: control.isEnabledForSegment(at: index), offset: control.contentOffsetForSegment(at: index),
                    normalFont: control.titleFont(for: .normal), selectedFont: control.titleFont(for: .selected),
                    normalColor: control.titleColor(for: .normal), selectedColor: control.titleColor(for: .selected),
                    disabledColor: control.titleColor(for: .disabled))
        }
        let selected = control.isMomentary ? nil : (control.selectedSegmentIndex >= 0 ? control.selectedSegmentIndex : nil)
        let operations = segmentedTrack(segments, in: bounds, selected: selected, pillColor: control.selectedSegmentTintColor,
                                        traits: traits)
        return group(operations, opacity: control.isEnabled ? 1 : disabledOpacity)
    }

    /// The track, pill, dividers and contents of `segments` in `track` (a segmented control's, or a search bar's
    /// scope bar's).
    static func segmentedTrack(_ segments: [Segment], in track: CGRect, selected: Int?, pillColor: UIColor?,
                               traits: UITraitCollection) -> [DrawingOperation] {
        guard track.width > 0, track.height > 0, track.width.isFinite, track.height.isFinite else { return [] }
        var operations: [DrawingOperation] = [
            .figure(DrawingFigure(.roundedRect(track, cornerRadius: segmentedTrackRadius), fill: paint(.tertiarySystemFill, or: .tertiarySystemFill, traits: traits),
                                  name: "segmented-track")),
        ]
        if let selected, segments.indices.contains(selected) {
            let rect = segments[selected].rect.insetBy(dx: segmentedPillInset, dy: segmentedPillInset)
            let standard = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
            }
            if rect.width > 0, rect.height > 0 {
                operations.append(.figure(DrawingFigure(.roundedRect(rect, cornerRadius: segmentedPillRadius),
                                                        fill: paint(pillColor, or: standard, traits: traits), stroke: shadowOutline,
                                                        name: "segment-selected", metadata: ["index": "\(selected)"])))
            }
        }
        // A divider between two neighbours neither of which is selected.
        let divider = paint(.systemGray4, or: .systemGray4, traits: traits)
        for index in segments.indices.dropLast() where index != selected && index + 1 != selected {
            let left = segments[index].rect, right = segments[index + 1].rect
            let x = left.maxX <= right.minX ? left.maxX : left.minX
            let top = track.minY + segmentedDividerInset, height = max(0, track.height - 2 * segmentedDividerInset)
            operations.append(.figure(DrawingFigure(.rect(CGRect(x: x - 0.5, y: top, width: 1, height: height)), fill: divider,
                                                    name: "segment-divider")))
        }
        for (index, segment) in segments.enumerated() {
            let isSelected = index == selected
            let dx = segment.offset.width.isFinite ? segment.offset.width : 0, dy = segment.offset.height.isFinite ? segment.offset.height : 0
            let color: UIColor = segment.isEnabled ? (isSelected ? segment.selectedColor : segment.normalColor) ?? .label
                : segment.disabledColor ?? .tertiaryLabel
            if let image = segment.image {
                let size = image.size
                let rect = CGRect(x: segment.rect.midX + dx - size.width / 2, y: segment.rect.midY + dy - size.height / 2,
                                  width: size.width, height: size.height)
                operations.append(LayoutPicture.imagePlaceholder(rect, name: image.systemName ?? image.name ?? "image",
                                                                 tint: ViewSnapshot.paint(color, traits: traits)))
            } else if let title = segment.title {
                let font = (isSelected ? segment.selectedFont : segment.normalFont)
                    ?? UIFont.systemFont(ofSize: segmentTitleSize, weight: isSelected ? .semibold : .regular)
                if let line = line(title, font: font, x: segment.rect.midX + dx, centerY: segment.rect.midY + dy, paint: paint(color, or: .label, traits: traits),
                                   maximumWidth: max(1, segment.rect.width - 2 * segmentedPillInset - 8), name: "segment-title") {
                    operations.append(line)
                }
            }
        }
        return operations
    }
}
