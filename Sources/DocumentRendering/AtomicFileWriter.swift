import Foundation

/// Writes a set of files into a folder all or nothing: every file goes to a hidden temporary name first,
/// and only when all were written are they renamed into place (a rename within a folder replaces the old
/// file in one step). On any failure the temporary files — and the folder, if this writer created it and it
/// is left empty — are removed, so no partial output is left behind.
struct AtomicFileWriter {
    let folder: URL

    /// Writes `files` (name → contents); throws a message naming the path concerned.
    func write(_ files: [(name: String, data: Data)]) throws(RenderError) {
        let manager = FileManager.default
        let createdFolder = try prepareFolder()
        // A folder where a file should go would make its rename fail after others succeeded: refuse first.
        for file in files {
            var isDirectory: ObjCBool = false
            let final = folder.appendingPathComponent(file.name)
            if manager.fileExists(atPath: final.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw RenderError.outputFolder("\(final.path): cannot write the file: a folder of that name is in the way")
            }
        }
        var temporaries: [(temporary: URL, final: URL)] = []
        func cleanUp() {
            for entry in temporaries { try? manager.removeItem(at: entry.temporary) }
            if createdFolder, (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? manager.removeItem(at: folder)
            }
        }
        for file in files {
            let final = folder.appendingPathComponent(file.name)
            let temporary = folder.appendingPathComponent(".\(file.name).\(UUID().uuidString).tmp")
            do {
                try file.data.write(to: temporary)
            } catch {
                cleanUp()
                throw RenderError.outputFolder("\(final.path): cannot write the file: \(error.localizedDescription)")
            }
            temporaries.append((temporary, final))
        }
        for (index, entry) in temporaries.enumerated() {
            guard rename(entry.temporary.path, entry.final.path) == 0 else {
                let reason = String(cString: strerror(errno))
                temporaries.removeFirst(index)
                cleanUp()
                throw RenderError.outputFolder("\(entry.final.path): cannot write the file: \(reason)")
            }
        }
    }

    /// Makes sure the folder exists and can be written; returns whether it was created here.
    private func prepareFolder() throws(RenderError) -> Bool {
        let manager = FileManager.default
        let path = folder.path
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw RenderError.outputFolder("\(path): the output folder exists and is not a folder") }
            guard manager.isWritableFile(atPath: path) else { throw RenderError.outputFolder("\(path): the output folder is not writable") }
            return false
        }
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RenderError.outputFolder("\(path): cannot create the output folder: \(Self.reasonFolderCannotBeCreated(path))")
        }
        return true
    }

    /// Why `path` cannot be made: the nearest existing ancestor is a file, or a folder that cannot be written.
    static func reasonFolderCannotBeCreated(_ path: String) -> String {
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), ancestor.pathComponents.count > 1 {
            ancestor.deleteLastPathComponent()
        }
        if !isDirectory.boolValue { return "'\(ancestor.path)' is a file, not a folder" }
        if !FileManager.default.isWritableFile(atPath: ancestor.path) { return "the folder '\(ancestor.path)' cannot be written" }
        return "the file system refused"
    }
}
