import Testing
import TestSupport
@_spi(Testing) import OpenCompositionalLayout

/// Random mutation sequences checked against a plain array-of-sections model, with the snapshot's
/// invariant check after every step.
@Suite struct SnapshotPropertyTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    /// The reference: sections in order, each with its items. Every rule is written from the spec, the
    /// simplest way (linear scans), independently of the snapshot's tables.
    struct Model {
        var sections: [(id: Int, items: [Int])] = []

        var allItems: [Int] { sections.flatMap(\.items) }
        func section(of item: Int) -> Int? { sections.first { $0.items.contains(item) }?.id }
        func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }

        /// IOS 15+: ids that already exist leave their place first, then all ids go in.
        mutating func removeEverywhere(_ items: [Int]) {
            for index in sections.indices { sections[index].items.removeAll { items.contains($0) } }
        }

        mutating func append(_ items: [Int], to section: Int) {
            removeEverywhere(items)
            sections[sectionIndex(section)!].items.append(contentsOf: items)
        }

        mutating func insert(_ items: [Int], next anchor: Int, after: Bool) {
            removeEverywhere(items)
            let s = sectionIndex(section(of: anchor)!)!
            let offset = sections[s].items.firstIndex(of: anchor)!
            sections[s].items.insert(contentsOf: items, at: after ? offset + 1 : offset)
        }
    }

    @Test(arguments: 0..<40)
    func randomMutationsAgreeWithModel(seed: Int) {
        var rng = SnapshotTestRNG(seed: UInt64(seed) &* 7919 &+ 1)
        var snapshot = Snapshot()
        var model = Model()
        var nextSection = 1000
        var nextItem = 0
        func newItems(_ count: Int) -> [Int] {
            defer { nextItem += count }
            return Array(nextItem..<(nextItem + count))
        }

        for _ in 0..<120 {
            let existing = model.allItems
            let sectionIDs = model.sections.map(\.id)
            switch Int.random(in: 0..<12, using: &rng) {
            case 0 where sectionIDs.count < 6, 1 where sectionIDs.isEmpty:
                let ids = Array(nextSection..<(nextSection + Int.random(in: 1...2, using: &rng)))
                nextSection += ids.count
                snapshot.appendSections(ids)
                model.sections.append(contentsOf: ids.map { ($0, []) })
            case 1:
                let anchor = sectionIDs.randomElement(using: &rng)!
                let after = Bool.random(using: &rng)
                let id = nextSection
                nextSection += 1
                if after { snapshot.insertSections([id], afterSection: anchor) } else { snapshot.insertSections([id], beforeSection: anchor) }
                let index = model.sectionIndex(anchor)! + (after ? 1 : 0)
                model.sections.insert((id, []), at: index)
            case 2 where !sectionIDs.isEmpty:
                // Delete one known section and one unknown id (ignored).
                let id = sectionIDs.randomElement(using: &rng)!
                snapshot.deleteSections([id, -1])
                model.sections.remove(at: model.sectionIndex(id)!)
            case 3 where sectionIDs.count >= 2:
                let id = sectionIDs.randomElement(using: &rng)!
                let anchor = sectionIDs.randomElement(using: &rng)!
                let after = Bool.random(using: &rng)
                if after { snapshot.moveSection(id, afterSection: anchor) } else { snapshot.moveSection(id, beforeSection: anchor) }
                if id != anchor {
                    let moved = model.sections.remove(at: model.sectionIndex(id)!)
                    model.sections.insert(moved, at: model.sectionIndex(anchor)! + (after ? 1 : 0))
                }
            case 4...6 where !sectionIDs.isEmpty:
                // Append new items plus, sometimes, some that already exist (they move).
                var items = newItems(Int.random(in: 0...4, using: &rng))
                if !existing.isEmpty && Bool.random(using: &rng) {
                    items += Array(Set((0..<2).map { _ in existing.randomElement(using: &rng)! }))
                }
                items.shuffle(using: &rng)
                let target = Bool.random(using: &rng) ? nil : sectionIDs.randomElement(using: &rng)!
                snapshot.appendItems(items, toSection: target)
                model.append(items, to: target ?? sectionIDs.last!)
            case 7 where !existing.isEmpty:
                let anchor = existing.randomElement(using: &rng)!
                var items = newItems(Int.random(in: 1...3, using: &rng))
                if Bool.random(using: &rng), let other = existing.randomElement(using: &rng), other != anchor { items.append(other) }
                let after = Bool.random(using: &rng)
                if after { snapshot.insertItems(items, afterItem: anchor) } else { snapshot.insertItems(items, beforeItem: anchor) }
                model.insert(items, next: anchor, after: after)
            case 8 where !existing.isEmpty:
                let doomed = (0..<Int.random(in: 1...3, using: &rng)).map { _ in existing.randomElement(using: &rng)! } + [-5]
                snapshot.deleteItems(doomed)
                model.removeEverywhere(doomed)
            case 9 where existing.count >= 2:
                let item = existing.randomElement(using: &rng)!
                let anchor = existing.randomElement(using: &rng)!
                let after = Bool.random(using: &rng)
                if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
                if item != anchor { model.insert([item], next: anchor, after: after) }
            case 10 where !existing.isEmpty:
                snapshot.reloadItems([existing.randomElement(using: &rng)!])
                snapshot.reconfigureItems([existing.randomElement(using: &rng)!])
            case 11 where Int.random(in: 0..<8, using: &rng) == 0:
                snapshot.deleteAllItems()
                model.sections = []
            default:
                // Reads between mutations exercise the lazily built tables.
                _ = snapshot.itemIdentifiers
                if let item = existing.randomElement(using: &rng) { _ = snapshot.indexOfItem(item) }
            }
            snapshot._checkInvariants()
            #expect(snapshot.sectionIdentifiers == model.sections.map(\.id))
            for section in model.sections {
                #expect(snapshot.itemIdentifiers(inSection: section.id) == section.items)
            }
            let flat = model.allItems
            #expect(snapshot.itemIdentifiers == flat)
            #expect(snapshot.numberOfItems == flat.count)
            if let probe = flat.randomElement(using: &rng) {
                #expect(snapshot.indexOfItem(probe) == flat.firstIndex(of: probe))
                #expect(snapshot.sectionIdentifier(containingItem: probe) == model.section(of: probe))
            }
            for item in snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers {
                #expect(flat.contains(item))
            }
            snapshot._checkInvariants()
        }
    }
}
