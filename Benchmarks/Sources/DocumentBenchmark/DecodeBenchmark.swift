import BenchmarkSupport
import Foundation
import LayoutDocument

/// Decoding documents built to be slow, just under the format's 16 MB limit: one long string, and very many keys.
/// Decoding must stay linear in the text: the figures are per document and per megabyte.
func runDecodeBenchmark(floor: Double) {
    let limit = 16 * 1024 * 1024
    let head = #"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "plain" } } ], "#
    // One string filling the document: `"x": "aaaa…"`.
    let stringText = head + #""x": ""# + String(repeating: "a", count: limit - head.utf8.count - 16) + #"" }"#
    // As many short keys as fit: `"k0": 0, "k1": 0, …`.
    var keysText = head
    var index = 0
    while keysText.utf8.count < limit - 32 {
        keysText += (index == 0 ? "" : ", ") + #""k\#(index)": 0"#
        index += 1
    }
    keysText += " }"
    for (name, text) in [("one 16 MB string", stringText), ("\(index) keys, 16 MB", keysText)] {
        let data = Data(text.utf8)
        var problems = 0
        let times = (0..<5).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            problems = LayoutDocument.decode(jsonData: data).problems.count
            return Double(DispatchTime.now().uptimeNanoseconds - start)
        }
        let time = median(times)
        let megabytes = Double(data.count) / 1_048_576
        print(String(format: "decode %@ (%.1f MB, %d problems)  %10.1f ms  %6.1f ms/MB  %8.0f × floor",
                     name, megabytes, problems, time / 1e6, time / 1e6 / megabytes, time / floor))
    }
}
