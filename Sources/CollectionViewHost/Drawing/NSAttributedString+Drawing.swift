import CollectionGeometry
import Foundation

extension NSAttributedString {
    /// Draws the text into the current graphics context with its top left at `point`, on lines as long as they
    /// are (no wrapping; line breaks in the text start new lines). Runs without a font use the 12-pt system font
    /// and runs without a colour are black, as UIKit draws them. Without a current context, nothing happens.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(AttributedTextLayout(self, width: .infinity, wraps: false, defaultFont: .systemFont(ofSize: 12)), at: point)
    }

    /// Draws the text into the current graphics context within `rect`: wrapped to its width, the lines that fit its
    /// height, the last one cut with "…" when text is left out.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }

    /// Draws the text into the current graphics context in `rect` as `options` say: wrapped to the width with
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin`` (one line without it), cut to the height with
    /// ``NSStringDrawingOptions/truncatesLastVisibleLine``. `context`, when given, learns the bounds drawn.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let rect = rect.standardized
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = AttributedTextLayout(self, width: wraps ? rect.width : .infinity, wraps: wraps,
                                          maximumHeight: options.contains(.truncatesLastVisibleLine) ? rect.height : .infinity,
                                          lineBreakMode: .byWordWrapping, defaultFont: .systemFont(ofSize: 12))
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
        context?.actualScaleFactor = 1
        UIGraphicsGetCurrentContext()?.draw(layout, at: rect.origin)
    }
}

extension String {
    /// Draws the string in `attrs` into the current graphics context with its top left at `point` (see
    /// `NSAttributedString.draw(at:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    /// Draws the string in `attrs` into the current graphics context within `rect` (see
    /// `NSAttributedString.draw(in:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }

    /// Draws the string in `attributes` into the current graphics context in `rect` as `options` say (see
    /// `NSAttributedString.draw(with:options:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string in `attrs` with its top left at `point` (UIKit's `draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string in `attrs` within `rect` (UIKit's `draw(in:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `attributes` in `rect` as `options` say (UIKit's `draw(with:options:attributes:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
