import CollectionGeometry

// Concrete fast paths. The diff is `@inlinable`, so a caller that knows its identifier types gets code
// specialised for them. A caller that is itself generic — above all the generic diffable data source, whose
// `apply` runs in its own module for whatever identifier types the app uses — would run the item phases
// through witness tables, measured 1.6–2.4× slower (Benchmarks/DiffBenchmark, "unspecialised generic caller").
// So the item phases dispatch on the item type: `Int`, `String` and `UUID` identifiers — the types Apple
// recommends and apps mostly use — conform to `PrespecializedIdentifier`, whose requirements are compiled in
// this module for exactly that type. The section phases stay generic: they cost O(number of sections).

/// An identifier type whose item diff phases this module compiles for exactly that type.
@usableFromInline
protocol PrespecializedIdentifier: Hashable {
    /// Phases 2–6 for these item arrays.
    static func itemChanges(oldItems: [[Self]], newItems: [[Self]], sections: SectionMatching,
                            reloadedItems: Set<Self>, reconfiguredItems: Set<Self>) -> ItemChanges
    /// Per new section: whether it survives with a different item array (phase 1's `==` checks).
    static func changedSections(oldItems: [[Self]], newItems: [[Self]], newToOld: [Int]) -> [Bool]
}

/// `value` under the name of its own type: the one place a generic value is handed to a concrete fast path.
///
/// - Precondition: `Value` and `Target` are the same type (callers test it first); anything else stops.
@inlinable
func sameTypeCast<Value, Target>(_ value: Value, to target: Target.Type) -> Target {
    precondition(Value.self == Target.self, "sameTypeCast between different types")
    return unsafeBitCast(value, to: Target.self)
}

extension ItemDiff {
    /// Runs phases 2–6 for these item arrays, through a pre-specialised copy when the item type has one.
    @inlinable
    static func changes(
        oldItems: [[ItemIdentifier]], newItems: [[ItemIdentifier]], sections: SectionMatching,
        reloadedItems: Set<ItemIdentifier>, reconfiguredItems: Set<ItemIdentifier>
    ) -> ItemChanges {
        if let special = ItemIdentifier.self as? any PrespecializedIdentifier.Type {
            func run<Special: PrespecializedIdentifier>(_: Special.Type) -> ItemChanges {
                Special.itemChanges(oldItems: sameTypeCast(oldItems, to: [[Special]].self),
                                    newItems: sameTypeCast(newItems, to: [[Special]].self), sections: sections,
                                    reloadedItems: sameTypeCast(reloadedItems, to: Set<Special>.self),
                                    reconfiguredItems: sameTypeCast(reconfiguredItems, to: Set<Special>.self))
            }
            return run(special)
        }
        var diff = ItemDiff(oldItems: oldItems, newItems: newItems, sections: sections)
        return diff.run(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
    }

    /// Per new section: whether it survives with a different item array (phase 1's `==` checks), through a
    /// pre-specialised copy when the item type has one.
    @inlinable
    static func changedSections(oldItems: [[ItemIdentifier]], newItems: [[ItemIdentifier]], newToOld: [Int]) -> [Bool] {
        if let special = ItemIdentifier.self as? any PrespecializedIdentifier.Type {
            func run<Special: PrespecializedIdentifier>(_: Special.Type) -> [Bool] {
                Special.changedSections(oldItems: sameTypeCast(oldItems, to: [[Special]].self),
                                        newItems: sameTypeCast(newItems, to: [[Special]].self), newToOld: newToOld)
            }
            return run(special)
        }
        return changedSectionsUnspecialized(oldItems: oldItems, newItems: newItems, newToOld: newToOld)
    }
}

// The conformances' bodies are deliberately not `@inlinable`: they are this module's specialised copies.
// Each is the generic phase called with a concrete type, so the compiler emits it for that type.

extension Int: PrespecializedIdentifier {
    @usableFromInline
    static func itemChanges(oldItems: [[Int]], newItems: [[Int]], sections: SectionMatching,
                            reloadedItems: Set<Int>, reconfiguredItems: Set<Int>) -> ItemChanges {
        var diff = ItemDiff(oldItems: oldItems, newItems: newItems, sections: sections)
        return diff.run(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
    }

    @usableFromInline
    static func changedSections(oldItems: [[Int]], newItems: [[Int]], newToOld: [Int]) -> [Bool] {
        ItemDiff.changedSectionsUnspecialized(oldItems: oldItems, newItems: newItems, newToOld: newToOld)
    }
}

extension String: PrespecializedIdentifier {
    @usableFromInline
    static func itemChanges(oldItems: [[String]], newItems: [[String]], sections: SectionMatching,
                            reloadedItems: Set<String>, reconfiguredItems: Set<String>) -> ItemChanges {
        var diff = ItemDiff(oldItems: oldItems, newItems: newItems, sections: sections)
        return diff.run(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
    }

    @usableFromInline
    static func changedSections(oldItems: [[String]], newItems: [[String]], newToOld: [Int]) -> [Bool] {
        ItemDiff.changedSectionsUnspecialized(oldItems: oldItems, newItems: newItems, newToOld: newToOld)
    }
}

extension UUID: PrespecializedIdentifier {
    @usableFromInline
    static func itemChanges(oldItems: [[UUID]], newItems: [[UUID]], sections: SectionMatching,
                            reloadedItems: Set<UUID>, reconfiguredItems: Set<UUID>) -> ItemChanges {
        var diff = ItemDiff(oldItems: oldItems, newItems: newItems, sections: sections)
        return diff.run(reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
    }

    @usableFromInline
    static func changedSections(oldItems: [[UUID]], newItems: [[UUID]], newToOld: [Int]) -> [Bool] {
        ItemDiff.changedSectionsUnspecialized(oldItems: oldItems, newItems: newItems, newToOld: newToOld)
    }
}
