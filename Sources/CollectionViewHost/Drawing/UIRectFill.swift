import CollectionGeometry

/// Fills `rect` with the current fill colour in the current graphics context; without a current context, nothing
/// happens.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the current fill colour (the blend mode is recorded as normal; see ``CGBlendMode``).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    UIRectFill(rect)
}

/// Draws a one-point frame just inside `rect` with the current fill colour (UIKit fills the frame: "draws a frame
/// around the inside of the specified rectangle"), as four fills: the top and bottom edges, then the sides between
/// them.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let box = rect.standardized
    guard box.width > 0, box.height > 0 else { return }
    let line = min(1, box.width / 2, box.height / 2)
    context.fill([CGRect(x: box.minX, y: box.minY, width: box.width, height: line),
                  CGRect(x: box.minX, y: box.maxY - line, width: box.width, height: line),
                  CGRect(x: box.minX, y: box.minY + line, width: line, height: box.height - 2 * line),
                  CGRect(x: box.maxX - line, y: box.minY + line, width: line, height: box.height - 2 * line)])
}

/// Draws a one-point frame inside `rect` (the blend mode is recorded as normal; see ``CGBlendMode``).
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    UIRectFrame(rect)
}

/// Intersects the current context's clipping area with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
