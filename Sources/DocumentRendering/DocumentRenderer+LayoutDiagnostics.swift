import LayoutRendering
import LayoutDocument
import OpenCompositionalLayout

extension DocumentRenderer {
    /// `snapshot`'s layout diagnostics as `FILE:LINE:COLUMN: /pointer: warning: layout: message` lines, each at the
    /// part of the document responsible (see ``layoutDiagnosticProblems(_:document:view:itemCounts:prefix:source:)``),
    /// as `oclayout validate` reports them; one line per message and place (a rule broken by every group of a section
    /// is said once). `name` is the file holding the layout.
    ///
    /// - Complexity: nothing without diagnostics; else one core layout of the document and O(d²) for d diagnostics.
    nonisolated static func layoutDiagnosticLines(_ snapshot: LayoutSnapshot, document: LayoutDocument, view: View, itemCounts: [Int],
                                                  name: String, prefix: String, source: LayoutDocument.Source) -> [String] {
        var seen = Set<String>()
        return layoutDiagnosticProblems(snapshot, document: document, view: view, itemCounts: itemCounts, prefix: prefix, source: source)
            .filter { seen.insert($0.pointer + "\u{0}" + $0.message).inserted }
            .map { $0.located(in: name) }
    }

    /// One warning per diagnostic of `snapshot`, in its order, at the part of the document responsible (the item,
    /// group, boundary item or value; see ``LayoutDocument/pointer(for:in:prefix:)``), with its line and column in
    /// `source`, the text holding the layout (whose pointer there is `prefix`).
    ///
    /// The picture's diagnostics carry no place of their own, so the document is laid out once more with the layout
    /// core in the same view, and each diagnostic takes the place of the core's diagnostic with the same kind,
    /// message and section; one the core does not give (a live cell's) points at its section.
    ///
    /// - Complexity: nothing without diagnostics; else one core layout of the document and O(d²) for d diagnostics.
    nonisolated static func layoutDiagnosticProblems(_ snapshot: LayoutSnapshot, document: LayoutDocument, view: View, itemCounts: [Int],
                                                     prefix: String, source: LayoutDocument.Source) -> [LayoutDocument.Problem] {
        guard !snapshot.diagnostics.isEmpty else { return [] }
        let environment = LayoutDocument.ViewEnvironment(size: view.size, safeAreaInsets: view.safeArea, isRightToLeft: view.rightToLeft)
        let lowered = try? document.lowered(in: environment, itemCounts: itemCounts)
        var candidates = lowered.map { $0.solve().diagnostics } ?? []
        let problems = snapshot.diagnostics.map { diagnostic in
            var pointer = diagnostic.section.map { "\(prefix)/sections/\(min($0, max(0, document.sections.count - 1)))" } ?? prefix
            if let lowered, let index = candidates.firstIndex(where: { $0.diagnostic == diagnostic }) {
                pointer = document.pointer(for: candidates[index], in: lowered, prefix: prefix)
                candidates.remove(at: index)
            }
            return LayoutDocument.Problem(severity: .warning, pointer: pointer, message: "layout: \(diagnostic.message)")
        }
        return source.placed(problems)
    }
}
