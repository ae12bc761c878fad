import OpenCompositionalLayout

extension ControlDrawing {
    /// A text view's text as iOS draws it: wrapped to the view's width less the container inset's sides and the
    /// line fragment padding at both ends, its first line's top at the inset's top, moved up by the content
    /// offset (the view clips to its bounds), aligned by ``UITextView/textAlignment``, in its colour (the label
    /// colour when unset); styled text run by run (see `AttributedTextLayout.drawing`). Only the lines down to the
    /// bottom of the visible area are laid out.
    ///
    /// - Complexity: O(k²) measurements for the k characters of the lines laid out.
    @MainActor
    static func textView(_ view: UITextView, traits: UITraitCollection) -> [DrawingOperation] {
        let text = view.text ?? ""
        let width = view.lineWidth(forViewWidth: view.bounds.width)
        guard !text.isEmpty, width.isFinite, width > 0 else { return [] }
        let font = view.effectiveFont
        let inset = view.usableInset
        let offset = view.bounds.origin
        guard offset.x.isFinite, offset.y.isFinite, font.lineHeight > 0 else { return [] }
        let top = inset.top - offset.y
        // The lines down to the visible bottom, capped so that a huge text costs what its visible lines cost.
        let visibleLines = ((view.bounds.height - top) / font.lineHeight).rounded(.up)
        let maximumLines = visibleLines.isFinite ? Int(max(1, min(visibleLines, 100_000))) : 1
        let left = inset.left + view.textContainer.usablePadding - offset.x
        let visibleHeight = view.bounds.height - top
        guard visibleHeight > 0 else { return [] }
        if let layout = view.styledTextLayout(lineWidth: width, maximumHeight: visibleHeight) {
            // Styled text, run by run, moved to the container's origin.
            let operations = layout.drawing(top: 0, textPaint: paint(view.textColor, or: .label, traits: traits), traits: traits).operations
            guard !operations.isEmpty else { return [] }
            return [.beginGroup(DrawingGroup(name: "text-view-text", transform: CGAffineTransform(translationX: left, y: top)))] + operations
                + [.endGroup]
        }
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return wrappedLines(text, font: font, x: left, top: top, width: width,
                            alignment: view.textAlignment, rightToLeft: rightToLeft,
                            numberOfLines: max(0, view.textContainer.maximumNumberOfLines), maximumLines: maximumLines,
                            paint: paint(view.textColor, or: .label, traits: traits), name: "text-view-text")
    }

    /// A visual effect view with a blur as a translucent fill of the blur's material colour over its bounds
    /// (rounded as its layer is): pictures do not blur what is behind, so the material is approximated. A
    /// vibrancy effect or no effect draws nothing.
    @MainActor
    static func visualEffect(_ view: UIVisualEffectView, traits: UITraitCollection) -> [DrawingOperation] {
        guard let blur = view.effect as? UIBlurEffect else { return [] }
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite,
              let fill = paint(blur.materialColor, traits: traits) else { return [] }
        let radius = view.layer.cornerRadius.isFinite ? min(max(0, view.layer.cornerRadius), min(bounds.width, bounds.height) / 2) : 0
        return [.figure(DrawingFigure(.roundedRect(bounds, cornerRadius: radius), fill: fill, name: "visual-effect",
                                      metadata: ["style": String(blur.style.rawValue)]))]
    }

    /// An activity view controller's sheet (a placeholder): the first string or URL item, semibold 17 pt, one
    /// line 20 points from the top, centred and cut with "…" 16 points from the sides (chosen).
    @MainActor
    static func activitySheet(_ view: ActivitySheetView, traits: UITraitCollection) -> [DrawingOperation] {
        guard let controller = view.controller else { return [] }
        let title = controller.activityItems.lazy.compactMap { item -> String? in
            if let string = item as? String { return string }
            return (item as? URL)?.absoluteString
        }.first ?? ""
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        guard view.bounds.width > 32, let text = line(title, font: font, x: view.bounds.width / 2, centerY: 20 + font.lineHeight / 2,
                                                      paint: paint(.label, or: .label, traits: traits),
                                                      maximumWidth: view.bounds.width - 32, name: "activity-title") else { return [] }
        return [text]
    }
}
