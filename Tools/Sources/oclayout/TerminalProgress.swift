import Foundation
import LayoutDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress display for the tool's long runs (many documents or examples): `[3/17] rendering
/// grid.json`, rewritten in place on standard error and cleared when the run ends.
///
/// It shows only when standard error is a terminal and the run has more than one step, so pipes, files and
/// CI logs get nothing. Output lines the run prints go through ``print(_:)``, which clears the progress line
/// first so the two never share a line.
final class TerminalProgress {
    /// The widest progress line written, in characters; longer names are shortened in the middle.
    static let maximumLineLength = 78

    /// The number of steps of the run.
    let total: Int
    /// What each step does, as a verb (`rendering`, `checking`).
    let verb: String
    /// Whether the progress line is shown at all.
    let isShown: Bool
    private let writeProgress: (String) -> Void
    private var hasLine = false

    /// A display for `total` steps that `verb` their files. `isTerminal` and `write` default to standard
    /// error's; tests pass their own.
    init(total: Int, verb: String, isTerminal: Bool = TerminalProgress.standardErrorIsTerminal,
                write: @escaping (String) -> Void = TerminalProgress.writeToStandardError) {
        self.total = total
        self.verb = verb
        self.isShown = isTerminal && total > 1
        self.writeProgress = write
    }

    /// Shows that step `number` (from 1) is under way, on `name`.
    func step(_ number: Int, _ name: String) {
        guard isShown else { return }
        let prefix = "[\(number)/\(total)] \(verb) "
        writeProgress("\r\u{1B}[2K" + prefix + Self.shortened(TerminalText.escaped(name), to: Self.maximumLineLength - prefix.count))
        hasLine = true
    }

    /// Prints `line` on standard output, clearing the progress line first (it comes back with the next step).
    func print(_ line: String) {
        clear()
        // On a terminal the line goes out at once, so it lands before the next progress line.
        if isShown { FileHandle.standardOutput.write(Data((line + "\n").utf8)) } else { Swift.print(line) }
    }

    /// Clears the progress line, at the end of the run or before other output.
    func clear() {
        guard hasLine else { return }
        writeProgress("\r\u{1B}[2K")
        hasLine = false
    }

    /// `name`, or its start and end around an ellipsis when it is longer than `length` characters.
    static func shortened(_ name: String, to length: Int) -> String {
        guard name.count > length, length > 1 else { return name }
        let kept = length - 1
        return String(name.prefix(kept / 2)) + "…" + String(name.suffix(kept - kept / 2))
    }

    /// Whether standard error is a terminal.
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// Writes `text` to standard error as it is (no newline).
    static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
