import CollectionGeometry

extension UIPickerView {
    /// One wheel as laid out in given bounds (beyond UIKit): its component, its frame (the full height of the
    /// bounds), its row height and the rows shown.
    package struct WheelLayout: Equatable {
        /// The component index.
        package var component: Int
        /// The wheel's frame.
        package var frame: CGRect
        /// The height of its rows.
        package var rowHeight: CGFloat
        /// The rows shown, top to bottom.
        package var rows: [ShownRow]
    }

    /// A row shown by a wheel (beyond UIKit): its index, how many rows it lies from the selected one (negative
    /// above), and its frame.
    package struct ShownRow: Equatable {
        /// The row index.
        package var row: Int
        /// The distance from the selected row, in rows (0 for the selected row, negative above it).
        package var offset: Int
        /// The row's frame: the wheel's width by the row height.
        package var frame: CGRect
    }

    /// The largest row height or component width taken from the delegate: 10 000 points (larger ones are cut to it,
    /// so that sums of them stay finite).
    package static let largestDimension: CGFloat = 10_000

    /// The height of `component`'s rows: the delegate's when positive and finite (at most ``largestDimension``),
    /// else ``defaultRowHeight``.
    package func rowHeight(forComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return height.isFinite && height > 0 ? min(height, Self.largestDimension) : Self.defaultRowHeight
    }

    /// The components' frames in `bounds`, left to right (see the type's layout): the widths the delegate gives
    /// (positive and finite, at most ``largestDimension``), the others sharing what is left of the width less
    /// ``componentInset`` at each side and ``componentSpacing`` between components (never less than 0), the group
    /// centred horizontally.
    ///
    /// - Complexity: O(c) for c components, plus the delegate's calls.
    package func componentFrames(in bounds: CGRect) -> [CGRect] {
        let count = numberOfComponents
        guard count > 0 else { return [] }
        let given: [CGFloat?] = (0..<count).map { component in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? 0
            return width.isFinite && width > 0 ? min(width, Self.largestDimension) : nil
        }
        let boundsWidth = bounds.width.isFinite ? max(0, bounds.width) : 0
        let available = boundsWidth - 2 * Self.componentInset - CGFloat(count - 1) * Self.componentSpacing
        let fixed = given.reduce(0) { $0 + ($1 ?? 0) }
        let shared = given.filter { $0 == nil }.count
        let share = shared > 0 ? max(0, (available - fixed) / CGFloat(shared)) : 0
        let widths = given.map { $0 ?? share }
        let total = widths.reduce(0, +) + CGFloat(count - 1) * Self.componentSpacing
        let height = bounds.height.isFinite ? max(0, bounds.height) : 0
        var x = (bounds.minX.isFinite ? bounds.minX : 0) + (boundsWidth - total) / 2
        let y = bounds.minY.isFinite ? bounds.minY : 0
        return widths.map { width in
            defer { x += width + Self.componentSpacing }
            return CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// The wheels laid out in `bounds`: each component's frame and the rows it shows, the selected row centred
    /// vertically and the rows above and below one row height apart, keeping those that lie wholly inside the
    /// bounds (at most 20 each way).
    ///
    /// - Complexity: O(c + r) for c components and r rows shown, plus the data source's and delegate's calls.
    package func wheelLayouts(in bounds: CGRect) -> [WheelLayout] {
        componentFrames(in: bounds).enumerated().map { component, frame in
            let height = rowHeight(forComponent: component)
            let rows = numberOfRows(inComponent: component)
            let selected = selectedRow(inComponent: component)
            var shown: [ShownRow] = []
            if rows > 0, selected >= 0, frame.height > 0 {
                // Rows whose centres lie within half the bounds' height of the middle, less half a row, fit.
                let around = Int(min(20, ((frame.height / 2 - height / 2) / height).rounded(.down)))
                if around >= 0 {
                    for offset in -around...around {
                        let row = selected + offset
                        guard (0..<rows).contains(row) else { continue }
                        let midY = frame.midY + CGFloat(offset) * height
                        shown.append(ShownRow(row: row, offset: offset,
                                              frame: CGRect(x: frame.minX, y: midY - height / 2, width: frame.width, height: height)))
                    }
                }
            }
            return WheelLayout(component: component, frame: frame, rowHeight: height, rows: shown)
        }
    }

    /// The title a row shows and its colour, when the delegate gives a title rather than a view: the styled title's
    /// text and the foreground colour of its first character, else the plain title (colour nil: the label colour).
    /// Nil when there is no title or it is empty.
    package func rowTitle(row: Int, component: Int) -> (text: String, color: UIColor?)? {
        guard let delegate else { return nil }
        if let styled = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component), styled.length > 0 {
            let color = styled.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
            return (styled.string, color)
        }
        guard let title = delegate.pickerView(self, titleForRow: row, forComponent: component), !title.isEmpty else { return nil }
        return (title, nil)
    }

}
