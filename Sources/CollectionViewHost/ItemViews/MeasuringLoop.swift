/// The self-sizing loop both item views run in a layout pass: realize what is visible, measure the views whose
/// size is estimated, and repeat while the measurements change the layout — with one bound on the rounds and one
/// diagnostic, `selfSizingLoop`, when the bound is reached (UIKit raises "stuck in its update/layout loop"
/// there; here the pass stops with the layout as it is and the view records the diagnostic).
enum MeasuringLoop {
    /// The most measuring rounds one layout pass runs. A round runs again only when a measurement changed the
    /// layout, and each view is measured at most once per pass unless it invalidates itself again, so a pass
    /// ends well before this unless estimates are very far off or a view never settles.
    static let maximumRounds = 16

    /// The most times landing a scroll to an item corrects the offset after the items it brought on screen
    /// measured themselves.
    static let maximumScrollCorrections = 8

    /// Runs `round` — one measurement of what is visible, returning whether it changed the layout — until a
    /// round changes nothing, at most ``maximumRounds`` times. Returns whether the layout settled; false means
    /// the loop gave up and the caller records its `selfSizingLoop` diagnostic with ``stuckMessage(viewName:)``.
    ///
    /// - Complexity: at most ``maximumRounds`` rounds.
    @MainActor
    static func run(_ round: () -> Bool) -> Bool {
        for _ in 0..<maximumRounds {
            if !round() { return true }
        }
        return false
    }

    /// UIKit's message for an item view whose self-sizing keeps invalidating its layout, for `viewName`
    /// (`UICollectionView`, `UITableView`).
    static func stuckMessage(viewName: String) -> String {
        "\(viewName) (<\(viewName)>) is stuck in its update/layout loop. This can happen for many reasons, including "
            + "self-sizing views whose preferred attributes are not returning a consistent size."
    }
}
