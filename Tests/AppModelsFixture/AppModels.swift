// An app's own model module, as an app that swaps `import UIKit` for `import OpenCompositionalLayout` might
// have one: its types share names with the layout core's (`SectionSpec`, `ItemSpec`, `GroupSpec`,
// `LayoutInput`, `LayoutResult`, `LayoutElement`, `ScrollAxis`) and a `Kind` of its own. Not a product.

/// A screen section as the app's server describes it.
public struct SectionSpec: Hashable, Sendable {
    /// The section's title.
    public var title: String
    /// The items' identifiers.
    public var itemIDs: [Int]
    /// Creates a section.
    public init(title: String, itemIDs: [Int]) {
        self.title = title
        self.itemIDs = itemIDs
    }
}

/// One of the app's item descriptions.
public struct ItemSpec: Hashable, Sendable {
    /// The item's identifier.
    public var id: Int
    /// Creates an item description.
    public init(id: Int) { self.id = id }
}

/// The app's own grouping of items.
public struct GroupSpec: Hashable, Sendable {
    /// How many items a row holds.
    public var columns: Int
    /// Creates a grouping.
    public init(columns: Int) { self.columns = columns }
}

/// What the app's form asks for.
public struct LayoutInput: Hashable, Sendable {
    /// The text typed.
    public var text: String
    /// Creates an input.
    public init(text: String) { self.text = text }
}

/// The app's result of a layout choice.
public enum LayoutResult: Hashable, Sendable {
    /// Laid out as a grid of this many columns.
    case grid(columns: Int)
    /// Laid out as a list.
    case list
}

/// A page element of the app's own.
public struct LayoutElement: Hashable, Sendable {
    /// Its name.
    public var name: String
    /// Creates an element.
    public init(name: String) { self.name = name }
}

/// The app's axis choice.
public enum ScrollAxis: String, Hashable, Sendable {
    /// Up and down.
    case upDown
    /// Side to side.
    case sideways
}

/// The kind of content a section shows.
public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Photos.
    case photos
    /// Articles.
    case articles
}
