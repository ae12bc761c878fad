import Testing
import OpenCompositionalLayout

/// Records selections.
@MainActor
final class SelectionLog: NSObject, UICollectionViewDelegate {
    var selected: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A tap on an outline row, per the disclosure's style (`UICellAccessory.OutlineDisclosureOptions.Style`):
/// `.header` — "a tap anywhere in the header toggles the expansion state of the item. The cell itself is not
/// selectable"; `.cell` — "A tap on the cell selects the item itself"; `.automatic` — "depending on whether the
/// cell's configuration is as a section header".
@MainActor
@Suite struct OutlineHeaderTapTests {
    struct Outline {
        let view: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
        let log: SelectionLog
    }

    /// Root "P" (collapsed) with children "a", "b", then a leaf root "Q". The parent's content configuration
    /// and disclosure style come from the arguments.
    func makeOutline(style: UICellAccessory.OutlineDisclosureOptions.Style, headerContent: Bool = false,
                     headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none) -> Outline {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = headerMode
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let log = SelectionLog()
        view.delegate = log
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = item == "P" && headerContent ? UIListContentConfiguration.sidebarHeader() : cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item == "P" ? [.outlineDisclosure(options: .init(style: style))] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
        sectionSnapshot.append(["P"])
        sectionSnapshot.append(["a", "b"], to: "P")
        sectionSnapshot.append(["Q"])
        dataSource.apply(sectionSnapshot, to: 0, animatingDifferences: false)
        view.layoutIfNeeded()
        return Outline(view: view, dataSource: dataSource, log: log)
    }

    @Test func aHeaderStyleRowTogglesAndIsNotSelected() {
        let outline = makeOutline(style: .header)
        let parent = IndexPath(item: 0, section: 0)
        outline.view.simulateTap(at: parent)
        // Expanded: rows P, a, b, Q; nothing selected, the delegate heard no selection.
        #expect(outline.dataSource.snapshot(for: 0).isExpanded("P"))
        #expect(outline.dataSource.snapshot().itemIdentifiers == ["P", "a", "b", "Q"])
        #expect(outline.view.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(outline.log.selected.isEmpty)
        #expect(outline.view.cellForItem(at: parent)?.configurationState.isExpanded == true)
        // A second tap collapses it again.
        outline.view.simulateTap(at: parent)
        #expect(!outline.dataSource.snapshot(for: 0).isExpanded("P"))
        #expect(outline.dataSource.snapshot().itemIdentifiers == ["P", "Q"])
        #expect(outline.log.selected.isEmpty)
    }

    @Test func aCellStyleRowIsSelectedAndStaysCollapsed() {
        let outline = makeOutline(style: .cell)
        outline.view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(outline.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(outline.log.selected == [IndexPath(item: 0, section: 0)])
        #expect(!outline.dataSource.snapshot(for: 0).isExpanded("P"))
        // The disclosure itself still toggles.
        #expect(outline.view.simulateAccessoryTap(onItemAt: IndexPath(item: 0, section: 0)))
        #expect(outline.dataSource.snapshot(for: 0).isExpanded("P"))
    }

    @Test func automaticIsHeaderForAHeaderConfiguration() {
        let outline = makeOutline(style: .automatic, headerContent: true)
        outline.view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(outline.dataSource.snapshot(for: 0).isExpanded("P"))
        #expect(outline.log.selected.isEmpty)
    }

    @Test func automaticIsHeaderForTheSectionsHeaderItem() {
        let outline = makeOutline(style: .automatic, headerMode: .firstItemInSection)
        outline.view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(outline.dataSource.snapshot(for: 0).isExpanded("P"))
        #expect(outline.log.selected.isEmpty)
    }

    @Test func automaticIsCellForACellConfiguration() {
        let outline = makeOutline(style: .automatic)
        outline.view.simulateTap(at: IndexPath(item: 0, section: 0))
        #expect(!outline.dataSource.snapshot(for: 0).isExpanded("P"))
        #expect(outline.log.selected == [IndexPath(item: 0, section: 0)])
    }

    @Test func aRowWithoutADisclosureIsSelectedAsUsual() {
        let outline = makeOutline(style: .header)
        let leaf = IndexPath(item: 1, section: 0)
        outline.view.simulateTap(at: leaf)
        #expect(outline.log.selected == [leaf])
    }
}
