// UIKit raises for a NaN content offset (the scroll view's layer refuses bounds containing NaN). The default
// stops with UIKit's message; `scrollFailurePolicy = .record` is the non-stopping twin (beyond UIKit).
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct ScrollViewContentOffsetTests {
    @Test func nanContentOffsetStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            }
        }
    }

    @Test func nanAnimatedContentOffsetStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
            }
        }
    }

    /// Under `.record` the offset stays where it was and a diagnostic carries UIKit's text:
    /// "CALayer bounds contains NaN: [nan 50; 320 480]" (the offset, then the bounds' size).
    @Test func recordPolicyKeepsTheOffset() {
        let collector = DiagnosticCollector()
        let previous = DiagnosticSink.current
        DiagnosticSink.current = collector.sink
        defer { DiagnosticSink.current = previous }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.scrollFailurePolicy = .record
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 50)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        let reports = collector.diagnostics.filter { $0.kind == "invalidContentOffset" }
        #expect(reports.count == 1)
        #expect(reports.first?.domain == .view)
        #expect(reports.first?.message.hasPrefix("CALayer bounds contains NaN: [nan 50; 320 480]") == true)
    }
}
