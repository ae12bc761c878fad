/// How many item places one repetition of a group lays out — a group's `count` copies its subitem, so nested
/// counts multiply (`count` 1,000 inside `count` 1,000 is a million places, laid out even for a few items).
/// Rendering refuses groups past a limit before any layout work, naming the group.
package enum GroupExpansion {
    /// The problem at the first group (in document order) that expands past `limit` places while every group
    /// inside it stays within it, or nil when every group is within the limit.
    ///
    /// - Parameter prefix: the pointer of the layout in its document (`/layout` in a preview, else empty).
    /// - Complexity: O(n) in the number of groups and items.
    package static func problem(in document: LayoutDocument, prefix: String, limit: Int) -> LayoutDocument.Problem? {
        for (index, section) in document.sections.enumerated() {
            if let problem = problem(in: section, at: "\(prefix)/sections/\(index)", limit: limit) { return problem }
        }
        return nil
    }

    private static func problem(in section: LayoutDocument.Section, at pointer: String, limit: Int) -> LayoutDocument.Problem? {
        switch section {
        case .compositional(let compositional):
            return check(compositional.group, at: pointer + "/group", limit: limit).problem
        case .list, .waterfall, .flow:
            return nil
        case .variants(let variants):
            for (index, variant) in variants.enumerated() {
                if let problem = problem(in: variant.section, at: "\(pointer)/variants/\(index)/section", limit: limit) {
                    return problem
                }
            }
            return nil
        }
    }

    /// The places one repetition of `group` lays out (saturating at `limit + 1`), and the first problem inside.
    private static func check(_ group: LayoutDocument.Group, at pointer: String,
                              limit: Int) -> (places: Int, problem: LayoutDocument.Problem?) {
        if group.kind == .custom { return (max(1, min(group.frames.count, limit + 1)), nil) }
        var places = 0
        for (index, subitem) in group.subitems.enumerated() {
            switch subitem {
            case .item:
                places += 1
            case .group(let inner):
                let result = check(inner, at: "\(pointer)/subitems/\(index)", limit: limit)
                if result.problem != nil { return result }
                places += result.places
            }
            places = min(places, limit + 1)
        }
        if let count = group.count {
            // Saturates at limit + 1 rather than overflowing.
            let (product, overflow) = places.multipliedReportingOverflow(by: count)
            places = overflow ? limit + 1 : min(product, limit + 1)
        }
        guard places > limit else { return (places, nil) }
        let place = group.count == nil ? pointer : pointer + "/count"
        return (places, LayoutDocument.Problem(
            severity: .error, pointer: place,
            message: "one group lays out more than \(limit) item places (its count times its subitems' places); "
                + "the limit is \(limit)"))
    }
}
