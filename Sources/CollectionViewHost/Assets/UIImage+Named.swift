import CollectionGeometry

extension UIImage {
    /// The image named `name` in `bundle`'s asset catalogs (the main bundle's when nil), for `traitCollection`
    /// (``UITraitCollection/current`` when nil): its appearance picks a dark variant, its display scale the
    /// file (see `AssetImageSet`); a PNG file is decoded. A name no catalog has, or whose file does not decode,
    /// gives a named placeholder that measures zero, as ``init(named:)`` always did headless. Nil for a name
    /// that is not valid (empty, absolute, with `..`), with a diagnostic.
    ///
    /// - Complexity: O(size of the image set's `Contents.json` and file), after the catalogs are indexed once.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle, configuration: traitCollection.map { Configuration(traitCollection: $0) })
    }

    /// The image named `name` in `bundle`'s asset catalogs, for the configuration's traits (see
    /// ``init(named:in:compatibleWith:)``); the image keeps the configuration.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name, in: bundle, configuration: configuration)
    }

    /// The shared body of the named initializers.
    convenience init?(named name: String, in bundle: Bundle?, configuration: Configuration?) {
        guard AssetCatalog.isValid(name: name) else {
            AssetCatalog.report("The image name \"\(name)\" is not valid (empty, absolute, with '..' or a NUL); no image was made.")
            return nil
        }
        let traits = configuration?.traitCollection ?? .current
        if case .image(let folder)? = AssetCatalog.entry(named: name, in: bundle),
           let file = AssetImageSet.image(inFolder: folder, traits: traits) {
            if let encoded = EncodedImage(bytes: [UInt8](file.data)) {
                self.init(systemName: nil, name: name, configuration: configuration, renderingMode: .automatic, tintColor: nil,
                          encoded: encoded, scale: file.scale)
                return
            }
            AssetCatalog.report("The image file of \"\(name)\" in \(folder) is not an image; a placeholder was made.")
        }
        self.init(systemName: nil, name: name, configuration: configuration, renderingMode: .automatic, tintColor: nil,
                  encoded: nil, scale: 1)
    }
}
