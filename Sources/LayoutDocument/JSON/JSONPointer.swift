import Foundation

/// A JSON Pointer (RFC 6901) naming a place in a document, such as `/sections/0/group/size/width`.
struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    private(set) var tokens: [String] = []

    /// The document itself.
    static let root = JSONPointer()

    func appending(_ key: String) -> JSONPointer {
        var copy = self
        copy.tokens.append(key)
        return copy
    }

    func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    /// The pointer text: `~` is written `~0` and `/` is written `~1`; the root is the empty string.
    var description: String {
        tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }
}
