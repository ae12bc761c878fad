import Foundation
@testable import oclayout
import Testing

/// The tool's progress line: shown in place on a terminal for runs of several steps, never elsewhere.
@Suite("terminal progress")
@MainActor
struct TerminalProgressTests {
    /// Collects what the display writes.
    final class Sink {
        var written: [String] = []
    }

    @Test("on a terminal each step rewrites the line, and clearing erases it once")
    func stepsRewriteTheLine() {
        let sink = Sink()
        let progress = TerminalProgress(total: 3, verb: "rendering", isTerminal: true) { sink.written.append($0) }
        progress.step(1, "a.json")
        progress.step(2, "b.json")
        progress.clear()
        progress.clear()
        // Carriage return + erase line (ESC [ 2 K) before each step; the second clear has no line to erase.
        #expect(sink.written == ["\r\u{1B}[2K[1/3] rendering a.json", "\r\u{1B}[2K[2/3] rendering b.json", "\r\u{1B}[2K"])
    }

    @Test("nothing is shown off a terminal, nor for a run of one step")
    func quietWhereItDoesNotHelp() {
        let sink = Sink()
        let piped = TerminalProgress(total: 5, verb: "checking", isTerminal: false) { sink.written.append($0) }
        piped.step(1, "a.json")
        piped.clear()
        let single = TerminalProgress(total: 1, verb: "checking", isTerminal: true) { sink.written.append($0) }
        single.step(1, "a.json")
        single.clear()
        #expect(sink.written.isEmpty)
        #expect(!piped.isShown && !single.isShown)
    }

    @Test("a long name is shortened in the middle so the line stays within 78 characters")
    func longNamesAreShortened() {
        let sink = Sink()
        let progress = TerminalProgress(total: 3, verb: "rendering", isTerminal: true) { sink.written.append($0) }
        let name = String(repeating: "a", count: 50) + String(repeating: "b", count: 50)
        progress.step(1, name)
        // "[1/3] rendering " is 16 characters, leaving 62: 30 from the start, "…", 31 from the end.
        let expected = "[1/3] rendering " + String(repeating: "a", count: 30) + "…" + String(repeating: "b", count: 31)
        #expect(sink.written == ["\r\u{1B}[2K" + expected])
        #expect(expected.count == TerminalProgress.maximumLineLength)
    }
}
