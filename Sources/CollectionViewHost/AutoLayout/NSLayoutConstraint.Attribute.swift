extension NSLayoutConstraint {
    /// The part of a view's or layout guide's layout a constraint relates (UIKit's `NSLayoutConstraint.Attribute`,
    /// with UIKit's raw values).
    public enum Attribute: Int, Hashable, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
        case leading = 5
        /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The centre along the x-axis.
        case centerX = 9
        /// The centre along the y-axis.
        case centerY = 10
        /// The baseline of the last line of text (the bottom for views without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom for views without text).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin = 13
        /// The right edge inset by the right layout margin.
        case rightMargin = 14
        /// The top edge inset by the top layout margin.
        case topMargin = 15
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin = 16
        /// The leading edge inset by the leading layout margin.
        case leadingMargin = 17
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin = 18
        /// The centre between the left and right margins.
        case centerXWithinMargins = 19
        /// The centre between the top and bottom margins.
        case centerYWithinMargins = 20
        /// No attribute: the second item of a constraint that sets a constant width or height.
        case notAnAttribute = 0

        /// UIKit's name of the attribute in constraint descriptions (`leading`, `centerY`, `width`…).
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// The axis the attribute lies on: x-axis positions, y-axis positions, or a size.
        enum Family: Hashable, Sendable {
            case horizontalPosition, verticalPosition, width, height, none
        }

        var family: Family {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins: .horizontalPosition
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                 .centerYWithinMargins: .verticalPosition
            case .width: .width
            case .height: .height
            case .notAnAttribute: .none
            }
        }

        /// Whether the attribute is a location (an edge, a centre or a baseline, with or without margins), which
        /// UIKit requires to be related to another location.
        var isLocation: Bool {
            family == .horizontalPosition || family == .verticalPosition
        }

        /// Whether the attribute follows the layout direction (leading, trailing and their margins).
        var isDirectional: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }

        /// Whether the attribute is a fixed side (left, right and their margins).
        var isAbsoluteHorizontalEdge: Bool {
            self == .left || self == .right || self == .leftMargin || self == .rightMargin
        }
    }

    /// How a constraint's first attribute relates to its second (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Hashable, Sendable {
        /// The first attribute is at most the second.
        case lessThanOrEqual = -1
        /// The first attribute equals the second.
        case equal = 0
        /// The first attribute is at least the second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`, as UIKit writes it in descriptions.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
