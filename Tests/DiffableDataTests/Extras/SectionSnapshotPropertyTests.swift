import Testing
import TestSupport
@_spi(Testing) import OpenCompositionalLayout

/// Random outline operations checked against a hand-written recursive tree.
@Suite struct SectionSnapshotPropertyTests {
    /// The reference outline: nested value trees and an expanded set.
    struct Tree: Equatable {
        var item: Int
        var children: [Tree] = []
    }

    struct Model {
        var forest: [Tree] = []
        var expanded: Set<Int> = []

        static func preorder(_ trees: [Tree], visibleOnly: Bool, expanded: Set<Int>) -> [Int] {
            trees.flatMap { tree -> [Int] in
                let below = (!visibleOnly || expanded.contains(tree.item))
                    ? preorder(tree.children, visibleOnly: visibleOnly, expanded: expanded) : []
                return [tree.item] + below
            }
        }

        var items: [Int] { Self.preorder(forest, visibleOnly: false, expanded: expanded) }
        var visible: [Int] { Self.preorder(forest, visibleOnly: true, expanded: expanded) }

        /// Path of child indices to `item`.
        func path(to item: Int, in trees: [Tree]? = nil) -> [Int]? {
            for (index, tree) in (trees ?? forest).enumerated() {
                if tree.item == item { return [index] }
                if let rest = path(to: item, in: tree.children) { return [index] + rest }
            }
            return nil
        }

        func level(of item: Int) -> Int { path(to: item)!.count - 1 }

        func parent(of item: Int) -> Int? {
            let p = path(to: item)!
            guard p.count > 1 else { return nil }
            var trees = forest
            var node = trees[p[0]]
            for index in p.dropFirst().dropLast() { trees = node.children; node = trees[index] }
            return node.item
        }

        /// Applies `change` to the sibling list that holds the node at `path` (dropping its last index).
        static func editSiblings(_ trees: inout [Tree], path: ArraySlice<Int>, _ change: (inout [Tree], Int) -> Void) {
            if path.count == 1 { change(&trees, path.first!); return }
            editSiblings(&trees[path.first!].children, path: path.dropFirst(), change)
        }

        mutating func append(_ items: [Int], to parent: Int?) {
            let new = items.map { Tree(item: $0) }
            guard let parent else { forest += new; return }
            Self.editSiblings(&forest, path: path(to: parent)![...]) { siblings, index in siblings[index].children += new }
        }

        mutating func insert(_ trees: [Tree], next anchor: Int, after: Bool) {
            Self.editSiblings(&forest, path: path(to: anchor)![...]) { siblings, index in
                siblings.insert(contentsOf: trees, at: after ? index + 1 : index)
            }
        }

        mutating func delete(_ item: Int) {
            guard let p = path(to: item) else { return }
            var removed: Tree?
            Self.editSiblings(&forest, path: p[...]) { siblings, index in removed = siblings.remove(at: index) }
            for gone in Self.preorder([removed!], visibleOnly: false, expanded: []) { expanded.remove(gone) }
        }

        mutating func replaceChildren(of parent: Int, with trees: [Tree]) {
            var old: [Tree] = []
            Self.editSiblings(&forest, path: path(to: parent)![...]) { siblings, index in
                old = siblings[index].children
                siblings[index].children = trees
            }
            for gone in Self.preorder(old, visibleOnly: false, expanded: []) { expanded.remove(gone) }
        }

        func subtree(_ item: Int) -> Tree {
            var trees = forest
            var node = trees[0]
            for index in path(to: item)! { node = trees[index]; trees = node.children }
            return node
        }
    }

    /// A small random sub-snapshot and its model trees, with fresh ids.
    static func randomSub(_ rng: inout SnapshotTestRNG, next: inout Int) -> (NSDiffableDataSourceSectionSnapshot<Int>, [Tree]) {
        var sub = NSDiffableDataSourceSectionSnapshot<Int>()
        var trees: [Tree] = []
        for _ in 0..<Int.random(in: 1...2, using: &rng) {
            let root = next; next += 1
            let kids = (0..<Int.random(in: 0...2, using: &rng)).map { _ in defer { next += 1 }; return next }
            sub.append([root])
            sub.append(kids, to: root)
            trees.append(Tree(item: root, children: kids.map { Tree(item: $0) }))
        }
        return (sub, trees)
    }

    @Test(arguments: 0..<40)
    func randomOutlineOperationsAgreeWithTreeModel(seed: Int) {
        var rng = SnapshotTestRNG(seed: UInt64(seed) &+ 0xABCDEF)
        var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
        var model = Model()
        var next = 0

        for _ in 0..<100 {
            let present = model.items
            switch Int.random(in: 0..<9, using: &rng) {
            case 0, 1:
                let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in defer { next += 1 }; return next }
                let parent = Bool.random(using: &rng) ? present.randomElement(using: &rng) : nil
                snapshot.append(items, to: parent)
                model.append(items, to: parent)
            case 2 where !present.isEmpty:
                let anchor = present.randomElement(using: &rng)!
                let items = [next, next + 1]
                next += 2
                let after = Bool.random(using: &rng)
                if after { snapshot.insert(items, after: anchor) } else { snapshot.insert(items, before: anchor) }
                model.insert(items.map { Tree(item: $0) }, next: anchor, after: after)
            case 3 where !present.isEmpty:
                let anchor = present.randomElement(using: &rng)!
                let (sub, trees) = Self.randomSub(&rng, next: &next)
                let after = Bool.random(using: &rng)
                if after { snapshot.insert(sub, after: anchor) } else { snapshot.insert(sub, before: anchor) }
                model.insert(trees, next: anchor, after: after)
            case 4 where !present.isEmpty:
                let doomed = [present.randomElement(using: &rng)!, -1]
                snapshot.delete(doomed)
                model.delete(doomed[0])
            case 5...6 where !present.isEmpty:
                let item = present.randomElement(using: &rng)!
                if Bool.random(using: &rng) {
                    snapshot.expand([item]); model.expanded.insert(item)
                } else {
                    snapshot.collapse([item]); model.expanded.remove(item)
                }
            case 7 where !present.isEmpty:
                let parent = present.randomElement(using: &rng)!
                let (sub, trees) = Self.randomSub(&rng, next: &next)
                snapshot.replace(childrenOf: parent, using: sub)
                model.replaceChildren(of: parent, with: trees)
            case 8 where Int.random(in: 0..<10, using: &rng) == 0:
                snapshot.deleteAll()
                model = Model()
            default:
                break
            }
            snapshot._checkInvariants()
            let items = model.items
            #expect(snapshot.items == items)
            #expect(snapshot.visibleItems == model.visible)
            #expect(snapshot.rootItems == model.forest.map(\.item))
            #expect(Set(snapshot.expandedItems) == model.expanded)
            if let probe = items.randomElement(using: &rng) {
                #expect(snapshot.level(of: probe) == model.level(of: probe))
                #expect(snapshot.parent(of: probe) == model.parent(of: probe))
                #expect(snapshot.index(of: probe) == items.firstIndex(of: probe))
                #expect(snapshot.isVisible(probe) == model.visible.contains(probe))
                let sub = snapshot.snapshot(of: probe, includingParent: true)
                sub._checkInvariants()
                #expect(sub.items == Model.preorder([model.subtree(probe)], visibleOnly: false, expanded: []))
            }
        }
    }
}
