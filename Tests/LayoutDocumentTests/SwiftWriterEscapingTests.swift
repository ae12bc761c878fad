import Foundation
import LayoutDocument
import Testing

/// `oclayout convert`'s Swift: nothing a document says can become code, and names with control characters are
/// refused before they get there.
@Suite("Swift writer escaping")
struct SwiftWriterEscapingTests {
    static func document(handler: LayoutDocument.Handler) throws -> LayoutDocument {
        let text = #"""
            { "formatVersion": "1.0", "sections": [ { "group": { "type": "horizontal",
              "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
              "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
            """#
        var document = try LayoutDocument(jsonData: Data(text.utf8))
        guard case .compositional(var section) = document.sections[0] else { throw CocoaError(.coderInvalidValue) }
        section.visibleItemsInvalidationHandler = handler
        document.sections[0] = .compositional(section)
        return document
    }

    @Test("a handler's name and parameter names are string literals in the comment: a newline cannot end it")
    func handlerNamesStayInTheComment() throws {
        let handler = LayoutDocument.Handler(name: "fade\u{2028}x", parameters: ["x\nfatalError(\"pwned\") //": .number(1)])
        let source = SwiftSourceWriter().source(for: try Self.document(handler: handler))
        // The key's newline is written \n, its quotes \", the line separator \u{2028}; all on the comment's line.
        #expect(source.contains(#"    // The document names the visible-items handler "fade\u{2028}x" ("x\nfatalError(\"pwned\") //" 1); set"# + "\n"))
        for line in source.split(separator: "\n") where line.contains("fatalError") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), "\(line)")
        }
        #expect(!source.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\r" })
    }

    @Test("bidirectional marks and C1 controls in strings are escaped too")
    func bidirectionalMarks() throws {
        let handler = LayoutDocument.Handler(name: "a\u{202E}b\u{85}c")
        let source = SwiftSourceWriter().source(for: try Self.document(handler: handler))
        #expect(source.contains(#"visible-items handler "a\u{202e}b\u{85}c"; set"#))
    }

    @Test("the function and module names are written as identifiers", arguments: [
        ("make() {}\nfunc evil", "make______func_evil"), ("9lives", "_9lives"), ("", "_"), ("makeGrid", "makeGrid"),
    ])
    func identifiers(_ name: String, _ written: String) throws {
        let source = SwiftSourceWriter(functionName: name, importedModule: "UIKit\nimport Evil")
            .source(for: try Self.document(handler: .init(name: "h")))
        #expect(source.hasPrefix("import UIKit_import_Evil\n"))
        #expect(source.contains("func \(written)() -> UICollectionViewCompositionalLayout {\n"))
        #expect(source.contains("func \(written)Section0(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {\n"))
    }

    @Test("handler names and parameter names with control characters are decoding errors; element kinds are escaped instead")
    func controlCharactersInNames() {
        let text = #"""
            { "formatVersion": "1.0", "sections": [ { "group": { "type": "horizontal",
              "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
              "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } } ] },
              "boundarySupplementaryItems": [ { "elementKind": "head\u001ber", "alignment": "top",
                "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } } ],
              "visibleItemsInvalidationHandler": { "name": "fa\u001bde", "parameters": { "x\nfatalError(\"pwned\") //": 1 } } } ] }
            """#
        let result = LayoutDocument.decode(jsonString: text)
        #expect(result.document == nil)
        // ESC is the 3rd character of "fa␛de"; the newline the 2nd of the parameter name.
        #expect(result.errors.map(\.message) == [
            "must not contain control characters; found U+001B at character 3",
            "a parameter name must not contain control characters; found U+000A at character 2",
        ])
        // A pointer writes '/' as ~1 (RFC 6901).
        #expect(result.errors.map(\.pointer) == [
            "/sections/0/visibleItemsInvalidationHandler/name",
            "/sections/0/visibleItemsInvalidationHandler/parameters/x\nfatalError(\"pwned\") ~1~1",
        ])
    }
}
