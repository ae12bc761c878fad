#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
import CollectionDiagnostics
import TestSupport
#endif
import Testing

@MainActor
@Suite struct UIProgressViewTests {
    @Test func defaultsAreUIKits() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.progress == 0)
        #expect(view.progressViewStyle == .default)
        #expect(view.progressTintColor == nil)
        #expect(view.trackTintColor == nil)
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }

    @Test func progressIsPinnedToZeroThroughOne() {
        let view = UIProgressView(frame: .zero)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.setProgress(-0.2, animated: true)
        #expect(view.progress == 0)
        view.setProgress(0.4, animated: false)
        #expect(view.progress == 0.4)
    }

    #if !canImport(UIKit)
    @Test func aProgressViewIs4PointsTall() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(view.bounds.size == CGSize(width: 0, height: 4))
        #expect(view.sizeThatFits(CGSize(width: 120, height: 50)) == CGSize(width: 120, height: 4))
    }

    @Test func nanProgressIsZeroWithADiagnostic() {
        let collector = DiagnosticCollector()
        let view = UIProgressView(frame: .zero)
        view.diagnosticSink = collector.sink
        view.progress = 0.5
        view.progress = .nan
        #expect(view.progress == 0)
        #expect(collector.diagnostics.map(\.kind) == ["invalidValue"])
    }
    #endif
}
