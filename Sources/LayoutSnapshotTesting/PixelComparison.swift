import Foundation
import LayoutRendering

/// Two PNG files compared as swift-snapshot-testing compares images: decoded with ``PNGDecoder``, then pixel by
/// pixel (``PixelDifference``).
///
/// `precision` is the share of pixels that must match (1: all); `perceptualPrecision` how close two pixels must
/// be to match (1: the same; 0.98: no channel more than 2 % of its range apart, ⌊(1 − 0.98) × 255⌋ = 5 levels).
/// The library measures a pixel's closeness perceptually (a CIE colour difference); a channel difference is used
/// here as it needs integer arithmetic only, so the verdict is the same on every machine.
///
/// Beyond UIKit.
public enum PixelComparison {
    /// The verdict.
    public enum Outcome: Hashable, Sendable {
        /// Close enough.
        case matches
        /// Too many pixels differ.
        case differs(PixelDifference)
        /// A file could not be decoded; the message says which and why.
        case unreadable(String)
    }

    /// The largest channel difference at which two pixels match for `perceptualPrecision` (clamped to 0…1; a
    /// non-finite value is 1).
    ///
    /// - Complexity: O(1).
    public static func tolerance(perceptualPrecision: Double) -> UInt8 {
        let precision = perceptualPrecision.isFinite ? min(1, max(0, perceptualPrecision)) : 1
        return UInt8(((1 - precision) * 255).rounded(.down))
    }

    /// Compares the PNG files `reference` and `current`.
    ///
    /// - Complexity: O(n + w × h) for n bytes and the larger picture's w × h pixels.
    public static func compare(reference: Data, current: Data, precision: Double = 1, perceptualPrecision: Double = 1) -> Outcome {
        let old: Bitmap, new: Bitmap
        do throws(PNGDecodingError) {
            old = try PNGDecoder.decode(reference)
        } catch {
            return .unreadable("The reference is not a PNG that can be read: \(error)")
        }
        do throws(PNGDecodingError) {
            new = try PNGDecoder.decode(current)
        } catch {
            return .unreadable("The new picture is not a PNG that can be read: \(error)")
        }
        let difference = PixelDifference(reference: old, current: new, tolerance: tolerance(perceptualPrecision: perceptualPrecision))
        let sameSize = old.width == new.width && old.height == new.height
        return sameSize && difference.matches(precision: precision) ? .matches : .differs(difference)
    }

    /// The failure's message for `difference`: how many pixels differ, in percent, and where.
    public static func message(_ difference: PixelDifference) -> String {
        "\(difference.differingPixelCount) of \(difference.pixelCount) pixels differ "
            + "(\(SnapshotFailureReport.formatPercentage(difference.differingPercentage)) %, \(difference.width) × \(difference.height) compared)"
            + (difference.regions.isEmpty ? "" : "; differing regions (x,y width×height in pixels): \(difference.regionsDescription)")
    }
}
