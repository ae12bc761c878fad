import BenchmarkSupport
import Foundation
import LayoutDocument

/// Decoding one long string of prose full of escapes (`\"`, `\n`, `\t`, `\\`, `\u00e9`, a surrogate pair) beside a
/// document of the same length whose string has none: a reader linear in the text takes about as long for both, a
/// quadratic one grows with the square of the length for the escaped one.
func runEscapedStringBenchmark(floor: Double) {
    // The plain sentence is the escaped one with each backslash written `/` and each quote `'`: the same length.
    let escaped = #"He said, \"It's late.\"\nShe wrote \\n\tand \u00e9t\u00e9 \uD83D\uDE00 back.\n"#
    let plain = String(escaped.map { $0 == "\\" ? "/" : $0 == "\"" ? "'" : $0 })
    let head = #"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain" } } ], "x": ""#
    let tail = #"" }"#
    func document(_ sentence: String, bytes: Int) -> Data {
        let count = (bytes - head.utf8.count - tail.utf8.count) / sentence.utf8.count
        return Data((head + String(repeating: sentence, count: count) + tail).utf8)
    }
    for megabytes in [1, 16] {
        // Just under the format's 16 MB limit for the larger one.
        let bytes = megabytes * 1024 * 1024 - 16
        let plainData = document(plain, bytes: bytes)
        let escapedData = document(escaped, bytes: bytes)
        var plainTimes: [Double] = []
        var escapedTimes: [Double] = []
        var problems = (plain: 0, escaped: 0)
        // Alternate the two so that both see the same load on a busy machine.
        for _ in 0..<5 {
            plainTimes.append(nanoseconds { problems.plain = LayoutDocument.decode(jsonData: plainData).errors.count })
            escapedTimes.append(nanoseconds { problems.escaped = LayoutDocument.decode(jsonData: escapedData).errors.count })
        }
        let plainTime = median(plainTimes)
        let escapedTime = median(escapedTimes)
        let size = Double(plainData.count) / 1_048_576
        print(String(format: "decode a %5.1f MB string without escapes (%d errors)  %10.1f ms  %8.0f × floor",
                     size, problems.plain, plainTime / 1e6, plainTime / floor))
        print(String(format: "decode a %5.1f MB string full of escapes (%d errors)   %10.1f ms  %8.0f × floor   %5.2f × without",
                     size, problems.escaped, escapedTime / 1e6, escapedTime / floor, escapedTime / plainTime))
    }
}
