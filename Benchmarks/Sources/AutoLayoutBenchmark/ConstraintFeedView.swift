import Foundation
import OpenCompositionalLayout

/// The feed cell placed with layout anchors: every view a direct subview of the content view, 52 constraints between
/// them and to the cell's edges, measured with `systemLayoutSizeFitting`.
@MainActor
final class ConstraintFeedView<Tag>: UICollectionViewCell, FeedView {
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
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let inset = FeedStyle.inset, gap = FeedStyle.spacing
        // An equality the fitting size may break, so that lower bounds leave nothing ambiguous.
        func loose(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
            constraint.priority = .defaultLow
            return constraint
        }
        NSLayoutConstraint.activate([
            // Top bar.
            optionsButton.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            optionsButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            actionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            actionLabel.centerYAnchor.constraint(equalTo: optionsButton.centerYAnchor),
            actionLabel.trailingAnchor.constraint(lessThanOrEqualTo: optionsButton.leadingAnchor, constant: -gap),
            // Poster header.
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            avatar.topAnchor.constraint(equalTo: optionsButton.bottomAnchor, constant: gap),
            avatar.widthAnchor.constraint(equalToConstant: FeedStyle.avatarSide),
            avatar.heightAnchor.constraint(equalToConstant: FeedStyle.avatarSide),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: gap),
            nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -inset),
            headlineLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            headlineLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor),
            headlineLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -inset),
            timeLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            timeLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor),
            timeLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -inset),
            // The post's text, below the taller of the avatar and the poster's column.
            postLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            postLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            postLabel.topAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: gap),
            postLabel.topAnchor.constraint(greaterThanOrEqualTo: timeLabel.bottomAnchor, constant: gap),
            loose(postLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: gap)),
            // Content block.
            contentImage.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            contentImage.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            contentImage.topAnchor.constraint(equalTo: postLabel.bottomAnchor, constant: gap),
            contentImage.heightAnchor.constraint(equalToConstant: FeedStyle.contentImageHeight),
            contentTitleLabel.leadingAnchor.constraint(equalTo: contentImage.leadingAnchor),
            contentTitleLabel.trailingAnchor.constraint(equalTo: contentImage.trailingAnchor),
            contentTitleLabel.topAnchor.constraint(equalTo: contentImage.bottomAnchor),
            contentDomainLabel.leadingAnchor.constraint(equalTo: contentImage.leadingAnchor),
            contentDomainLabel.trailingAnchor.constraint(equalTo: contentImage.trailingAnchor),
            contentDomainLabel.topAnchor.constraint(equalTo: contentTitleLabel.bottomAnchor),
            // Action bar: three equal columns.
            likeLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            likeLabel.topAnchor.constraint(equalTo: contentDomainLabel.bottomAnchor, constant: gap),
            commentLabel.leadingAnchor.constraint(equalTo: likeLabel.trailingAnchor, constant: gap),
            commentLabel.topAnchor.constraint(equalTo: likeLabel.topAnchor),
            commentLabel.widthAnchor.constraint(equalTo: likeLabel.widthAnchor),
            shareLabel.leadingAnchor.constraint(equalTo: commentLabel.trailingAnchor, constant: gap),
            shareLabel.topAnchor.constraint(equalTo: likeLabel.topAnchor),
            shareLabel.widthAnchor.constraint(equalTo: likeLabel.widthAnchor),
            shareLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            // Comment row.
            commentAvatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            commentAvatar.topAnchor.constraint(equalTo: likeLabel.bottomAnchor, constant: gap),
            commentAvatar.widthAnchor.constraint(equalToConstant: FeedStyle.commentAvatarSide),
            commentAvatar.heightAnchor.constraint(equalToConstant: FeedStyle.commentAvatarSide),
            commentTextLabel.leadingAnchor.constraint(equalTo: commentAvatar.trailingAnchor, constant: gap),
            commentTextLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            commentTextLabel.topAnchor.constraint(equalTo: commentAvatar.topAnchor),
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: commentAvatar.bottomAnchor, constant: inset),
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: commentTextLabel.bottomAnchor, constant: inset),
            loose(contentView.bottomAnchor.constraint(equalTo: commentAvatar.bottomAnchor, constant: inset)),
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
