import Foundation

/// A TrueType font read from its file (beyond UIKit): the glyph for a character, its advance and its outline,
/// for drawing text in PNG pictures.
///
/// Reads the tables it needs (`head`, `hhea`, `maxp`, `hmtx`, `loca`, `glyf`, `cmap` formats 4 and 12) with
/// every read bounds-checked: a damaged or hostile file gives `nil` or empty outlines, never a trap. Composite
/// glyphs (accented letters) are assembled from their parts, eight levels deep at most, and from at most 1,024
/// parts and 65,536 points in all.
public struct TrueTypeFont: Sendable {
    /// One point of an outline, in font units (y up), on the curve or a quadratic control point.
    public struct Point: Hashable, Sendable {
        /// Across.
        public var x: Double
        /// Up.
        public var y: Double
        /// Whether the point is on the curve (else a control point).
        public var isOnCurve: Bool

        /// A point at (`x`, `y`) in font units, on the curve or a control point.
        public init(x: Double, y: Double, isOnCurve: Bool) {
            self.x = x
            self.y = y
            self.isOnCurve = isOnCurve
        }
    }

    /// Font units per em.
    public let unitsPerEm: Double
    /// The ascender, in font units.
    public let ascender: Double
    /// The descender, in font units (negative below the baseline).
    public let descender: Double

    private let data: [UInt8]
    private let glyphCount: Int
    private let horizontalMetricCount: Int
    private let hmtx: Int, loca: Int, glyf: Int, glyfLength: Int
    private let longLocations: Bool
    private let cmapSubtable: Int
    private let cmapFormat: Int

    /// Reads a font file; nil when it is not a TrueType font with outlines this reader understands.
    /// - Complexity: O(tables).
    public init?(data: Data) {
        let bytes = [UInt8](data)
        self.data = bytes
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        func i16(_ at: Int) -> Int? { u16(at).map { Int(Int16(truncatingIfNeeded: $0)) } }
        guard let tableCount = u16(4) else { return nil }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<min(tableCount, 256) {
            let record = 12 + index * 16
            guard record + 16 <= bytes.count, let offset = u32(record + 8), let length = u32(record + 12),
                  offset + length <= bytes.count else { continue }
            let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
            tables[tag] = (offset, length)
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let maxp = tables["maxp"], let hmtx = tables["hmtx"],
              let loca = tables["loca"], let glyf = tables["glyf"], let cmap = tables["cmap"],
              let unitsPerEm = u16(head.offset + 18), unitsPerEm > 0, let locFormat = i16(head.offset + 50),
              let ascender = i16(hhea.offset + 4), let descender = i16(hhea.offset + 6),
              let metrics = u16(hhea.offset + 34), let glyphCount = u16(maxp.offset + 4) else { return nil }
        self.unitsPerEm = Double(unitsPerEm)
        self.ascender = Double(ascender)
        self.descender = Double(descender)
        self.glyphCount = glyphCount
        self.horizontalMetricCount = max(1, metrics)
        self.hmtx = hmtx.offset
        self.loca = loca.offset
        self.glyf = glyf.offset
        self.glyfLength = glyf.length
        self.longLocations = locFormat != 0
        // The Unicode subtable: format 12 (all planes) when there is one, else format 4 (the BMP).
        var best: (offset: Int, format: Int)?
        if let count = u16(cmap.offset + 2) {
            for index in 0..<min(count, 64) {
                let record = cmap.offset + 4 + index * 8
                guard let platform = u16(record), let encoding = u16(record + 2), let offset = u32(record + 4),
                      let format = u16(cmap.offset + offset) else { continue }
                let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
                guard unicode, format == 4 || format == 12 else { continue }
                if best == nil || (format == 12 && best?.format == 4) { best = (cmap.offset + offset, format) }
            }
        }
        guard let best else { return nil }
        cmapSubtable = best.offset
        cmapFormat = best.format
    }

    private func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= data.count ? Int(data[at]) << 8 | Int(data[at + 1]) : nil }
    private func u32(_ at: Int) -> Int? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return high << 16 | low
    }
    private func i16(_ at: Int) -> Int? { u16(at).map { Int(Int16(truncatingIfNeeded: $0)) } }

    /// The glyph of `scalar`, or 0 (the font's missing glyph) when the font lacks it.
    /// - Complexity: O(segments) for format 4, O(groups) for format 12.
    public func glyph(for scalar: Unicode.Scalar) -> Int {
        let code = Int(scalar.value)
        if cmapFormat == 12 {
            guard let groups = u32(cmapSubtable + 12) else { return 0 }
            for index in 0..<min(groups, 100_000) {
                let group = cmapSubtable + 16 + index * 12
                guard let start = u32(group), let end = u32(group + 4), let first = u32(group + 8) else { return 0 }
                if code >= start && code <= end { return valid(first + code - start) }
            }
            return 0
        }
        guard code <= 0xFFFF, let doubledCount = u16(cmapSubtable + 6) else { return 0 }
        let count = doubledCount / 2
        let ends = cmapSubtable + 14, starts = ends + doubledCount + 2
        let deltas = starts + doubledCount, rangeOffsets = deltas + doubledCount
        for segment in 0..<count {
            guard let end = u16(ends + segment * 2), end >= code else { continue }
            guard let start = u16(starts + segment * 2), start <= code, let delta = u16(deltas + segment * 2),
                  let rangeOffset = u16(rangeOffsets + segment * 2) else { return 0 }
            if rangeOffset == 0 { return valid((code + delta) & 0xFFFF) }
            // The offset counts from its own place in the idRangeOffset array.
            guard let glyph = u16(rangeOffsets + segment * 2 + rangeOffset + 2 * (code - start)), glyph != 0 else { return 0 }
            return valid((glyph + delta) & 0xFFFF)
        }
        return 0
    }

    private func valid(_ glyph: Int) -> Int { glyph >= 0 && glyph < glyphCount ? glyph : 0 }

    /// The advance of `glyph`, in font units.
    /// - Complexity: O(1).
    public func advance(of glyph: Int) -> Double {
        let index = min(max(0, glyph), horizontalMetricCount - 1)
        return Double(u16(hmtx + index * 4) ?? 0)
    }

    /// The contours of `glyph`, in font units; empty for a blank glyph or one that cannot be read.
    /// - Complexity: O(points), composites included.
    public func outline(of glyph: Int) -> [[Point]] {
        var contours: [[Point]] = []
        var budget = OutlineBudget()
        append(glyph, transform: (1, 0, 0, 1, 0, 0), depth: 0, budget: &budget, into: &contours)
        return contours
    }

    /// What assembling one glyph's outline may spend, so a hostile font whose composites reference each other
    /// (64 parts, eight levels deep: 64⁸ parts) stops early instead of hanging: at most ``maximumParts`` composite
    /// parts in all, and at most ``maximumPoints`` points; once either is spent, no further part is added.
    package struct OutlineBudget {
        /// Composite parts a glyph may be assembled from, at all levels together.
        package static let maximumParts = 1_024
        /// Points a glyph's outline may hold, all its parts together.
        package static let maximumPoints = 65_536

        var parts = Self.maximumParts
        var points = Self.maximumPoints
    }

    private func location(of glyph: Int) -> Range<Int>? {
        guard glyph >= 0, glyph < glyphCount else { return nil }
        let start: Int?, end: Int?
        if longLocations {
            (start, end) = (u32(loca + glyph * 4), u32(loca + glyph * 4 + 4))
        } else {
            (start, end) = (u16(loca + glyph * 2).map { $0 * 2 }, u16(loca + glyph * 2 + 2).map { $0 * 2 })
        }
        guard let start, let end, start < end, end <= glyfLength else { return nil }
        return (glyf + start)..<(glyf + end)
    }

    private func append(_ glyph: Int, transform t: (Double, Double, Double, Double, Double, Double), depth: Int,
                        budget: inout OutlineBudget, into contours: inout [[Point]]) {
        // Each part (every glyph below the top one) spends one of the budget's parts, whatever it holds.
        if depth > 0 {
            guard budget.parts > 0 else { return }
            budget.parts -= 1
        }
        guard depth < 8, let range = location(of: glyph), let contourCount = i16(range.lowerBound) else { return }
        if contourCount >= 0 {
            let simple = simpleOutline(at: range.lowerBound, contours: contourCount, end: range.upperBound)
            let pointCount = simple.reduce(0) { $0 + $1.count }
            guard pointCount <= budget.points else {
                budget.points = 0
                return
            }
            budget.points -= pointCount
            for contour in simple {
                contours.append(contour.map { point in
                    Point(x: t.0 * point.x + t.2 * point.y + t.4, y: t.1 * point.x + t.3 * point.y + t.5, isOnCurve: point.isOnCurve)
                })
            }
            return
        }
        // A composite: parts, each moved and possibly scaled.
        var at = range.lowerBound + 10
        for _ in 0..<64 {
            guard let flags = u16(at), let part = u16(at + 2) else { return }
            at += 4
            var dx = 0.0, dy = 0.0
            if flags & 0x0001 != 0 {
                guard let x = i16(at), let y = i16(at + 2) else { return }
                (dx, dy) = (Double(x), Double(y))
                at += 4
            } else {
                guard at + 2 <= data.count else { return }
                (dx, dy) = (Double(Int8(bitPattern: data[at])), Double(Int8(bitPattern: data[at + 1])))
                at += 2
            }
            // Point matching (no XY values) is not supported: the part stays in place.
            if flags & 0x0002 == 0 { (dx, dy) = (0, 0) }
            func f2dot14(_ at: Int) -> Double { Double(i16(at) ?? 0) / 16_384 }
            var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
            if flags & 0x0008 != 0 {
                a = f2dot14(at)
                d = a
                at += 2
            } else if flags & 0x0040 != 0 {
                (a, d) = (f2dot14(at), f2dot14(at + 2))
                at += 4
            } else if flags & 0x0080 != 0 {
                (a, b, c, d) = (f2dot14(at), f2dot14(at + 2), f2dot14(at + 4), f2dot14(at + 6))
                at += 8
            }
            // The part's transform, then the parent's.
            let combined = (a * t.0 + b * t.2, a * t.1 + b * t.3, c * t.0 + d * t.2, c * t.1 + d * t.3,
                            dx * t.0 + dy * t.2 + t.4, dx * t.1 + dy * t.3 + t.5)
            append(part, transform: combined, depth: depth + 1, budget: &budget, into: &contours)
            if flags & 0x0020 == 0 || budget.parts == 0 || budget.points == 0 { return }
        }
    }

    /// The contours of a simple glyph whose header starts at `start`.
    private func simpleOutline(at start: Int, contours contourCount: Int, end: Int) -> [[Point]] {
        var ends: [Int] = []
        for index in 0..<contourCount {
            guard let last = u16(start + 10 + index * 2) else { return [] }
            ends.append(last)
        }
        guard let pointCount = ends.last.map({ $0 + 1 }), pointCount <= 65_536,
              let instructionLength = u16(start + 10 + contourCount * 2) else { return [] }
        var at = start + 12 + contourCount * 2 + instructionLength
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            guard at < end else { return [] }
            let flag = data[at]
            at += 1
            flags.append(flag)
            if flag & 0x08 != 0 {
                guard at < end else { return [] }
                let repeats = Int(data[at])
                at += 1
                for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
            }
        }
        func coordinates(short: UInt8, same: UInt8) -> [Double]? {
            var values: [Double] = []
            values.reserveCapacity(pointCount)
            var value = 0
            for flag in flags {
                if flag & short != 0 {
                    guard at < end else { return nil }
                    value += flag & same != 0 ? Int(data[at]) : -Int(data[at])
                    at += 1
                } else if flag & same == 0 {
                    guard let delta = i16(at), at + 2 <= end else { return nil }
                    value += delta
                    at += 2
                }
                values.append(Double(value))
            }
            return values
        }
        guard let xs = coordinates(short: 0x02, same: 0x10), let ys = coordinates(short: 0x04, same: 0x20) else { return [] }
        var contours: [[Point]] = []
        var first = 0
        for last in ends {
            guard last >= first, last < pointCount else { return contours }
            contours.append((first...last).map { Point(x: xs[$0], y: ys[$0], isOnCurve: flags[$0] & 0x01 != 0) })
            first = last + 1
        }
        return contours
    }
}
