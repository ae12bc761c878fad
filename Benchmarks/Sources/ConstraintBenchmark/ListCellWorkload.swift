import ConstraintSolver

// The typical list cell: the Auto Layout system of a UIKit list cell with an image, a title, a subtitle and a
// disclosure indicator, 390 points wide, its height fitted. Scripts/kiwi_compare.py builds the same
// constraints in the same order with kiwisolver: change one here, change it there.

/// The four variables of a view's frame.
struct FrameVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ system: inout ConstraintSystem, _ name: String) {
        left = system.makeVariable(named: "\(name).left")
        top = system.makeVariable(named: "\(name).top")
        width = system.makeVariable(named: "\(name).width")
        height = system.makeVariable(named: "\(name).height")
    }

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
    var centerY: LinearExpression { top + 0.5 * height }
    var all: [Variable] { [left, top, width, height] }
}

/// The cell's views, in the order their variables are made.
struct ListCellVariables {
    static let viewNames = ["cell", "content", "margins", "image", "primary", "secondary", "accessory"]

    let cell, content, margins, image, primary, secondary, accessory: FrameVariables

    init(_ system: inout ConstraintSystem) {
        cell = FrameVariables(&system, "cell")
        content = FrameVariables(&system, "content")
        margins = FrameVariables(&system, "margins")
        image = FrameVariables(&system, "image")
        primary = FrameVariables(&system, "primary")
        secondary = FrameVariables(&system, "secondary")
        accessory = FrameVariables(&system, "accessory")
    }

    var all: [Variable] { [cell, content, margins, image, primary, secondary, accessory].flatMap(\.all) }
}

/// Auto Layout priorities as strengths: required 1000, compression resistance 750 (strong), hugging 250 (weak),
/// and the fitting-size priority 50, weaker than hugging.
enum Priority {
    static let compression = Strength.strong
    static let hugging = Strength.weak
    static let fitting = Strength(weight: 0.2)
}

/// The intrinsic content sizes (points): a 17-pt title on one line (or two, 41 pt, in the re-solve), a 15-pt
/// subtitle too long for its column (compressed to it: its compression resistance gives way to the required
/// trailing limit), a 24 × 24 symbol image.
enum ListCellContent {
    static let primaryWidth = 118.0
    static let primaryHeight = 20.5
    static let primaryTwoLineHeight = 41.0
    static let secondaryWidth = 320.0
    static let secondaryHeight = 18.0
    static let imageSize = 24.0
}

/// The cell's constraints, in the order they are added. The indices of the title's height pair (compression,
/// hugging) are `primaryHeightCompression` and `primaryHeightHugging`.
func listCellConstraints(_ v: ListCellVariables, primaryHeight: any LinearExpressionConvertible = ListCellContent.primaryHeight)
    -> [LinearConstraint] {
    let (cell, content, margins, image) = (v.cell, v.content, v.margins, v.image)
    let (primary, secondary, accessory) = (v.primary, v.secondary, v.accessory)
    let c = ListCellContent.self
    return [
        // The cell: at the origin, 390 wide; its height fitted (pulled to 0 at the fitting priority).
        LinearConstraint(cell.left, .equal, 0),
        LinearConstraint(cell.top, .equal, 0),
        LinearConstraint(cell.width, .equal, 390),
        LinearConstraint(cell.height, .equal, 0, strength: Priority.fitting),
        LinearConstraint(cell.height, .greaterThanOrEqual, 0),
        // The content view fills the cell.
        LinearConstraint(content.left, .equal, cell.left),
        LinearConstraint(content.top, .equal, cell.top),
        LinearConstraint(content.width, .equal, cell.width),
        LinearConstraint(content.height, .equal, cell.height),
        // The layout margins guide: the content view inset by 16 leading and trailing, 11 top and bottom.
        LinearConstraint(margins.left, .equal, content.left + 16),
        LinearConstraint(margins.top, .equal, content.top + 11),
        LinearConstraint(margins.right, .equal, content.right - 16),
        LinearConstraint(margins.bottom, .equal, content.bottom - 11),
        // The image: at the leading margin, centred vertically, inside the margins; 24 × 24 intrinsic size whose
        // compression resistance is required (a list content view reserves its image's size), hugging weak.
        LinearConstraint(image.left, .equal, margins.left),
        LinearConstraint(image.centerY, .equal, margins.centerY),
        LinearConstraint(image.top, .greaterThanOrEqual, margins.top),
        LinearConstraint(image.bottom, .lessThanOrEqual, margins.bottom),
        LinearConstraint(image.width, .greaterThanOrEqual, c.imageSize),
        LinearConstraint(image.width, .lessThanOrEqual, c.imageSize, strength: Priority.hugging),
        LinearConstraint(image.height, .greaterThanOrEqual, c.imageSize),
        LinearConstraint(image.height, .lessThanOrEqual, c.imageSize, strength: Priority.hugging),
        // The title: 16 after the image, below the top margin, 8 before the accessory; intrinsic size.
        LinearConstraint(primary.left, .equal, image.right + 16),
        LinearConstraint(primary.top, .greaterThanOrEqual, margins.top),
        LinearConstraint(primary.right, .lessThanOrEqual, accessory.left - 8),
        LinearConstraint(primary.width, .greaterThanOrEqual, c.primaryWidth, strength: Priority.compression),
        LinearConstraint(primary.width, .lessThanOrEqual, c.primaryWidth, strength: Priority.hugging),
        LinearConstraint(primary.height, .greaterThanOrEqual, primaryHeight, strength: Priority.compression),
        LinearConstraint(primary.height, .lessThanOrEqual, primaryHeight, strength: Priority.hugging),
        LinearConstraint(primary.width, .greaterThanOrEqual, 0),
        LinearConstraint(primary.height, .greaterThanOrEqual, 0),
        // The subtitle: aligned with the title, 3 below it, above the bottom margin, 8 before the accessory.
        LinearConstraint(secondary.left, .equal, primary.left),
        LinearConstraint(secondary.top, .equal, primary.bottom + 3),
        LinearConstraint(secondary.bottom, .lessThanOrEqual, margins.bottom),
        LinearConstraint(secondary.right, .lessThanOrEqual, accessory.left - 8),
        LinearConstraint(secondary.width, .greaterThanOrEqual, c.secondaryWidth, strength: Priority.compression),
        LinearConstraint(secondary.width, .lessThanOrEqual, c.secondaryWidth, strength: Priority.hugging),
        LinearConstraint(secondary.height, .greaterThanOrEqual, c.secondaryHeight, strength: Priority.compression),
        LinearConstraint(secondary.height, .lessThanOrEqual, c.secondaryHeight, strength: Priority.hugging),
        LinearConstraint(secondary.width, .greaterThanOrEqual, 0),
        LinearConstraint(secondary.height, .greaterThanOrEqual, 0),
        // The text column is centred vertically in the margins.
        LinearConstraint(0.5 * (primary.top + secondary.bottom), .equal, margins.centerY),
        // The disclosure indicator: 12 × 20 at the trailing margin, centred vertically, inside the margins.
        LinearConstraint(accessory.width, .equal, 12),
        LinearConstraint(accessory.height, .equal, 20),
        LinearConstraint(accessory.right, .equal, margins.right),
        LinearConstraint(accessory.centerY, .equal, margins.centerY),
        LinearConstraint(accessory.top, .greaterThanOrEqual, margins.top),
        LinearConstraint(accessory.bottom, .lessThanOrEqual, margins.bottom),
    ]
}

/// The positions of the title's height pair in ``listCellConstraints(_:primaryHeight:)``.
let primaryHeightCompression = 26
let primaryHeightHugging = 27

/// Builds the cell's system from empty: its variables, then its constraints in order.
func makeListCell() throws(ConstraintSystemError) -> (ConstraintSystem, ListCellVariables, [ConstraintID]) {
    var system = ConstraintSystem()
    let variables = ListCellVariables(&system)
    var ids: [ConstraintID] = []
    ids.reserveCapacity(48)
    for constraint in listCellConstraints(variables) { ids.append(try system.add(constraint)) }
    return (system, variables, ids)
}

/// The cell with the title's intrinsic height as a variable, `primary.intrinsicHeight`, made an edit variable
/// at strong strength: the intrinsic height changes through `suggestValue` (the way Kiwi changes a constant).
func makeListCellWithHeightEdit() throws(ConstraintSystemError) -> (ConstraintSystem, ListCellVariables, Variable) {
    var system = ConstraintSystem()
    let variables = ListCellVariables(&system)
    let intrinsicHeight = system.makeVariable(named: "primary.intrinsicHeight")
    for constraint in listCellConstraints(variables, primaryHeight: intrinsicHeight) { try system.add(constraint) }
    try system.addEditVariable(intrinsicHeight, strength: .strong)
    try system.suggestValue(ListCellContent.primaryHeight, for: intrinsicHeight)
    return (system, variables, intrinsicHeight)
}
