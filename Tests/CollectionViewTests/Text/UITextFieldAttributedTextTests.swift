#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Foundation
import Testing

/// A text field keeps the attributes of its styled text and placeholder; setting the plain text drops them.
@MainActor
@Suite struct UITextFieldAttributedTextTests {
    @Test func styledTextAndPlaceholderKeepTheirAttributes() throws {
        let field = UITextField()
        field.attributedText = NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.red])
        #expect(field.text == "Hi")
        let styled = try #require(field.attributedText)
        #expect(styled.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        field.text = "Bye"
        let plain = try #require(field.attributedText)
        #expect(plain.string == "Bye")
        #expect(plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor != .red)
        field.attributedPlaceholder = NSAttributedString(string: "Name", attributes: [.foregroundColor: UIColor.gray])
        #expect(field.placeholder == "Name")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .gray)
        field.placeholder = "Other"
        #expect(field.attributedPlaceholder?.string == "Other")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
    }
}
