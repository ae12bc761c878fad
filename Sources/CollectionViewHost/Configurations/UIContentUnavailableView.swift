import CollectionGeometry
import CollectionDiagnostics

/// The view of a ``UIContentUnavailableConfiguration`` (UIKit's `UIContentUnavailableView`, iOS 17), headless:
/// an image view (or a loading configuration's activity indicator), two labels and two buttons, stacked in that
/// order inside the configuration's margins, with its paddings between the elements that are present.
///
/// Placement (our rule; UIKit lays the stack out with private constraints): the texts wrap at the width inside
/// the margins; the image is shown at its displayed size (see the image properties), scaled down to that width
/// when wider; the stack is centred vertically between the top and bottom margins (starting at the top margin
/// when taller than the space); each element is centred horizontally between the margins, or, with the
/// `.natural` alignment, against the leading margin (the trailing one in a right-to-left layout).
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    /// The view showing the image. Beyond UIKit (UIKit keeps its subviews private).
    public let imageView = UIImageView(frame: .zero)
    /// The label showing the primary text. Beyond UIKit.
    public let textLabel = UILabel(frame: .zero)
    /// The label showing the secondary text. Beyond UIKit.
    public let secondaryTextLabel = UILabel(frame: .zero)
    /// The configuration's button (hidden when it has no title and no image). Beyond UIKit.
    public let button = UIButton(type: .system)
    /// The configuration's secondary button. Beyond UIKit.
    public let secondaryButton = UIButton(type: .system)
    /// Where the activity indicator of a `loading()` configuration is shown, nil when there is none. Beyond UIKit
    /// (headless, no indicator view is made).
    public private(set) var activityIndicatorFrame: CGRect?

    /// Whether the content scrolls when it does not fit (default false, as in UIKit). Stored: headless, the
    /// content is laid out from the top margin when it does not fit.
    open var isScrollEnabled = false

    private var unavailableConfiguration: UIContentUnavailableConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        addSubview(button)
        addSubview(secondaryButton)
        apply(configuration)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The configuration shown. Setting a configuration of another type is ignored with a diagnostic (UIKit
    /// supports only content-unavailable configurations here; see ``supports(_:)``).
    open var configuration: any UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let unavailable = newValue as? UIContentUnavailableConfiguration else {
                UIView.reportDiagnostic(
                    .unsupportedContentConfiguration,
                    message: "UIContentUnavailableView cannot show a \(type(of: newValue)); the configuration is ignored")
                return
            }
            unavailableConfiguration = unavailable
            apply(unavailable)
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Only content-unavailable configurations are supported.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    /// Places the image (or activity indicator) and the labels by the rule in the type's discussion.
    open override func layoutSubviews() {
        let frames = placement(in: bounds.size)
        imageView.frame = frames.image ?? .zero
        activityIndicatorFrame = frames.activityIndicator
        textLabel.frame = frames.text ?? .zero
        secondaryTextLabel.frame = frames.secondaryText ?? .zero
        button.frame = frames.button ?? .zero
        secondaryButton.frame = frames.secondaryButton ?? .zero
        super.layoutSubviews()
    }

    /// The size the content needs at `size.width` (its natural width, margins included, when the width is not a
    /// positive number): the stack's height plus the top and bottom margins.
    ///
    /// - Complexity: O(n) in the length of the texts.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = cleanMargins
        let horizontal = margins.leading + margins.trailing, vertical = margins.top + margins.bottom
        let width: CGFloat
        if size.width.isFinite, size.width > 0 {
            width = size.width
        } else {
            let widths = elements(fittingWidth: .infinity).map(\.size.width)
            width = (widths.max() ?? 0) + horizontal
        }
        let stack = elements(fittingWidth: max(width - horizontal, 0))
        return CGSize(width: width, height: stackHeight(stack) + vertical)
    }

    /// The content's natural size.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Placement

    private enum Element { case image, activityIndicator, text, secondaryText, button, secondaryButton }

    private var cleanMargins: NSDirectionalEdgeInsets {
        func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
        let margins = unavailableConfiguration.directionalLayoutMargins
        return NSDirectionalEdgeInsets(top: clean(margins.top), leading: clean(margins.leading),
                                       bottom: clean(margins.bottom), trailing: clean(margins.trailing))
    }

    /// The elements present, in stack order, with their sizes at `width`.
    private func elements(fittingWidth width: CGFloat) -> [(element: Element, size: CGSize)] {
        let configuration = unavailableConfiguration
        var result: [(Element, CGSize)] = []
        if let image = configuration.image {
            var size = configuration.imageProperties.displayedSize(of: image)
            if width.isFinite, size.width > width, size.width > 0 {
                size = CGSize(width: width, height: size.height * width / size.width)
            }
            result.append((.image, size))
        } else if configuration.showsActivityIndicator {
            let side = ContentUnavailableMetrics.activityIndicatorSide
            result.append((.activityIndicator, CGSize(width: side, height: side)))
        }
        let labelWidth = width.isFinite ? width : 0
        if textLabel.text?.isEmpty == false {
            result.append((.text, textLabel.sizeThatFits(CGSize(width: labelWidth, height: 0))))
        }
        if secondaryTextLabel.text?.isEmpty == false {
            result.append((.secondaryText, secondaryTextLabel.sizeThatFits(CGSize(width: labelWidth, height: 0))))
        }
        if !button.isHidden { result.append((.button, button.intrinsicContentSize)) }
        if !secondaryButton.isHidden { result.append((.secondaryButton, secondaryButton.intrinsicContentSize)) }
        return result
    }

    /// The padding above `element` when `previous` precedes it.
    private func padding(between previous: Element, and element: Element) -> CGFloat {
        func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
        switch (previous, element) {
        case (.button, .secondaryButton): return clean(unavailableConfiguration.buttonToSecondaryButtonPadding)
        case (.image, .button), (.activityIndicator, .button), (.text, .button), (.secondaryText, .button),
             (_, .secondaryButton): return clean(unavailableConfiguration.textToButtonPadding)
        case (.image, _), (.activityIndicator, _): return clean(unavailableConfiguration.imageToTextPadding)
        case (.text, .secondaryText): return clean(unavailableConfiguration.textToSecondaryTextPadding)
        default: return 0
        }
    }

    private func stackHeight(_ stack: [(element: Element, size: CGSize)]) -> CGFloat {
        var height: CGFloat = 0
        for (index, entry) in stack.enumerated() {
            if index > 0 { height += padding(between: stack[index - 1].element, and: entry.element) }
            height += entry.size.height
        }
        return height
    }

    private typealias Frames = (image: CGRect?, activityIndicator: CGRect?, text: CGRect?, secondaryText: CGRect?,
                                button: CGRect?, secondaryButton: CGRect?)

    private func placement(in size: CGSize) -> Frames {
        let margins = cleanMargins
        let width = size.width.isFinite ? max(size.width, 0) : 0
        let height = size.height.isFinite ? max(size.height, 0) : 0
        let innerWidth = max(width - margins.leading - margins.trailing, 0)
        let innerHeight = max(height - margins.top - margins.bottom, 0)
        let stack = elements(fittingWidth: innerWidth)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var y = margins.top + max((innerHeight - stackHeight(stack)) / 2, 0)
        var frames: Frames = (nil, nil, nil, nil, nil, nil)
        for (index, entry) in stack.enumerated() {
            if index > 0 { y += padding(between: stack[index - 1].element, and: entry.element) }
            let elementWidth = min(entry.size.width, innerWidth)
            let x: CGFloat = switch unavailableConfiguration.alignment {
            case .center: margins.leading + (innerWidth - elementWidth) / 2
            case .natural: rightToLeft ? width - margins.leading - elementWidth : margins.leading
            }
            let frame = CGRect(x: x, y: y, width: elementWidth, height: entry.size.height)
            switch entry.element {
            case .image: frames.image = frame
            case .activityIndicator: frames.activityIndicator = frame
            case .text: frames.text = frame
            case .secondaryText: frames.secondaryText = frame
            case .button: frames.button = frame
            case .secondaryButton: frames.secondaryButton = frame
            }
            y += entry.size.height
        }
        return frames
    }

    private func apply(_ configuration: UIContentUnavailableConfiguration) {
        func style(_ label: UILabel, _ text: String?, _ properties: UIContentUnavailableConfiguration.TextProperties) {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.textAlignment = configuration.alignment == .center ? .center : .natural
        }
        style(textLabel, configuration.text, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        directionalLayoutMargins = configuration.directionalLayoutMargins
        backgroundColor = configuration.background.backgroundColor
        configure(button, configuration.button, configuration.buttonProperties)
        configure(secondaryButton, configuration.secondaryButton, configuration.secondaryButtonProperties)
    }

    /// Gives `view` the button configuration and properties; hides it when the configuration has neither a title
    /// nor an image.
    private func configure(_ view: UIButton, _ configuration: UIButton.Configuration,
                           _ properties: UIContentUnavailableConfiguration.ButtonProperties) {
        view.isHidden = configuration.title == nil && configuration.image == nil
        view.configuration = configuration
        for action in view.actions(for: .primaryActionTriggered) { view.removeAction(action, for: .primaryActionTriggered) }
        if let action = properties.primaryAction { view.addAction(action, for: .primaryActionTriggered) }
        view.menu = properties.menu
        view.showsMenuAsPrimaryAction = properties.primaryAction == nil && properties.menu != nil
        view.isEnabled = properties.isEnabled
        view.role = properties.role
    }
}
