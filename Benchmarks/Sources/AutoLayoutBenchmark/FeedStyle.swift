import Foundation
import OpenCompositionalLayout

/// What a feed cell of any variant shows and how its views are styled, and what the benchmark asks of a variant.
@MainActor
protocol FeedView: UIView {
    init(frame: CGRect)
    func configure(with post: FeedPost)
    /// The cell's size at `width`, as the variant measures it.
    func fittingSize(width: CGFloat) -> CGSize
}

extension FeedView {
    /// The Auto Layout variants measure through the constraints, as a self-sizing cell is measured.
    func constrainedFittingSize(width: CGFloat) -> CGSize {
        systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}

/// The measures and styles the three variants share.
@MainActor
enum FeedStyle {
    static let inset: CGFloat = 8
    static let spacing: CGFloat = 8
    static let avatarSide: CGFloat = 50
    static let commentAvatarSide: CGFloat = 30
    static let contentImageHeight: CGFloat = 160

    static func style(actionLabel: UILabel, optionsButton: UIButton, headlineLabel: UILabel, postLabel: UILabel,
                      contentTitleLabel: UILabel, commentTextLabel: UILabel, likeLabel: UILabel, commentLabel: UILabel,
                      shareLabel: UILabel) {
        optionsButton.setTitle("...", for: .normal)
        headlineLabel.numberOfLines = 2
        postLabel.numberOfLines = 0
        contentTitleLabel.numberOfLines = 2
        commentTextLabel.numberOfLines = 0
        actionLabel.font = .preferredFont(forTextStyle: .footnote)
        likeLabel.text = "Like"
        commentLabel.text = "Comment"
        shareLabel.text = "Share"
        for label in [likeLabel, commentLabel, shareLabel] { label.textAlignment = .center }
    }

    static func configure(_ post: FeedPost, actionLabel: UILabel, nameLabel: UILabel, headlineLabel: UILabel,
                          timeLabel: UILabel, postLabel: UILabel, contentTitleLabel: UILabel,
                          contentDomainLabel: UILabel, commentTextLabel: UILabel) {
        actionLabel.text = post.action
        nameLabel.text = post.posterName
        headlineLabel.text = post.posterHeadline
        timeLabel.text = post.posterTime
        postLabel.text = post.text
        contentTitleLabel.text = post.contentTitle
        contentDomainLabel.text = post.contentDomain
        commentTextLabel.text = post.comment
    }
}
