import CollectionGeometry

/// What a cell keeps of its content and background configurations: the ones set and the ones shown (updated
/// for the cell's configuration state), and the content view made from the configuration shown; and the update
/// that refreshes them. Shared by the cells that have UIKit's configuration API (`UITableViewCell`,
/// `UITableViewHeaderFooterView`). A reference, so that an update may call back into its cell, which reads and
/// writes it again, without overlapping accesses.
@MainActor
final class CellConfigurationStorage {
    /// The content configuration set by the app.
    var baseContent: (any UIContentConfiguration)?
    /// The content configuration shown: ``baseContent`` updated for the state, when automatic updates are on.
    var appliedContent: (any UIContentConfiguration)?
    /// The background configuration set by the app.
    var baseBackground: UIBackgroundConfiguration?
    /// The background configuration shown.
    var appliedBackground: UIBackgroundConfiguration?
    /// The view made from the content configuration shown, inside the cell's content view.
    var contentView: (any UIView & UIContentView)?
    /// Set while an update runs; a state change during it asks for another round instead of recursing.
    var isUpdating = false
    var needsAnotherUpdate = false

    /// A handler that changes state again (selecting the cell) triggers at most this many rounds in all.
    static let maximumRounds = 4

    /// Shows ``baseContent`` for `state` (updated when `automatic`), in a content view inside `host`: the
    /// existing content view takes a configuration it supports; otherwise a new one replaces it.
    func refreshContent(for state: UICellConfigurationState, automatic: Bool, in host: UIView) {
        let configuration = automatic ? baseContent.map { $0.updated(for: state) } : baseContent
        appliedContent = configuration
        guard let configuration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if let existing = contentView, existing.supports(configuration) {
            existing.configuration = configuration
            return
        }
        contentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = host.bounds
        host.addSubview(view)
        contentView = view
    }

    /// Shows ``baseBackground`` for `state` (updated when `automatic`).
    func refreshBackground(for state: UICellConfigurationState, automatic: Bool) {
        appliedBackground = automatic ? baseBackground?.updated(for: state) : baseBackground
    }

    /// Updates the configurations now: the automatic content and background updates for `state()`, then
    /// `custom` (the cell's `updateConfiguration(using:)` and handler). Called again during an update, it asks
    /// for another round instead of recursing; a custom step that keeps changing state (selecting the cell) runs
    /// at most ``maximumRounds`` rounds in all.
    func update(contentIn host: UIView, automaticContent: Bool, automaticBackground: Bool,
                state: () -> UICellConfigurationState, custom: (UICellConfigurationState) -> Void) {
        if isUpdating {
            needsAnotherUpdate = true
            return
        }
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        repeat {
            needsAnotherUpdate = false
            rounds += 1
            let current = state()
            refreshContent(for: current, automatic: automaticContent, in: host)
            refreshBackground(for: current, automatic: automaticBackground)
            custom(current)
        } while needsAnotherUpdate && rounds < Self.maximumRounds
    }
}
