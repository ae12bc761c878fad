import CollectionGeometry

extension NSLayoutConstraint {
    /// The constraints a visual format string describes, e.g. `H:|-[title]-8-[value(>=60@750)]-|`
    /// (UIKit's `constraints(withVisualFormat:options:metrics:views:)`; the grammar is Apple's "Visual Format
    /// Language"). The constraints are returned inactive, in UIKit's order.
    ///
    /// A lone `-` next to `|` relates the view to the superview's layout margins, as UIKit has done since iOS 8
    /// (`title.leading == superview.leadingMargin`); a lone `-` between views is the standard 8 points.
    /// `metrics` values are numbers (`Double`, `CGFloat`, `Float`, `Int`); `views` values are views.
    ///
    /// A format that does not parse, or names a view or metric the dictionaries lack, raises in UIKit with the
    /// message this stops with by default (see ``failurePolicy``); under ``FailurePolicy/record`` it sends the
    /// message to the diagnostics sink and returns no constraints.
    public static func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let number as Double: numbers[name] = number
            case let number as CGFloat: numbers[name] = Double(number)
            case let number as Float: numbers[name] = Double(number)
            case let number as Int: numbers[name] = Double(number)
            default: continue
            }
        }
        var viewsByName: [String: UIView] = [:]
        for (name, value) in views {
            if let view = value as? UIView { viewsByName[name] = view }
        }
        let lowered: [VisualFormatConstraint]
        do {
            lowered = try VisualFormat.constraints(
                withVisualFormat: format, options: opts, metrics: numbers,
                views: Set(viewsByName.keys), hasSuperview: { viewsByName[$0]?.superview != nil },
                superviewSpacing: .layoutMargins)
        } catch {
            reject(.visualFormatRejected, error.message, fallback: "; no constraints made")
            return []
        }
        func item(_ reference: VisualFormatConstraint.Item?) -> UIView? {
            switch reference {
            case .view(let name): viewsByName[name]
            case .superview(let name): viewsByName[name]?.superview
            case nil: nil
            }
        }
        return lowered.compactMap { description in
            guard let first = item(description.firstItem),
                  let firstAttribute = Attribute(rawValue: description.firstAttribute.rawValue),
                  let secondAttribute = Attribute(rawValue: description.secondAttribute.rawValue) else { return nil }
            let relation: Relation = switch description.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                toItem: item(description.secondItem), attribute: secondAttribute,
                                                multiplier: CGFloat(description.multiplier),
                                                constant: CGFloat(description.constant))
            constraint.priority = UILayoutPriority(description.priority)
            return constraint
        }
    }
}
