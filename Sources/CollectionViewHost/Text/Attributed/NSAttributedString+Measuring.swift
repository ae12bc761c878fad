import CollectionGeometry

extension NSAttributedString {
    /// The size of the text on one line with no width limit (UIKit's `size()`), not rounded. Runs without a
    /// font use the 12-pt system font, UIKit's default for drawn text.
    ///
    /// - Complexity: O(n) in the characters.
    public func size() -> CGSize {
        AttributedTextLayout(self, width: .infinity, wraps: false, defaultFont: .systemFont(ofSize: 12)).size
    }

    /// The rectangle the text takes within `size` (UIKit's `boundingRect(with:options:context:)`): with
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin`` the text wraps to `size.width` (its lines measured as
    /// ``AttributedTextLayout`` lays them out), without it the text is one line. A height limit applies only
    /// with ``NSStringDrawingOptions/truncatesLastVisibleLine``, as in UIKit. The origin is zero and the size
    /// is not rounded (round it up before sizing a view, as UIKit asks). `context`, when given, learns the
    /// bounds and a scale factor of 1 (headless text is not shrunk here).
    ///
    /// - Complexity: O(n) in the characters.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = AttributedTextLayout(self, width: wraps ? size.width : .infinity, wraps: wraps,
                                          maximumHeight: options.contains(.truncatesLastVisibleLine) ? size.height : .infinity,
                                          lineBreakMode: .byWordWrapping, defaultFont: .systemFont(ofSize: 12))
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }
}

extension String {
    /// The size of the string on one line in `attrs` (UIKit's `size(withAttributes:)`; see
    /// `NSAttributedString.size()`).
    ///
    /// - Complexity: O(n) in the characters.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    /// The rectangle the string takes within `size` in `attributes` (UIKit's
    /// `boundingRect(with:options:attributes:context:)`; see `NSAttributedString.boundingRect(with:options:context:)`).
    ///
    /// - Complexity: O(n) in the characters.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension NSString {
    /// The size of the string on one line in `attrs` (UIKit's `size(withAttributes:)`).
    ///
    /// - Complexity: O(n) in the characters.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string takes within `size` in `attributes` (UIKit's
    /// `boundingRect(with:options:attributes:context:)`).
    ///
    /// - Complexity: O(n) in the characters.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
