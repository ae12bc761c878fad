// Where a layout diagnostic's cause is (`LayoutDiagnostic.place`), for descriptions built in Swift.
import CollectionGeometry
import LayoutCore
import Testing

@Suite("Layout diagnostics name the part responsible")
struct DiagnosticPlaceTests {
    private typealias Place = LayoutDiagnostic.Place

    private func item(_ width: DimensionSpec, _ height: DimensionSpec, supplementaries: [SupplementarySpec] = []) -> ItemSpec {
        ItemSpec(size: SizeSpec(width: width, height: height), contentInsets: .zero, edgeSpacing: .none,
                 supplementaries: supplementaries, group: nil)
    }

    private func group(_ kind: GroupSpec.Kind, _ width: DimensionSpec, _ height: DimensionSpec, _ subitems: [ItemSpec],
                       spacing: CGFloat? = nil) -> ItemSpec {
        ItemSpec(size: SizeSpec(width: width, height: height), contentInsets: .zero, edgeSpacing: .none, supplementaries: [],
                 group: GroupSpec(kind: kind, subitems: subitems,
                                  interItemSpacing: spacing.map { SpacingSpec(value: $0, isFlexible: false) }))
    }

    private func section(_ group: ItemSpec, boundaryItems: [BoundarySpec] = [], decorationItems: [DecorationSpec] = []) -> SectionSpec {
        SectionSpec(group: group, contentInsets: .zero, interGroupSpacing: 0, contentInsetsReference: .automatic,
                    supplementaryContentInsetsReference: .automatic, orthogonalScrollingBehavior: .none,
                    boundaryItems: boundaryItems, supplementariesFollowContentInsets: true, decorationItems: decorationItems,
                    hasVisibleItemsInvalidationHandler: false)
    }

    /// A clean full-width row 44 high.
    private var row: SectionSpec {
        section(group(.horizontal(.fill), .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
    }

    /// The diagnostics of the sections laid out in a 390 × 844 vertical view, 12 items each.
    private func diagnostics(_ sections: [SectionSpec], globalBoundaryItems: [BoundarySpec] = [],
                             customFrames: CustomFrameSource? = nil) -> [LayoutDiagnostic] {
        let input = LayoutInput(viewSize: CGSize(width: 390, height: 844), scrollAxis: .vertical, interSectionSpacing: 0,
                                contentInsetsReference: .automatic, referenceInsets: .zero, globalBoundaryItems: globalBoundaryItems,
                                sections: sections, itemCounts: Array(repeating: 12, count: sections.count))
        return LayoutResult(solving: input, customFrames: customFrames).diagnostics
    }

    /// Section 1's 390-pt row holds a 100-pt item, then a 200-pt column repeating (count 2) a row whose one item is
    /// 250 pt wide: 100 + 200 fit the row and two 50-pt rows fill the column's 100 pt, but the 250-pt item does not
    /// fit its 200-pt row. It is subitem 0 of the row, which is subitem 0 of the column, which is subitem 1 of the
    /// section's group; the count repeats the row, and the problem is said once.
    @Test("an item wider than its group two groups down is named by its subitem path")
    func nestedItemLargerThanGroup() {
        let inner = group(.horizontal(.fill), .fractionalWidth(1), .absolute(50), [item(.absolute(250), .fractionalHeight(1))])
        let column = group(.vertical(.repeating(2)), .absolute(200), .fractionalHeight(1), [inner])
        let outer = group(.horizontal(.fill), .fractionalWidth(1), .absolute(100), [item(.absolute(100), .fractionalHeight(1)), column])
        let found = diagnostics([row, section(outer)])
        #expect(found == [LayoutDiagnostic(
            kind: .itemLargerThanGroup, section: 1, indexPath: nil,
            message: "An item of length 250.0 does not fit in its group of length 200.0; it is placed anyway, one per group.",
            place: Place(.item(path: [1, 0, 0])))])
        #expect(found.first?.place?.description == "group.subitems[1].subitems[0].subitems[0]")
    }

    /// Subitem 0 of the section's column is a row of three items, the third of NaN width: it is named down to its
    /// width, once as an invalid dimension and once as the zero-length item the fallback makes of it.
    @Test("a dimension that is not finite is named down to the width of the item that has it")
    func invalidDimensionNamesTheWidth() {
        let items = [item(.absolute(50), .fractionalHeight(1)), item(.absolute(50), .fractionalHeight(1)),
                     item(.absolute(.nan), .fractionalHeight(1))]
        let column = group(.vertical(.fill), .fractionalWidth(1), .absolute(100),
                           [group(.horizontal(.fill), .fractionalWidth(1), .fractionalHeight(1), items)])
        let found = diagnostics([section(column)])
        #expect(found.map(\.kind) == [.invalidDimension, .zeroLengthItem])
        #expect(found.map(\.place) == [Place(.item(path: [0, 2]), .width), Place(.item(path: [0, 2]), .width)])
        #expect(found.map(\.section) == [0, 0])
        #expect(found.first?.place?.description == "group.subitems[0].subitems[2].size.width")
    }

    /// Ten rows nested in the section's 390-pt row, each 1 pt narrower than its parent beside a 1-pt item (after it
    /// at even depths, before it at odd ones): each fits exactly. The tenth, 380 pt wide, holds a 1-pt item and then
    /// a 1,000-pt one, which is left out: subitem 1 at depth 11, past the eight levels kept inline.
    @Test("a place deeper than eight groups keeps its whole path")
    func deepPath() {
        let tiny = item(.absolute(1), .fractionalHeight(1))
        var current = group(.horizontal(.fill), .absolute(380), .fractionalHeight(1), [tiny, item(.absolute(1000), .fractionalHeight(1))])
        for depth in (0..<10).reversed() {
            let width: DimensionSpec = depth == 0 ? .fractionalWidth(1) : .absolute(CGFloat(390 - depth))
            let height: DimensionSpec = depth == 0 ? .absolute(50) : .fractionalHeight(1)
            current = group(.horizontal(.fill), width, height, depth.isMultiple(of: 2) ? [current, tiny] : [tiny, current])
        }
        let found = diagnostics([section(current)])
        #expect(found.map(\.kind) == [.subitemsLeftOut])
        #expect(found.map(\.place) == [Place(.item(path: [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1]))])
    }

    @Test("a count below 1 is named at the count of the group that has it")
    func invalidCountNamesTheCount() {
        let counted = group(.horizontal(.count(0)), .fractionalWidth(1), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let found = diagnostics([section(group(.vertical(.fill), .fractionalWidth(1), .absolute(100), [counted]))])
        #expect(found == [LayoutDiagnostic(kind: .invalidCount, section: 0, indexPath: nil,
                                           message: "A group made with count: 0 must hold at least one item; count 1 is used.",
                                           place: Place(.item(path: [0]), .count))])
        #expect(found.first?.place?.description == "group.subitems[0].count")
    }

    /// Two 195-pt halves with 10 pt between them need 400 of 390 pt: with one subitem, the spacing leaves the second
    /// repetition out (the group is responsible); with two listed, subitem 1 is left out (it is named).
    @Test("a column the spacing leaves out names the group; a subitem left out names the subitem")
    func spacingAndLeftOutSubitems() {
        let half = item(.fractionalWidth(0.5), .fractionalHeight(1))
        let found = diagnostics([section(group(.horizontal(.fill), .fractionalWidth(1), .absolute(50), [half], spacing: 10)),
                                 section(group(.horizontal(.fill), .fractionalWidth(1), .absolute(50), [half, half], spacing: 10))])
        #expect(found.map(\.kind) == [.spacingLeavesOutItem, .subitemsLeftOut])
        #expect(found.map(\.section) == [0, 1])
        #expect(found.map(\.place) == [Place(.item(path: [])), Place(.item(path: [1]))])
        #expect(found.map(\.place?.description) == ["group", "group.subitems[1]"])
    }

    /// A section's boundary item with a NaN offset, its background with an infinite inset, a supplementary item of NaN
    /// width on subitem 1, and the layout's own boundary item of infinite height.
    @Test("boundary, decoration and supplementary items are named by their index")
    func boundaryDecorationAndSupplementaryItems() {
        let badge = SupplementarySpec(size: SizeSpec(width: .absolute(.nan), height: .absolute(10)), elementKind: "badge",
                                      containerAnchor: AnchorSpec(edges: [.top], offset: .zero, isAbsolute: true), itemAnchor: nil,
                                      zIndex: 1, contentInsets: .zero)
        let header = BoundarySpec(size: SizeSpec(width: .fractionalWidth(1), height: .absolute(44)), elementKind: "header",
                                  alignment: .top, offset: CGPoint(x: CGFloat.nan, y: 0), extendsBoundary: true,
                                  pinToVisibleBounds: false, zIndex: 1, contentInsets: .zero)
        let background = DecorationSpec(elementKind: "background", zIndex: 0,
                                        contentInsets: NSDirectionalEdgeInsets(top: .infinity, leading: 0, bottom: 0, trailing: 0))
        let banner = BoundarySpec(size: SizeSpec(width: .fractionalWidth(1), height: .absolute(.infinity)), elementKind: "banner",
                                  alignment: .top, offset: .zero, extendsBoundary: true, pinToVisibleBounds: false, zIndex: 1,
                                  contentInsets: .zero)
        let outer = group(.horizontal(.fill), .fractionalWidth(1), .absolute(50),
                          [item(.absolute(100), .fractionalHeight(1)), item(.absolute(100), .fractionalHeight(1), supplementaries: [badge])])
        let found = diagnostics([row, section(outer, boundaryItems: [header], decorationItems: [background])], globalBoundaryItems: [banner])
        #expect(found.map(\.kind) == [.invalidDimension, .invalidDimension, .invalidSpacing, .invalidSpacing])
        #expect(found.map(\.section) == [nil, 1, 1, 1])
        #expect(found.map(\.place) == [Place(.layoutBoundaryItem(0), .height),
                                       Place(.supplementaryItem(index: 0, itemPath: [1]), .width),
                                       Place(.boundaryItem(0), .offset),
                                       Place(.decorationItem(0), .contentInsets)])
        #expect(found.map(\.place?.description) == ["configuration.boundarySupplementaryItems[0].size.height",
                                                    "group.subitems[1].supplementaryItems[0].size.width",
                                                    "boundarySupplementaryItems[0].offset",
                                                    "decorationItems[0].contentInsets"])
    }

    @Test("a custom group's invalid frame is named by its index among the frames its provider returned")
    func customItemIndex() {
        let custom = ItemSpec(size: SizeSpec(width: .fractionalWidth(1), height: .absolute(50)), contentInsets: .zero, edgeSpacing: .none,
                              supplementaries: [], group: GroupSpec(kind: .custom(0), subitems: [], interItemSpacing: nil))
        let found = diagnostics([section(group(.vertical(.fill), .fractionalWidth(1), .absolute(50), [custom]))]) { _, _, _ in
            [CustomItemFrame(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
             CustomItemFrame(frame: CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10))]
        }
        #expect(found.map(\.kind) == [.invalidCustomItemFrame])
        #expect(found.map(\.place) == [Place(.item(path: [0]), .customItem(1))])
    }

    /// Diagnostics made before places existed, and those of the whole layout, have none.
    @Test("the initialiser without a place, and a zero-sized view, give no place")
    func noPlace() {
        #expect(LayoutDiagnostic(kind: .nilSection, section: 0, indexPath: nil, message: "m").place == nil)
        let input = LayoutInput(viewSize: .zero, scrollAxis: .vertical, interSectionSpacing: 0, contentInsetsReference: .automatic,
                                referenceInsets: .zero, globalBoundaryItems: [], sections: [row], itemCounts: [1])
        // (Its row is then 0 wide: its item's zero length is named too.)
        let found = LayoutResult(solving: input).diagnostics.filter { $0.kind == .zeroSizedView }
        #expect(found.map(\.place) == [nil])
    }
}
