import Foundation
import OpenCompositionalLayout

/// The feed cell built from nested stack views: a column of rows (top bar, poster header with its own column,
/// post text, content block, action bar, comment row) pinned to the cell's edges; only the images' sizes and
/// the outer stack's edges are constraints of its own.
@MainActor
final class StackFeedView<Tag>: UICollectionViewCell, FeedView {
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
        let gap = FeedStyle.spacing, inset = FeedStyle.inset
        func stack(_ views: [UIView], _ axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment = .fill,
                   distribution: UIStackView.Distribution = .fill, spacing: CGFloat = 0) -> UIStackView {
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = axis
            stack.alignment = alignment
            stack.distribution = distribution
            stack.spacing = spacing
            return stack
        }
        actionLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let topBar = stack([actionLabel, optionsButton], .horizontal, alignment: .center, spacing: gap)
        let posterColumn = stack([nameLabel, headlineLabel, timeLabel], .vertical)
        let header = stack([avatar, posterColumn], .horizontal, alignment: .top, spacing: gap)
        let content = stack([contentImage, contentTitleLabel, contentDomainLabel], .vertical)
        let actions = stack([likeLabel, commentLabel, shareLabel], .horizontal, distribution: .fillEqually, spacing: gap)
        let commentRow = stack([commentAvatar, commentTextLabel], .horizontal, alignment: .top, spacing: gap)
        let column = stack([topBar, header, postLabel, content, actions, commentRow], .vertical, spacing: gap)
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            column.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            column.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
            avatar.widthAnchor.constraint(equalToConstant: FeedStyle.avatarSide),
            avatar.heightAnchor.constraint(equalToConstant: FeedStyle.avatarSide),
            contentImage.heightAnchor.constraint(equalToConstant: FeedStyle.contentImageHeight),
            commentAvatar.widthAnchor.constraint(equalToConstant: FeedStyle.commentAvatarSide),
            commentAvatar.heightAnchor.constraint(equalToConstant: FeedStyle.commentAvatarSide),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with post: FeedPost) {
        FeedStyle.configure(post, actionLabel: actionLabel, nameLabel: nameLabel, headlineLabel: headlineLabel,
                            timeLabel: timeLabel, postLabel: postLabel, contentTitleLabel: contentTitleLabel,
                            contentDomainLabel: contentDomainLabel, commentTextLabel: commentTextLabel)
    }

    func fittingSize(width: CGFloat) -> CGSize { constrainedFittingSize(width: width) }
}
