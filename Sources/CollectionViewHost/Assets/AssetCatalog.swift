import CollectionDiagnostics
import CollectionGeometry

/// An asset catalog (an `.xcassets` folder) read from disk, headless: the colour sets and image sets it holds,
/// by name. Beyond UIKit, where Xcode compiles catalogs into `Assets.car`; here the folder itself is read, as
/// SwiftPM copies it with `.copy("Assets.xcassets")` or as it sits in a bundle's resources.
///
/// Names: a set is found by its folder name without the extension; a folder whose `Contents.json` says
/// `"provides-namespace": true` puts its name and a slash before the names inside it ("Brand/Accent"); other
/// folders only group. Reading is defensive: a `Contents.json` larger than ``maximumContentsSize``, malformed
/// JSON, missing files and names that could leave the catalog (`..`, a leading `/`, a NUL) give nil with a
/// diagnostic (domain `.view`, kind `assetCatalog`) and never stop the program. A catalog's names are read once
/// and kept (a bundle is searched for catalogs, and each catalog walked, once per process).
final class AssetCatalog: Sendable {
    /// A set in the catalog.
    enum Entry: Sendable {
        /// A colour set's folder.
        case color(String)
        /// An image set's folder.
        case image(String)
    }

    /// The catalog's folder.
    let path: String
    /// The sets, by name.
    let entries: [String: Entry]

    /// The largest `Contents.json` read (1 MiB); larger files are skipped with a diagnostic.
    static let maximumContentsSize = 1 << 20
    /// The largest image file read (64 MiB).
    static let maximumImageSize = 64 << 20
    /// The most folders walked in one catalog, and the deepest nesting, so a hostile tree cannot run long.
    static let maximumFolders = 100_000
    static let maximumDepth = 32

    private init(path: String, entries: [String: Entry]) {
        self.path = path
        self.entries = entries
    }

    // MARK: Finding catalogs

    private static let cache = AssetCatalogCache()

    /// The catalogs of `bundle`: the `.xcassets` folders in its resource folder and in its own folder, and one
    /// level below them (sorted by path, so lookups are the same on every machine).
    ///
    /// - Complexity: O(entries of the folders listed) the first time a catalog is seen.
    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        if let known = cache.catalogs(ofBundleAt: bundle.bundlePath) { return known }
        var roots = [bundle.bundlePath]
        if let resources = bundle.resourcePath, resources != bundle.bundlePath { roots.append(resources) }
        var paths: [String] = []
        let files = FileManager.default
        for root in roots {
            guard let names = try? files.contentsOfDirectory(atPath: root) else { continue }
            for name in names.sorted() {
                let full = root + "/" + name
                if name.hasSuffix(".xcassets") { paths.append(full); continue }
                // One level down: a resource folder such as `Resources` or a SwiftPM resource bundle.
                guard isDirectory(full), let inner = try? files.contentsOfDirectory(atPath: full) else { continue }
                for innerName in inner.sorted() where innerName.hasSuffix(".xcassets") { paths.append(full + "/" + innerName) }
            }
        }
        var seen = Set<String>()
        let found = paths.filter { seen.insert($0).inserted }.compactMap { cache.catalog(at: $0, load: load) }
        cache.remember(found, ofBundleAt: bundle.bundlePath)
        return found
    }

    /// The entry named `name` in `bundle`'s catalogs (the main bundle's when nil), or nil with a diagnostic for
    /// a name that could leave a catalog.
    static func entry(named name: String, in bundle: Bundle?) -> Entry? {
        guard isValid(name: name) else {
            report("The asset name \"\(name)\" is not valid (empty, absolute, with '..' or a NUL); nothing was loaded.")
            return nil
        }
        for catalog in catalogs(in: bundle ?? .main) {
            if let entry = catalog.entries[name] { return entry }
        }
        return nil
    }

    /// Whether `name` is a usable asset name: not empty, not absolute, no `..` component, no NUL, not longer
    /// than 1024 characters.
    static func isValid(name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 1024, !name.hasPrefix("/"), !name.contains("\0") else { return false }
        return !name.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }

    /// Reports a problem with a catalog.
    static func report(_ message: String) {
        DiagnosticSink.current.receive(Diagnostic(domain: .view, kind: "assetCatalog", message: message))
    }

    // MARK: Reading

    /// Walks the catalog at `path` and indexes its sets.
    private static func load(path: String) -> AssetCatalog {
        var entries: [String: Entry] = [:]
        var folders = 0
        // Depth-first, children sorted, so the first of two sets with one name wins on every machine.
        var stack: [(path: String, prefix: String, depth: Int)] = [(path, "", 0)]
        let files = FileManager.default
        while let (folder, prefix, depth) = stack.popLast() {
            folders += 1
            guard folders <= maximumFolders else {
                report("The asset catalog \(path) has more than \(maximumFolders) folders; the rest were not read.")
                break
            }
            guard let names = try? files.contentsOfDirectory(atPath: folder) else { continue }
            var children: [(String, String, Int)] = []
            for name in names.sorted() {
                let full = folder + "/" + name
                guard isDirectory(full) else { continue }
                if let dot = name.lastIndex(of: "."), name.hasSuffix(".colorset") || name.hasSuffix(".imageset") {
                    let setName = prefix + name[..<dot]
                    if entries[setName] == nil {
                        entries[setName] = name.hasSuffix(".colorset") ? .color(full) : .image(full)
                    }
                } else if !name.contains("."), depth + 1 < maximumDepth {
                    let namespace = (readJSON(at: full + "/Contents.json", required: false)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                    children.append((full, namespace ? prefix + name + "/" : prefix, depth + 1))
                }
            }
            stack += children.reversed()
        }
        return AssetCatalog(path: path, entries: entries)
    }

    /// The JSON object in the file at `path`, or nil (with a diagnostic, unless the file is missing and not
    /// `required`) when it is missing, too large or not a JSON object.
    ///
    /// - Complexity: O(n) in the file's size.
    static func readJSON(at path: String, required: Bool = true) -> [String: Any]? {
        let files = FileManager.default
        guard files.fileExists(atPath: path) else {
            if required { report("The asset file \(path) is missing; the asset was not loaded.") }
            return nil
        }
        let size = (try? files.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumContentsSize else {
            report("The asset file \(path) is \(size) bytes, more than \(maximumContentsSize); it was not read.")
            return nil
        }
        guard let data = files.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data, options: []) as? [String: Any] else {
            report("The asset file \(path) is not a JSON object; the asset was not loaded.")
            return nil
        }
        return object
    }

    /// Whether `path` is a folder.
    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// Whether an entry's `appearances` ask for the dark appearance (`luminosity` `dark`), the light one, or
    /// none; entries for other appearances (high contrast) are marked unusable.
    static func appearance(of entry: [String: Any]) -> (dark: Bool?, usable: Bool) {
        guard let appearances = entry["appearances"] as? [[String: Any]] else { return (nil, true) }
        var dark: Bool?
        for appearance in appearances {
            let kind = appearance["appearance"] as? String, value = appearance["value"] as? String
            if kind == "luminosity" {
                if value == "dark" { dark = true } else if value == "light" { dark = false } else { return (nil, false) }
            } else {
                return (nil, false)
            }
        }
        return (dark, true)
    }

    /// Whether an entry's `idiom` suits a phone (universal or iphone, or none given).
    static func suitsPhone(_ entry: [String: Any]) -> Bool {
        let idiom = entry["idiom"] as? String ?? "universal"
        return idiom == "universal" || idiom == "iphone"
    }
}

/// The catalogs read so far, by path, behind a lock.
private final class AssetCatalogCache: @unchecked Sendable {
    private let lock = NSLock()
    private var catalogs: [String: AssetCatalog] = [:]
    private var bundles: [String: [AssetCatalog]] = [:]

    func catalogs(ofBundleAt path: String) -> [AssetCatalog]? {
        lock.lock(); defer { lock.unlock() }
        return bundles[path]
    }

    func remember(_ found: [AssetCatalog], ofBundleAt path: String) {
        lock.lock(); defer { lock.unlock() }
        bundles[path] = found
    }

    func catalog(at path: String, load: (String) -> AssetCatalog) -> AssetCatalog? {
        lock.lock()
        if let catalog = catalogs[path] { lock.unlock(); return catalog }
        lock.unlock()
        let catalog = load(path)
        lock.lock()
        catalogs[path] = catalogs[path] ?? catalog
        let result = catalogs[path]
        lock.unlock()
        return result
    }
}
