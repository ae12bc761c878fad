import Testing
import TestSupport
import OpenCompositionalLayout

/// A compositional layout whose appearing headers slide in from 300 points to the left.
@MainActor
final class SlideInHeaderLayout: UICollectionViewCompositionalLayout {
    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy() else {
            return nil
        }
        attributes.frame = attributes.frame.offsetBy(dx: -300, dy: 0)
        return attributes
    }
}

/// Batch updates animate supplementary and decoration views as they animate cells: views that stay move,
/// new ones appear and gone ones disappear, with the layout's appearing and disappearing attributes.
@MainActor
@Suite struct SupplementaryUpdateAnimationTests {

    /// Sections of 100-point rows under a 40-point header, each on a background decoration, in a 300 × 600
    /// view: section 0's header is at y 0 and its row at 40; section 1's header at 140 and its row at 180.
    func makeView(_ stub: Stub, makeLayout: (NSCollectionLayoutSection) -> UICollectionViewCompositionalLayout = {
        UICollectionViewCompositionalLayout(section: $0)
    }) -> UICollectionView {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        let layout = makeLayout(section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        view.dataSource = stub
        view.layoutIfNeeded()
        return view
    }

    /// `kind category [section,item] (element kind)` for each running animation.
    func summary(_ view: UICollectionView) -> [String] {
        view.runningUpdateAnimations.map { animation in
            let category = switch animation.representedElementCategory {
            case .cell: "cell"
            case .supplementaryView: "supplementary"
            case .decorationView: "decoration"
            }
            let kind = animation.representedElementKind.map { " \($0)" } ?? ""
            return "\(animation.kind) \(category) [\(animation.indexPath.section),\(animation.indexPath.item)]\(kind)"
        }
    }

    /// Inserting a section at the top: its cell, header and background appear; the old sections' views move
    /// down with their sections (now 1 and 2). The old first header goes from y 0 to y 140 (one section of
    /// 40 + 100 above it): half way through the ease-in-ease-out animation it is at y 70. The new header
    /// fades in from alpha 0 (the layout names no start), 0.5 half way.
    @Test func insertedSectionAppearsAndTheOthersMove() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([[0], [1]])
            let view = makeView(stub)
            let header = UICollectionView.elementKindSectionHeader
            let oldFirstHeader = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
            view.performBatchUpdates {
                stub.sections.insert([9], at: 0)
                view.insertSections(IndexSet([0]))
            }
            #expect(summary(view) == [
                "appearing cell [0,0]", "moving cell [1,0]", "moving cell [2,0]",
                "appearing supplementary [0,0] \(header)", "moving supplementary [1,0] \(header)",
                "moving supplementary [2,0] \(header)",
                "appearing decoration [0,0] background", "moving decoration [1,0] background",
                "moving decoration [2,0] background",
            ])
            #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) === oldFirstHeader)
            let newHeader = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
            #expect(newHeader?.presentationAlpha == 0)
            clock.advance(by: 0.15)
            #expect(isClose(oldFirstHeader?.presentationFrame.minY ?? -1, 70))
            #expect(isClose(newHeader?.presentationAlpha ?? -1, 0.5))
            clock.advance(by: 0.15)
            #expect(view.runningUpdateAnimations.isEmpty)
            #expect(oldFirstHeader?.presentationFrame.minY == 140)
        }
    }

    /// Deleting the first section: its cell, header and background disappear, fading out where they were,
    /// with their index paths before the update; section 1's header moves up from y 140 to y 0.
    @Test func deletedSectionDisappears() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([[0], [1]])
            let view = makeView(stub)
            let header = UICollectionView.elementKindSectionHeader
            let goingHeader = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
            let stayingHeader = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
            view.performBatchUpdates {
                stub.sections.remove(at: 0)
                view.deleteSections(IndexSet([0]))
            }
            #expect(summary(view) == [
                "disappearing cell [0,0]", "moving cell [0,0]",
                "disappearing supplementary [0,0] \(header)", "moving supplementary [0,0] \(header)",
                "disappearing decoration [0,0] background", "moving decoration [0,0] background",
            ])
            let gone = view.runningUpdateAnimations.first { $0.kind == .disappearing && $0.representedElementCategory == .supplementaryView }
            #expect(gone?.initialAttributes.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
            #expect(gone?.finalAttributes.alpha == 0)
            clock.advance(by: 0.15)
            #expect(isClose(goingHeader?.presentationAlpha ?? -1, 0.5))
            #expect(isClose(stayingHeader?.presentationFrame.minY ?? -1, 70))
            clock.advance(by: 0.15)
            #expect(view.runningUpdateAnimations.isEmpty)
            #expect(stayingHeader?.presentationFrame.minY == 0)
        }
    }

    /// An appearing header starts where the layout's
    /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)` puts it: x −300, then −150 half way.
    @Test func appearingHeadersStartWhereTheLayoutSays() {
        let clock = UIAnimationClock(mode: .manual)
        UIView.withAnimationClock(clock) {
            let stub = Stub([[0]])
            let view = makeView(stub) { SlideInHeaderLayout(section: $0) }
            view.performBatchUpdates {
                stub.sections.append([1])
                view.insertSections(IndexSet([1]))
            }
            let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                at: IndexPath(item: 0, section: 1))
            #expect(header?.presentationFrame.minX == -300)
            clock.advance(by: 0.15)
            #expect(isClose(header?.presentationFrame.minX ?? 0, -150))
            clock.finishAll()
            #expect(header?.presentationFrame.minX == 0)
        }
    }
}
