import Foundation
import OpenCompositionalLayout

/// Tag types: `FreshClass.visit` builds a new one at run time for every number (polymorphic recursion), so each
/// timed run can use cell classes no earlier run used: per-class state (Auto Layout's per-class template, type
/// metadata) is built inside the run, as for the first cells of a class in an app.
enum TagRoot {}
enum TagZero<Inner> {}
enum TagOne<Inner> {}

/// What to do with the cell classes of a fresh tag.
@MainActor
protocol TagVisitor {
    func visit<Tag>(_ tag: Tag.Type) -> Double
}

@MainActor
enum FreshClass {
    /// Calls `visitor` with a tag type distinct for each `number` ≥ 1 (its bits, most significant first).
    static func visit<Visitor: TagVisitor>(_ visitor: Visitor, number: Int) -> Double {
        visit(visitor, bits: max(number, 1), TagRoot.self)
    }

    private static func visit<Visitor: TagVisitor, Tag>(_ visitor: Visitor, bits: Int, _ tag: Tag.Type) -> Double {
        if bits == 1 { return visitor.visit(Tag.self) }
        return bits & 1 == 0 ? visit(visitor, bits: bits >> 1, TagZero<Tag>.self)
                             : visit(visitor, bits: bits >> 1, TagOne<Tag>.self)
    }
}
