/// Why a document could not be rendered: one line per problem, each naming the file (or option) and, for a
/// document problem, its place as a JSON Pointer (`grid.json: /sections/0/group: …`).
///
/// Beyond UIKit.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, one per line.
    public var lines: [String]

    /// Creates an error from its lines.
    public init(lines: [String]) { self.lines = lines }

    /// Creates an error of one line.
    public init(_ line: String) { self.lines = [line] }

    /// The lines, joined by newlines.
    public var description: String { lines.joined(separator: "\n") }
}
