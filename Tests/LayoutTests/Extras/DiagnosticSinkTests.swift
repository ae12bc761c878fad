// The diagnostic sink is beyond UIKit: these tests do not compile against UIKit by design.
import OpenCompositionalLayout
import Testing

/// Every module reports in one shape through one sink the app controls; nothing is printed by default.
@MainActor
@Suite struct DiagnosticSinkTests {
    /// A NaN item height in section 0 reaches the layout's sink once, as domain `layout`, kind `invalidDimension`.
    @Test func layoutDiagnosticsReachTheLayoutsSink() {
        let collector = DiagnosticCollector()
        let layout = UICollectionViewCompositionalLayout(section: rowSection(height: .nan))
        layout.diagnosticSink = collector.sink
        let view = layOut(layout, items: [3], size: phone390)
        layout.invalidateLayout()
        _ = view.layout.collectionViewContentSize  // a second pass reports nothing new
        let received = collector.diagnostics
        #expect(received.count == 1)
        #expect(received.first?.domain == .layout)
        #expect(received.first?.kind == "invalidDimension")
        #expect(received.first?.section == 0)
        #expect(received.first?.description.hasPrefix("[layout.invalidDimension] section 0:") == true)
    }

    /// A collection view under the record policy sends what it records to its sink.
    @Test func collectionViewDiagnosticsReachTheViewsSink() {
        let collector = DiagnosticCollector()
        let view = layOut(UICollectionViewCompositionalLayout(section: rowSection(height: 44)), items: [3], size: phone390)
        view.collectionView.diagnosticSink = collector.sink
        view.collectionView.scrollFailurePolicy = .record
        view.collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(view.collectionView.diagnostics.count == 1)
        #expect(collector.diagnostics.map(\.domain) == [.collectionView])
        #expect(collector.diagnostics.first?.kind == "invalidIndexPath")
    }

    /// The shape names its place: index path first, then the element kind.
    @Test func descriptionsNameThePlace() {
        let diagnostic = Diagnostic(domain: .collectionView, kind: "example", message: "What happened.",
                                    indexPath: IndexPath(item: 2, section: 1), elementKind: "header")
        #expect(diagnostic.section == 1)
        #expect(diagnostic.description == "[collectionView.example] section 1, item 2, kind header: What happened.")
    }

    /// One policy vocabulary: every place that can stop or record uses `FailurePolicy`.
    @Test func onePolicyVocabulary() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: rowSection(height: 44)))
        #expect(view.batchUpdateFailurePolicy == FailurePolicy.stop)
        #expect(view.dequeueFailurePolicy == FailurePolicy.stop)
        #expect(view.scrollFailurePolicy == FailurePolicy.stop)
    }
}
