import Testing
import OpenCompositionalLayout

/// The values of a symbol configuration, readable beyond UIKit, and bad input.
@MainActor
@Suite struct SymbolConfigurationValueTests {
    typealias Configuration = UIImage.SymbolConfiguration

    @Test func combinedValuesAreReadable() {
        let combined = Configuration(textStyle: .title1, scale: .small)
            .applying(Configuration(weight: .heavy))
            .applying(Configuration(hierarchicalColor: .systemTeal))
        #expect(combined.textStyle == .title1)
        #expect(combined.pointSize == nil)
        #expect(combined.scale == .small)
        #expect(combined.weight == .heavy)
        #expect(combined.hierarchicalColor == .systemTeal)
        #expect(combined.paletteColors == nil)
        #expect(!combined.prefersMulticolor)
    }

    @Test func traitsMergeTheTopsSpecifiedTraits() {
        let dark = Configuration(pointSize: 10).withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
        let merged = dark.applying(Configuration(scale: .large).withTraitCollection(UITraitCollection(displayScale: 2)))
        #expect(merged.traitCollection?.userInterfaceStyle == .dark)
        #expect(merged.traitCollection?.displayScale == 2)
        #expect(merged.pointSize == 10 && merged.scale == .large)
    }

    @Test func aBadPointSizeIsRepairedWithADiagnostic() {
        let collector = DiagnosticCollector()
        let previous = DiagnosticSink.current
        DiagnosticSink.current = collector.sink
        defer { DiagnosticSink.current = previous }
        let configuration = Configuration(pointSize: .nan)
        #expect(configuration.pointSize == 0)
        #expect(UIImage(systemName: "star", withConfiguration: configuration)?.size == .zero)
        // The process-wide sink may hear other tests too: look for this one's report.
        #expect(collector.diagnostics.filter { $0.kind == "invalidImageConfiguration" && $0.message.contains("nan") }.count == 1)
    }
}
