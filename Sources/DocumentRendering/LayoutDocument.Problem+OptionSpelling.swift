import LayoutDocument

extension LayoutDocument.Problem {
    /// The problem with its option's name, and the option names its message writes in backticks, spelled by
    /// `spelling` (``DocumentRenderer/optionProblems(_:)`` names options by ``RenderRequest``'s properties):
    /// a command-line tool gives its flags (`width` → `--width`), a page its own labels; the identity drops the
    /// backticks. A problem in a document is returned as it is.
    ///
    /// Beyond UIKit.
    ///
    /// - Complexity: O(n) in the length of the message.
    public func spellingOptions(_ spelling: (String) -> String) -> LayoutDocument.Problem {
        guard let option else { return self }
        var copy = self
        copy.option = spelling(option)
        // Between the backticks of each pair, an option's name; an unpaired backtick is kept as it is.
        var message = ""
        var rest = self.message[...]
        while let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`") {
            message += rest[..<open]
            message += spelling(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        copy.message = message + rest
        return copy
    }
}
