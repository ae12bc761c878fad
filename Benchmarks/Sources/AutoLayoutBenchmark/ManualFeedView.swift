import Foundation
import OpenCompositionalLayout

/// The feed cell laid out by hand: `sizeThatFits` and `layoutSubviews` share one pass over the frames. Generic
/// over a tag type only so that the benchmark can ask for a class that has never been used (see `FreshClass`).
@MainActor
final class ManualFeedView<Tag>: UICollectionViewCell, FeedView {
    let actionLabel = UILabel(frame: .zero)
    let optionsButton = UIButton(type: .system)
    let avatar = UIImageView(frame: .zero)
    let nameLabel = UILabel(frame: .zero)
    let headlineLabel = UILabel(frame: .zero)
    let timeLabel = UILabel(frame: .zero)
    let postLabel = UILabel(frame: .zero)
    let contentImage = UIImageView(frame: .zero)
    let contentTitleLabel = UILabel(frame: .zero)
    let contentDomainLabel = UILabel(frame: .zero)
    let likeLabel = UILabel(frame: .zero)
    let commentLabel = UILabel(frame: .zero)
    let shareLabel = UILabel(frame: .zero)
    let commentAvatar = UIImageView(frame: .zero)
    let commentTextLabel = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        FeedStyle.style(actionLabel: actionLabel, optionsButton: optionsButton, headlineLabel: headlineLabel,
                        postLabel: postLabel, contentTitleLabel: contentTitleLabel, commentTextLabel: commentTextLabel,
                        likeLabel: likeLabel, commentLabel: commentLabel, shareLabel: shareLabel)
        for view in [actionLabel, optionsButton, avatar, nameLabel, headlineLabel, timeLabel, postLabel, contentImage,
                     contentTitleLabel, contentDomainLabel, likeLabel, commentLabel, shareLabel, commentAvatar,
                     commentTextLabel] as [UIView] {
            contentView.addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    func configure(with post: FeedPost) {
        FeedStyle.configure(post, actionLabel: actionLabel, nameLabel: nameLabel, headlineLabel: headlineLabel,
                            timeLabel: timeLabel, postLabel: postLabel, contentTitleLabel: contentTitleLabel,
                            contentDomainLabel: contentDomainLabel, commentTextLabel: commentTextLabel)
    }

    func fittingSize(width: CGFloat) -> CGSize { sizeThatFits(CGSize(width: width, height: 0)) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: place(width: size.width, apply: false))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = place(width: bounds.width, apply: true)
    }

    /// Places every subview for `width` (setting the frames when `apply`) and returns the height it needs.
    private func place(width: CGFloat, apply: Bool) -> CGFloat {
        let inset = FeedStyle.inset, gap = FeedStyle.spacing
        let inner = width - 2 * inset
        func set(_ view: UIView, _ frame: CGRect) { if apply { view.frame = frame } }
        func fit(_ label: UIView, _ width: CGFloat) -> CGSize {
            let size = label.sizeThatFits(CGSize(width: max(width, 0), height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, max(width, 0)), height: size.height)
        }
        var y = inset
        // Top bar: the action on the left, the options button on the right, centred on each other.
        let button = optionsButton.sizeThatFits(.zero)
        let action = fit(actionLabel, inner - button.width - gap)
        let barHeight = max(button.height, action.height)
        set(actionLabel, CGRect(x: inset, y: y + (barHeight - action.height) / 2, width: action.width, height: action.height))
        set(optionsButton, CGRect(x: width - inset - button.width, y: y + (barHeight - button.height) / 2,
                                  width: button.width, height: button.height))
        y += barHeight + gap
        // Poster header: the avatar, and beside it the name, headline and time in a column.
        let avatarSide = FeedStyle.avatarSide
        set(avatar, CGRect(x: inset, y: y, width: avatarSide, height: avatarSide))
        let columnX = inset + avatarSide + gap, columnWidth = inner - avatarSide - gap
        var columnY = y
        for label in [nameLabel, headlineLabel, timeLabel] {
            let size = fit(label, columnWidth)
            set(label, CGRect(x: columnX, y: columnY, width: size.width, height: size.height))
            columnY += size.height
        }
        y = max(y + avatarSide, columnY) + gap
        // The post's text across the width.
        let post = fit(postLabel, inner)
        set(postLabel, CGRect(x: inset, y: y, width: inner, height: post.height))
        y += post.height + gap
        // The content block: image, title and domain.
        set(contentImage, CGRect(x: inset, y: y, width: inner, height: FeedStyle.contentImageHeight))
        y += FeedStyle.contentImageHeight
        for label in [contentTitleLabel, contentDomainLabel] {
            let size = fit(label, inner)
            set(label, CGRect(x: inset, y: y, width: inner, height: size.height))
            y += size.height
        }
        y += gap
        // The action bar: three equal columns.
        let column = (inner - 2 * gap) / 3
        var barY: CGFloat = 0
        for (index, label) in [likeLabel, commentLabel, shareLabel].enumerated() {
            let size = fit(label, column)
            set(label, CGRect(x: inset + CGFloat(index) * (column + gap), y: y, width: column, height: size.height))
            barY = max(barY, size.height)
        }
        y += barY + gap
        // The comment row: a small avatar and the comment's text beside it.
        let commentSide = FeedStyle.commentAvatarSide
        set(commentAvatar, CGRect(x: inset, y: y, width: commentSide, height: commentSide))
        let comment = fit(commentTextLabel, inner - commentSide - gap)
        set(commentTextLabel, CGRect(x: inset + commentSide + gap, y: y, width: inner - commentSide - gap, height: comment.height))
        y += max(commentSide, comment.height) + inset
        return y
    }
}
