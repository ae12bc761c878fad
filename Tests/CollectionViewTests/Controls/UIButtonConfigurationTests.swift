// The measured sizes (fonts measured by the built-in measurer) and `diagnosticSink` are beyond UIKit, so this
// file does not compile against UIKit by design.
//
// Hand-worked numbers: "Button" is 3.00 em (see UIButtonTests). Text styles at the default content size: body
// 17 pt (a line of 20⅓ on the 3× grid), subheadline 15 pt (18), caption 1 12 pt (14.32 → 14⅓). A symbol
// without a configuration of its own takes the title's text style: 20⅓ square at body.
import CollectionDiagnostics
import OpenCompositionalLayout
import Testing
import TestSupport

@MainActor
@Suite struct UIButtonConfigurationTests {
    private let bodyLine = 61.0 / 3

    private func button(_ configuration: UIButton.Configuration) -> UIButton {
        UIButton(configuration: configuration)
    }

    /// Medium: Apple's insets, 7 above and below, 12 at the sides: 51 + 24 by 20⅓ + 14.
    @Test func aMediumButtonPadsItsTitleWithApplesInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let button = button(configuration)
        #expect(button.buttonType == .system)
        #expect(isClose(button.intrinsicContentSize, CGSize(width: 75, height: bodyLine + 14)))
        #expect(button.currentTitle == "Button")
        #expect(button.titleLabel?.text == "Button")
    }

    @Test func theSizeChoosesFontsAndInsets() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Button"
        configuration.buttonSize = .small    // subheadline 15: 45 × 18, insets 5/10
        #expect(isClose(button(configuration).intrinsicContentSize, CGSize(width: 65, height: 28)))
        configuration.buttonSize = .mini     // caption 1 12: 36 × 14⅓, insets 4/8
        #expect(isClose(button(configuration).intrinsicContentSize, CGSize(width: 52, height: 43.0 / 3 + 8)))
        configuration.buttonSize = .large    // body 17: 51 × 20⅓, insets 14/20
        #expect(isClose(button(configuration).intrinsicContentSize, CGSize(width: 91, height: bodyLine + 28)))
        // Insets set by hand stay when the size changes, until the defaults are restored.
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .medium
        #expect(isClose(button(configuration).intrinsicContentSize, CGSize(width: 57, height: bodyLine + 4)))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets.leading == 12)
    }

    @Test func theImageSitsBesideOrAboveTheText() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Button"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 8
        // Leading: 12 + 20⅓ + 8 + 51 + 12 wide, 20⅓ + 14 tall.
        #expect(isClose(button(configuration).intrinsicContentSize, CGSize(width: 83 + bodyLine, height: bodyLine + 14)))
        // Top: the wider of 20⅓ and 51, plus 24; 20⅓ + 8 + 20⅓ + 14.
        configuration.imagePlacement = .top
        #expect(isClose(button(configuration).intrinsicContentSize, CGSize(width: 75, height: 2 * bodyLine + 22)))
        // A preferred symbol configuration sizes the symbol: 12 pt → a line of 14.32 → 14⅓.
        configuration.imagePlacement = .trailing
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 12)
        #expect(isClose(button(configuration).intrinsicContentSize, CGSize(width: 83 + 43.0 / 3, height: bodyLine + 14)))
        // The activity indicator (20 pt) takes the image's place.
        configuration.showsActivityIndicator = true
        #expect(isClose(button(configuration).intrinsicContentSize, CGSize(width: 103, height: bodyLine + 14)))
    }

    /// "Sub" in subheadline: S 0.65 + u 0.55 + b 0.55 = 1.75 em × 15 = 26.25 → 26⅓ wide, 18 tall.
    @Test func theSubtitleStacksUnderTheTitle() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Button"
        configuration.subtitle = "Sub"
        configuration.titlePadding = 4
        let button = button(configuration)
        #expect(isClose(button.intrinsicContentSize, CGSize(width: 75, height: bodyLine + 4 + 18 + 14)))
        #expect(button.subtitleLabel?.text == "Sub")
        #expect(UIButton(type: .system).subtitleLabel == nil)
    }

    /// "Hello World": Hello 2.25 em, World 2.55 em (W 0.85, o, r 0.35, l 0.25, d 0.55); at 17 pt 38.25 and 43.35.
    @Test func sizeThatFitsWrapsTheTitleToTheWidthOffered() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Hello World"
        let button = button(configuration)
        // One line: 5.05 em × 17 = 85.85 → 86 on the 3× grid, plus 24.
        #expect(isClose(button.intrinsicContentSize, CGSize(width: 110, height: bodyLine + 14)))
        // 84 wide leaves 60 for the text: two lines, the wider 43.35 → 43⅔, two lines 40.57 → 40⅔.
        let fitted = button.sizeThatFits(CGSize(width: 84, height: 0))
        #expect(isClose(fitted, CGSize(width: 131.0 / 3 + 24, height: 122.0 / 3 + 14)))
    }

    /// At the extra-large content size, body is 19 pt: "Button" 57 wide, a line of 22.67 → 23.
    @Test func theFontsFollowDynamicType() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = button(configuration)
        button.traitCollection = UITraitCollection.defaultPhone.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
        #expect(isClose(button.intrinsicContentSize, CGSize(width: 81, height: 37)))
        // Placed by constraints, the button takes the new size at the next pass.
        let root = makeRoot(400, 400)
        let placed = UIButton(configuration: configuration)
        placed.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(placed)
        NSLayoutConstraint.activate([placed.topAnchor.constraint(equalTo: root.topAnchor),
                                     placed.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(placed.frame.width == 75)
        root.traitCollection = UITraitCollection.defaultPhone.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
        root.layoutIfNeeded()
        #expect(placed.frame.size == CGSize(width: 81, height: 37))
    }

    @Test func theConfigurationTakesThePrimaryActionsTitleAndImage() {
        var count = 0
        let action = UIAction(title: "Send", image: UIImage(systemName: "paperplane")) { _ in count += 1 }
        let button = UIButton(configuration: .filled(), primaryAction: action)
        #expect(button.configuration?.title == "Send")
        #expect(button.configuration?.image == UIImage(systemName: "paperplane"))
        button.simulateTap()
        #expect(count == 1)
    }

    @Test func theUpdateHandlerRunsOnStateChangesAndMaySetTheConfiguration() {
        var calls = 0
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        #expect(calls == 1) // setting the handler asks for an update
        button.isSelected = true
        #expect(calls == 2)
        #expect(button.currentTitle == "Following")
        button.setNeedsUpdateConfiguration()
        #expect(calls == 3)
        button.changesSelectionAsPrimaryAction = true
        button.simulateTap() // highlight on and off, then deselection
        #expect(button.currentTitle == "Follow")
    }

    @Test func aNewConfigurationReplacesTheLegacyFont() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
        button.configuration = .plain()  // the per-state title shows, in the medium font
        #expect(isClose(button.intrinsicContentSize, CGSize(width: 75, height: bodyLine + 14)))
        button.configuration = nil
        #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
    }

    @Test func attributedTitlesSetThePlainTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString("Button")
        #expect(configuration.title == "Button")
        configuration.title = "Other"
        #expect(configuration.attributedTitle == nil)
    }

    @Test func nonFiniteLengthsAreReplacedWithADiagnostic() {
        let collector = DiagnosticCollector()
        let button = UIButton(type: .system)
        button.diagnosticSink = collector.sink
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Button"
        configuration.imagePadding = .nan
        configuration.contentInsets.top = .infinity
        button.configuration = configuration
        #expect(button.configuration?.imagePadding == 0)
        #expect(button.configuration?.contentInsets.top == 0)
        #expect(isClose(button.intrinsicContentSize, CGSize(width: 75, height: bodyLine + 7)))
        #expect(collector.diagnostics.map(\.kind) == ["invalidConfigurationLength"])
    }

    @Test func theStylesHaveTheirUIKitAliases() {
        #expect(UIButton.Configuration.borderless() == .plain())
        #expect(UIButton.Configuration.bordered() == .gray())
        #expect(UIButton.Configuration.borderedTinted() == .tinted())
        #expect(UIButton.Configuration.borderedProminent() == .filled())
        #expect(UIButton.Configuration.filled() != .plain())
        #expect(UIButton.Configuration.plain().cornerStyle == .dynamic)
        #expect(UIButton.Configuration.plain().buttonSize == .medium)
    }
}
