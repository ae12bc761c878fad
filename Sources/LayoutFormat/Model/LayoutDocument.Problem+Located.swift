extension LayoutDocument.Problem {
    /// The problem as the tools print it, with the file it is in: `FILE:LINE:COLUMN: /pointer: message` (`FILE:
    /// /pointer: message` when the place has no line), with `warning: ` before a warning's message and the
    /// ``hint`` after it, `; did you mean …`. Control characters anywhere in it are escaped
    /// (``TerminalText/escaped(_:)``), so a document cannot write to the terminal.
    ///
    /// - Complexity: O(n) in the length of the text.
    public func located(in file: String) -> String {
        let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
        let hintText = hint.map { "; " + $0 } ?? ""
        return TerminalText.escaped(file + place + ": " + unescapedDescription + hintText)
    }

    /// ``description`` before its control characters are escaped.
    var unescapedDescription: String {
        (option ?? (pointer.isEmpty ? "/" : pointer)) + ": " + (severity == .warning ? "warning: " : "") + message
    }
}
