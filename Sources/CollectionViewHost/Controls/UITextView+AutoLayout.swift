extension UIView {
    /// Whether Auto Layout measures this view's intrinsic height again at the width it solves: a multi-line label
    /// without a preferred width, or a text view that does not scroll (it sizes itself to its text).
    var measuresHeightAtSolvedWidth: Bool {
        if let label = self as? UILabel { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 }
        if let textView = self as? UITextView { return !textView.isScrollEnabled }
        return false
    }
}
