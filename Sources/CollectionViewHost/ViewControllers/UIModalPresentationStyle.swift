/// How a presented view controller is shown (UIKit's `UIModalPresentationStyle`), with UIKit's raw values.
///
/// Headless, the style decides the presented view's frame and whether the presenting view controller
/// disappears: ``fullScreen`` and ``currentContext`` cover the window and the presenter gets
/// `viewWillDisappear(_:)`/`viewDidDisappear(_:)` (its view leaves the window until the dismissal);
/// ``overFullScreen`` and ``overCurrentContext`` cover the window and leave the presenter on screen; the
/// sheets (``pageSheet``, ``formSheet``, ``automatic``, ``popover``) leave the presenter on screen, as on
/// iOS 13 and later; ``popover`` is placed next to its source in a regular width. ``custom`` is shown as
/// ``overFullScreen`` (there are no custom presentation controllers).
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    /// The system's choice: a page sheet.
    case automatic = -2
    /// No adaptation (a value for adaptive presentation delegates; presenting with it shows a page sheet).
    case none = -1
    /// Covers the screen; the presenter's view is removed.
    case fullScreen = 0
    /// A sheet: on a compact-width screen it covers the screen below the status bar, on a regular-width one
    /// it is a centred card.
    case pageSheet = 1
    /// A centred sheet on a regular-width screen; a page sheet on a compact-width one.
    case formSheet = 2
    /// Covers the presenting context (the window, headless); the presenter's view is removed.
    case currentContext = 3
    /// A custom presentation (shown as ``overFullScreen`` headless).
    case custom = 4
    /// Covers the screen; the presenter stays.
    case overFullScreen = 5
    /// Covers the presenting context (the window, headless); the presenter stays.
    case overCurrentContext = 6
    /// A popover next to its source on a regular-width screen; a sheet on a compact-width one (see
    /// ``UIPopoverPresentationController``).
    case popover = 7
    /// Blurs the content below (tvOS; shown as ``overFullScreen`` headless).
    case blurOverFullScreen = 8
}
