import DocumentRendering
import Foundation
import LayoutDocument

/// The body of `POST /render`:
///
/// ```json
/// { "document": "{ \"formatVersion\": \"1.0\", … }", "device": "iPhone 15", "rightToLeft": false, "dark": false,
///   "offsetY": 120, "orthogonalOffsets": { "1": 80 } }
/// ```
///
/// `document` (the document's text) is required; `width`, `height` (or `device`), `rightToLeft`, `dark`,
/// `offsetY` and `orthogonalOffsets` (by section index, along the section's axis) are optional.
struct PlaygroundRenderInput: Decodable {
    var document: String
    var width: Double?
    var height: Double?
    var device: String?
    var rightToLeft: Bool?
    var dark: Bool?
    var offsetY: Double?
    var orthogonalOffsets: [String: Double]?

    /// Reads the body; malformed JSON and wrong types come back as problems with their JSON Pointers.
    ///
    /// - Complexity: O(n) in the body's size.
    static func decode(_ data: Data, maximumItemCount: Int) -> Result<RenderRequest, ProblemList> {
        let input: PlaygroundRenderInput
        do {
            input = try JSONDecoder().decode(PlaygroundRenderInput.self, from: data)
        } catch let error as DecodingError {
            return .failure(ProblemList([problem(for: error)]))
        } catch {
            return .failure(ProblemList([LayoutDocument.Problem(severity: .error, pointer: "", message: "the body is not JSON: \(error)")]))
        }
        var offsets: [Int: Double] = [:]
        var problems: [LayoutDocument.Problem] = []
        for (key, value) in input.orthogonalOffsets ?? [:] {
            guard let section = Int(key), section >= 0, String(section) == key else {
                problems.append(LayoutDocument.Problem(severity: .error, pointer: LayoutDocument.jsonPointer(["orthogonalOffsets", key]),
                                                       message: "expected a section index as the key"))
                continue
            }
            offsets[section] = value
        }
        guard problems.isEmpty else { return .failure(ProblemList(problems)) }
        var request = RenderRequest(text: input.document, width: input.width, height: input.height, device: input.device,
                                            rightToLeft: input.rightToLeft ?? false, dark: input.dark ?? false,
                                            offsetY: input.offsetY, orthogonalOffsets: offsets, maximumItemCount: maximumItemCount)
        // The playground shows the screen and, dimmed beside it, what its carousels hold past its edges.
        request.showsOverflow = true
        return .success(request)
    }

    /// A decoding error as a problem at the JSON Pointer of its coding path.
    private static func problem(for error: DecodingError) -> LayoutDocument.Problem {
        func pointer(_ path: [any CodingKey]) -> String {
            LayoutDocument.jsonPointer(path.map { $0.intValue.map(String.init) ?? $0.stringValue })
        }
        switch error {
        case .typeMismatch(let type, let context):
            return LayoutDocument.Problem(severity: .error, pointer: pointer(context.codingPath), message: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return LayoutDocument.Problem(severity: .error, pointer: pointer(context.codingPath), message: "expected \(describe(type)), found null")
        case .keyNotFound(let key, let context):
            return LayoutDocument.Problem(severity: .error, pointer: pointer(context.codingPath),
                                 message: "missing required key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            let reason = (context.underlyingError as NSError?)?.localizedDescription ?? context.debugDescription
            return LayoutDocument.Problem(severity: .error, pointer: pointer(context.codingPath), message: "the body is not valid JSON: \(reason)")
        @unknown default:
            return LayoutDocument.Problem(severity: .error, pointer: "", message: "the body could not be read")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "an object"
        }
    }
}

/// Problems that stopped a request before any render, as the error of a `Result` (one request can have
/// several, so a single ``LayoutDocument/Problem`` does not do).
struct ProblemList: Error {
    var problems: [LayoutDocument.Problem]

    init(_ problems: [LayoutDocument.Problem]) { self.problems = problems }
}
