import CollectionGeometry

// What happens when a button's configuration is set: bad numbers repaired, content shown, the size re-read.
extension UIButton {
    /// `configuration` with its non-finite lengths replaced by 0 (reported as a diagnostic), or nil when it has
    /// none.
    func repairedConfiguration(of configuration: Configuration?) -> Configuration? {
        if var configuration {
            var repaired: [String] = []
            if !configuration.imagePadding.isFinite {
                configuration.imagePadding = 0
                repaired.append("imagePadding")
            }
            if !configuration.titlePadding.isFinite {
                configuration.titlePadding = 0
                repaired.append("titlePadding")
            }
            let insets = configuration.contentInsets
            if ![insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(\.isFinite) {
                configuration.contentInsets = NSDirectionalEdgeInsets(
                    top: insets.top.isFinite ? insets.top : 0, leading: insets.leading.isFinite ? insets.leading : 0,
                    bottom: insets.bottom.isFinite ? insets.bottom : 0, trailing: insets.trailing.isFinite ? insets.trailing : 0)
                repaired.append("contentInsets")
            }
            if !repaired.isEmpty {
                reportDiagnostic(kind: .invalidConfigurationLength,
                                 message: "\(diagnosticName): the configuration's \(repaired.joined(separator: ", ")) "
                                     + "must be finite; used 0 instead")
                return configuration
            }
        }
        return nil
    }

    /// The configuration changed from `oldValue`: shows the new content, invalidates the intrinsic size, and
    /// requests a configuration update (dropped while one runs).
    func configurationDidChange(from oldValue: Configuration?) {
        guard configuration != oldValue else { return }
        refreshContent()
        invalidateIntrinsicContentSize()
        setNeedsUpdateConfiguration()
    }

    /// `insets` with each non-finite length replaced by 0; a diagnostic names the property when any was.
    static func sanitized(_ insets: UIEdgeInsets, named name: String, reporter: UIControl) -> UIEdgeInsets {
        let lengths = [insets.top, insets.left, insets.bottom, insets.right]
        guard !lengths.allSatisfy(\.isFinite) else { return insets }
        reporter.reportDiagnostic(kind: .invalidInsets,
                                  message: "\(reporter.diagnosticName): \(name) \(insets) must be finite; used 0 for "
                                      + "the lengths that are not")
        return UIEdgeInsets(top: insets.top.isFinite ? insets.top : 0, left: insets.left.isFinite ? insets.left : 0,
                            bottom: insets.bottom.isFinite ? insets.bottom : 0, right: insets.right.isFinite ? insets.right : 0)
    }
}
