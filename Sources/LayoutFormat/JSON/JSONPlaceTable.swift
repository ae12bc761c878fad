import JSONText
/// Where each value of a parsed JSON text begins: the parser's pointer → place table.
///
/// The parser records one entry per value in document order (a value, then the values inside it), with the
/// place of the value and, for an object's member, of its key. A JSON Pointer is looked up by walking the
/// parsed ``JSONValue`` beside the table: an entry knows where the entries of its subtree end, so the n-th
/// child of a value is found by skipping its earlier siblings' subtrees. The table costs 20 bytes a value and
/// holds no pointer text, so a 16 MB document of tiny values stays affordable.
///
/// Lines and columns are 1-based; columns count Unicode scalars (what the parser's syntax errors count).
struct JSONPlaceTable: Sendable {
    /// A 1-based line and column (in Unicode scalars) in a JSON text.
    typealias Place = LayoutDocument.Source.Place

    private struct Entry {
        var line: UInt32
        var column: UInt32
        /// 0 when the value is not an object's member.
        var keyLine: UInt32
        var keyColumn: UInt32
        /// The index one past the last entry of this value's subtree.
        var end: UInt32
    }

    private var entries: [Entry] = []

    /// The number of values recorded.
    var count: Int { entries.count }

    /// Records a value that begins at `place` (its key at `key`); returns its entry for ``end(_:)``.
    mutating func begin(at place: Place, key: Place?) -> Int {
        entries.append(Entry(line: Self.clamped(place.line), column: Self.clamped(place.column),
                             keyLine: Self.clamped(key?.line ?? 0), keyColumn: Self.clamped(key?.column ?? 0), end: 0))
        return entries.count - 1
    }

    /// Marks the end of the value recorded as `entry`: every entry recorded since belongs to it.
    mutating func end(_ entry: Int) { entries[entry].end = Self.clamped(entries.count) }

    private static func clamped(_ value: Int) -> UInt32 { UInt32(clamping: value) }

    /// Where a value found by ``resolve(_:in:)`` begins.
    func valuePlace(ofEntry entry: Int) -> Place {
        Place(line: Int(entries[entry].line), column: Int(entries[entry].column))
    }

    /// Where the key of an object's member begins, or `nil` for an array element or the root.
    func keyPlace(ofEntry entry: Int) -> Place? {
        let found = entries[entry]
        return found.keyLine == 0 ? nil : Place(line: Int(found.keyLine), column: Int(found.keyColumn))
    }

    /// Where the value or member a pointer names begins: at its key for an object's member, else at the value.
    func memberPlace(ofEntry entry: Int) -> Place { keyPlace(ofEntry: entry) ?? valuePlace(ofEntry: entry) }

    /// The entry of the value each pointer names, in one walk over the parts of `root` they lead through:
    /// `exact` is false when the pointer leads out of the document and `entry` is its nearest ancestor's.
    ///
    /// - Complexity: O(m) in the members of the values the pointers pass through, each visited once.
    func resolve(_ pointers: [JSONPointer], in root: JSONValue) -> [JSONPointer: (entry: Int, exact: Bool)] {
        guard !entries.isEmpty else { return [:] }
        // For each path the pointers pass through, the tokens they go on with: a child is visited only when one
        // of them names it, so a value of a million members costs one token lookup each and no new paths.
        var nextTokens: [ArraySlice<String>: Set<String>] = [:]
        for pointer in pointers {
            for length in 0..<pointer.tokens.count {
                nextTokens[pointer.tokens.prefix(length), default: []].insert(pointer.tokens[length])
            }
        }
        var found: [ArraySlice<String>: Int] = [:]
        // Depth-first over the wanted paths only: (value, its entry, its path).
        var stack: [(value: JSONValue, entry: Int, path: [String])] = [(root, 0, [])]
        while let (value, entry, path) = stack.popLast() {
            found[path[...]] = entry
            guard let wanted = nextTokens[path[...]] else { continue }
            var child = entry + 1
            switch value {
            case .object(let members):
                for member in members where child < entries.count {
                    if wanted.contains(member.key) { stack.append((member.value, child, path + [member.key])) }
                    child = Int(entries[child].end)
                }
            case .array(let elements):
                for (offset, element) in elements.enumerated() where child < entries.count {
                    let token = String(offset)
                    if wanted.contains(token) { stack.append((element, child, path + [token])) }
                    child = Int(entries[child].end)
                }
            default:
                break
            }
        }
        var result: [JSONPointer: (entry: Int, exact: Bool)] = [:]
        for pointer in pointers {
            for length in stride(from: pointer.tokens.count, through: 0, by: -1) {
                if let entry = found[pointer.tokens.prefix(length)] {
                    result[pointer] = (entry, length == pointer.tokens.count)
                    break
                }
            }
        }
        return result
    }
}
