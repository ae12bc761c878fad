import OpenCompositionalLayout

extension SVGRenderer {
    /// ` textLength="W" lengthAdjust="spacingAndGlyphs"` for `text` at `fontSize`: the width the layout's text
    /// measurer gives it (``PictureFont/width(of:size:weight:)``), so that a viewer draws each line exactly as
    /// wide as the layout measured it and as the PNG draws it, whichever font of the stack it has. Empty for an
    /// empty text.
    func textLength(_ text: String, fontSize: CGFloat, weight: Int = 400) -> String {
        let width = PictureFont.width(of: text, size: Double(fontSize), weight: weight)
        guard width > 0, width.isFinite else { return "" }
        return " textLength=\"\(n(CGFloat(width)))\" lengthAdjust=\"spacingAndGlyphs\""
    }
}
