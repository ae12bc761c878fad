import CollectionGeometry

/// How UIKit names views, guides and constraints in Auto Layout's logs.
@MainActor
enum AutoLayoutNames {
    /// `UILabel:0x600000c04000`: the class and an address, as UIKit's logs write an item; layout guides add
    /// their `identifier` (`UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`).
    static func itemName(_ object: AnyObject) -> String {
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
        let type = String(describing: Swift.type(of: object))
        if let guide = object as? UILayoutGuide {
            let owner = guide.owningView.map(itemName) ?? "nil"
            return "\(type):\(address)'\(guide.identifier)'" + (guide.identifier.isEmpty ? "(\(owner))" : "")
        }
        return "\(type):\(address)"
    }
}
