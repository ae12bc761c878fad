#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

@MainActor
@Suite struct UIDatePickerTests {
    /// 2026-11-29 10:41:00 GMT.
    private let morning = Date(timeIntervalSince1970: 1_795_948_860)

    private func gmtCalendar() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar
    }

    @Test func defaultsMatchUIKit() {
        let picker = UIDatePicker(frame: .zero)
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.minuteInterval == 1)
        #expect(picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil)
        #expect(picker.maximumDate == nil)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
    }

    @Test func theDateStaysInsideTheLimits() {
        let picker = UIDatePicker(frame: .zero)
        picker.date = morning
        picker.minimumDate = morning.addingTimeInterval(3600)
        // Setting the minimum moves the date up to it.
        #expect(picker.date == morning.addingTimeInterval(3600))
        picker.maximumDate = morning.addingTimeInterval(7200)
        picker.setDate(morning.addingTimeInterval(10_000), animated: true)
        #expect(picker.date == morning.addingTimeInterval(7200))
        picker.date = morning
        #expect(picker.date == morning.addingTimeInterval(3600))
    }

    @Test func minuteIntervalMustDivideAnHour() {
        let picker = UIDatePicker(frame: .zero)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 60
        #expect(picker.minuteInterval == 1)
    }

    /// At most 23 h 59 min (86 399 s rounded down to whole minutes: 86 340); with a 5-minute interval 4 000 s
    /// (66 min 40 s) rounds down to 65 min, 3 900 s.
    @Test func countDownDurationIsClampedAndRounded() {
        let picker = UIDatePicker(frame: .zero)
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 90_000
        #expect(picker.countDownDuration == 86_340)
        picker.minuteInterval = 5
        picker.countDownDuration = 4_000
        #expect(picker.countDownDuration == 3_900)
        picker.countDownDuration = -10
        #expect(picker.countDownDuration == 0)
    }

    @Test func settingTheDateSendsNoAction() {
        let picker = UIDatePicker(frame: .zero)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.setDate(morning, animated: false)
        picker.date = morning.addingTimeInterval(60)
        #expect(changes == 0)
    }
}

#if !canImport(UIKit)
@MainActor
@Suite struct UIDatePickerSimulationTests {
    /// 2026-11-29 10:41:00 GMT.
    private let morning = Date(timeIntervalSince1970: 1_795_948_860)

    @Test func simulatePickRoundsToTheIntervalClampsAndSendsValueChanged() {
        let picker = UIDatePicker(frame: .zero)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        picker.calendar = calendar
        picker.timeZone = TimeZone(identifier: "GMT")
        picker.date = morning
        picker.minuteInterval = 15
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        // 10:38 is 8 minutes past 10:30, more than half of 15: 10:45, 4 minutes after 10:41.
        picker.simulatePick(morning.addingTimeInterval(-3 * 60))
        #expect(picker.date == morning.addingTimeInterval(4 * 60))
        #expect(changes == 1)
        // Picking the same value sends nothing.
        picker.simulatePick(morning.addingTimeInterval(4 * 60))
        #expect(changes == 1)
        picker.maximumDate = morning
        picker.date = morning
        picker.simulatePick(morning.addingTimeInterval(86_400))
        #expect(picker.date == morning)
        #expect(changes == 1)
        picker.isEnabled = false
        picker.maximumDate = nil
        picker.simulatePick(morning.addingTimeInterval(86_400))
        #expect(changes == 1)
    }

    @Test func compactTextsUseThePickersLocaleAndTimeZone() {
        let picker = UIDatePicker(frame: .zero)
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "GMT")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.date = morning
        #expect(picker.displayedTexts == ["Nov 29, 2026", "10:41 AM"])
        picker.datePickerMode = .date
        #expect(picker.displayedTexts == ["Nov 29, 2026"])
        picker.timeZone = TimeZone(secondsFromGMT: -11 * 3600)
        #expect(picker.displayedTexts == ["Nov 28, 2026"])
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5_400
        #expect(picker.displayedTexts == ["1 hour 30 min"])
    }

    /// The wheels at 10:41 AM GMT in US English, one row around the selected one: the hour steps by an hour, the
    /// minute by the minute interval, the AM/PM wheel has PM below AM; the date-and-time picker adds the day.
    @Test func wheelColumnsStepEachUnit() {
        let picker = UIDatePicker(frame: .zero)
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "GMT")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.date = morning
        picker.datePickerMode = .time
        #expect(picker.wheelColumns(rowsAround: 1).map(\.rows) == [["9", "10", "11"], ["40", "41", "42"], [nil, "AM", "PM"]])
        picker.minuteInterval = 5
        #expect(picker.wheelColumns(rowsAround: 1)[1].rows == ["36", "41", "46"])
        picker.datePickerMode = .date
        #expect(picker.wheelColumns(rowsAround: 1).map(\.rows) == [["October", "November", "December"], ["28", "29", "30"],
                                                                  ["2025", "2026", "2027"]])
        picker.datePickerMode = .countDownTimer
        picker.minuteInterval = 1
        picker.countDownDuration = 5_400
        #expect(picker.wheelColumns(rowsAround: 2).map(\.rows) == [[nil, "0 hours", "1 hour", "2 hours", "3 hours"],
                                                                  ["28 min", "29 min", "30 min", "31 min", "32 min"]])
    }

    /// The compact picker is 34 points tall; its two capsules are 6 apart and the picker as wide as both.
    @Test func compactSizeIsTheCapsulesRow() {
        let picker = UIDatePicker(frame: .zero)
        picker.date = morning
        let size = picker.intrinsicContentSize
        #expect(size.height == 34)
        let rects = picker.compactCapsuleRects(in: CGRect(origin: .zero, size: size))
        #expect(rects.count == 2)
        #expect(rects[1].minX - rects[0].maxX == 6)
        #expect(abs(rects[1].maxX - size.width) < 0.001)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }
}
#endif
