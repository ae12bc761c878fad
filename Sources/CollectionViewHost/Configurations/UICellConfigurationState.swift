/// How a cell takes part in a drag (UIKit's `UICellConfigurationDragState`).
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    /// Not dragged.
    case none = 0
    /// Being lifted to start a drag.
    case lifting = 1
    /// Being dragged.
    case dragging = 2
}

/// How a cell takes part in a drop (UIKit's `UICellConfigurationDropState`).
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    /// No drop in progress.
    case none = 0
    /// A drop is in progress elsewhere.
    case notTargeted = 1
    /// The cell is the drop's target.
    case targeted = 2
}

/// The state of a cell for configurations (UIKit's `UICellConfigurationState`): the view states plus
/// editing, outline expansion, swiping, reordering and drag and drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the cell's environment.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState: UICellConfigurationDragState = .none
    /// The cell's part in a drop.
    public var cellDropState: UICellConfigurationDropState = .none
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
