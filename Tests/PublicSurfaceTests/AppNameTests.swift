import AppModelsFixture
import OpenCompositionalLayout
import Testing

// This file compiling is the test's first half: an app module that declares its own `SectionSpec`,
// `ItemSpec`, `GroupSpec`, `LayoutInput`, `LayoutResult`, `LayoutElement`, `ScrollAxis` and `Kind` uses them
// unqualified beside `import OpenCompositionalLayout`. Were the layout core re-exported by the umbrella,
// each of those names would be ambiguous here.

/// Three items of a quarter of the width in a row, as an app would describe them in its own `GroupSpec`.
@MainActor
func layout(for group: GroupSpec) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / CGFloat(group.columns)), heightDimension: .absolute(50)))
    let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
}

/// A data source that serves the app's own `SectionSpec`s.
@MainActor
final class AppDataSource: NSObject, UICollectionViewDataSource {
    let sections: [SectionSpec]
    init(sections: [SectionSpec]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].itemIDs.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("The umbrella module leaves an app's names alone")
@MainActor
struct AppNameTests {
    @Test("an app's own SectionSpec, GroupSpec, LayoutResult, Kind and others resolve to the app's types")
    func appNamesResolveToTheApp() {
        let section = SectionSpec(title: "Photos", itemIDs: [10, 11, 12, 13, 14])
        let result: LayoutResult = .grid(columns: 4)
        #expect(section.title == "Photos")
        #expect(result == .grid(columns: 4))
        #expect(Kind.allCases == [.photos, .articles])
        #expect(ItemSpec(id: 3).id == 3 && LayoutInput(text: "a").text == "a")
        #expect(LayoutElement(name: "hero").name == "hero" && ScrollAxis.sideways.rawValue == "sideways")
    }

    @Test("the same file lays out the app's sections with the UIKit-named API: 4 columns of 97.5 pt in 390 pt")
    func uikitNamesStillWork() {
        let sections = [SectionSpec(title: "Photos", itemIDs: [10, 11, 12, 13, 14])]
        let dataSource = AppDataSource(sections: sections)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                    collectionViewLayout: layout(for: GroupSpec(columns: 4)))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        // 390 / 4 = 97.5 pt a column; item 4 starts the second row at y 50.
        let fifth = view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        #expect(fifth == CGRect(x: 0, y: 50, width: 97.5, height: 50))
        let second = view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(second == CGRect(x: 97.5, y: 0, width: 97.5, height: 50))
    }
}
