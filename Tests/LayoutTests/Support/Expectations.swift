#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// Shorthand for a frame literal: `rect(10, 44, 370, 44)`.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Expects `actual` to be `expected` within ``frameTolerance``; prints both rectangles on failure.
func expectFrame(_ actual: CGRect?, _ expected: CGRect, _ what: String = "frame",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): no frame; expected \(format(expected))", sourceLocation: sourceLocation)
        return
    }
    if !isClose(actual, expected) {
        Issue.record("\(what): got \(format(actual)), expected \(format(expected))", sourceLocation: sourceLocation)
    }
}

/// Expects `actual` to be `expected` within ``frameTolerance``; prints both sizes on failure.
func expectSize(_ actual: CGSize?, _ expected: CGSize, _ what: String = "size",
                sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): no size; expected \(expected.width)×\(expected.height)", sourceLocation: sourceLocation)
        return
    }
    if !(isClose(actual.width, expected.width) && isClose(actual.height, expected.height)) {
        Issue.record("\(what): got \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)",
                     sourceLocation: sourceLocation)
    }
}

/// Expects `actual` to be `expected` within ``frameTolerance``.
func expectValue(_ actual: CGFloat?, _ expected: CGFloat, _ what: String = "value",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("\(what): no value; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    if !isClose(actual, expected) {
        Issue.record("\(what): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }
}

/// `(x, y, w, h)` with enough digits to tell 85.6 from 85.60000000000001 apart when it matters.
func format(_ frame: CGRect) -> String {
    "(\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
}

/// Whether every coordinate of the frame is a finite number.
func isFinite(_ frame: CGRect) -> Bool {
    frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite
}
