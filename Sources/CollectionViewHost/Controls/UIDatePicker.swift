import CollectionGeometry

/// A control that picks a date, a time or a duration (UIKit's `UIDatePicker`), headless: its value, mode,
/// style, limits and calendar, and its natural size. Dates are computed with Foundation's `Calendar`.
///
/// Setting ``date`` (or ``setDate(_:animated:)``) keeps it inside ``minimumDate`` … ``maximumDate`` and sends no
/// action, as in UIKit. ``simulatePick(_:)`` (beyond UIKit) picks a date as the wheels or the calendar do: inside
/// the limits, on a minute of ``minuteInterval`` when the picker shows times, and sends `.valueChanged` and
/// `.primaryActionTriggered` when the value changes.
///
/// Sizes (chosen from the look of iOS 17, which Apple does not publish): the compact style is a row of grey
/// capsules ``compactHeight`` tall, each its formatted text in 17-pt type plus 12 points at each side, 6 points
/// apart; the wheels are 320 × 216 points; the inline style is 320 points wide and 330 tall for a calendar (380
/// with a time row), 52 tall for a time alone.
@MainActor
open class UIDatePicker: UIControl {
    /// The height of a compact picker's capsules: 34 points (chosen).
    public static let compactHeight: CGFloat = 34
    /// The padding at each side of a capsule's text and the gap between capsules: 12 and 6 points (chosen).
    package static let capsulePadding: CGFloat = 12, capsuleSpacing: CGFloat = 6
    /// The size of the wheels: 320 × 216 points (chosen; UIKit's picker views have been 216 points tall since iOS 7).
    public static let wheelsSize = CGSize(width: 320, height: 216)

    private var storedDate: Date
    /// The date shown (default: the moment the picker was made, as in UIKit). Setting it keeps it inside the
    /// limits and sends no action.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue) }
    }
    /// What the picker picks (default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The style the app asks for (default `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The style shown: the preferred one, `.automatic` resolved to `.compact` (`.wheels` for a count-down timer
    /// or a year-and-month picker, the only style those have).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The earliest date that may be picked (nil: no limit). Setting it moves ``date`` inside the limits.
    open var minimumDate: Date? {
        didSet { storedDate = clamped(storedDate) }
    }
    /// The latest date that may be picked (nil: no limit). Setting it moves ``date`` inside the limits.
    open var maximumDate: Date? {
        didSet { storedDate = clamped(storedDate) }
    }
    private var storedMinuteInterval = 1
    /// The step of the minutes wheel (default 1). It must divide 60 evenly and lie in 1…30; another value sets 1,
    /// as UIKit uses the default then.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }
    /// Whether a picked time is rounded to ``minuteInterval`` (default `true`).
    open var roundsToMinuteInterval = true
    /// The locale the dates are written in (nil: the current one).
    open var locale: Locale? {
        didSet { invalidateIntrinsicContentSize() }
    }
    private var storedCalendar: Calendar?
    /// The calendar the picker counts in (default: the current one; setting nil restores it).
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set { storedCalendar = newValue; invalidateIntrinsicContentSize() }
    }
    /// The time zone the dates are shown in (nil: the system's).
    open var timeZone: TimeZone? {
        didSet { invalidateIntrinsicContentSize() }
    }
    private var storedCountDownDuration: TimeInterval = 0
    /// The duration of a count-down timer in seconds (default 0), between 0 and 23 h 59 min (86 399 s, UIKit's
    /// largest), on whole minutes of ``minuteInterval`` (rounded down). Not a number counts as 0.
    open var countDownDuration: TimeInterval {
        get { storedCountDownDuration }
        set { storedCountDownDuration = Self.cleanDuration(newValue, interval: storedMinuteInterval) }
    }

    /// A date picker of `frame`, showing now.
    public override init(frame: CGRect) {
        storedDate = Date()
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``date``; headless there is no animation. Sends no action, as in UIKit.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The natural size for the style and mode (see the type's sizes).
    open override var intrinsicContentSize: CGSize { naturalSize }

    /// The natural size, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize }

    /// The natural size for the style shown.
    private var naturalSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: return Self.wheelsSize
        case .inline:
            switch datePickerMode {
            case .time: return CGSize(width: 320, height: 52)
            case .dateAndTime: return CGSize(width: 320, height: 380)
            default: return CGSize(width: 320, height: 330)
            }
        case .compact:
            let rects = compactCapsuleRects(in: CGRect(x: 0, y: 0, width: 0, height: Self.compactHeight))
            let width = rects.reduce(0) { $0 + $1.width } + CGFloat(max(0, rects.count - 1)) * Self.capsuleSpacing
            return CGSize(width: width, height: Self.compactHeight)
        }
    }

    // MARK: - Simulated picking (beyond UIKit)

    /// Picks `date` as a person does with the wheels or the calendar: kept inside the limits, rounded to the
    /// nearest minute of ``minuteInterval`` when the picker shows times (and ``roundsToMinuteInterval`` is on),
    /// then, when the date changed, `.valueChanged` and `.primaryActionTriggered` are sent. Nothing happens when
    /// the picker is disabled or hidden. Beyond UIKit.
    public func simulatePick(_ date: Date) {
        guard isEnabled, !isHidden else { return }
        var picked = date
        if datePickerMode != .date, datePickerMode != .yearAndMonth, roundsToMinuteInterval, storedMinuteInterval > 1 {
            picked = rounded(picked)
        }
        picked = clamped(picked)
        guard picked != storedDate else { return }
        storedDate = picked
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// Picks a count-down duration as the timer's wheels do (cleaned as ``countDownDuration`` is), then, when it
    /// changed, sends `.valueChanged` and `.primaryActionTriggered`. Beyond UIKit.
    public func simulatePick(countDownDuration duration: TimeInterval) {
        guard isEnabled, !isHidden else { return }
        let picked = Self.cleanDuration(duration, interval: storedMinuteInterval)
        guard picked != storedCountDownDuration else { return }
        storedCountDownDuration = picked
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: - Arithmetic

    /// `date` moved inside ``minimumDate`` … ``maximumDate`` (a minimum later than the maximum wins, as the
    /// later limit set in UIKit does not reorder them).
    private func clamped(_ date: Date) -> Date {
        var result = date
        if let maximumDate, result > maximumDate { result = maximumDate }
        if let minimumDate, result < minimumDate { result = minimumDate }
        return result
    }

    /// `date` on the nearest minute of ``minuteInterval`` in the picker's calendar and time zone (seconds
    /// dropped; half an interval rounds up).
    private func rounded(_ date: Date) -> Date {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        let minute = calendar.component(.minute, from: date)
        guard let start = calendar.dateInterval(of: .minute, for: date)?.start else { return date }
        let interval = storedMinuteInterval
        let remainder = minute % interval
        let offset = remainder * 2 >= interval ? interval - remainder : -remainder
        return calendar.date(byAdding: .minute, value: offset, to: start) ?? date
    }

    /// `duration` between 0 and 86 399 seconds, rounded down to whole minutes of `interval` (not a number: 0).
    private static func cleanDuration(_ duration: TimeInterval, interval: Int) -> TimeInterval {
        guard !duration.isNaN else { return 0 }
        let step = Double(interval * 60)
        let capped = min(max(0, duration), 86_399)
        return (capped / step).rounded(.down) * step
    }
}
