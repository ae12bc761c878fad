#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
import CollectionDiagnostics
import TestSupport
#endif
import Testing

@MainActor
@Suite struct UISliderTests {
    @Test func defaultsAreUIKits() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.minimumTrackTintColor == nil)
        #expect(slider.thumbTintColor == nil)
    }

    @Test func theValueIsPinnedToTheRange() {
        let slider = UISlider(frame: .zero)
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.value = 4
        // A new maximum below the value pulls the value down with it.
        slider.maximumValue = 2
        #expect(slider.value == 2)
        // A new minimum above the maximum raises the maximum: the range is 5…5.
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5)
        #expect(slider.value == 5)
    }

    @Test func settingTheValueSendsNothing() {
        var sent = 0
        let slider = UISlider(frame: .zero)
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        slider.value = 0.5
        slider.setValue(0.7, animated: false)
        #expect(sent == 0)
    }

    @Test func theTrackAndThumbFollowTheValue() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        // The track runs the whole width, 4 pt tall, centred: y = 15.5 − 2 = 13.5.
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        // Value 0.25: the 28-pt thumb's centre at 14 + 0.25 × (200 − 28) = 14 + 43 = 57, so its left edge at 43.
        let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.25)
        #expect(thumb == CGRect(x: 43, y: 1.5, width: 28, height: 28))
    }

    #if !canImport(UIKit)
    @Test func aSliderIs31PointsTall() {
        let slider = UISlider(frame: .zero)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.sizeThatFits(CGSize(width: 150, height: 500)) == CGSize(width: 150, height: 31))
    }

    @Test func aContinuousDragSendsValueChangedAtEachStep() {
        var log: [String] = []
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        slider.addAction(UIAction { action in log.append("value \((action.sender as? UISlider)?.value ?? -1)") }, for: .valueChanged)
        slider.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
        slider.simulateDrag(to: 1, steps: 2)
        // Two equal moves from 0 to 1: 0.5, then 1.
        #expect(log == ["down", "value 0.5", "value 1.0", "up"])
    }

    @Test func aDiscontinuousDragSendsOneValueChangedAtTheEnd() {
        var changes = 0
        let slider = UISlider(frame: .zero)
        slider.isContinuous = false
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.simulateDrag(to: 0.8, steps: 5)
        #expect(slider.value == 0.8)
        #expect(changes == 1)
        // A drag that ends where it began changes nothing, so sends nothing.
        slider.simulateDrag(to: 0.8)
        #expect(changes == 1)
    }

    @Test func aDragToAPointMovesTheThumbCentreThere() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        // x = 100: (100 − 14) / 172 = 0.5.
        slider.simulateDrag(toX: 100)
        #expect(slider.value == 0.5)
        // Past the end: pinned to 1.
        slider.simulateDrag(toX: 500)
        #expect(slider.value == 1)
    }

    @Test func aDisabledSliderIgnoresDrags() {
        let slider = UISlider(frame: .zero)
        slider.isEnabled = false
        slider.simulateDrag(to: 1)
        #expect(slider.value == 0)
    }

    @Test func badNumbersAreRepairedWithADiagnostic() {
        let collector = DiagnosticCollector()
        let slider = UISlider(frame: .zero)
        slider.diagnosticSink = collector.sink
        slider.value = 0.5
        slider.value = .nan
        #expect(slider.value == 0)
        slider.maximumValue = .infinity
        #expect(slider.maximumValue == 1)
        slider.minimumValue = .nan
        #expect(slider.minimumValue == 0)
        #expect(collector.diagnostics.map(\.kind) == ["invalidValue", "invalidValue", "invalidValue"])
    }
    #endif
}
