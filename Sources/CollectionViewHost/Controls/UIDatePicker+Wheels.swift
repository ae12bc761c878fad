import CollectionGeometry

extension UIDatePicker {
    /// One wheel of a date picker's wheels style (beyond UIKit): the texts of its rows, from `rowsAround` rows
    /// above the selected one to as many below (nil where the wheel has no row, as the AM/PM wheel has two).
    package struct WheelColumn: Equatable {
        /// The rows' texts, the selected one in the middle.
        package var rows: [String?]
    }

    /// The wheels the wheels style shows for ``datePickerMode`` (beyond UIKit), each with `rowsAround` rows above
    /// and below the selected value: the day ("Sun, Nov 29"), hour, minute and — with a 12-hour clock — AM/PM for
    /// `.dateAndTime`; the hour, minute and AM/PM for `.time`; the month, day and year for `.date`; the month and
    /// year for `.yearAndMonth`; the hours and minutes for `.countDownTimer`. Neighbouring rows step the wheel's
    /// unit (a day, an hour, ``minuteInterval`` minutes, a month, a year) in the picker's calendar; they are written
    /// as ``displayedTexts`` are (``formattingLocale``, ``formattingTimeZone``).
    package func wheelColumns(rowsAround: Int) -> [WheelColumn] {
        let around = max(0, min(rowsAround, 10))
        var calendar = self.calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = formattingTimeZone
        let formatter = DateFormatter()
        formatter.locale = formattingLocale
        formatter.calendar = calendar
        formatter.timeZone = formattingTimeZone
        // Templates the locale orders and words ("EEEMMMd", "MMMM"); the hour and minute wheels' bare numbers are
        // fixed formats, as a localized "h" would bring its AM/PM along.
        func text(_ date: Date, _ template: String) -> String {
            if ["h", "HH", "mm"].contains(template) {
                formatter.dateFormat = template
            } else {
                formatter.setLocalizedDateFormatFromTemplate(template)
            }
            return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
        }
        func column(_ template: String, _ component: Calendar.Component, step: Int) -> WheelColumn {
            WheelColumn(rows: (-around...around).map { offset in
                calendar.date(byAdding: component, value: offset * step, to: date).map { text($0, template) }
            })
        }
        let twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: formattingLocale) ?? "").contains("a")
        let hour = column(twelveHour ? "h" : "HH", .hour, step: 1)
        let minute = column("mm", .minute, step: minuteInterval)
        var meridiem: WheelColumn {
            // Two rows: AM above PM, the selected one in the middle.
            let isPM = calendar.component(.hour, from: date) >= 12
            let am: String = formatter.amSymbol, pm: String = formatter.pmSymbol
            return WheelColumn(rows: (-around...around).map { offset in
                switch (isPM, offset) {
                case (false, 0), (true, -1): am
                case (true, 0), (false, 1): pm
                default: nil
                }
            })
        }
        switch datePickerMode {
        case .dateAndTime:
            return [column("EEEMMMd", .day, step: 1), hour, minute] + (twelveHour ? [meridiem] : [])
        case .time:
            return [hour, minute] + (twelveHour ? [meridiem] : [])
        case .date:
            return [column("MMMM", .month, step: 1), column("d", .day, step: 1), column("y", .year, step: 1)]
        case .yearAndMonth:
            return [column("MMMM", .month, step: 1), column("y", .year, step: 1)]
        case .countDownTimer:
            let minutes = Int(countDownDuration / 60)
            let hours = minutes / 60, rest = minutes % 60
            let hourRows: [String?] = (-around...around).map { offset in
                let value = hours + offset
                return (0...23).contains(value) ? "\(value) \(value == 1 ? "hour" : "hours")" : nil
            }
            let minuteRows: [String?] = (-around...around).map { offset in
                let value = rest + offset * minuteInterval
                return (0..<60).contains(value) ? "\(value) min" : nil
            }
            return [WheelColumn(rows: hourRows), WheelColumn(rows: minuteRows)]
        }
    }
}
