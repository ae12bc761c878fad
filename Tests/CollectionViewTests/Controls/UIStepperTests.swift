#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
import CollectionDiagnostics
import TestSupport
#endif
import Testing

@MainActor
@Suite struct UIStepperTests {
    @Test func defaultsAreUIKits() {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.value == 0)
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(!stepper.wraps)
        #expect(stepper.autorepeat)
        #expect(stepper.isContinuous)
    }

    @Test func aStepperIs94By32() {
        let stepper = UIStepper(frame: CGRect(x: 3, y: 4, width: 300, height: 300))
        #expect(stepper.frame == CGRect(x: 3, y: 4, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test func theValueIsPinnedToTheRange() {
        let stepper = UIStepper(frame: .zero)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -1
        #expect(stepper.value == 0)
        stepper.value = 50
        stepper.maximumValue = 20
        #expect(stepper.value == 20)
        stepper.minimumValue = 10
        stepper.value = 0
        #expect(stepper.value == 10)
    }

    #if !canImport(UIKit)
    @Test func tapsStepTheValueAndSendValueChanged() {
        var values: [Double] = []
        let stepper = UIStepper(frame: .zero)
        stepper.stepValue = 2.5
        stepper.addAction(UIAction { action in values.append((action.sender as? UIStepper)?.value ?? -1) }, for: .valueChanged)
        stepper.simulateIncrementTap()
        stepper.simulateIncrementTap()
        stepper.simulateDecrementTap()
        // 0 + 2.5 = 2.5, + 2.5 = 5, − 2.5 = 2.5.
        #expect(values == [2.5, 5, 2.5])
    }

    @Test func atAnEndTheValueStopsAndNothingIsSent() {
        var sent = 0
        let stepper = UIStepper(frame: .zero)
        stepper.maximumValue = 3
        stepper.stepValue = 2
        stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        stepper.simulateDecrementTap()
        #expect(stepper.value == 0)
        #expect(sent == 0)
        #expect(!stepper.canDecrement)
        stepper.simulateIncrementTap()
        stepper.simulateIncrementTap()
        // 0 → 2 → 4, pinned to 3.
        #expect(stepper.value == 3)
        #expect(sent == 2)
        #expect(!stepper.canIncrement)
    }

    @Test func aWrappingStepperGoesRound() {
        let stepper = UIStepper(frame: .zero)
        stepper.wraps = true
        stepper.maximumValue = 2
        stepper.simulateDecrementTap()
        #expect(stepper.value == 2)
        stepper.simulateIncrementTap()
        #expect(stepper.value == 0)
    }

    @Test func aDisabledStepperIgnoresTaps() {
        let stepper = UIStepper(frame: .zero)
        stepper.isEnabled = false
        stepper.simulateIncrementTap()
        #expect(stepper.value == 0)
    }

    @Test func settingsUIKitRaisesForAreRefusedWithADiagnostic() {
        let collector = DiagnosticCollector()
        let stepper = UIStepper(frame: .zero)
        stepper.diagnosticSink = collector.sink
        stepper.minimumValue = 100
        stepper.maximumValue = -5
        stepper.stepValue = 0
        stepper.value = .nan
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(stepper.value == 0)
        #expect(collector.diagnostics.count == 4)
        #expect(collector.diagnostics.allSatisfy { $0.kind == "invalidValue" })
    }
    #endif
}
