import OpenCompositionalLayout

/// Builds UIKit objects from a document, looking handlers up and collecting the names it cannot find.
@MainActor
struct ObjectBuilder {
    let handlers: LayoutDocument.HandlerRegistry
    var problems: [LayoutDocument.Problem] = []
    var visibleItemsHandlerNames: [ObjectIdentifier: LayoutDocument.Handler] = [:]

    mutating func unknownHandler(_ handler: LayoutDocument.Handler, role: LayoutDocument.Handler.Role, at pointer: JSONPointer, known: [String]) {
        problems.append(.unknownHandler(handler, role: role, at: pointer, known: known))
    }

    func check() throws(LayoutDocument.ConversionError) {
        if !problems.isEmpty { throw LayoutDocument.ConversionError(problems: problems) }
    }
}
