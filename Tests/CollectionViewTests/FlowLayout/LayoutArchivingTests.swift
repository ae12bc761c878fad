#if canImport(UIKit)
import UIKit
#else
import Foundation
import OpenCompositionalLayout
#endif
import Testing

/// A flow layout subclass as apps write it for UIKit: its own initializer and the `required init?(coder:)` that
/// UIKit's `NSCoding` conformance asks for, calling `super`.
@MainActor
final class CarouselFlowLayout: UICollectionViewFlowLayout {
    var peek: CGFloat = 0

    init(peek: CGFloat) {
        self.peek = peek
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Layouts compile as UIKit's do: subclasses with initializers of their own write `required init?(coder:)`.
@MainActor
@Suite struct LayoutArchivingTests {
    @Test func aSubclassWithItsOwnInitializerIsMadeInCode() {
        let layout = CarouselFlowLayout(peek: 20)
        #expect(layout.peek == 20)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
    }

    #if !canImport(UIKit)
    /// Headless there are no storyboards: decoding a layout gives nil, for every layout class.
    @Test func decodingGivesNil() {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        #expect(CarouselFlowLayout(coder: coder) == nil)
        #expect(UICollectionViewFlowLayout(coder: coder) == nil)
        #expect(UICollectionViewCompositionalLayout(coder: coder) == nil)
        #expect(UICollectionViewLayout(coder: coder) == nil)
    }
    #endif
}
