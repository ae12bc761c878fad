// The flow layout's line rules (`FlowLines`): breaking, spreading, the last line, centring across the line.
// Every expected number is worked out by hand from the rules in the type's documentation.
import CollectionGeometry
import LayoutCore
import Testing
import TestSupport

@Suite("Flow layout lines")
struct FlowLinesTests {
    private func lines(_ lengths: [CGFloat], room: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        FlowLines.breakLines(count: lengths.count, room: room, minimumSpacing: spacing) { lengths[$0] }
    }

    /// Four 100-pt items, room 320, spacing 10: 100 + 10 + 100 + 10 + 100 = 320 fits exactly; the fourth would
    /// need 430, so it starts a second line.
    @Test func itemsJoinALineWhileTheyFitWithTheMinimumSpacing() {
        #expect(lines([100, 100, 100, 100], room: 320, spacing: 10) == [0..<3, 3..<4])
    }

    /// Items of 150, 60, 100, 200, 30 in a room of 300, spacing 8: 150 + 8 + 60 = 218; + 8 + 100 = 326 > 300 →
    /// break; 100 + 8 + 200 = 308 > 300 → break; 200 + 8 + 30 = 238.
    @Test func itemsOfDifferentLengthsBreakWhereTheNextOneNoLongerFits() {
        #expect(lines([150, 60, 100, 200, 30], room: 300, spacing: 8) == [0..<2, 2..<3, 3..<5])
    }

    /// An item longer than the room has a line of its own, and the next item starts a new line.
    @Test func anItemLongerThanTheRoomHasALineOfItsOwn() {
        #expect(lines([50, 400, 50], room: 300, spacing: 10) == [0..<1, 1..<2, 2..<3])
        #expect(FlowLines.offsets(of: [400], room: 300, minimumSpacing: 10, alignment: .spread) == [0])
    }

    /// Three 90-pt items in a room of 300 with spacing 10: 270 of items leave 30 for two gaps, 15 each, so the
    /// items start at 0, 90 + 15 = 105 and 210, and the last ends at 300.
    @Test func aLineSpreadsItsLeftoverRoomBetweenItsGaps() {
        #expect(FlowLines.offsets(of: [90, 90, 90], room: 300, minimumSpacing: 10, alignment: .spread) == [0, 105, 210])
    }

    /// A full line keeps the minimum spacing: three 100-pt items in 320 with spacing 10 start at 0, 110, 220.
    @Test func aFullLineKeepsTheMinimumSpacing() {
        #expect(FlowLines.offsets(of: [100, 100, 100], room: 320, minimumSpacing: 10, alignment: .spread) == [0, 110, 220])
    }

    /// One 100-pt item in a room of 320 is centred: (320 − 100) / 2 = 110.
    @Test func aLineOfOneItemCentresIt() {
        #expect(FlowLines.offsets(of: [100], room: 320, minimumSpacing: 10, alignment: .spread) == [110])
    }

    /// A last line packed against the leading edge: 80 and 40 with spacing 10 start at 0 and 90.
    @Test func aLeadingLinePacksItsItemsWithTheMinimumSpacing() {
        #expect(FlowLines.offsets(of: [80, 40], room: 300, minimumSpacing: 10, alignment: .leading) == [0, 90])
    }

    /// The last line is spaced as a full line when the section's items share one size, and packed against the
    /// leading edge when they do not; lines before the last are always spread.
    @Test func theLastLineIsPackedOnlyWhenTheItemsDifferInSize() {
        #expect(FlowLines.alignment(isLastLine: true, itemsShareOneSize: true) == .asIfFull)
        #expect(FlowLines.alignment(isLastLine: true, itemsShareOneSize: false) == .leading)
        #expect(FlowLines.alignment(isLastLine: false, itemsShareOneSize: false) == .spread)
        #expect(FlowLines.alignment(isLastLine: false, itemsShareOneSize: true) == .spread)
    }

    /// A last line spaced as a full one: 100-pt items, spacing 10, room 350 hold 3 a line ((350 + 10) / 110 = 3.3),
    /// whose 50 left over make gaps of 25. Two items start at 0 and 125, under the grid's first two columns; one
    /// starts at 0. A full last line is spread as any line: 0, 125, 250.
    @Test func aLastLineSpacedAsAFullLineKeepsToTheColumns() {
        #expect(FlowLines.offsets(of: [100, 100], room: 350, minimumSpacing: 10, alignment: .asIfFull) == [0, 125])
        #expect(FlowLines.offsets(of: [100], room: 350, minimumSpacing: 10, alignment: .asIfFull) == [0])
        #expect(FlowLines.offsets(of: [100, 100, 100], room: 350, minimumSpacing: 10, alignment: .asIfFull) == [0, 125, 250])
    }

    /// Where only one item fits a line ((350 + 10) / 210 = 1.7), a last line of one is centred: (350 − 200) / 2 = 75.
    /// Lengths that would fit without end (zero with zero spacing) spread over the items the line holds.
    @Test func aLastLineWhereOneItemFitsIsCentred() {
        #expect(FlowLines.offsets(of: [200], room: 350, minimumSpacing: 10, alignment: .asIfFull) == [75])
        #expect(FlowLines.offsets(of: [0, 0], room: 100, minimumSpacing: 0, alignment: .asIfFull) == [0, 100])
    }

    /// Across the line, a 30-pt item in a line whose thickest item is 50 starts (50 − 30) / 2 = 10 in.
    @Test func itemsAreCentredAcrossTheirLine() {
        #expect(FlowLines.crossOffset(of: 30, inLineOf: 50) == 10)
        #expect(FlowLines.crossOffset(of: 50, inLineOf: 50) == 0)
    }

    /// Bad input never traps: NaN and negative lengths count as 0, a NaN spacing as 0, a NaN or negative room holds
    /// one item per line, no items give no lines.
    @Test func badLengthsRoomsAndSpacingsFallBack() {
        #expect(lines([], room: 300, spacing: 10).isEmpty)
        #expect(lines([.nan, -5, 100], room: 100, spacing: .nan) == [0..<3])
        #expect(lines([10, 10], room: .nan, spacing: 0) == [0..<1, 1..<2])
        #expect(lines([10, 10], room: -1, spacing: 0) == [0..<1, 1..<2])
        #expect(FlowLines.offsets(of: [.nan, 50], room: 100, minimumSpacing: 10, alignment: .spread) == [0, 50])
        #expect(FlowLines.offsets(of: [], room: 100, minimumSpacing: 10, alignment: .spread).isEmpty)
    }

    /// Property: for random lengths, every line but a lone overlong item fits its room with the minimum spacing,
    /// no line could have taken the next line's first item, and a spread line of several items ends exactly at
    /// the room's end with equal gaps of at least the minimum.
    @Test(arguments: 0..<40)
    func randomLinesKeepTheRules(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 7919)
        let count = Int.random(in: 1...60, using: &random)
        let lengths = (0..<count).map { _ in CGFloat(Int.random(in: 1...160, using: &random)) }
        let room = CGFloat(Int.random(in: 100...400, using: &random))
        let spacing = CGFloat(Int.random(in: 0...20, using: &random))
        let result = lines(lengths, room: room, spacing: spacing)
        #expect(result.first?.lowerBound == 0 && result.last?.upperBound == count)
        for (index, line) in result.enumerated() {
            let used = line.map { lengths[$0] }.reduce(0, +) + spacing * CGFloat(line.count - 1)
            #expect(used <= room || line.count == 1)
            if index + 1 < result.count {
                #expect(used + spacing + lengths[line.upperBound] > room)
            }
            let offsets = FlowLines.offsets(of: line.map { lengths[$0] }, room: room, minimumSpacing: spacing, alignment: .spread)
            if line.count > 1 {
                let end = offsets[offsets.count - 1] + lengths[line.upperBound - 1]
                #expect(abs(end - room) < 1e-9)
                let gaps = (1..<line.count).map { offsets[$0] - offsets[$0 - 1] - lengths[line.lowerBound + $0 - 1] }
                #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 1e-9 && $0 >= spacing - 1e-9 })
            }
        }
    }
}
