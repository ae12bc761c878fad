import OpenCompositionalLayout

extension ControlDrawing {
    /// The corner radius of a rounded-rectangle text field (chosen from the look of iOS).
    static let roundedFieldRadius: CGFloat = 5
    /// The corner radius of a search field (chosen: UIKit's search field since iOS 13 is rounder).
    static let searchFieldRadius: CGFloat = 10
    /// The placeholder a search bar's field shows when none is set (UIKit's, in English).
    static let defaultSearchPlaceholder = "Search"

    /// A text field as iOS draws it: its border style (`.line` a dark 1-pt frame, `.bezel` a grey one,
    /// `.roundedRect` a white fill with a light grey frame, a search field a grey rounded fill instead), its
    /// tokens (a search field's, as tinted pills), its text (bullets for secure entry) in its colour — or its
    /// placeholder in the placeholder colour — on one line cut with "…", placed by its alignment in
    /// `textRect(forBounds:)` and centred vertically, and the clear button (a grey disc with a white cross) while
    /// `clearButtonMode` shows it. The left and right views are subviews and draw themselves.
    @MainActor
    static func textField(_ field: UITextField, traits: UITraitCollection) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: field.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        var operations: [DrawingOperation] = []
        let search = field as? UISearchTextField
        if search != nil {
            operations.append(.figure(DrawingFigure(.roundedRect(bounds, cornerRadius: min(searchFieldRadius, bounds.height / 2)),
                                                    fill: paint(.tertiarySystemFill, or: .tertiarySystemFill, traits: traits), name: "search-field")))
        } else {
            let frame = bounds.insetBy(dx: 0.5, dy: 0.5)
            switch field.borderStyle {
            case .none: break
            case .line:
                operations.append(.figure(DrawingFigure(.rect(frame), stroke: DrawingStroke(paint(.label, or: .label, traits: traits)),
                                                        name: "text-field-border")))
            case .bezel:
                operations.append(.figure(DrawingFigure(.rect(frame), stroke: DrawingStroke(paint(.systemGray, or: .systemGray, traits: traits)),
                                                        name: "text-field-border")))
            case .roundedRect:
                operations.append(.figure(DrawingFigure(.roundedRect(frame, cornerRadius: roundedFieldRadius),
                                                        fill: paint(.tertiarySystemBackground, or: .white, traits: traits),
                                                        stroke: DrawingStroke(paint(.systemGray4, or: .systemGray4, traits: traits), lineWidth: 1),
                                                        name: "text-field-border")))
            }
        }
        var textRect = field.textRect(forBounds: bounds)
        let font = field.font ?? .systemFont(ofSize: 17)
        if let search, !search.tokens.isEmpty {
            let (tokenOperations, width) = tokens(search, in: textRect, font: font, traits: traits)
            operations += tokenOperations
            textRect.origin.x += width
            textRect.size.width = max(0, textRect.width - width)
        }
        let text = field.text ?? ""
        let shown: String
        let color: DrawingPaint
        let name: String
        if !text.isEmpty {
            shown = field.isSecureTextEntry ? String(repeating: "\u{2022}", count: min(text.count, 10_000)) : text
            color = paint(field.textColor, or: .label, traits: traits)
            name = "text-field-text"
        } else {
            let inSearchBar = field.superview is UISearchBar
            shown = field.attributedPlaceholder?.string ?? field.placeholder ?? (inSearchBar ? defaultSearchPlaceholder : "")
            color = paint(.placeholderText, or: .placeholderText, traits: traits)
            name = "text-field-placeholder"
        }
        let rightToLeft = field.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let (anchor, x): (DrawingText.Anchor, CGFloat) = switch field.textAlignment {
        case .center: (.middle, textRect.midX)
        case .right: (.end, textRect.maxX)
        case .left: (.start, textRect.minX)
        case .natural, .justified: rightToLeft ? (.end, textRect.maxX) : (.start, textRect.minX)
        }
        if textRect.width > 0, let line = line(shown, font: font, x: x, centerY: bounds.midY, anchor: anchor, paint: color,
                                                 maximumWidth: textRect.width, name: name) {
            operations.append(.beginGroup(DrawingGroup(clip: .rect(textRect.insetBy(dx: 0, dy: -font.lineHeight)))))
            operations.append(line)
            operations.append(.endGroup)
        }
        let clear = field.clearButtonRect(forBounds: bounds)
        if clear.width > 0, clear.height > 0 {
            operations += clearButton(in: clear, traits: traits)
        }
        return operations
    }

    /// A clear button: a grey disc 3 pt inside `rect` (chosen) with a white cross.
    static func clearButton(in rect: CGRect, traits: UITraitCollection) -> [DrawingOperation] {
        let diameter = max(0, min(rect.width, rect.height) - 3)
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let arm = diameter * 0.18
        let cross = DrawingPath([.move(to: CGPoint(x: center.x - arm, y: center.y - arm)), .line(to: CGPoint(x: center.x + arm, y: center.y + arm)),
                                 .move(to: CGPoint(x: center.x + arm, y: center.y - arm)), .line(to: CGPoint(x: center.x - arm, y: center.y + arm))])
        return [.figure(DrawingFigure(circle(center: center, diameter: diameter), fill: paint(.systemGray2, or: .systemGray2, traits: traits),
                                      name: "clear-button")),
                .figure(DrawingFigure(.path(cross), stroke: DrawingStroke(paint(.systemBackground, or: .white, traits: traits), lineWidth: 1.5,
                                                                          lineCap: .round)))]
    }

    /// A search field's tokens as pills at the start of `rect` (chosen: each its text in 15-pt type with 6 pt at
    /// the sides, 4 pt apart, in ``UISearchTextField/tokenBackgroundColor``, else the tint colour at 15 %), and
    /// the width they take.
    @MainActor
    static func tokens(_ field: UISearchTextField, in rect: CGRect, font: UIFont, traits: UITraitCollection)
        -> (operations: [DrawingOperation], width: CGFloat) {
        let tokenFont = UIFont.systemFont(ofSize: 15)
        let height = min(rect.height, tokenFont.lineHeight + 6)
        let fill = paint(field.tokenBackgroundColor ?? field.tintColor.withAlphaComponent(0.15), or: .systemFill, traits: traits)
        let textPaint = paint(field.tokenBackgroundColor == nil ? field.tintColor : .label, or: .label, traits: traits)
        var operations: [DrawingOperation] = []
        var x = rect.minX
        for token in field.tokens.prefix(100) {
            let measured = TextMeasuringRegistry.global.measure(token.text, font: tokenFont, constrainedToWidth: 0, numberOfLines: 1,
                                                                lineBreakMode: .byClipping).size.width
            let width = min(measured + 12, max(0, rect.maxX - x))
            guard width > 12 else { break }
            let pill = CGRect(x: x, y: rect.midY - height / 2, width: width, height: height)
            operations.append(.figure(DrawingFigure(.roundedRect(pill, cornerRadius: 6), fill: fill, name: "search-token", title: token.text)))
            if let text = line(token.text, font: tokenFont, x: pill.minX + 6, centerY: pill.midY, anchor: .start, paint: textPaint,
                               maximumWidth: width - 12) {
                operations.append(text)
            }
            x += width + 4
        }
        return (operations, x - rect.minX)
    }
}
