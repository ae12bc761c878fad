import CollectionGeometry

/// How a flow layout (UIKit's `UICollectionViewFlowLayout`) puts a section's items in lines: the rules, as pure
/// functions of the items' lengths, for the flow section to lower into.
///
/// The rules, from Apple's documentation of the flow layout and its observed behaviour:
/// - **Breaking.** Items are added to the current line while they fit: an item joins when the line's lengths
///   plus one `minimumInteritemSpacing` between each two items stay within the line's room (the section's width
///   less its insets, for a vertical layout). The first item of a line always joins, so an item longer than the
///   room has a line of its own (UIKit says its behaviour is then "not defined" and logs why; here the item
///   starts at the line's leading edge).
///   (`minimumInteritemSpacing`: "This spacing is used to compute how many items can fit in a single line".)
/// - **Spreading.** "After the number of items is determined, the actual spacing may possibly be adjusted
///   upward": the room left over is shared equally between the gaps, so a full line starts at the leading edge
///   and ends at the trailing edge; a line holding one item centres it.
/// - **The last line** of a section, when all the section's items have one size, is spaced as a full line of
///   such items would be, so a grid's last line keeps to the grid's columns (and holding one item where only one
///   fits, it is centred); when their sizes differ, it is packed against the leading edge with the minimum
///   spacing. This is the behaviour UIKit has had since iOS 6, reported as rdar://20825965 ("the last row is
///   left-aligned … if items have a non-uniform height"). Its private row-alignment options name the two cases
///   "common row" and "last row", and reimplementations that matched it (PSTCollectionView) justify an
///   incomplete row "like [it] would have been placed on a full row".
/// - **Across the line**, the line is as thick as its thickest item and each item is centred in it ("the flow
///   layout object centers items vertically on the same line", Apple's Collection View Programming Guide).
///
/// All functions are written along the line's own axis: lengths along the line, thicknesses across it, so one
/// rule serves the vertical and the horizontal flow.
package enum FlowLines {
    /// How the items of a line are placed along it.
    package enum Alignment: Sendable, Equatable {
        /// The leftover room is shared between the gaps; a single item is centred.
        case spread
        /// Packed against the leading edge with the minimum spacing.
        case leading
        /// With the gaps of a full line of items as long as its last one: the leftover room of such a line shared
        /// between its gaps. A line that holds as many items as fit is spread; where only one such item fits, it
        /// is centred.
        case asIfFull
    }

    /// Splits `count` items into lines of at most `room` points along the line, in order.
    ///
    /// - Parameters:
    ///   - room: the line's length (a non-finite or negative room holds one item per line).
    ///   - minimumSpacing: the least space between two items of a line (not finite: 0).
    ///   - length: the length of item `i` along the line (not finite or negative: 0).
    /// - Returns: the lines' item ranges, covering `0..<count` without gaps.
    /// - Complexity: O(count).
    package static func breakLines(count: Int, room: CGFloat, minimumSpacing: CGFloat,
                                   length: (Int) -> CGFloat) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let spacing = minimumSpacing.isFinite ? minimumSpacing : 0
        let limit = room.isFinite && room >= 0 ? room : 0
        var lines: [Range<Int>] = []
        var start = 0
        var used: CGFloat = 0
        for item in 0..<count {
            let itemLength = clean(length(item))
            if item == start {
                used = itemLength
                continue
            }
            // A small tolerance keeps lengths that add up to the room exactly (in binary floating point) on one line.
            if used + spacing + itemLength <= limit + 1e-9 {
                used += spacing + itemLength
            } else {
                lines.append(start..<item)
                start = item
                used = itemLength
            }
        }
        lines.append(start..<count)
        return lines
    }

    /// The offsets of a line's items from its leading edge, by `alignment`.
    ///
    /// - Parameters:
    ///   - lengths: the items' lengths along the line.
    ///   - room: the line's length.
    ///   - minimumSpacing: the least space between two items.
    /// - Complexity: O(lengths.count).
    package static func offsets(of lengths: [CGFloat], room: CGFloat, minimumSpacing: CGFloat,
                                alignment: Alignment) -> [CGFloat] {
        let lengths = lengths.map(clean)
        let spacing = minimumSpacing.isFinite ? minimumSpacing : 0
        let limit = room.isFinite ? room : 0
        guard !lengths.isEmpty else { return [] }
        let total = lengths.reduce(0, +)
        var gap = spacing
        var start: CGFloat = 0
        switch alignment {
        case .leading:
            break
        case .spread:
            if lengths.count == 1 {
                // One item is centred; one longer than the room starts at the leading edge.
                start = max((limit - total) / 2, 0)
            } else {
                gap = max((limit - total) / CGFloat(lengths.count - 1), spacing)
            }
        case .asIfFull:
            // How many items as long as the last would fill a line, by the breaking rule (n·length + (n − 1)·spacing
            // ≤ room), never fewer than the line holds.
            let reference = lengths[lengths.count - 1]
            let fitting = (limit + spacing) / (reference + spacing) + 1e-9
            let full = fitting.isFinite && fitting >= 1 && fitting < 1e9 ? max(Int(fitting.rounded(.down)), lengths.count) : lengths.count
            if full == 1 {
                start = max((limit - total) / 2, 0)
            } else {
                gap = max((limit - CGFloat(full) * reference) / CGFloat(full - 1), spacing)
            }
        }
        var offsets: [CGFloat] = []
        offsets.reserveCapacity(lengths.count)
        var position = start
        for length in lengths {
            offsets.append(position)
            position += length + gap
        }
        return offsets
    }

    /// How far into its line an item of `thickness` starts across the line, for a line of `lineThickness` (the
    /// thickest item's): centred.
    package static func crossOffset(of thickness: CGFloat, inLineOf lineThickness: CGFloat) -> CGFloat {
        (clean(lineThickness) - clean(thickness)) / 2
    }

    /// The alignment of a section's line: lines before the last are spread; the last is spaced as a full line
    /// when the section's items share one size, and packed against the leading edge when they do not.
    package static func alignment(isLastLine: Bool, itemsShareOneSize: Bool) -> Alignment {
        guard isLastLine else { return .spread }
        return itemsShareOneSize ? .asIfFull : .leading
    }

    /// A length as the rules use it: not finite or negative counts as 0.
    private static func clean(_ length: CGFloat) -> CGFloat {
        length.isFinite && length > 0 ? length : 0
    }
}
