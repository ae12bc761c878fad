#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Buttons with styled titles: `AttributedString` titles with UIKit's attributes (`container.font`,
/// `container.foregroundColor`), text attributes transformers, and legacy attributed titles per state.
@MainActor
@Suite struct UIButtonStyledTitleTests {
    /// UIKit's attribute scope compiles as on iOS and reaches the title label: the run's 34-pt font and red colour.
    @Test func attributedTitleUsesItsRunsAttributes() throws {
        var container = AttributeContainer()
        container.font = UIFont.systemFont(ofSize: 34)
        container.foregroundColor = UIColor.red
        var configuration = UIButton.Configuration.filled()
        configuration.attributedTitle = AttributedString("Button", attributes: container)
        #expect(configuration.title == "Button")
        #expect(configuration.attributedTitle?.font?.pointSize == 34)
        let button = UIButton(configuration: configuration)
        let label = try #require(button.titleLabel)
        let attributed = try #require(label.attributedText)
        #expect((attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 34)
        #expect(attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.red)
        #expect(label.text == "Button")
    }

    /// The transformer receives the title font (body, 17 pt) and foreground colour, and its result is shown.
    @Test func transformerSeesTheDefaultsAndItsResultIsShown() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Button"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = incoming.font.map { $0.withSize($0.pointSize * 2) }
            outgoing.foregroundColor = incoming.foregroundColor == nil ? UIColor.red : UIColor.green
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        let attributed = try #require(button.titleLabel?.attributedText)
        #expect((attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 34)
        #expect(attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.green)
    }

    /// A subtitle with attributes: its 20-pt run keeps its font; the plain run takes the subtitle font.
    @Test func attributedSubtitleKeepsItsRuns() throws {
        var big = AttributedString("Big")
        big.font = UIFont.systemFont(ofSize: 20)
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        configuration.attributedSubtitle = big + AttributedString(" small")
        let button = UIButton(configuration: configuration)
        let attributed = try #require(button.subtitleLabel?.attributedText)
        #expect(attributed.string == "Big small")
        #expect((attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        let smallFont = try #require(attributed.attribute(.font, at: 4, effectiveRange: nil) as? UIFont)
        #expect(smallFont.pointSize < 20)
    }

    /// A legacy button's attributed title for a state, falling back to the normal one; ranges without a colour are
    /// black (the attributed title ignores the title colours).
    @Test func legacyAttributedTitlesPerState() throws {
        let button = UIButton(type: .system)
        button.setAttributedTitle(NSAttributedString(string: "Tap", attributes: [.font: UIFont.systemFont(ofSize: 30)]), for: .normal)
        #expect(button.currentAttributedTitle?.string == "Tap")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Tap")
        let attributed = try #require(button.titleLabel?.attributedText)
        #expect((attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect(attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.black)
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont != UIFont.systemFont(ofSize: 30))
    }

    #if !canImport(UIKit)
    /// Measured with the built-in measurer ("Button" is 3 em): 3 × 34 = 102 wide at 34 pt, plus the medium insets
    /// 12 + 12 = 126; the plain title at body 17 pt is 51 + 24 = 75. A legacy button (no insets) with a 30-pt
    /// attributed "Button" is 3 × 30 = 90 wide, where its plain 15-pt title is 45.
    @Test func styledTitlesSizeTheButton() {
        var container = AttributeContainer()
        container.font = UIFont.systemFont(ofSize: 34)
        var configuration = UIButton.Configuration.filled()
        configuration.attributedTitle = AttributedString("Button", attributes: container)
        #expect(abs(UIButton(configuration: configuration).intrinsicContentSize.width - 126) < 0.01)
        configuration.title = "Button"
        #expect(abs(UIButton(configuration: configuration).intrinsicContentSize.width - 75) < 0.01)
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 34)
            return outgoing
        }
        #expect(abs(UIButton(configuration: configuration).intrinsicContentSize.width - 126) < 0.01)
        let legacy = UIButton(type: .system)
        legacy.setTitle("Button", for: .normal)
        #expect(abs(legacy.intrinsicContentSize.width - 45) < 0.01)
        legacy.setAttributedTitle(NSAttributedString(string: "Button", attributes: [.font: UIFont.systemFont(ofSize: 30)]), for: .normal)
        #expect(abs(legacy.intrinsicContentSize.width - 90) < 0.01)
    }
    #endif
}
