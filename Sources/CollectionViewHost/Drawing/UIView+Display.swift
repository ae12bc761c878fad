import CollectionGeometry

extension UIView {
    /// What the view's ``draw(_:)`` draws (beyond UIKit): drawn into a recording context of the view's bounds size
    /// the first time it is asked for, and again after ``setNeedsDisplay()`` — or, with
    /// ``ContentMode/redraw``, whenever the bounds size changed — as UIKit draws a view when it first displays and
    /// after it is marked; otherwise the last recording is kept (a picture places it by the content mode, as UIKit
    /// stretches a view's drawn content). Nil when `draw(_:)` draws nothing.
    ///
    /// - Complexity: one `draw(_:)` call when the content is out of date, O(1) otherwise.
    public var displayedRecording: GraphicsRecording? {
        let size = CGSize(width: bounds.width.isFinite ? max(0, bounds.width) : 0,
                          height: bounds.height.isFinite ? max(0, bounds.height) : 0)
        let resized = contentMode == .redraw && cachedDisplayRecording.map { $0.size != size } ?? false
        if needsDisplayFlag || resized {
            needsDisplayFlag = false
            let context = CGContext(recordingSize: size)
            UIGraphicsPushContext(context)
            draw(CGRect(origin: .zero, size: size))
            UIGraphicsPopContext()
            let recording = context.recording
            cachedDisplayRecording = recording.isEmpty ? nil : recording
        }
        return cachedDisplayRecording
    }
}
