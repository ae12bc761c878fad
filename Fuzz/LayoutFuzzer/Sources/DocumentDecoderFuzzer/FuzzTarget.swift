// A libFuzzer target for the layout document decoder: any bytes must decode without trapping or hanging,
// and every document that decodes must write canonical JSON that decodes to the same document.
// Built and run by `Fuzz/fuzz-document-decoder.sh` (outside the default build and test run).
import Foundation
import LayoutFormat

/// Decodes one input as a layout and as a preview document and checks the canonical forms round-trip.
func fuzzDocumentDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    let result = LayoutDocument.decode(jsonData: data)
    if let document = result.document {
        let again = LayoutDocument.decode(jsonString: document.jsonString)
        precondition(again.document == document, "canonical JSON did not decode to the same document")
    }
    let (preview, _) = PreviewDocument.decode(jsonData: data)
    if let preview {
        precondition(PreviewDocument.decode(jsonData: Data(preview.jsonString.utf8)).document == preview,
                     "canonical preview JSON did not decode to the same preview")
    }
    return 0
}
