import CollectionGeometry
import Foundation

/// The accessibility values set on a view, kept apart so that views which set none carry one empty reference.
/// A label, hint or value set to nil is kept as set (`.some(nil)`), so it hides the view's default.
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String??
    var hint: String??
    var value: String??
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var language: String?
    var frame: CGRect?
    var activationPoint: CGPoint?
}

extension UIView {
    /// The storage of the view's accessibility values, made on first write.
    var accessibilityValues: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// UIKit's default for ``isAccessibilityElement``: labels, controls and progress views are elements; other views
    /// contain them.
    var defaultIsAccessibilityElement: Bool {
        self is UILabel || self is UIControl || self is UIProgressView
    }

    /// UIKit's default label: a label's text, a button's current title.
    var defaultAccessibilityLabel: String? {
        if let label = self as? UILabel { return label.text }
        if let button = self as? UIButton { return button.currentTitle }
        return nil
    }

    /// UIKit's default value: a switch's "1"/"0", a slider's or progress view's percentage (rounded), a text field's
    /// text.
    var defaultAccessibilityValue: String? {
        if let control = self as? UISwitch { return control.isOn ? "1" : "0" }
        if let slider = self as? UISlider {
            let range = slider.maximumValue - slider.minimumValue
            let fraction = range > 0 ? (slider.value - slider.minimumValue) / range : 0
            return Self.percentage(fraction)
        }
        if let progress = self as? UIProgressView { return Self.percentage(progress.progress) }
        if let field = self as? UITextField { return field.text }
        return nil
    }

    /// UIKit's default traits (see ``accessibilityTraits``).
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        switch self {
        case is UILabel: traits.insert(.staticText)
        case is UIButton, is UISwitch: traits.insert(.button)
        case is UISlider, is UIPageControl: traits.insert(.adjustable)
        case is UIImageView: traits.insert(.image)
        case is UIProgressView: traits.insert(.updatesFrequently)
        default: break
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// The bounds in the window's coordinates (headless, the window is the screen), or the frame without a window.
    var defaultAccessibilityFrame: CGRect {
        guard let window else { return frame }
        return convert(bounds, to: window)
    }

    /// `fraction` as a whole percentage, "50%" (a non-finite fraction reads as 0).
    private static func percentage(_ fraction: Float) -> String {
        let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
        return "\(Int((clamped * 100).rounded()))%"
    }
}
