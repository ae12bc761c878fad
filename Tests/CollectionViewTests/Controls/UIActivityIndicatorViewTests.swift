#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
@Suite struct UIActivityIndicatorViewTests {
    @Test func theStylesHaveUIKitsSizes() {
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .large).bounds.size == CGSize(width: 37, height: 37))
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.style = .large
        #expect(indicator.intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test func aStoppedIndicatorIsHiddenWhileItHidesWhenStopped() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.hidesWhenStopped)
        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
        indicator.startAnimating()
        #expect(indicator.isAnimating)
        #expect(!indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
    }

    @Test func anIndicatorThatDoesNotHideStaysVisibleWhenStopped() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test func theColourCanBeSet() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.color = .systemRed
        #expect(indicator.color == .systemRed)
    }
}
