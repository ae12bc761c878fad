import CollectionGeometry

// Concrete fast paths. The diff is `@inlinable`, so a caller that knows its identifier types gets code
// specialised for them. A caller that is itself generic — above all the generic diffable data source, whose
// `apply` runs in its own module for whatever identifier types the app uses — would run the item phases
// through witness tables, measured 1.6–2.4× slower (Benchmarks/DiffBenchmark, "unspecialised generic caller").
// So the item phases dispatch on the item type: `Int`, `String` and `UUID` identifiers — the types Apple
// recommends and apps mostly use — go to copies of the item phases compiled for exactly that type. The
// section phases stay generic: they cost O(number of sections).

extension ItemDiff {
    /// Runs phases 2–6 for these item arrays, through a pre-specialised copy when the item type is `Int`,
    /// `String` or `UUID`.
    @inlinable
    static func changes(
        oldItems: [[ItemIdentifier]], newItems: [[ItemIdentifier]], sections: SectionMatching,
        reloadedItems: Set<ItemIdentifier>, reconfiguredItems: Set<ItemIdentifier>
    ) -> ItemChanges {
        // The casts are identities: each branch runs only when `ItemIdentifier` is that very type.
        if ItemIdentifier.self == Int.self {
            return SpecializedItemDiff.changes(
                oldItems: unsafeBitCast(oldItems, to: [[Int]].self), newItems: unsafeBitCast(newItems, to: [[Int]].self),
                sections: sections, reloadedItems: unsafeBitCast(reloadedItems, to: Set<Int>.self),
                reconfiguredItems: unsafeBitCast(reconfiguredItems, to: Set<Int>.self))
        }
        if ItemIdentifier.self == String.self {
            return SpecializedItemDiff.changes(
                oldItems: unsafeBitCast(oldItems, to: [[String]].self),
                newItems: unsafeBitCast(newItems, to: [[String]].self),
                sections: sections, reloadedItems: unsafeBitCast(reloadedItems, to: Set<String>.self),
                reconfiguredItems: unsafeBitCast(reconfiguredItems, to: Set<String>.self))
        }
        if ItemIdentifier.self == UUID.self {
            return SpecializedItemDiff.changes(
                oldItems: unsafeBitCast(oldItems, to: [[UUID]].self), newItems: unsafeBitCast(newItems, to: [[UUID]].self),
                sections: sections, reloadedItems: unsafeBitCast(reloadedItems, to: Set<UUID>.self),
                reconfiguredItems: unsafeBitCast(reconfiguredItems, to: Set<UUID>.self))
        }
        var diff = ItemDiff(oldItems: oldItems, newItems: newItems, sections: sections)
        return diff.run(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
    }
}

extension ItemDiff {
    /// Per new section: whether it survives with a different item array (phase 1's `==` checks), through a
    /// pre-specialised copy for `Int`, `String` and `UUID` items.
    @inlinable
    static func changedSections(oldItems: [[ItemIdentifier]], newItems: [[ItemIdentifier]], newToOld: [Int]) -> [Bool] {
        if ItemIdentifier.self == Int.self {
            return SpecializedItemDiff.changedSections(
                oldItems: unsafeBitCast(oldItems, to: [[Int]].self), newItems: unsafeBitCast(newItems, to: [[Int]].self),
                newToOld: newToOld)
        }
        if ItemIdentifier.self == String.self {
            return SpecializedItemDiff.changedSections(
                oldItems: unsafeBitCast(oldItems, to: [[String]].self),
                newItems: unsafeBitCast(newItems, to: [[String]].self), newToOld: newToOld)
        }
        if ItemIdentifier.self == UUID.self {
            return SpecializedItemDiff.changedSections(
                oldItems: unsafeBitCast(oldItems, to: [[UUID]].self), newItems: unsafeBitCast(newItems, to: [[UUID]].self),
                newToOld: newToOld)
        }
        return changedSectionsUnspecialized(oldItems: oldItems, newItems: newItems, newToOld: newToOld)
    }
}

/// The item phases compiled for concrete identifier types (deliberately not `@inlinable`: these bodies are
/// the module's specialised copies).
@usableFromInline
enum SpecializedItemDiff {
    @usableFromInline
    static func changes(oldItems: [[Int]], newItems: [[Int]], sections: SectionMatching,
                        reloadedItems: Set<Int>, reconfiguredItems: Set<Int>) -> ItemChanges {
        var diff = ItemDiff(oldItems: oldItems, newItems: newItems, sections: sections)
        return diff.run(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
    }

    @usableFromInline
    static func changes(oldItems: [[String]], newItems: [[String]], sections: SectionMatching,
                        reloadedItems: Set<String>, reconfiguredItems: Set<String>) -> ItemChanges {
        var diff = ItemDiff(oldItems: oldItems, newItems: newItems, sections: sections)
        return diff.run(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
    }

    @usableFromInline
    static func changes(oldItems: [[UUID]], newItems: [[UUID]], sections: SectionMatching,
                        reloadedItems: Set<UUID>, reconfiguredItems: Set<UUID>) -> ItemChanges {
        var diff = ItemDiff(oldItems: oldItems, newItems: newItems, sections: sections)
        return diff.run(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
    }

    @usableFromInline
    static func changedSections(oldItems: [[Int]], newItems: [[Int]], newToOld: [Int]) -> [Bool] {
        ItemDiff.changedSectionsUnspecialized(oldItems: oldItems, newItems: newItems, newToOld: newToOld)
    }

    @usableFromInline
    static func changedSections(oldItems: [[String]], newItems: [[String]], newToOld: [Int]) -> [Bool] {
        ItemDiff.changedSectionsUnspecialized(oldItems: oldItems, newItems: newItems, newToOld: newToOld)
    }

    @usableFromInline
    static func changedSections(oldItems: [[UUID]], newItems: [[UUID]], newToOld: [Int]) -> [Bool] {
        ItemDiff.changedSectionsUnspecialized(oldItems: oldItems, newItems: newItems, newToOld: newToOld)
    }
}
