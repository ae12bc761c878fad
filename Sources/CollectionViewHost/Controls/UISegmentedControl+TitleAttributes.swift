import CollectionGeometry

extension UISegmentedControl {
    /// Sets the attributes of the segment titles in `state` (font, foreground colour…; nil removes them). A state's
    /// titles take the `.normal` attributes, overridden by the state's own; the font sizes the segments.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state] = attributes
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The attributes set for `state` with ``setTitleTextAttributes(_:for:)`` (nil when none were).
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state]
    }

    /// The font titles take in `state`: the state's attribute, else the normal state's, else nil (the system's).
    package func titleFont(for state: UIControl.State) -> UIFont? {
        (titleAttributesByState[state]?[.font] ?? titleAttributesByState[.normal]?[.font]) as? UIFont
    }

    /// The colour titles take in `state`: the state's attribute, else the normal state's, else nil (the system's).
    package func titleColor(for state: UIControl.State) -> UIColor? {
        (titleAttributesByState[state]?[.foregroundColor] ?? titleAttributesByState[.normal]?[.foregroundColor]) as? UIColor
    }
}
