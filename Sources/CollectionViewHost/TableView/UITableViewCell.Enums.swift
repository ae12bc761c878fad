extension UITableViewCell {
    /// The built-in layouts of a cell's legacy labels (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Hashable, Sendable {
        /// A text label, with an optional image on the leading side.
        case `default` = 0
        /// A text label and, trailing-aligned on the same line, a detail label (Settings' style).
        case value1 = 1
        /// A detail-coloured, trailing-aligned label beside a left-aligned detail label (Contacts' style).
        case value2 = 2
        /// A text label above a smaller detail label.
        case subtitle = 3
    }

    /// How a selected cell looks (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Hashable, Sendable {
        /// No selection look.
        case none = 0
        /// Blue (drawn as the default grey since iOS 7).
        case blue = 1
        /// Grey.
        case gray = 2
        /// The default look.
        case `default` = 3
    }

    /// The standard accessory shown at a cell's trailing edge (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Hashable, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// The editing control shown in a cell while the table edits (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Hashable, Sendable {
        /// No control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }

    /// How the table draws the lines between rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No separators.
        case none = 0
        /// A single line.
        case singleLine = 1
        /// An etched line (drawn as a single line).
        case singleLineEtched = 2
    }

    /// How a focused cell looks (UIKit's `UITableViewCell.FocusStyle`).
    public enum FocusStyle: Int, Hashable, Sendable {
        /// The default look.
        case `default` = 0
        /// The app's own look.
        case custom = 1
    }
}
