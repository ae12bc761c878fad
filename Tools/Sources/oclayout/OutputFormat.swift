import ArgumentParser

/// What `oclayout demo` writes.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// One SVG per picture.
    case svg
    /// The `index.html` gallery.
    case html
    /// One frame table per picture.
    case text
    /// All of the above.
    case all

    var writesSVG: Bool { self == .svg || self == .all }
    var writesHTML: Bool { self == .html || self == .all }
    var writesText: Bool { self == .text || self == .all }
}
