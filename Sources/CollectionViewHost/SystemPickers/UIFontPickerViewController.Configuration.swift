import CollectionGeometry

extension UIFontPickerViewController {
    /// What a font picker offers and how it lists it (UIKit's `UIFontPickerViewController.Configuration`). The
    /// picker keeps its own copy, as UIKit's copies it: changing a configuration after making a picker with it does
    /// not change the picker.
    @MainActor
    open class Configuration: NSObject {
        /// Whether the person picks faces (Helvetica Light Oblique) rather than only families (default `false`).
        open var includeFaces = false
        /// Whether the names are listed in the system font rather than each in its own (default `false`).
        open var displayUsingSystemFont = false
        /// The traits the fonts offered must have (default none: every font).
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []

        /// A configuration with the defaults.
        public override init() {
            super.init()
        }

        /// A copy of this configuration.
        func copied() -> Configuration {
            let copy = Configuration()
            copy.includeFaces = includeFaces
            copy.displayUsingSystemFont = displayUsingSystemFont
            copy.filteredTraits = filteredTraits
            return copy
        }
    }
}
