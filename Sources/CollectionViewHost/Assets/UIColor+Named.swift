import CollectionGeometry

extension UIColor {
    /// The colour named `name` in the main bundle's asset catalogs (UIKit's `init(named:)`): a dynamic colour
    /// when the colour set has a dark appearance. Nil when no catalog has it, or the name is not valid (see
    /// `AssetCatalog`).
    ///
    /// - Complexity: O(size of the colour set's `Contents.json`), after the catalogs are indexed once.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour named `name` in `bundle`'s asset catalogs (the main bundle's when nil). With a trait
    /// collection the colour is resolved for it (a colour set with a dark appearance gives its dark colour for
    /// `.dark`); without one it stays dynamic. Nil when no catalog has it or the name is not valid.
    ///
    /// - Complexity: O(size of the colour set's `Contents.json`), after the catalogs are indexed once.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard case .color(let folder)? = AssetCatalog.entry(named: name, in: bundle),
              let color = AssetColorSet.color(inFolder: folder) else { return nil }
        self.init(storage: (traitCollection.map { color.resolvedColor(with: $0) } ?? color).storage)
    }
}
