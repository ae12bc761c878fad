import OpenCompositionalLayout

extension ControlDrawing {
    /// The inset of a switch's thumb from its track's edge (chosen: a 27-pt thumb in a 31-pt track).
    static let switchThumbInset: CGFloat = 2
    /// How much wider the thumb grows while a finger is down on the switch (chosen from the look of iOS).
    static let switchPressedStretch: CGFloat = 6

    /// A switch as iOS draws it: a capsule track, green (``UISwitch/onTintColor``, else the system green) while
    /// on and light grey (the secondary system fill) while off, and a white thumb (``UISwitch/thumbTintColor``)
    /// 2 pt inside the track at the trailing end while on and the leading end while off, outlined faintly for its
    /// shadow; wider while highlighted; the whole at half opacity while disabled. Drawn in the switch's 51 × 31
    /// size from its bounds' origin (mirrored in a right-to-left layout).
    @MainActor
    static func switchControl(_ control: UISwitch, traits: UITraitCollection) -> [DrawingOperation] {
        let size = UISwitch.switchSize
        let track = CGRect(origin: .zero, size: size)
        let trackPaint = control.isOn ? paint(control.onTintColor, or: .systemGreen, traits: traits)
            : paint(.secondarySystemFill, or: .secondarySystemFill, traits: traits)
        let side = size.height - 2 * switchThumbInset
        let width = side + (control.isHighlighted ? switchPressedStretch : 0)
        let rightToLeft = control.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let atTrailingEnd = control.isOn != rightToLeft
        let x = atTrailingEnd ? size.width - switchThumbInset - width : switchThumbInset
        let thumb = CGRect(x: x, y: switchThumbInset, width: width, height: side)
        let operations: [DrawingOperation] = [
            .figure(DrawingFigure(.roundedRect(track, cornerRadius: size.height / 2), fill: trackPaint, name: "switch-track",
                                  metadata: ["on": control.isOn ? "true" : "false"])),
            .figure(DrawingFigure(.roundedRect(thumb, cornerRadius: side / 2), fill: paint(control.thumbTintColor, or: .white, traits: traits),
                                  stroke: shadowOutline, name: "switch-thumb")),
        ]
        return group(operations, opacity: control.isEnabled ? 1 : disabledOpacity)
    }
}
