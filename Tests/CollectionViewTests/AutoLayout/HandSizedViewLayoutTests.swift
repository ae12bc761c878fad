// A view's own frame belongs to whoever owns it (UIKit: the superview sets it; the view's constraints lay out its
// subviews). A card placed by frame by its superview, sizing itself with `systemLayoutSizeFitting` in
// `sizeThatFits`, keeps the frame it was given, and its default `layoutSubviews()` lays its labels out inside
// that frame.
#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
private final class Card: UIView {
    let title = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Title"
        body.text = "Body"
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            body.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)])
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}

@MainActor
private final class CardHost: UIView {
    let card = Card()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(card)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = CGRect(origin: CGPoint(x: 10, y: 10),
                            size: card.sizeThatFits(CGSize(width: bounds.width - 20, height: 0)))
    }
}

@MainActor
@Suite struct HandSizedViewLayoutTests {
    /// Card width 300 − 2 × 10 = 280; labels 280 − 8 − 8 = 264 wide at x 8; body below the title at
    /// 8 + title + 4; card height 8 + title + 4 + body + 8.
    @Test func frameSizedCardLaysItsLabelsOutInsideItsFrame() {
        let host = CardHost(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        host.layoutIfNeeded()
        let card = host.card
        let line = card.title.sizeThatFits(.zero).height
        let bodyHeight = card.body.sizeThatFits(CGSize(width: 264, height: 0)).height
        #expect(card.frame.origin == CGPoint(x: 10, y: 10))
        #expect(card.frame.width == 280)
        #expect(abs(card.frame.height - (8 + line + 4 + bodyHeight + 8)) < 0.01)
        #expect(card.title.frame.origin == CGPoint(x: 8, y: 8))
        #expect(card.title.frame.width == 264)
        #expect(card.body.frame.minX == 8)
        #expect(card.body.frame.width == 264)
        #expect(abs(card.body.frame.minY - (8 + line + 4)) < 0.01)
    }
}
