import OpenCompositionalLayout

/// The glyphs of a list cell's system accessories, as SVG in the accessory's rect (beyond UIKit, which draws
/// them from SF Symbols): outlines close to the symbols' shapes, in the accessory's colour.
enum AccessoryGlyph {
    /// The SVG of `accessory`; `number` formats coordinates.
    static func svg(_ accessory: ViewSnapshot.Accessory, number n: (CGFloat) -> String) -> String {
        let r = accessory.rect
        let color = accessory.paint.rgb.description
        let opacity = accessory.paint.opacity < 1 ? " stroke-opacity=\"\(n(CGFloat(accessory.paint.opacity)))\"" : ""
        let fillOpacity = accessory.paint.opacity < 1 ? " fill-opacity=\"\(n(CGFloat(accessory.paint.opacity)))\"" : ""
        let stroke = " fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"\(opacity)"
        let title = "<title>\(accessory.kind.rawValue)</title>"
        func point(_ fx: CGFloat, _ fy: CGFloat) -> String { "\(n(r.minX + fx * r.width)) \(n(r.minY + fy * r.height))" }
        let body: String
        switch accessory.kind {
        case .disclosureIndicator:
            body = "<path d=\"M\(point(0, 0)) L\(point(1, 0.5)) L\(point(0, 1))\"\(stroke)>\(title)</path>"
        case .checkmark:
            body = "<path d=\"M\(point(0, 0.55)) L\(point(0.35, 1)) L\(point(1, 0))\"\(stroke)>\(title)</path>"
        case .outlineCollapsed:
            body = "<path d=\"M\(point(0.25, 0)) L\(point(0.75, 0.5)) L\(point(0.25, 1))\"\(stroke)>\(title)</path>"
        case .outlineExpanded:
            body = "<path d=\"M\(point(0, 0.25)) L\(point(0.5, 0.75)) L\(point(1, 0.25))\"\(stroke)>\(title)</path>"
        case .popUpMenu:
            body = "<path d=\"M\(point(0, 0.35)) L\(point(0.5, 0)) L\(point(1, 0.35)) M\(point(0, 0.65)) L\(point(0.5, 1)) L\(point(1, 0.65))\"\(stroke)>\(title)</path>"
        case .reorder:
            body = "<path d=\"M\(point(0, 0)) L\(point(1, 0)) M\(point(0, 0.5)) L\(point(1, 0.5)) M\(point(0, 1)) L\(point(1, 1))\"\(stroke)>\(title)</path>"
        case .delete, .insert:
            let bar = accessory.kind == .insert ? " M\(point(0.5, 0.25)) L\(point(0.5, 0.75))" : ""
            body = "<g>\(title)<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(min(r.width, r.height) / 2))\" fill=\"\(color)\"\(fillOpacity)/>"
                + "<path d=\"M\(point(0.25, 0.5)) L\(point(0.75, 0.5))\(bar)\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\" stroke-linecap=\"round\"/></g>"
        case .multiselect:
            body = "<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(min(r.width, r.height) / 2 - 1))\"\(stroke)>\(title)</circle>"
        case .detail:
            body = "<g>\(title)<circle cx=\"\(n(r.midX))\" cy=\"\(n(r.midY))\" r=\"\(n(min(r.width, r.height) / 2 - 1))\"\(stroke)/>"
                + "<path d=\"M\(point(0.5, 0.45)) L\(point(0.5, 0.75)) M\(point(0.5, 0.28)) L\(point(0.5, 0.3))\"\(stroke)/></g>"
        case .label:
            body = "<text x=\"\(n(r.minX))\" y=\"\(n(r.minY + r.height * 0.78))\" font-size=\"17\" fill=\"\(color)\"\(fillOpacity)"
                + " xml:space=\"preserve\">\(MarkupEscaping.xml(accessory.text ?? ""))</text>"
        case .customView:
            body = "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"none\""
                + " stroke=\"\(color)\" stroke-dasharray=\"3 2\"\(opacity)>\(title)</rect>"
        }
        return body + "\n"
    }
}
