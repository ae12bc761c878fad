import Foundation
import LayoutDocument
import OpenCompositionalLayout
import Testing

/// Flow sections in documents (format 1.2): what they read as, their defaults, how they are written, their objects,
/// their versions and their Swift code. Their errors are cases of `BadInputCase.all`; their frames are worked out in
/// `FlowDocumentFrameTests` and compared with `UICollectionViewFlowLayout` in `FlowLoweringTests`.
@Suite("Flow sections")
struct FlowSectionTests {
    static let full = #"""
        { "formatVersion": "1.2", "sections": [ { "flow": {
            "itemSize": { "width": 120, "height": 90 }, "minimumLineSpacing": 5, "minimumInteritemSpacing": 2,
            "sectionInset": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 }, "sectionInsetReference": "fromLayoutMargins",
            "headerReferenceSize": { "width": 0, "height": 44 }, "footerReferenceSize": { "width": 0, "height": 20 },
            "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true } } ] }
        """#

    static let sized = #"""
        { "formatVersion": "1.2", "sections": [ { "flow": {
            "itemSizes": [ { "width": 90, "height": 32 }, { "width": 140 } ], "minimumInteritemSpacing": 8 } } ] }
        """#

    @Test("every key reads into its value")
    func decodesEveryKey() throws {
        let result = LayoutDocument.decode(jsonString: Self.full)
        #expect(result.problems.isEmpty)
        let document = try #require(result.document)
        #expect(document.formatVersion == LayoutDocument.FormatVersion(major: 1, minor: 2))
        let expected = LayoutDocument.FlowSection(
            itemSize: .init(width: 120, height: 90), minimumLineSpacing: 5, minimumInteritemSpacing: 2,
            sectionInset: .init(top: 1, leading: 2, bottom: 3, trailing: 4), sectionInsetReference: .fromLayoutMargins,
            headerReferenceSize: .init(width: 0, height: 44), footerReferenceSize: .init(width: 0, height: 20),
            sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true)
        #expect(document.sections == [.flow(expected)])
    }

    @Test("an empty flow has UIKit's flow-layout defaults: 50 × 50 items, spacings 10, no inset, header or footer")
    func defaults() throws {
        let document = try #require(LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.2", "sections": [ { "flow": {} } ] }"#).document)
        guard case .flow(let flow) = document.sections[0] else { throw CancellationError() }
        #expect(flow == LayoutDocument.FlowSection())
        #expect(flow.itemSize == .init(width: 50, height: 50))
        #expect(flow.itemSizes.isEmpty && flow.estimatedItemSize == nil)
        #expect(flow.minimumLineSpacing == 10 && flow.minimumInteritemSpacing == 10)
        #expect(flow.sectionInset == .zero && flow.sectionInsetReference == .fromContentInset)
        #expect(flow.headerReferenceSize == .zero && flow.footerReferenceSize == .zero)
        #expect(!flow.sectionHeadersPinToVisibleBounds && !flow.sectionFootersPinToVisibleBounds)
        // The same defaults as the flow layout itself and its Swift configuration.
        let configuration = flow.makeFlowConfiguration()
        #expect(configuration == UICollectionLayoutFlowConfiguration())
    }

    @Test("listed sizes repeat over the items; a missing length is 0")
    func sizesRepeat() throws {
        let document = try #require(LayoutDocument.decode(jsonString: Self.sized).document)
        guard case .flow(let flow) = document.sections[0] else { throw CancellationError() }
        #expect(flow.itemSizes == [.init(width: 90, height: 32), .init(width: 140, height: 0)])
        // Item 2 is sizes[2 % 2] = 90 × 32, item 5 sizes[5 % 2] = 140 × 0.
        #expect([0, 1, 2, 5].map(flow.itemSize(at:)) == [.init(width: 90, height: 32), .init(width: 140, height: 0),
                                                        .init(width: 90, height: 32), .init(width: 140, height: 0)])
    }

    @Test("an estimate is a size or \"automatic\"")
    func estimates() throws {
        func flow(_ estimate: String) throws -> LayoutDocument.FlowSection {
            let json = #"{ "formatVersion": "1.2", "sections": [ { "flow": { "estimatedItemSize": \#(estimate) } } ] }"#
            let document = try #require(LayoutDocument.decode(jsonString: json).document)
            guard case .flow(let flow) = document.sections[0] else { throw CancellationError() }
            return flow
        }
        #expect(try flow(#""automatic""#).estimatedItemSize == .automatic)
        #expect(try flow(#"{ "width": 0, "height": 80 }"#).estimatedItemSize == .size(.init(width: 0, height: 80)))
        #expect(try flow(#""automatic""#).makeFlowConfiguration().estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
    }

    @Test("the defaults are left out of the canonical text, which reads back the same")
    func canonicalText() throws {
        let json = #"{ "formatVersion": "1.2", "sections": [ { "flow": { "itemSize": { "width": 50, "height": 50 }, "minimumLineSpacing": 10, "sectionInsetReference": "fromContentInset", "sectionHeadersPinToVisibleBounds": false } } ] }"#
        let document = try #require(LayoutDocument.decode(jsonString: json).document)
        #expect(document.jsonString.contains(#""flow": {}"#))
        let full = try #require(LayoutDocument.decode(jsonString: Self.full).document)
        #expect(LayoutDocument.decode(jsonString: full.jsonString).document == full)
        #expect(full.jsonString.contains(#""sectionInsetReference": "fromLayoutMargins""#))
        let sized = try #require(LayoutDocument.decode(jsonString: Self.sized).document)
        #expect(LayoutDocument.decode(jsonString: sized.jsonString).document == sized)
        let automatic = LayoutDocument(sections: [.flow(.init(estimatedItemSize: .automatic))])
        #expect(automatic.jsonString.contains(#""estimatedItemSize": "automatic""#))
        #expect(LayoutDocument.decode(jsonString: automatic.jsonString).document == automatic)
    }

    @Test("a misspelt flow key is an error whose hint names the key it is closest to")
    func misspeltKey() {
        let json = #"{ "formatVersion": "1.2", "sections": [ { "flow": { "itemSzie": { "width": 1, "height": 1 }, "minimumLineSpace": 4, "sectionInsets": {} } } ] }"#
        let result = LayoutDocument.decode(jsonString: json)
        #expect(result.document == nil)
        let hints = Dictionary(uniqueKeysWithValues: result.errors.map { ($0.pointer, $0.hint) })
        #expect(hints == ["/sections/0/flow/itemSzie": "did you mean 'itemSize'?",
                          "/sections/0/flow/minimumLineSpace": "did you mean 'minimumLineSpacing'?",
                          "/sections/0/flow/sectionInsets": "did you mean 'sectionInset'?"])
        let misspelt = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.2", "sections": [ { "flow": { "sectionInsetReference": "fromSafearea" } } ] }"#)
        #expect(misspelt.errors.map(\.hint) == ["did you mean 'fromSafeArea'?"])
        let automatic = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.2", "sections": [ { "flow": { "estimatedItemSize": "Automatic" } } ] }"#)
        #expect(automatic.errors.map(\.hint) == ["did you mean 'automatic'?"])
    }

    @Test("an item size beside listed sizes is a warning that it is not used; sizes beside an estimate are an error")
    func unusedSizes() {
        let both = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.2", "sections": [ { "flow": { "itemSize": { "width": 5, "height": 5 }, "itemSizes": [ { "width": 9, "height": 9 } ] } } ] }"#)
        #expect(both.document != nil)
        #expect(both.warnings.map(\.message) == ["'itemSize' is not used: 'itemSizes' gives every item's size"])
        #expect(both.warnings.map(\.pointer) == ["/sections/0/flow/itemSize"])
        let estimated = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.2", "sections": [ { "flow": { "itemSizes": [ { "width": 9, "height": 9 } ], "estimatedItemSize": { "width": 9, "height": 9 } } } ] }"#)
        #expect(estimated.document == nil)
        #expect(estimated.errors.map(\.pointer) == ["/sections/0/flow/itemSizes"])
        #expect(estimated.errors.first?.hint?.contains("'estimatedItemSize'") == true)
    }

    @Test("1.0 and 1.1 documents may not hold a flow; the hint says which version to write")
    func olderVersions() {
        for version in ["1.0", "1.1"] {
            let json = #"{ "formatVersion": "\#(version)", "sections": [ { "list": { "appearance": "plain" } }, { "flow": {} } ] }"#
            let result = LayoutDocument.decode(jsonString: json)
            #expect(result.document == nil)
            #expect(result.errors.map(\.description) == ["/sections/1/flow: flow sections are format 1.2; this document is format \(version)"])
            #expect(result.errors.first?.hint == #"write "formatVersion": "1.2""#)
        }
        // Inside variants too, at the variant's section.
        let variant = #"{ "formatVersion": "1.1", "sections": [ { "variants": [ { "minimumWidth": 0, "section": { "flow": {} } } ] } ] }"#
        #expect(LayoutDocument.decode(jsonString: variant).errors.map(\.pointer) == ["/sections/0/variants/0/section/flow"])
    }

    @Test("a document of a newer minor version reads a flow with only the version's warning")
    func newerMinorVersion() {
        let result = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.9", "sections": [ { "flow": { "minimumLineSpacing": 4 } } ] }"#)
        #expect(result.document != nil)
        #expect(result.errors.isEmpty)
        #expect(result.warnings.map(\.pointer) == ["/formatVersion"])
    }

    @Test("a preview's inline layout without a version takes the preview's: 1.1 refuses a flow, 1.2 reads it")
    func previewVersion() {
        func preview(_ version: String) -> String {
            #"{ "formatVersion": "\#(version)", "layout": { "sections": [ { "flow": {} } ] } }"#
        }
        #expect(PreviewDocument.decode(jsonData: Data(preview("1.1").utf8)).problems.map(\.pointer) == ["/layout/sections/0/flow"])
        #expect(PreviewDocument.decode(jsonData: Data(preview("1.2").utf8)).problems.isEmpty)
    }

    @Test("hostile input never traps: huge numbers, control characters in keys, many sizes")
    func hostileInput() {
        let huge = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.2", "sections": [ { "flow": { "itemSize": { "width": 1e308, "height": -1e308 }, "minimumInteritemSpacing": 5e307 } } ] }"#)
        #expect(huge.document == nil)
        #expect(huge.errors.map(\.pointer) == ["/sections/0/flow/itemSize/width", "/sections/0/flow/itemSize/height",
                                               "/sections/0/flow/minimumInteritemSpacing"])
        // A number past Double's range is refused while the text is read, before the flow is looked at.
        let beyond = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.2", "sections": [ { "flow": { "minimumLineSpacing": -1e999 } } ] }"#)
        #expect(beyond.errors.map(\.pointer) == ["/sections/0/flow/minimumLineSpacing"])
        // A key holding a control character and a bidirectional override is reported, not trusted.
        let control = LayoutDocument.decode(jsonString: "{ \"formatVersion\": \"1.2\", \"sections\": [ { \"flow\": { \"item\\u001bSize\\u202e\": 1 } } ] }")
        #expect(control.document == nil)
        #expect(control.errors.count == 1)
        #expect(control.errors.first?.message.hasPrefix("unknown key") == true)
        // More sizes than the format allows: one error, at the list.
        let many = Array(repeating: #"{ "width": 1, "height": 1 }"#, count: LayoutDocument.FlowSection.maximumItemSizeCount + 1)
        let tooMany = LayoutDocument.decode(jsonString: #"{ "formatVersion": "1.2", "sections": [ { "flow": { "itemSizes": [\#(many.joined(separator: ","))] } } ] }"#)
        #expect(tooMany.errors.map(\.description) == ["/sections/0/flow/itemSizes: has 10001 sizes; at most 10000 are allowed (they repeat over the items)"])
    }

    @Test("a flow becomes a flow configuration, and reads back from it")
    @MainActor func configuration() throws {
        let document = try #require(LayoutDocument.decode(jsonString: Self.full).document)
        guard case .flow(let flow) = document.sections[0] else { throw CancellationError() }
        let configuration = flow.makeFlowConfiguration()
        #expect(configuration.itemSize == CGSize(width: 120, height: 90))
        #expect(configuration.minimumLineSpacing == 5 && configuration.minimumInteritemSpacing == 2)
        // The leading inset is the flow layout's left one.
        #expect(configuration.sectionInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(configuration.sectionInsetReference == .fromLayoutMargins)
        #expect(configuration.headerReferenceSize == CGSize(width: 0, height: 44))
        #expect(configuration.footerReferenceSize == CGSize(width: 0, height: 20))
        #expect(configuration.sectionHeadersPinToVisibleBounds && configuration.sectionFootersPinToVisibleBounds)
        #expect(LayoutDocument.FlowSection(configuration) == flow)
        // Sizes a flow layout would not use while estimating are not read back.
        var estimating = UICollectionLayoutFlowConfiguration()
        estimating.itemSizes = [CGSize(width: 1, height: 1)]
        estimating.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        #expect(LayoutDocument.FlowSection(estimating) == LayoutDocument.FlowSection(estimatedItemSize: .automatic))
    }

    @Test("objects read back keep the document's version; a flow made into objects reads back as 1.2")
    @MainActor func objectsVersion() throws {
        let flow = try #require(LayoutDocument.decode(jsonString: Self.full).document)
        #expect(LayoutDocument(try flow.makeObjects()) == flow)
        let sized = try #require(LayoutDocument.decode(jsonString: Self.sized).document)
        #expect(LayoutDocument(try sized.makeObjects()) == sized)
        let built = LayoutDocument(LayoutObjects(configuration: UICollectionViewCompositionalLayoutConfiguration(),
                                                 sections: [.flow(UICollectionLayoutFlowConfiguration())]))
        #expect(built.formatVersion == LayoutDocument.FormatVersion(major: 1, minor: 2))
        // Variants holding a flow need 1.2 as well; a document made in Swift is written as 1.2.
        let variants = LayoutDocument(LayoutObjects(configuration: UICollectionViewCompositionalLayoutConfiguration(),
                                                    sections: [.variants([(0, .list(UICollectionLayoutListConfiguration(appearance: .plain))),
                                                                          (600, .flow(UICollectionLayoutFlowConfiguration()))])]))
        #expect(variants.formatVersion == LayoutDocument.FormatVersion(major: 1, minor: 2))
        #expect(LayoutDocument(sections: [.flow(.init())]).formatVersion == LayoutDocument.FormatVersion(major: 1, minor: 2))
    }

    @Test("convert writes the flow configuration with the values that are not the defaults")
    func swiftSource() throws {
        let document = try #require(LayoutDocument.decode(jsonString: Self.full).document)
        let source = SwiftSourceWriter(functionName: "f").source(for: document)
        #expect(source.contains("""
                // A flow section in a compositional layout is OpenCompositionalLayout's own: UIKit lays flow sections
                // out only in a UICollectionViewFlowLayout.
                var flow0 = UICollectionLayoutFlowConfiguration()
                flow0.itemSize = CGSize(width: 120, height: 90)
                flow0.minimumLineSpacing = 5
                flow0.minimumInteritemSpacing = 2
                flow0.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                flow0.sectionInsetReference = .fromLayoutMargins
                flow0.headerReferenceSize = CGSize(width: 0, height: 44)
                flow0.footerReferenceSize = CGSize(width: 0, height: 20)
                flow0.sectionHeadersPinToVisibleBounds = true
                flow0.sectionFootersPinToVisibleBounds = true
                let section = NSCollectionLayoutSection.flow(using: flow0, layoutEnvironment: environment)
            """))
        let sized = try #require(LayoutDocument.decode(jsonString: Self.sized).document)
        #expect(SwiftSourceWriter(functionName: "f").source(for: sized).contains("""
                var flow0 = UICollectionLayoutFlowConfiguration()
                flow0.itemSizes = [
                    CGSize(width: 90, height: 32),
                    CGSize(width: 140, height: 0),
                ]
                flow0.minimumInteritemSpacing = 8
                let section = NSCollectionLayoutSection.flow(using: flow0, layoutEnvironment: environment)
            """))
        let automatic = LayoutDocument(sections: [.flow(.init(estimatedItemSize: .automatic))])
        #expect(SwiftSourceWriter().source(for: automatic).contains("flow0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize\n"))
    }
}
