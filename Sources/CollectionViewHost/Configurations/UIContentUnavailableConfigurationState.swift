/// The state a content-unavailable configuration is updated for (UIKit's `UIContentUnavailableConfigurationState`,
/// iOS 17): the traits of the view it is shown in, the search text of a search that found nothing, and any custom
/// states the app adds under its own keys.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the environment.
    public var traitCollection: UITraitCollection
    /// The text of the search the view reports on, if any (a `search()` configuration names it).
    public var searchText: String?
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state for `traitCollection`, with no search text.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state value, nil when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
