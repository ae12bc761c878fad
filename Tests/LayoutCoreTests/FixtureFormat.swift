// The fixture format of the layout core's corpus (`Fixtures/*.json`): a compact, hand-writable description
// that builds a `LayoutInput`, with the frames expected of it worked out by hand.
//
// Conventions (see docs/ARCHITECTURE.md, "Fixture corpus"):
// - sizes are two dimensions, `[width, height]`; a dimension is a number (absolute points), `"0.2w"` /
//   `"1h"` (fractional width / height of the container), `"est 44"` (estimated) or `"uniform 44"`
//   (uniform across siblings);
// - directional insets are `[top, leading, bottom, trailing]`; reference insets (UIKit's `UIEdgeInsets`)
//   are `[top, left, bottom, right]`; frames are `[x, y, width, height]`, sizes `[width, height]`;
// - a spacing is `{"fixed": 8}` or `{"flexible": 8}`.
import CollectionGeometry
import Foundation
import LayoutCore

struct Fixture: Decodable {
    var why: [String]
    var view: [CGFloat]
    var axis: ScrollAxis?
    var rightToLeft: Bool?
    var interSectionSpacing: CGFloat?
    var contentInsetsReference: String?
    var referenceInsets: FixtureReferenceInsets?
    var globalBoundaryItems: [FixtureBoundary]?
    /// `null` entries are sections the provider returned nil for.
    var sections: [FixtureSection?]
    /// A custom group's frames by provider number: `[x, y, width, height]` or `[x, y, width, height, zIndex]`.
    var customFrames: [String: [[CGFloat]]]?
    /// The visible region pinned items are placed for (nil: where they are laid out).
    var visibleRegion: [CGFloat]?
    var expect: FixtureExpectation
}

struct FixtureReferenceInsets: Decodable {
    var safeArea: [CGFloat]?
    var layoutMargins: [CGFloat]?
    var readableContent: [CGFloat]?
}

struct FixtureSection: Decodable {
    var count: Int
    var group: FixtureItem?
    var insets: [CGFloat]?
    var interGroupSpacing: CGFloat?
    var orthogonal: String?
    var contentInsetsReference: String?
    var supplementaryContentInsetsReference: String?
    var supplementariesFollowContentInsets: Bool?
    var boundaryItems: [FixtureBoundary]?
    var decorations: [FixtureDecoration]?
    var waterfall: FixtureWaterfall?
    /// A list section: its rows, insets, header and footer come from the core's `ListSectionSpec`, and the fields
    /// above but `count` and `measured` are not read.
    var list: FixtureList?
    /// Measured item sizes by item number.
    var measured: [String: [CGFloat]]?
    /// Measured boundary-item sizes by element kind.
    var measuredSupplementaries: [String: [CGFloat]]?
}

/// A list section (`ListSectionSpec`): `appearance` is a `ListAppearance` case name; `layoutMargins` are the
/// view's directional layout margins `[top, leading, bottom, trailing]` (inset-grouped lists align with them).
struct FixtureList: Decodable {
    var appearance: String
    var header: Bool?
    var footer: Bool?
    var headerTopPadding: CGFloat?
    var layoutMargins: [CGFloat]?
}

struct FixtureItem: Decodable {
    var size: [FixtureDimension]
    var insets: [CGFloat]?
    var edges: FixtureEdges?
    var supplementaries: [FixtureSupplementary]?
    var group: FixtureGroup?
}

struct FixtureGroup: Decodable {
    /// `horizontal`, `vertical` or `custom`.
    var axis: String
    /// `subitem:count:` (equal shares).
    var count: Int?
    /// `repeatingSubitem:count:` (own size).
    var repeating: Int?
    /// The custom group's provider number.
    var provider: Int?
    var subitems: [FixtureItem]?
    var spacing: FixtureSpacing?
}

struct FixtureSpacing: Decodable {
    var fixed: CGFloat?
    var flexible: CGFloat?
}

struct FixtureEdges: Decodable {
    var leading: FixtureSpacing?
    var top: FixtureSpacing?
    var trailing: FixtureSpacing?
    var bottom: FixtureSpacing?
}

struct FixtureAnchor: Decodable {
    var edges: [String]
    var offset: [CGFloat]?
    var fractional: Bool?
}

struct FixtureSupplementary: Decodable {
    var kind: String
    var size: [FixtureDimension]
    var anchor: FixtureAnchor
    var itemAnchor: FixtureAnchor?
    var zIndex: Int?
    var insets: [CGFloat]?
}

struct FixtureBoundary: Decodable {
    var kind: String
    var size: [FixtureDimension]
    var alignment: String
    var offset: [CGFloat]?
    var extends: Bool?
    var pinned: Bool?
    var zIndex: Int?
    var insets: [CGFloat]?
}

struct FixtureDecoration: Decodable {
    var kind: String
    var zIndex: Int?
    var insets: [CGFloat]?
}

struct FixtureWaterfall: Decodable {
    var columns: Int?
    var minimumColumnWidth: CGFloat?
    var itemSpacing: CGFloat?
    var columnSpacing: CGFloat?
    var policy: WaterfallSpec.Policy?
    /// Item lengths, repeated in order: a number (absolute), `"est 100"` or `"0.5w"`.
    var lengths: [FixtureDimension]
    var fullSpan: [Int]?
    /// For the custom policy: item i goes to column `columnOf[i % count]`.
    var columnOf: [Int]?
}

struct FixtureExpectation: Decodable {
    var contentSize: [CGFloat]
    var elements: [FixtureElement]
    /// Whether the elements listed are all there are (default true): extra elements fail.
    var complete: Bool?
    var orthogonal: [FixtureOrthogonal]?
}

struct FixtureElement: Decodable {
    var cell: [Int]?
    var supplementary: String?
    var decoration: String?
    var at: [Int]?
    var frame: [CGFloat]
    var zIndex: Int?
}

struct FixtureOrthogonal: Decodable {
    var section: Int
    var contentSize: [CGFloat]
    /// Resting positions: `[releasedAt, startedAt, velocity, expected]`.
    var rests: [[CGFloat]]?
}

/// A dimension as written in a fixture.
struct FixtureDimension: Decodable {
    var spec: DimensionSpec

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(CGFloat.self) {
            spec = .absolute(number)
            return
        }
        let text = try container.decode(String.self).trimmingCharacters(in: .whitespaces)
        func number(_ s: Substring) throws -> CGFloat {
            guard let value = Double(s.trimmingCharacters(in: .whitespaces)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Bad dimension '\(text)'")
            }
            return CGFloat(value)
        }
        if text.hasPrefix("est ") {
            spec = .estimated(try number(text.dropFirst(4)))
        } else if text.hasPrefix("uniform ") {
            spec = .uniformAcrossSiblings(try number(text.dropFirst(8)))
        } else if text.hasSuffix("w") {
            spec = .fractionalWidth(try number(text.dropLast()))
        } else if text.hasSuffix("h") {
            spec = .fractionalHeight(try number(text.dropLast()))
        } else {
            spec = .absolute(try number(Substring(text)))
        }
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
}

// MARK: Building the core's description

extension Fixture {
    static func reference(_ name: String?) throws -> UIContentInsetsReference {
        switch name {
        case nil, "automatic": .automatic
        case "none": UIContentInsetsReference.none
        case "safeArea": .safeArea
        case "layoutMargins": .layoutMargins
        case "readableContent": .readableContent
        case let other?: throw FixtureError(description: "unknown insets reference '\(other)'")
        }
    }

    static func directional(_ values: [CGFloat]?) throws -> NSDirectionalEdgeInsets {
        guard let values else { return .zero }
        guard values.count == 4 else { throw FixtureError(description: "insets need 4 numbers: \(values)") }
        return NSDirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    static func edgeInsets(_ values: [CGFloat]?) throws -> UIEdgeInsets {
        guard let values else { return .zero }
        guard values.count == 4 else { throw FixtureError(description: "insets need 4 numbers: \(values)") }
        return UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    static func size(_ dimensions: [FixtureDimension]) throws -> SizeSpec {
        guard dimensions.count == 2 else { throw FixtureError(description: "a size needs 2 dimensions") }
        return SizeSpec(width: dimensions[0].spec, height: dimensions[1].spec)
    }

    static func spacing(_ spacing: FixtureSpacing?) -> SpacingSpec? {
        guard let spacing else { return nil }
        if let flexible = spacing.flexible { return SpacingSpec(value: flexible, isFlexible: true) }
        return SpacingSpec(value: spacing.fixed ?? 0, isFlexible: false)
    }

    static func anchor(_ anchor: FixtureAnchor) throws -> AnchorSpec {
        var edges: NSDirectionalRectEdge = []
        for edge in anchor.edges {
            switch edge {
            case "top": edges.insert(.top)
            case "leading": edges.insert(.leading)
            case "bottom": edges.insert(.bottom)
            case "trailing": edges.insert(.trailing)
            default: throw FixtureError(description: "unknown edge '\(edge)'")
            }
        }
        let offset = anchor.offset ?? [0, 0]
        return AnchorSpec(edges: edges, offset: CGPoint(x: offset[0], y: offset[1]), isAbsolute: !(anchor.fractional ?? false))
    }

    static func alignment(_ name: String) throws -> NSRectAlignment {
        guard let alignment = NSRectAlignment.allCases.first(where: { "\($0)" == name }) else {
            throw FixtureError(description: "unknown alignment '\(name)'")
        }
        return alignment
    }

    static func item(_ item: FixtureItem) throws -> ItemSpec {
        let edges = item.edges.map {
            EdgeSpacingSpec(leading: spacing($0.leading), top: spacing($0.top), trailing: spacing($0.trailing), bottom: spacing($0.bottom))
        } ?? .none
        let supplementaries = try (item.supplementaries ?? []).map {
            SupplementarySpec(size: try size($0.size), elementKind: $0.kind, containerAnchor: try anchor($0.anchor),
                              itemAnchor: try $0.itemAnchor.map(anchor), zIndex: $0.zIndex ?? 0, contentInsets: try directional($0.insets))
        }
        var group: GroupSpec?
        if let spec = item.group {
            let subitems = try (spec.subitems ?? []).map(Self.item)
            let repetition: GroupRepetition = spec.count.map { .count($0) } ?? spec.repeating.map { .repeating($0) } ?? .fill
            let kind: GroupSpec.Kind
            switch spec.axis {
            case "horizontal": kind = .horizontal(repetition)
            case "vertical": kind = .vertical(repetition)
            case "custom": kind = .custom(spec.provider ?? 0)
            default: throw FixtureError(description: "unknown group axis '\(spec.axis)'")
            }
            group = GroupSpec(kind: kind, subitems: subitems, interItemSpacing: spacing(spec.spacing))
        }
        return ItemSpec(size: try size(item.size), contentInsets: try directional(item.insets), edgeSpacing: edges,
                        supplementaries: supplementaries, group: group)
    }

    static func boundary(_ item: FixtureBoundary) throws -> BoundarySpec {
        let offset = item.offset ?? [0, 0]
        return BoundarySpec(size: try size(item.size), elementKind: item.kind, alignment: try alignment(item.alignment),
                            offset: CGPoint(x: offset[0], y: offset[1]), extendsBoundary: item.extends ?? true,
                            pinToVisibleBounds: item.pinned ?? false, zIndex: item.zIndex ?? 0, contentInsets: try directional(item.insets))
    }

    static func orthogonal(_ name: String?) throws -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        guard let name else { return .none }
        guard let behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases.first(where: { "\($0)" == name }) else {
            throw FixtureError(description: "unknown orthogonal scrolling behaviour '\(name)'")
        }
        return behavior
    }

    static func section(_ section: FixtureSection, containerWidth: CGFloat) throws -> SectionSpec {
        if let list = section.list {
            guard let appearance = ListAppearance.allCases.first(where: { "\($0)" == list.appearance }) else {
                throw FixtureError(description: "unknown list appearance '\(list.appearance)'")
            }
            let spec = ListSectionSpec(appearance: appearance, hasSupplementaryHeader: list.header ?? false,
                                       hasSupplementaryFooter: list.footer ?? false, headerTopPadding: list.headerTopPadding)
            return spec.sectionSpec(containerWidth: containerWidth, layoutMargins: try directional(list.layoutMargins))
        }
        // A waterfall section does not use its group; a full-width row stands in when none is written.
        let group = try section.group.map(item) ?? ItemSpec(
            size: SizeSpec(width: .fractionalWidth(1), height: .absolute(1)), contentInsets: .zero, edgeSpacing: .none,
            supplementaries: [], group: nil)
        let waterfall: WaterfallSpec? = section.waterfall.map { spec in
            WaterfallSpec(columns: spec.minimumColumnWidth.map { .minimumWidth($0) } ?? .count(spec.columns ?? 2),
                          interItemSpacing: spec.itemSpacing ?? 0, interColumnSpacing: spec.columnSpacing ?? 0,
                          policy: spec.policy ?? .shortestColumn)
        }
        return SectionSpec(group: group, contentInsets: try directional(section.insets), interGroupSpacing: section.interGroupSpacing ?? 0,
                           contentInsetsReference: try reference(section.contentInsetsReference),
                           supplementaryContentInsetsReference: try reference(section.supplementaryContentInsetsReference),
                           orthogonalScrollingBehavior: try orthogonal(section.orthogonal),
                           boundaryItems: try (section.boundaryItems ?? []).map(boundary),
                           supplementariesFollowContentInsets: section.supplementariesFollowContentInsets ?? true,
                           decorationItems: try (section.decorations ?? []).map {
                               DecorationSpec(elementKind: $0.kind, zIndex: $0.zIndex ?? 0, contentInsets: try directional($0.insets))
                           },
                           hasVisibleItemsInvalidationHandler: false, waterfall: waterfall)
    }

    /// The core's description of the fixture.
    func layoutInput() throws -> LayoutInput {
        guard view.count == 2 else { throw FixtureError(description: "view needs [width, height]") }
        let insets = ReferenceInsets(safeArea: try Self.edgeInsets(referenceInsets?.safeArea),
                                     layoutMargins: try Self.edgeInsets(referenceInsets?.layoutMargins),
                                     readableContent: try Self.edgeInsets(referenceInsets?.readableContent))
        var input = LayoutInput(viewSize: CGSize(width: view[0], height: view[1]), scrollAxis: axis ?? .vertical,
                                interSectionSpacing: interSectionSpacing ?? 0,
                                contentInsetsReference: try Self.reference(contentInsetsReference), referenceInsets: insets,
                                globalBoundaryItems: try (globalBoundaryItems ?? []).map(Self.boundary),
                                sections: [], itemCounts: sections.map { $0?.count ?? 0 })
        // Lists are as wide as the layout's container: the view less its reference insets on the cross axis.
        let containerInsets = insets.containerInsets(for: input.contentInsetsReference, axis: input.scrollAxis,
                                                     isRightToLeft: rightToLeft ?? false)
        let containerWidth = ContainerMetrics.effectiveSize(of: input.viewSize, insets: containerInsets).width
        input.sections = try sections.map { try $0.map { try Self.section($0, containerWidth: containerWidth) } }
        for (index, section) in sections.enumerated() {
            for (item, size) in section?.measured ?? [:] {
                guard let item = Int(item), size.count == 2 else { throw FixtureError(description: "bad measured size \(item)") }
                input.setMeasuredSize(CGSize(width: size[0], height: size[1]), ofItemAt: IndexPath(item: item, section: index))
            }
            if let sizes = section?.measuredSupplementaries {
                input.measuredSupplementarySizes[index] = sizes.mapValues { CGSize(width: $0[0], height: $0[1]) }
            }
        }
        return input
    }

    /// The custom groups' frames, as the core asks for them.
    var customFrameSource: CustomFrameSource {
        let frames = (customFrames ?? [:]).mapValues { list in
            list.map { CustomItemFrame(frame: CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]), zIndex: $0.count > 4 ? Int($0[4]) : 0) }
        }
        return { provider, _, _ in frames["\(provider)"] ?? [] }
    }

    /// The waterfall sections' item sources.
    var waterfallSources: WaterfallSources {
        let specs = sections.map { $0?.waterfall }
        return { section in
            guard section < specs.count, let spec = specs[section] else { return nil }
            let lengths: [WaterfallItemLength] = spec.lengths.map {
                switch $0.spec {
                case .estimated(let v): .estimated(v)
                case .fractionalWidth(let f): .fractionalWidth(f)
                default: .absolute($0.spec.value)
                }
            }
            let fullSpan = Set(spec.fullSpan ?? [])
            let columnOf = spec.columnOf
            return WaterfallItemSource(length: { item, _ in lengths[item % lengths.count] },
                                       isFullSpan: fullSpan.isEmpty ? nil : { fullSpan.contains($0) },
                                       column: columnOf.map { columns in { item, _ in columns[item % columns.count] } })
        }
    }
}
