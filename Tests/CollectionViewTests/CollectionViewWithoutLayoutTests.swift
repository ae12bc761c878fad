// The `.record` twin of UIKit's exception is beyond UIKit, so this file does not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

/// A collection view made without a layout: UIKit raises "UICollectionView must be initialized with a non-nil layout
/// parameter"; here it stops with that message by default, and carries on with an empty layout under `.record`.
@MainActor
@Suite(.serialized) struct CollectionViewWithoutLayoutTests {
    @Test func aCollectionViewWithoutALayoutStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UICollectionView(frame: .zero)
            }
        }
    }

    @Test func theRecordPolicyUsesAnEmptyLayout() {
        let collector = DiagnosticCollector()
        let previousSink = DiagnosticSink.current
        DiagnosticSink.current = collector.sink
        UICollectionView.missingLayoutFailurePolicy = .record
        defer {
            UICollectionView.missingLayoutFailurePolicy = .stop
            DiagnosticSink.current = previousSink
        }
        let collectionView = UICollectionView()
        #expect(type(of: collectionView.collectionViewLayout) == UICollectionViewLayout.self)
        #expect(collector.diagnostics.map(\.message) == ["UICollectionView must be initialized with a non-nil layout parameter"])
    }
}
