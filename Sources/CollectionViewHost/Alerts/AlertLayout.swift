import CollectionGeometry

/// Where an alert controller's parts go in its full-screen view (beyond UIKit, where the alert's private views
/// lay themselves out): the rounded boxes, the title and message, the text fields, the buttons and the hairline
/// separators between them.
///
/// An alert is ``alertWidth`` wide and centred: the title (semibold 17 pt) and message (13 pt) wrapped in the
/// box less 16 pt at each side, then the text fields, then the buttons, 44 pt tall — side by side when there are
/// two and both titles fit half the width (the cancel button at the left), else stacked with the cancel button
/// last. An action sheet spans the width less 8 pt margins (and the safe area's sides) at the bottom: the title
/// and message (13 pt, grey), the buttons 57 pt tall, and the cancel button in a box of its own 8 pt below,
/// the whole above the safe area's bottom (at least 8 pt above the edge). Apple publishes none of these figures
/// except the 44-point minimum tap target; the others are estimated from the look of iOS 17 and say so where they
/// are declared.
///
/// - Complexity: O(a + t) for a actions and the text measured.
@MainActor
package struct AlertLayout {
    /// One button.
    package struct Button {
        /// The action the button sends.
        package var action: UIAlertAction
        /// Its frame in the alert controller's view.
        package var frame: CGRect
        /// The font of its title: semibold for the cancel action (or the preferred action, when there is one).
        package var font: UIFont
    }

    /// The width of an alert: 270 points, on every device (estimated from the look of iOS 7 and later; Apple does
    /// not publish it).
    package static let alertWidth: CGFloat = 270
    /// The corner radius of an alert's and an action sheet's boxes: 14 points (estimated from iOS 17).
    package static let cornerRadius: CGFloat = 14
    /// The height of an alert's button: 44 points (the minimum tap target of Apple's Human Interface Guidelines).
    package static let alertButtonHeight: CGFloat = 44
    /// The height of an action sheet's button: 57 points (estimated from iOS 17).
    package static let sheetButtonHeight: CGFloat = 57
    /// The space between an action sheet and the screen's edges, and above its cancel box: 8 points (estimated).
    package static let sheetMargin: CGFloat = 8
    /// The size of an alert's text fields' font: 13 points (estimated).
    package static let textFieldFontSize: CGFloat = 13
    /// The height of an alert's text field, and the space between two: 28 and 4 points (estimated).
    static let textFieldHeight: CGFloat = 28, textFieldSpacing: CGFloat = 4
    /// The space at the sides of the title and message: 16 points (estimated).
    static let textInset: CGFloat = 16

    /// The boxes: the alert, or the action sheet and then its cancel box.
    package private(set) var boxes: [CGRect] = []
    /// A text of the header: what it says, where it is wrapped, and its font.
    package typealias Text = (text: String, frame: CGRect, font: UIFont)

    /// The title's frame and font, when there is a title.
    package private(set) var title: Text?
    /// The message's frame and font, when there is a message.
    package private(set) var message: Text?
    /// The text fields' frames, in order.
    package private(set) var textFieldFrames: [CGRect] = []
    /// The buttons, in the order they are shown (top to bottom, left to right).
    package private(set) var buttons: [Button] = []
    /// The hairlines between the header and the buttons and between buttons (filled rectangles).
    package private(set) var separators: [CGRect] = []
    /// Whether the controller is an action sheet.
    package let isActionSheet: Bool

    /// The layout of `controller`'s alert in a view of `containerSize` with `safeArea`, hairlines one pixel of
    /// `displayScale` thick (1 point when it is not positive). Sizes that are not finite or negative count as 0.
    init(controller: UIAlertController, containerSize: CGSize, safeArea: UIEdgeInsets, displayScale: CGFloat) {
        isActionSheet = controller.preferredStyle == .actionSheet
        let containerWidth = Self.clean(containerSize.width), containerHeight = Self.clean(containerSize.height)
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        let hairline = 1 / scale
        let safe = UIEdgeInsets(top: Self.clean(safeArea.top), left: Self.clean(safeArea.left),
                                bottom: Self.clean(safeArea.bottom), right: Self.clean(safeArea.right))
        let width = isActionSheet
            ? max(0, containerWidth - 2 * Self.sheetMargin - safe.left - safe.right)
            : min(Self.alertWidth, containerWidth)
        let textWidth = max(0, width - 2 * Self.textInset)
        let preferred = controller.preferredAction.flatMap { action in controller.actions.first { $0 === action } }

        // The header: title and message, wrapped.
        let titleFont = UIFont.systemFont(ofSize: isActionSheet ? 13 : 17, weight: .semibold)
        let messageFont = UIFont.systemFont(ofSize: 13)
        // The space above the title and below the message: 20 points in an alert, 14 in a sheet (estimated);
        // 2 points between them (estimated).
        let headerPadding: CGFloat = isActionSheet ? 14 : 20
        var y: CGFloat = 0
        var placedTitle: Text?
        var placedMessage: Text?
        let titleText = controller.title ?? "", messageText = controller.message ?? ""
        if !titleText.isEmpty || !messageText.isEmpty { y = headerPadding }
        if !titleText.isEmpty {
            let height = Self.textHeight(titleText, font: titleFont, width: textWidth, scale: scale)
            placedTitle = (text: titleText, frame: CGRect(x: Self.textInset, y: y, width: textWidth, height: height), font: titleFont)
            y += height
        }
        if !messageText.isEmpty {
            if placedTitle != nil { y += 2 }
            let height = Self.textHeight(messageText, font: messageFont, width: textWidth, scale: scale)
            placedMessage = (text: messageText, frame: CGRect(x: Self.textInset, y: y, width: textWidth, height: height), font: messageFont)
            y += height
        }
        let fields = isActionSheet ? [] : (controller.textFields ?? [])
        var fieldFrames: [CGRect] = []
        if !fields.isEmpty {
            // 16 points above and below the fields (estimated).
            y += placedTitle == nil && placedMessage == nil ? 16 : 16 - 4
            for _ in fields {
                fieldFrames.append(CGRect(x: Self.textInset, y: y, width: textWidth, height: Self.textFieldHeight))
                y += Self.textFieldHeight + Self.textFieldSpacing
            }
            y += 16 - Self.textFieldSpacing
        } else if placedTitle != nil || placedMessage != nil {
            y += headerPadding
        }

        // The buttons.
        var buttons: [Button] = []
        var separators: [CGRect] = []
        let buttonFontSize: CGFloat = isActionSheet ? 20 : 17
        func font(for action: UIAlertAction) -> UIFont {
            let bold = preferred.map { $0 === action } ?? (action.style == .cancel)
            return .systemFont(ofSize: buttonFontSize, weight: bold ? .semibold : .regular)
        }
        let cancel = controller.actions.first { $0.style == .cancel }
        let others = controller.actions.filter { $0.style != .cancel }
        var cancelBox: CGRect?
        if isActionSheet {
            let height = Self.sheetButtonHeight
            for (index, action) in others.enumerated() {
                if index > 0 || y > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                buttons.append(Button(action: action, frame: CGRect(x: 0, y: y, width: width, height: height), font: font(for: action)))
                y += height
            }
            let bottom = containerHeight - max(safe.bottom, Self.sheetMargin)
            let left = Self.sheetMargin + safe.left
            if let cancel {
                let box = CGRect(x: left, y: bottom - height, width: width, height: height)
                cancelBox = box
                buttons.append(Button(action: cancel, frame: box, font: font(for: cancel)))
            }
            let top = (cancelBox.map { $0.minY - Self.sheetMargin } ?? bottom) - y
            let offset = CGPoint(x: left, y: top)
            buttons = buttons.map { button in
                var moved = button
                if button.action !== cancel { moved.frame = moved.frame.offsetBy(dx: offset.x, dy: offset.y) }
                return moved
            }
            finish(width: width, height: y, origin: offset, title: placedTitle, message: placedMessage, fields: fieldFrames,
                   buttons: buttons, separators: separators)
            if y > 0 || cancelBox == nil { boxes = [CGRect(x: left, y: top, width: width, height: y)] } else { boxes = [] }
            if let cancelBox { boxes.append(cancelBox) }
            return
        }
        let ordered = others + (cancel.map { [$0] } ?? [])
        let half = width / 2
        // Two buttons sit side by side when each title fits half the width less 12 points at each side (estimated).
        let sideBySide = ordered.count == 2 && ordered.allSatisfy {
            Self.lineWidth($0.title ?? "", font: font(for: $0)) <= half - 24
        }
        if !ordered.isEmpty { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
        if sideBySide {
            // The cancel button goes at the left.
            let pair = cancel.map { [$0] + others } ?? ordered
            buttons.append(Button(action: pair[0], frame: CGRect(x: 0, y: y, width: half, height: Self.alertButtonHeight), font: font(for: pair[0])))
            buttons.append(Button(action: pair[1], frame: CGRect(x: half, y: y, width: width - half, height: Self.alertButtonHeight),
                                  font: font(for: pair[1])))
            separators.append(CGRect(x: half, y: y, width: hairline, height: Self.alertButtonHeight))
            y += Self.alertButtonHeight
        } else {
            for (index, action) in ordered.enumerated() {
                if index > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                buttons.append(Button(action: action, frame: CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight),
                                      font: font(for: action)))
                y += Self.alertButtonHeight
            }
        }
        // Centred, on whole points.
        let origin = CGPoint(x: ((containerWidth - width) / 2).rounded(), y: ((containerHeight - y) / 2).rounded())
        finish(width: width, height: y, origin: origin, title: placedTitle, message: placedMessage, fields: fieldFrames,
               buttons: buttons, separators: separators)
        boxes = [CGRect(x: origin.x, y: origin.y, width: width, height: y)]
    }

    /// Stores the parts, moved from the box's coordinates to the view's by `origin`.
    private mutating func finish(width: CGFloat, height: CGFloat, origin: CGPoint, title: Text?, message: Text?, fields: [CGRect],
                                 buttons: [Button], separators: [CGRect]) {
        let move = { (rect: CGRect) in rect.offsetBy(dx: origin.x, dy: origin.y) }
        self.title = title.map { (text: $0.text, frame: move($0.frame), font: $0.font) }
        self.message = message.map { (text: $0.text, frame: move($0.frame), font: $0.font) }
        textFieldFrames = fields.map(move)
        self.buttons = isActionSheet ? buttons : buttons.map { var moved = $0; moved.frame = move($0.frame); return moved }
        self.separators = separators.map(move)
    }

    /// The height of `text` wrapped to `width` in `font`, rounded up to the pixel grid.
    private static func textHeight(_ text: String, font: UIFont, width: CGFloat, scale: CGFloat) -> CGFloat {
        let measured = TextMeasuringRegistry.global.measure(text, font: font, constrainedToWidth: width, numberOfLines: 0,
                                                            lineBreakMode: .byWordWrapping)
        return UIView.ceil(measured.size.height, toScale: scale)
    }

    /// The width of `text` on one line in `font`.
    private static func lineWidth(_ text: String, font: UIFont) -> CGFloat {
        TextMeasuringRegistry.global.measure(text, font: font, constrainedToWidth: 0, numberOfLines: 1, lineBreakMode: .byClipping).size.width
    }

    /// `value`, or 0 when it is not finite or negative.
    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}
