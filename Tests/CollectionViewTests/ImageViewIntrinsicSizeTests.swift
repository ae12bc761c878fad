// Apple's documentation: a view with no natural size on an axis reports `UIView.noIntrinsicMetric` there
// (UIView's default on both axes); an image view's natural size is its image's. Without an image it has none,
// so it neither hugs nor resists and constraints size it.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct ImageViewIntrinsicSizeTests {
    @Test func imageViewWithoutImageHasNoIntrinsicMetric() {
        let imageView = UIImageView()
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        imageView.image = UIImage(systemName: "star")
        #expect(imageView.intrinsicContentSize == imageView.image?.size)
    }

    /// Size constraints at priority 200, below the default hugging (250): with no intrinsic size nothing hugs,
    /// so the image view takes 120 × 80 (with a zero intrinsic size it would hug down to 0 × 0).
    @Test func weakSizeConstraintsSizeAnEmptyImageView() {
        let root = makeRoot(300, 300)
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        let width = imageView.widthAnchor.constraint(equalToConstant: 120)
        let height = imageView.heightAnchor.constraint(equalToConstant: 80)
        width.priority = UILayoutPriority(200)
        height.priority = UILayoutPriority(200)
        NSLayoutConstraint.activate([width, height, imageView.topAnchor.constraint(equalTo: root.topAnchor),
                                     imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(imageView.frame.size == CGSize(width: 120, height: 80))
    }
}
