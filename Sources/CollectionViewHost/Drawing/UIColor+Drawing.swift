import CollectionGeometry

extension UIColor {
    /// Makes this colour the current context's fill and stroke colour; without a current context, nothing happens.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this colour the current context's fill colour; without a current context, nothing happens.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }

    /// Makes this colour the current context's stroke colour; without a current context, nothing happens.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
}
