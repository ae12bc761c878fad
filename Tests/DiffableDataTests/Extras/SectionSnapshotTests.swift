import Testing
@_spi(Checked) @_spi(Testing) import OpenCompositionalLayout

/// Section snapshot cases S18–S22 of the spec, and each outline API.
@Suite struct SectionSnapshotTests {
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>

    /// S18's setup: p with children c1, c2.
    func parentWithTwoChildren() -> SectionSnapshot {
        var snapshot = SectionSnapshot()
        snapshot.append(["p"])
        snapshot.append(["c1", "c2"], to: "p")
        snapshot._checkInvariants()
        return snapshot
    }

    @Test func s18ParentsStartCollapsed() {
        let snapshot = parentWithTwoChildren()
        #expect(snapshot.visibleItems == ["p"])
        #expect(snapshot.items == ["p", "c1", "c2"])
        #expect(snapshot.level(of: "c1") == 1)
        #expect(snapshot.parent(of: "c2") == "p")
        #expect(snapshot.isExpanded("p") == false)
        #expect(snapshot.isVisible("c1") == false)
        #expect(snapshot.rootItems == ["p"])
    }

    @Test func s19ExpandShowsChildren() {
        var snapshot = parentWithTwoChildren()
        snapshot.expand(["p"])
        snapshot._checkInvariants()
        #expect(snapshot.visibleItems == ["p", "c1", "c2"])
        #expect(snapshot.isVisible("c1"))
        #expect(snapshot.isExpanded("p"))
        #expect(snapshot.expandedItems == ["p"])
        snapshot.collapse(["p"])
        #expect(snapshot.visibleItems == ["p"])
    }

    @Test func s20SnapshotOfParent() {
        var snapshot = parentWithTwoChildren()
        snapshot.expand(["p"])
        #expect(snapshot.snapshot(of: "p").items == ["c1", "c2"])
        let withParent = snapshot.snapshot(of: "p", includingParent: true)
        withParent._checkInvariants()
        #expect(withParent.items == ["p", "c1", "c2"])
        // Expansion state travels with the subtree.
        #expect(withParent.isExpanded("p"))
        #expect(withParent.rootItems == ["p"])
    }

    @Test func s21DeleteRemovesDescendants() {
        var snapshot = parentWithTwoChildren()
        snapshot.expand(["p"])
        snapshot.delete(["p"])
        snapshot._checkInvariants()
        #expect(snapshot.items.isEmpty)
        #expect(snapshot.contains("c1") == false)
        #expect(snapshot.expandedItems.isEmpty)
    }

    @Test func s22DuplicateItemsStop() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["x", "x"])
        }
    }

    @Test func s22AppendingExistingItemStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["x"])
            snapshot.append(["y", "x"], to: "x")
        }
    }

    @Test func s22CheckedTwinNamesDuplicates() {
        var snapshot = SectionSnapshot()
        snapshot.append(["a"])
        do {
            try snapshot.checkedAppend(["x", "x", "a"])
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .duplicateSectionSnapshotItems)
            #expect(error.identifiers == ["x", "a"])
            #expect(error.message == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {x, a}")
        }
        snapshot._checkInvariants()
        #expect(snapshot.items == ["a"])
    }

    @Test func appendToMissingParentStops() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            snapshot.append(["x"], to: "nobody")
        }
    }

    @Test func insertSiblingsBeforeAndAfter() {
        var snapshot = parentWithTwoChildren()
        snapshot.insert(["b"], before: "c2")
        snapshot.insert(["d"], after: "c2")
        snapshot.insert(["q"], before: "p")
        snapshot._checkInvariants()
        #expect(snapshot.items == ["q", "p", "c1", "b", "c2", "d"])
        #expect(snapshot.parent(of: "b") == "p")
        #expect(snapshot.parent(of: "q") == nil)
        #expect(snapshot.level(of: "d") == 1)
        #expect(snapshot.index(of: "c2") == 4)
        #expect(snapshot.index(of: "zz") == nil)
    }

    @Test func insertSubSnapshotKeepsItsTree() {
        var snapshot = parentWithTwoChildren()
        var sub = SectionSnapshot()
        sub.append(["s"])
        sub.append(["s1"], to: "s")
        sub.expand(["s"])
        snapshot.insert(sub, after: "c1")
        snapshot._checkInvariants()
        #expect(snapshot.items == ["p", "c1", "s", "s1", "c2"])
        #expect(snapshot.level(of: "s1") == 2)
        #expect(snapshot.isExpanded("s"))
        // p is collapsed, so s and s1 stay hidden.
        #expect(snapshot.isVisible("s1") == false)
        snapshot.expand(["p"])
        #expect(snapshot.visibleItems == ["p", "c1", "s", "s1", "c2"])
        var before = SectionSnapshot()
        before.append(["t"])
        snapshot.insert(before, before: "p")
        #expect(snapshot.rootItems == ["t", "p"])
    }

    @Test func replaceChildren() {
        var snapshot = parentWithTwoChildren()
        snapshot.append(["g"], to: "c1")
        snapshot.expand(["c1"])
        var replacement = SectionSnapshot()
        replacement.append(["n1", "c2"]) // c2 is a replaced descendant: reusing it is allowed
        snapshot.replace(childrenOf: "p", using: replacement)
        snapshot._checkInvariants()
        #expect(snapshot.items == ["p", "n1", "c2"])
        #expect(snapshot.contains("g") == false)
        #expect(snapshot.expandedItems.isEmpty)
    }

    @Test func replaceChildrenWithItemThatStaysElsewhereStops() {
        var snapshot = parentWithTwoChildren()
        snapshot.append(["other"])
        var replacement = SectionSnapshot()
        replacement.append(["other"])
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedReplace(childrenOf: "p", using: replacement) }
        snapshot._checkInvariants()
        #expect(snapshot.items == ["p", "c1", "c2", "other"])
    }

    @Test func deleteAllAndUnknownDeletes() {
        var snapshot = parentWithTwoChildren()
        snapshot.delete(["nope", "c1"])
        #expect(snapshot.items == ["p", "c2"])
        snapshot.deleteAll()
        snapshot._checkInvariants()
        #expect(snapshot.items.isEmpty)
        #expect(snapshot.rootItems.isEmpty)
    }

    @Test func nestedVisibilityNeedsEveryAncestorExpanded() {
        var snapshot = SectionSnapshot()
        snapshot.append(["a"])
        snapshot.append(["b"], to: "a")
        snapshot.append(["c"], to: "b")
        snapshot.expand(["b"])
        #expect(snapshot.visibleItems == ["a"])
        #expect(snapshot.isVisible("c") == false)
        snapshot.expand(["a"])
        #expect(snapshot.visibleItems == ["a", "b", "c"])
        #expect(snapshot.level(of: "c") == 2)
        #expect(snapshot.level(of: "zz") == -1)
    }

    @Test func visualDescriptionShowsTree() {
        var snapshot = parentWithTwoChildren()
        snapshot.expand(["p"])
        let text = snapshot.visualDescription()
        #expect(text.contains("+ p"))
        #expect(text.contains("  • c1"))
    }

    @Test func snapshotOfMissingParentThrowsInCheckedTwin() {
        let snapshot = parentWithTwoChildren()
        #expect(throws: SnapshotValidationError.self) { try snapshot.checkedSnapshot(of: "zz") }
    }
}
