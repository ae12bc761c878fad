import CollectionGeometry

/// A colour set of an asset catalog (a `.colorset` folder's `Contents.json`) read into a colour. Beyond UIKit.
///
/// The `colors` entries for a phone (idiom `universal` or `iphone`, the `iphone` one preferred) are read: one
/// without appearances is the light (any) colour, one with `luminosity` `dark` the dark colour (`light`, when
/// given, replaces the any colour); entries for other appearances are skipped. A set with a dark colour
/// becomes a dynamic colour that picks it for ``UITraitCollection/userInterfaceStyle`` `.dark`.
///
/// Components are strings or numbers: a decimal ("0.500") is the value itself, a whole number ("128") is out
/// of 255, a hexadecimal number ("0x80") is out of 255; alpha is always the value itself. Colour spaces:
/// `srgb` and `extended-srgb` (and `extended-linear-srgb`, read as extended sRGB), `display-p3` (converted to
/// extended sRGB), `gray-gamma-22` and `extended-gray` (a `white` component). Anything else is skipped with a
/// diagnostic.
enum AssetColorSet {
    /// The colour of the set in `folder`, or nil (with a diagnostic) when it has none usable.
    ///
    /// - Complexity: O(n) in the size of `Contents.json`.
    static func color(inFolder folder: String) -> UIColor? {
        guard let contents = AssetCatalog.readJSON(at: folder + "/Contents.json") else { return nil }
        guard let entries = contents["colors"] as? [[String: Any]] else {
            AssetCatalog.report("The colour set \(folder) has no \"colors\" list; no colour was loaded.")
            return nil
        }
        var any: (color: UIColor, rank: Int)?, dark: (color: UIColor, rank: Int)?
        for entry in entries where AssetCatalog.suitsPhone(entry) {
            let appearance = AssetCatalog.appearance(of: entry)
            guard appearance.usable, let color = color(of: entry["color"], in: folder) else { continue }
            // An iPhone entry outranks a universal one.
            let rank = entry["idiom"] as? String == "iphone" ? 1 : 0
            if appearance.dark == true {
                if dark == nil || rank > dark!.rank { dark = (color, rank) }
            } else if any == nil || rank > any!.rank || appearance.dark == false {
                any = (color, rank)
            }
        }
        guard let light = any?.color ?? dark?.color else {
            AssetCatalog.report("The colour set \(folder) has no usable colour; no colour was loaded.")
            return nil
        }
        guard let darkColor = dark?.color else { return light }
        return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : light }
    }

    /// The colour of one entry's `color` object.
    private static func color(of value: Any?, in folder: String) -> UIColor? {
        guard let object = value as? [String: Any], let components = object["components"] as? [String: Any] else {
            AssetCatalog.report("A colour in \(folder) has no components; it was skipped.")
            return nil
        }
        let space = object["color-space"] as? String ?? "srgb"
        let alpha = component(components["alpha"], isAlpha: true) ?? 1
        switch space {
        case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3":
            guard let red = component(components["red"]), let green = component(components["green"]),
                  let blue = component(components["blue"]) else { break }
            if space == "display-p3" { return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            guard let white = component(components["white"]) else { break }
            return UIColor(white: white, alpha: alpha)
        default:
            AssetCatalog.report("A colour in \(folder) uses the colour space \"\(space)\", which is not supported; it was skipped.")
            return nil
        }
        AssetCatalog.report("A colour in \(folder) has a missing or malformed component; it was skipped.")
        return nil
    }

    /// A component: a decimal string or a JSON number is the value; a whole-number string is out of 255; a
    /// `0x` string is hexadecimal out of 255. Alpha is always the value. Nil for anything else or a value that
    /// is not finite.
    static func component(_ value: Any?, isAlpha: Bool = false) -> CGFloat? {
        let result: CGFloat?
        switch value {
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.utf8.count <= 64 else { return nil }
            if trimmed.lowercased().hasPrefix("0x") {
                result = Int(trimmed.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
            } else if trimmed.contains(".") || trimmed.contains("e") || isAlpha {
                result = Double(trimmed).map { CGFloat($0) }
            } else {
                result = Int(trimmed).map { CGFloat($0) / 255 }
            }
        case let number as NSNumber:
            result = CGFloat(number.doubleValue)
        case let number as Double:
            result = CGFloat(number)
        case let number as Int:
            result = CGFloat(number)
        default:
            result = nil
        }
        guard let result, result.isFinite else { return nil }
        return result
    }
}
