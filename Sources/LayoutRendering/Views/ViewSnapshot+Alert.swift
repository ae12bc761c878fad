import OpenCompositionalLayout

extension ControlDrawing {
    /// An alert controller's alert as iOS draws it, over the dimming its view fills itself with: the rounded box
    /// (``AlertLayout/cornerRadius``) in a light grey standing in for iOS's blurred material (the system grey 6;
    /// headless pictures do not blur what is behind), the title and message centred (an action sheet's in the
    /// secondary label colour), hairline separators, and the buttons' titles centred in the view's tint colour —
    /// red for destructive actions, grey for disabled ones, semibold for the cancel (or preferred) action. An
    /// action sheet's cancel box is the system background. The text fields are subviews and draw themselves.
    ///
    /// - Complexity: O(a + t) for a actions and the text drawn.
    @MainActor
    static func alert(_ view: AlertControllerView, traits: UITraitCollection) -> [DrawingOperation] {
        guard let controller = view.controller else { return [] }
        let layout = controller.layout
        var operations: [DrawingOperation] = []
        let cancelBox = layout.isActionSheet && layout.buttons.contains { $0.action.style == .cancel } ? layout.boxes.last : nil
        for box in layout.boxes where box.width > 0 && box.height > 0 {
            let isCancelBox = box == cancelBox && (layout.boxes.count > 1 || layout.buttons.count == 1)
            let fill = isCancelBox ? paint(.tertiarySystemBackground, or: .white, traits: traits)
                : paint(.systemGray6, or: .systemGray6, traits: traits)
            operations.append(.figure(DrawingFigure(.roundedRect(box, cornerRadius: min(AlertLayout.cornerRadius, box.height / 2)),
                                                    fill: fill, name: isCancelBox ? "alert-cancel-box" : "alert-box")))
        }
        let textPaint = layout.isActionSheet ? paint(.secondaryLabel, or: .secondaryLabel, traits: traits)
            : paint(.label, or: .label, traits: traits)
        if let title = layout.title {
            operations += wrappedLines(title.text, font: title.font, x: title.frame.minX, top: title.frame.minY, width: title.frame.width,
                                       alignment: .center, paint: textPaint, name: "alert-title")
        }
        if let message = layout.message {
            operations += wrappedLines(message.text, font: message.font, x: message.frame.minX, top: message.frame.minY,
                                       width: message.frame.width, alignment: .center, paint: textPaint, name: "alert-message")
        }
        let separatorPaint = paint(.separator, or: .separator, traits: traits)
        for separator in layout.separators {
            operations.append(.figure(DrawingFigure(.rect(separator), fill: separatorPaint, name: "alert-separator")))
        }
        let tint = view.tintColor ?? .systemBlue
        for button in layout.buttons {
            let action = button.action
            let color: UIColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tint
            // 8 points at each side of a title (estimated).
            if let text = line(action.title ?? "", font: button.font, x: button.frame.midX, centerY: button.frame.midY,
                               paint: paint(color, or: .systemBlue, traits: traits), maximumWidth: max(1, button.frame.width - 16),
                               name: "alert-action") {
                operations.append(text)
            }
        }
        return operations
    }
}
