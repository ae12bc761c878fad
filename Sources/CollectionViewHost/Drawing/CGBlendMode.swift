/// How a drawing step composites with what is beneath (Core Graphics' `CGBlendMode`). Headless, contexts honour
/// `.normal` (source over), `.clear` (a fill erases its shape) and `.copy` (a fill replaces what lies under its
/// shape), and draw every other mode as `.normal`; strokes, images and text are always drawn as `.normal`.
public enum CGBlendMode: Int32, Hashable, Sendable {
    /// The source over the destination.
    case normal = 0
    /// Source times destination.
    case multiply = 1
    /// The inverse of the inverses' product.
    case screen = 2
    /// Multiply or screen, by the destination.
    case overlay = 3
    /// The darker of the two.
    case darken = 4
    /// The lighter of the two.
    case lighten = 5
    /// The destination brightened by the source.
    case colorDodge = 6
    /// The destination darkened by the source.
    case colorBurn = 7
    /// Darkened or lightened softly, by the source.
    case softLight = 8
    /// Multiply or screen, by the source.
    case hardLight = 9
    /// The difference of the two.
    case difference = 10
    /// A softer difference.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation.
    case saturation = 13
    /// The source's hue and saturation.
    case color = 14
    /// The source's luminosity.
    case luminosity = 15
    /// Transparent.
    case clear = 16
    /// The source alone.
    case copy = 17
    /// The source where the destination is.
    case sourceIn = 18
    /// The source where the destination is not.
    case sourceOut = 19
    /// The source over the destination, only where it is.
    case sourceAtop = 20
    /// The destination over the source.
    case destinationOver = 21
    /// The destination where the source is.
    case destinationIn = 22
    /// The destination where the source is not.
    case destinationOut = 23
    /// The destination over the source, only where the source is.
    case destinationAtop = 24
    /// Either, not both.
    case xor = 25
    /// The sum, darkened.
    case plusDarker = 26
    /// The sum, lightened.
    case plusLighter = 27
}
