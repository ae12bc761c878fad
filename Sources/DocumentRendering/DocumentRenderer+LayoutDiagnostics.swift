import LayoutRendering
import LayoutDocument
import OpenCompositionalLayout

extension DocumentRenderer {
    /// `snapshot`'s layout diagnostics as warnings in `name`, the file holding the layout, each at the part of the
    /// document responsible (see ``layoutDiagnosticProblems(_:document:view:itemCounts:prefix:source:)``), as
    /// `oclayout validate` reports them; one per message and place (a rule broken by every group of a section is
    /// said once).
    ///
    /// - Complexity: nothing without diagnostics; else one core layout of the document and O(d²) for d diagnostics.
    static func layoutDiagnosticFileProblems(_ snapshot: LayoutSnapshot, document: LayoutDocument, view: View, itemCounts: [Int],
                                             name: String, prefix: String, source: LayoutDocument.Source) -> [LayoutDocument.FileProblem] {
        var seen = Set<String>()
        return layoutDiagnosticProblems(snapshot, document: document, view: view, itemCounts: itemCounts, prefix: prefix, source: source)
            .filter { seen.insert($0.pointer + "\u{0}" + $0.message).inserted }
            .map { LayoutDocument.FileProblem(file: name, problem: $0) }
    }

    /// One warning per diagnostic of `snapshot`, in its order, at the part of the document responsible
    /// (``LayoutDocument/layoutWarnings(for:in:prefix:onePerPlace:)``), with its line and column in `source`, the
    /// text holding the layout (whose pointer there is `prefix`).
    ///
    /// The picture's diagnostics carry no place of their own, so the document is laid out once more with the layout
    /// core in the same view, and each diagnostic takes the place of the core's diagnostic with the same kind,
    /// message and section; one the core does not give (a live cell's) points at its section.
    ///
    /// - Complexity: nothing without diagnostics; else one core layout of the document and O(d²) for d diagnostics.
    static func layoutDiagnosticProblems(_ snapshot: LayoutSnapshot, document: LayoutDocument, view: View, itemCounts: [Int],
                                         prefix: String, source: LayoutDocument.Source) -> [LayoutDocument.Problem] {
        guard !snapshot.diagnostics.isEmpty else { return [] }
        let environment = LayoutDocument.ViewEnvironment(size: view.size, safeAreaInsets: view.safeArea, isRightToLeft: view.rightToLeft)
        guard let lowered = try? document.lowered(in: environment, itemCounts: itemCounts) else { return [] }
        var candidates = lowered.solve().diagnostics
        let diagnostics = snapshot.diagnostics.map { diagnostic in
            if let index = candidates.firstIndex(where: { $0.diagnostic == diagnostic }) { return candidates.remove(at: index) }
            // Not the core's: its section is all that is known of its place (the kind does not change the pointer).
            return LayoutDiagnostic(kind: LayoutDiagnostic.Kind(rawValue: diagnostic.kind) ?? .invalidDimension, section: diagnostic.section,
                                    indexPath: diagnostic.indexPath, message: diagnostic.message)
        }
        return source.placed(document.layoutWarnings(for: diagnostics, in: lowered, prefix: prefix, onePerPlace: false))
    }
}
