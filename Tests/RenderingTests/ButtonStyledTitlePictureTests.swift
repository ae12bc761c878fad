import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// Buttons' styled titles in view pictures: drawn in the font and colour their attributes give.
@Suite("Button styled title pictures")
@MainActor
struct ButtonStyledTitlePictureTests {
    private func svg(_ button: UIButton) -> String {
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return ViewSVGRenderer().render(ViewSnapshot(capturing: button))
    }

    /// The SVG `<text>` element that draws `text`, or "".
    private func textElement(_ svg: String, _ text: String) -> String {
        svg.split(separator: "\n").first { $0.contains("<text") && $0.contains(">\(text)</text>") }.map(String.init) ?? ""
    }

    /// An attributed title's 34-pt red run is drawn at 34 pt in red, not in the filled style's 17-pt white.
    @Test func attributedConfigurationTitleIsDrawnInItsFontAndColour() {
        var container = AttributeContainer()
        container.font = UIFont.systemFont(ofSize: 34)
        container.foregroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        var configuration = UIButton.Configuration.filled()
        configuration.attributedTitle = AttributedString("Button", attributes: container)
        let text = textElement(svg(UIButton(configuration: configuration)), "Button")
        #expect(text.contains("font-size=\"34\""))
        #expect(text.contains("fill=\"#ff0000\""))
    }

    /// A transformer's font and colour are drawn: 24 pt green.
    @Test func transformedTitleIsDrawnInTheTransformersAttributes() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 24)
            outgoing.foregroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            return outgoing
        }
        let text = textElement(svg(UIButton(configuration: configuration)), "Go")
        #expect(text.contains("font-size=\"24\""))
        #expect(text.contains("fill=\"#00ff00\""))
    }

    /// A system button's attributed title without a colour is black (not the tint's #007aff), in its own 30-pt font.
    @Test func legacyAttributedTitleWithoutAColourIsBlack() {
        let button = UIButton(type: .system)
        button.setAttributedTitle(NSAttributedString(string: "Tap", attributes: [.font: UIFont.systemFont(ofSize: 30)]), for: .normal)
        let text = textElement(svg(button), "Tap")
        #expect(text.contains("font-size=\"30\""))
        #expect(text.contains("fill=\"#000000\""))
    }
}
