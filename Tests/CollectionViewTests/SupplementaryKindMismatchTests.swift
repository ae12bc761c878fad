import Testing
import OpenCompositionalLayout

/// A data source whose supplementary views all come from the footer queue, whatever kind the layout asks for.
private final class FooterForEveryKind: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                        withReuseIdentifier: "footer", for: indexPath)
    }
}

/// A supplementary view dequeued under another element kind than the one the layout asked for: UIKit (since
/// iOS 15) raises; the collection view stops with that message, or records it under the lenient dequeue policy.
@MainActor
@Suite struct SupplementaryKindMismatchTests {
    /// One section with one 50-pt row and a 30-pt header.
    private static func makeView(policy: UICollectionView.DequeueFailurePolicy,
                                 dataSource: FooterForEveryKind) -> UICollectionView {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300),
                                    collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.dequeueFailurePolicy = policy
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                      withReuseIdentifier: "footer")
        view.dataSource = dataSource
        return view
    }

    private static let message = "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
        + "does not match the element kind it is being used for. When asked for a view of element kind "
        + "'UICollectionElementKindSectionHeader' the data source dequeued a view registered for the element kind "
        + "'UICollectionElementKindSectionFooter'."

    @Test func headerDequeuedAsFooterStops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let dataSource = FooterForEveryKind()
                Self.makeView(policy: .stop, dataSource: dataSource).layoutIfNeeded()
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.message))
    }

    @Test func headerDequeuedAsFooterIsRecordedUnderLenientPolicy() {
        let dataSource = FooterForEveryKind()
        let view = Self.makeView(policy: .record, dataSource: dataSource)
        view.layoutIfNeeded()
        // The header (y 0..<30) is visible and asked for once; the view is used as it came.
        #expect(view.diagnostics.map(\.message) == [Self.message])
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
    }
}
