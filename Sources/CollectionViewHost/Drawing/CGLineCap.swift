/// How an open line's ends are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square at the end point.
    case butt = 0
    /// A half circle past the end point.
    case round = 1
    /// A half square past the end point.
    case square = 2
}

/// How two segments of a line are joined (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner (beveled past the miter limit).
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A cut corner.
    case bevel = 2
}
