import Foundation

/// A JSON Pointer (RFC 6901) naming a place in a document, such as `/sections/0/group/size/width`.
package struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    private(set) var tokens: [String] = []

    /// The document itself.
    package static let root = JSONPointer()

    package func appending(_ key: String) -> JSONPointer {
        var copy = self
        copy.tokens.append(key)
        return copy
    }

    /// The pointer a pointer text names (`~1` is `/`, `~0` is `~`); text not starting with `/` names the root.
    package init(parsing text: String) {
        guard text.hasPrefix("/") else { return }
        tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    private init() {}

    /// The pointer of `tokens`, from the root.
    package init(tokens: [String]) {
        self.tokens = tokens
    }

    package func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    /// The pointer text: `~` is written `~0` and `/` is written `~1`; the root is the empty string.
    package var description: String { LayoutDocument.jsonPointer(tokens) }
}

extension LayoutDocument {
    /// The JSON Pointer text (RFC 6901) of a path from the root, each token an object's key or an array's index
    /// written in decimal: `["sections", "0", "a/b"]` → `/sections/0/a~1b`. In each token `~` is written `~0`,
    /// then `/` is written `~1` (in that order, so `~1` in a key stays itself); no tokens give the empty string,
    /// the whole document.
    ///
    /// Beyond UIKit.
    ///
    /// - Complexity: O(n) in the total length of the tokens.
    public static func jsonPointer<Tokens: Sequence<String>>(_ tokens: Tokens) -> String {
        var text = ""
        for token in tokens {
            text += "/"
            text += token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        }
        return text
    }
}
