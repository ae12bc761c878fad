import CollectionGeometry

/// An image set of an asset catalog (an `.imageset` folder's `Contents.json`) read into an image. Beyond UIKit.
///
/// Of the `images` entries for a phone (idiom `universal` or `iphone`) that name a file, the one for the
/// trait collection's appearance (an entry with `luminosity` `dark` for `.dark`, else one without appearances
/// or with `light`) at its display scale is taken: the entry whose `scale` (`1x`, `2x`, `3x`; none for a
/// single-scale image) equals the display scale, else the smallest larger one, else the largest. The file is
/// decoded by `UIImage(data:scale:)` at the entry's scale; file names with a slash or `..` are refused.
enum AssetImageSet {
    /// The file and scale the set in `folder` offers for `traits`, or nil (with a diagnostic).
    ///
    /// - Complexity: O(n) in the size of `Contents.json`, plus the size of the file read.
    static func image(inFolder folder: String, traits: UITraitCollection) -> (data: Data, scale: CGFloat)? {
        guard let contents = AssetCatalog.readJSON(at: folder + "/Contents.json") else { return nil }
        guard let entries = contents["images"] as? [[String: Any]] else {
            AssetCatalog.report("The image set \(folder) has no \"images\" list; no image was loaded.")
            return nil
        }
        let wantsDark = traits.userInterfaceStyle == .dark
        let wantedScale = traits.displayScale > 0 ? traits.displayScale : 1
        var candidates: [(file: String, scale: CGFloat, dark: Bool)] = []
        for entry in entries where AssetCatalog.suitsPhone(entry) {
            let appearance = AssetCatalog.appearance(of: entry)
            guard appearance.usable, let file = entry["filename"] as? String else { continue }
            guard AssetCatalog.isValid(name: file), !file.contains("/") else {
                AssetCatalog.report("The image set \(folder) names the file \"\(file)\", which is not allowed; it was skipped.")
                continue
            }
            var scale: CGFloat = 1
            if let text = entry["scale"] as? String, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0, value <= 4 {
                scale = CGFloat(value)
            }
            candidates.append((file, scale, appearance.dark == true))
        }
        let matching = candidates.filter { $0.dark == wantsDark }
        let pool = matching.isEmpty ? candidates.filter { !$0.dark } : matching
        let usable = pool.isEmpty ? candidates : pool
        let sorted = usable.sorted { $0.scale < $1.scale }
        guard let chosen = sorted.first(where: { $0.scale >= wantedScale }) ?? sorted.last else {
            AssetCatalog.report("The image set \(folder) has no image file for a phone; no image was loaded.")
            return nil
        }
        let path = folder + "/" + chosen.file
        let files = FileManager.default
        let size = (try? files.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= AssetCatalog.maximumImageSize else {
            AssetCatalog.report("The image file \(path) is \(size) bytes, more than \(AssetCatalog.maximumImageSize); it was not read.")
            return nil
        }
        guard let data = files.contents(atPath: path) else {
            AssetCatalog.report("The image file \(path) is missing; no image was loaded.")
            return nil
        }
        return (data, chosen.scale)
    }
}
