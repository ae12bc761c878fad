/// The state of a view for configurations (UIKit's `UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view's environment.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with every flag off for `traitCollection`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state value, nil when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
