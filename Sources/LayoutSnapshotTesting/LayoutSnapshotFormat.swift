/// How ``assertLayoutSnapshot(of:named:format:file:function:environment:)`` writes a stored snapshot.
///
/// Beyond UIKit.
public enum LayoutSnapshotFormat: String, Hashable, Sendable {
    /// `NAME.frames.json`: every element's frame as JSON (`LayoutRendering`'s `FramesJSONRenderer`).
    case frames
    /// `NAME.txt`: the frame table with the view, content size and diagnostics (`FrameTableRenderer`).
    case text

    /// The stored file's extension.
    public var fileExtension: String { self == .frames ? "frames.json" : "txt" }
}
