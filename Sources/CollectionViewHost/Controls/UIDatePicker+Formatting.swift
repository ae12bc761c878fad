import CollectionGeometry

extension UIDatePicker {
    /// The locale pictures and sizes write dates in: ``locale``, else US English, so that what is drawn does not
    /// depend on the machine (beyond UIKit, which uses the device's).
    package var formattingLocale: Locale { locale ?? Locale(identifier: "en_US") }
    /// The time zone pictures and sizes write dates in: ``timeZone``, else GMT, for the same reason.
    package var formattingTimeZone: TimeZone { timeZone ?? TimeZone(identifier: "GMT") ?? TimeZone(secondsFromGMT: 0)! }

    /// The texts a compact picker shows, in order (beyond UIKit): the date ("Nov 29, 2026" in US English,
    /// the locale's medium date) for `.date` and `.dateAndTime`, the time ("10:41 AM", the locale's short
    /// time) for `.time` and `.dateAndTime`, the month and year for `.yearAndMonth`, the duration ("1 hour 30 min")
    /// for `.countDownTimer`. Written with ``formattingLocale``, ``formattingTimeZone`` and ``calendar``; the
    /// narrow no-break space newer locale data puts before "AM" is written as a space.
    package var displayedTexts: [String] {
        func format(_ template: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = formattingLocale
            var calendar = self.calendar ?? Calendar(identifier: .gregorian)
            calendar.timeZone = formattingTimeZone
            formatter.calendar = calendar
            formatter.timeZone = formattingTimeZone
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
        }
        switch datePickerMode {
        case .date: return [format("yMMMd")]
        case .time: return [format("jmm")]
        case .dateAndTime: return [format("yMMMd"), format("jmm")]
        case .yearAndMonth: return [format("yMMMM")]
        case .countDownTimer:
            let minutes = Int(countDownDuration / 60)
            let hours = minutes / 60
            return ["\(hours) \(hours == 1 ? "hour" : "hours") \(minutes % 60) min"]
        }
    }

    /// Where a compact picker's capsules go in `bounds` (beyond UIKit): one per text of ``displayedTexts``, each
    /// the text's width in 17-pt type plus ``capsulePadding`` at each side, ``compactHeight`` tall (or the
    /// bounds' height when smaller) and centred vertically, ``capsuleSpacing`` apart, the row against the
    /// trailing edge (chosen from the look of iOS 17).
    package func compactCapsuleRects(in bounds: CGRect) -> [CGRect] {
        let font = UIFont.systemFont(ofSize: UIFont.labelFontSize)
        let widths = displayedTexts.map { text in
            ceilToPixel(TextMeasuringRegistry.global.measure(text, font: font, constrainedToWidth: 0, numberOfLines: 1,
                                                             lineBreakMode: .byClipping).size.width) + 2 * Self.capsulePadding
        }
        let total = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.capsuleSpacing
        let height = bounds.height > 0 && bounds.height.isFinite ? min(Self.compactHeight, bounds.height) : Self.compactHeight
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = bounds.width.isFinite ? bounds.width : 0
        var x = rightToLeft ? bounds.minX : bounds.minX + max(0, width - total)
        let y = bounds.minY + ((bounds.height.isFinite ? bounds.height : 0) - height) / 2
        var rects: [CGRect] = []
        for capsuleWidth in rightToLeft ? widths.reversed() : widths {
            rects.append(CGRect(x: x, y: y, width: capsuleWidth, height: height))
            x += capsuleWidth + Self.capsuleSpacing
        }
        return rightToLeft ? rects.reversed() : rects
    }
}
