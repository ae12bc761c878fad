import Foundation

/// Where a preview document's `layoutFile` leads, and whether it may be read: the rule shared by
/// `oclayout validate`, `convert`, `render` and `demo`.
///
/// A layout file is read from the preview's folder or a folder inside it, unless the reader allows any path
/// (``Access/anywhere``, the tools' `--allow-layout-files-outside` flag): a document from elsewhere must not make
/// the tools read, and report on, files its reader did not give them. Symbolic links are resolved before the
/// check. The layout file is read as a layout document only, never followed further, and a preview that names
/// itself is refused: no chain of documents can loop.
///
/// Problems found in a layout file that is not a layout document name the file and the place, never what it
/// holds: the file may be anything.
///
/// Beyond UIKit.
public enum LayoutFileLocation {
    /// Which paths a `layoutFile` may name.
    public enum Access: Hashable, Sendable {
        /// The preview's folder and the folders inside it (the default).
        case previewFolder
        /// Any path the user can read.
        case anywhere
    }

    /// The flag of the command-line tool that allows layout files outside the preview's folder.
    public static let allowOutsideFlag = "--allow-layout-files-outside"

    /// The path to read for a preview's `layoutFile`, or the problem (at `/layoutFile`) that refuses it: a path
    /// outside the preview's folder (under ``Access/previewFolder``), or the preview itself.
    ///
    /// - Parameters:
    ///   - layoutFile: the `layoutFile` value, relative to the preview's folder or absolute.
    ///   - previewFile: the preview document's own path.
    ///   - access: which paths may be read.
    /// - Returns: the path as named for messages (the preview's folder joined with `layoutFile`).
    /// - Complexity: O(n) in the length of the paths, plus the file system's look-ups of symbolic links.
    public static func resolve(_ layoutFile: String, fromPreview previewFile: String,
                               access: Access) -> Result<String, LayoutDocument.Problem> {
        let preview = URL(fileURLWithPath: previewFile).standardizedFileURL
        let folder = preview.deletingLastPathComponent()
        let named = layoutFile.hasPrefix("/") ? URL(fileURLWithPath: layoutFile) : folder.appendingPathComponent(layoutFile)
        let target = named.standardizedFileURL.resolvingSymlinksInPath()
        let realFolder = folder.resolvingSymlinksInPath().path
        if access == .previewFolder {
            let prefix = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
            guard target.path.hasPrefix(prefix) else {
                return .failure(LayoutDocument.Problem(
                    severity: .error, pointer: "/layoutFile",
                    message: "the layout file '\(layoutFile)' is outside the preview's folder; layout files are read from "
                        + "the preview's folder and the folders inside it",
                    hint: "move the layout file next to the preview, or pass \(allowOutsideFlag) to read it where it is"))
            }
        }
        guard target.path != preview.resolvingSymlinksInPath().path else {
            return .failure(LayoutDocument.Problem(severity: .error, pointer: "/layoutFile",
                                                   message: "the layout file is this preview document itself; name a layout document"))
        }
        return .success(layoutFile.hasPrefix("/") ? layoutFile : folder.appendingPathComponent(layoutFile).path)
    }

    /// The problem that keeps a layout file's text from being decoded as a layout document, if any: text that is
    /// not JSON, JSON that is not an object with `formatVersion` or `sections`, or a preview document (a preview's
    /// layout file is never followed further). The problem is at the document's root of the layout file and says
    /// where, not what, the text is.
    ///
    /// - Complexity: O(1) on text parsed before.
    public static func problem(readingLayoutFile source: LayoutDocument.Source, named name: String) -> LayoutDocument.Problem? {
        if let syntax = source.problems.first, source.value == nil {
            let place = syntax.line.map { " (at line \($0), column \(syntax.column ?? 1))" } ?? ""
            return LayoutDocument.Problem(severity: .error, pointer: "",
                                          message: "the layout file '\(name)' is not a JSON document\(place)")
        }
        if source.isPreviewDocument {
            return LayoutDocument.Problem(severity: .error, pointer: "",
                                          message: "the layout file '\(name)' is a preview document; 'layoutFile' must name a layout document")
        }
        guard case .object(let members)? = source.value,
              members.contains(where: { $0.key == "formatVersion" || $0.key == "sections" }) else {
            return LayoutDocument.Problem(severity: .error, pointer: "",
                                          message: "the layout file '\(name)' is not a layout document (it has no 'formatVersion' or 'sections')")
        }
        return nil
    }
}
