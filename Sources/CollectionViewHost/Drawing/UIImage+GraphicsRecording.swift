import CollectionGeometry

extension UIImage {
    /// An image made by drawing (beyond UIKit: what ``UIGraphicsImageRenderer`` and
    /// ``UIGraphicsGetImageFromCurrentImageContext()`` return): `recording.size` points at `scale` pixels per point.
    /// An `opaque` image's surface starts black (see ``GraphicsRecording/isOpaque``).
    convenience init(recording: GraphicsRecording, scale: CGFloat, opaque: Bool) {
        var recording = recording
        recording.isOpaque = opaque
        self.init(systemName: nil, name: nil, configuration: nil, renderingMode: .automatic, tintColor: nil, encoded: nil,
                  scale: scale, recording: recording)
    }

    /// Draws the image into the current graphics context, filling `rect`; without a current context, nothing
    /// happens.
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }

    /// Draws the image into the current graphics context at `alpha`, filling `rect` (the blend mode is recorded as
    /// normal; see ``CGBlendMode``).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect, alpha: alpha)
    }

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size with its top left at `point`, at `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
