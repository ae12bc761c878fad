import LayoutDocument
import Testing

/// JSON Pointer text (RFC 6901, section 3): `~` is written `~0` and `/` is written `~1`, `~` first.
@Suite("JSON Pointer text")
struct JSONPointerTests {
    @Test("tokens are escaped, `~` before `/`")
    func escaping() {
        #expect(LayoutDocument.jsonPointer([String]()) == "")
        #expect(LayoutDocument.jsonPointer(["sections", "0", "group"]) == "/sections/0/group")
        // `a/b` → `a~1b`; a key that is `~1` as written becomes `~01` (its `~` is escaped, not taken for `/`);
        // `m~n/` → `m~0n~1`; the empty key is an empty token.
        #expect(LayoutDocument.jsonPointer(["a/b", "~1", "m~n/", ""]) == "/a~1b/~01/m~0n~1/")
    }

    @Test("a problem's pointer names the same place as the text a document uses")
    func placesAgree() {
        let source = LayoutDocument.Source(jsonString: #"{ "x": 1, "a/b": { "~1": true } }"#)
        // `{ "x": 1, "a/b": { "~1"`: the key `~1` begins at its quote, the 20th scalar.
        #expect(source.place(of: LayoutDocument.jsonPointer(["a/b", "~1"])) == .init(line: 1, column: 20))
    }
}
