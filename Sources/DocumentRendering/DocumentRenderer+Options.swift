import LayoutDocument
import LayoutRendering

extension DocumentRenderer {
    /// What is wrong with a request's options, in a fixed order; an error stops the render before the document is
    /// read.
    ///
    /// Each problem names its option by the request's property (`width`, `offsetY`, `showsDeviceFrame`, …). A
    /// message that is a predicate of its option starts with "must" (`width`: "must be a number of points …"); a
    /// message that mentions options writes their names in backticks ("give `device` or `width`/`height`, not
    /// both"), so that whoever prints it spells them its own way (``LayoutDocument/Problem/spellingOptions(_:)``).
    ///
    /// - Complexity: O(d) in the number of devices named.
    public static func optionProblems(_ request: RenderRequest) -> [LayoutDocument.Problem] {
        var problems: [LayoutDocument.Problem] = []
        func error(_ option: String, _ message: String) {
            problems.append(LayoutDocument.Problem(severity: .error, option: option, message: message))
        }
        for (name, value) in [("width", request.width), ("height", request.height)] {
            if let value, !isValidViewSide(value) {
                error(name, "must be a number of points greater than 0 and at most \(Int(RenderRequest.maximumViewSide)); got \(value)")
            }
        }
        if let scale = request.scale, !(scale.isFinite && scale > 0 && scale <= RenderRequest.maximumScale) {
            error("scale", "must be greater than 0 and at most \(Int(RenderRequest.maximumScale)); got \(scale)")
        }
        if request.fullHeight && request.annotated { error("fullHeight", "give `fullHeight` or `annotated`, not both") }
        if request.showsDeviceFrame && request.annotated { error("showsDeviceFrame", "give `showsDeviceFrame` or `annotated`, not both") }
        if request.showsDeviceFrame && request.showsOverflow {
            error("showsDeviceFrame", "give `showsDeviceFrame` or `showsOverflow`, not both: the frame bounds the screen")
        }
        if let offset = request.offsetY, !isValidOffset(offset) {
            error("offsetY", "must be a finite number of points; got \(offset)")
        }
        if request.device != nil && (request.width != nil || request.height != nil) {
            error("device", "give `device` or `width`/`height`, not both")
        }
        if request.device != nil && !request.devices.isEmpty { error("device", "give `device` or `devices`, not both") }
        if let device = request.device, DevicePreset.named(device) == nil {
            error("device", "unknown device '\(device)'; known devices: \(DevicePreset.knownNames)")
        }
        for name in request.devices where DevicePreset.named(name) == nil {
            error("devices", "unknown device '\(name)'; known devices: \(DevicePreset.knownNames)")
        }
        for (section, offset) in request.orthogonalOffsets.sorted(by: { $0.key < $1.key }) where !isValidOffset(offset) || section < 0 {
            error("orthogonalOffsets", "section \(section): expected a section index and a finite number of points; got \(offset)")
        }
        if !request.formats.isEmpty && request.outputFolder.isEmpty { error("outputFolder", "must name a folder") }
        if request.maximumItemCount < 1 { error("maximumItemCount", "must be at least 1; got \(request.maximumItemCount)") }
        if request.maximumGroupPlaces < 1 { error("maximumGroupPlaces", "must be at least 1; got \(request.maximumGroupPlaces)") }
        return problems
    }

    /// Whether a view side is in (0, ``RenderRequest/maximumViewSide``].
    static func isValidViewSide(_ value: Double) -> Bool {
        value.isFinite && value > 0 && value <= RenderRequest.maximumViewSide
    }

    /// Whether a content offset is finite and within a hundred times the largest view side.
    static func isValidOffset(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= RenderRequest.maximumViewSide * 100
    }
}
