import OpenCompositionalLayout

/// Which part of a ``LayoutSnapshot`` a picture shows, and how.
///
/// ``SVGRenderer`` and ``PNGRenderer`` draw the same picture for the same framing: same size, same places.
///
/// Beyond UIKit.
public enum PictureFraming: Hashable, Sendable {
    /// Everything the snapshot holds — the content, orthogonal content past the view's edges, every element —
    /// under a title band with a summary and a legend, with the viewport outlined and everything outside it
    /// dimmed: a picture for studying a layout (the gallery's).
    case annotated

    /// The rectangle `rect` of content coordinates and nothing else, at one unit per point, without a title
    /// band: what a screen shows when `rect` is the collection view's bounds.
    ///
    /// With `showsOverflow`, what lies left and right of the rectangle (the groups of an orthogonal section
    /// scrolled off the screen) is drawn too, dimmed, and the picture widens to hold it. `chrome` draws the status
    /// bar and home indicator in the snapshot's safe areas, at the rectangle's top and bottom, and a device frame
    /// around it, which grows the picture by the frame's insets; a picture with a device frame never shows the
    /// overflow (the frame bounds the screen).
    case clipped(CGRect, showsOverflow: Bool = false, chrome: ScreenChrome = .none)

    /// The screen of `snapshot`: its viewport, clipped, with `chrome` over and around it.
    ///
    /// - Complexity: O(1).
    public static func screen(of snapshot: LayoutSnapshot, showsOverflow: Bool = false, chrome: ScreenChrome = .none) -> PictureFraming {
        .clipped(snapshot.viewport, showsOverflow: showsOverflow, chrome: chrome)
    }

    /// The whole content of `snapshot` at its viewport's width, as one tall picture: from minus the top inset
    /// to the content's end plus the bottom inset, so its height is the content height plus both insets (what a
    /// screen as tall as the content would show, resting at minus its top inset), with `chrome` at its top and
    /// bottom.
    ///
    /// - Complexity: O(1).
    public static func fullHeight(of snapshot: LayoutSnapshot, insets: UIEdgeInsets,
                                  showsOverflow: Bool = false, chrome: ScreenChrome = .none) -> PictureFraming {
        let viewport = snapshot.viewport.standardized
        let height = max(0, snapshot.contentSize.height) + insets.top + insets.bottom
        return .clipped(CGRect(x: viewport.minX, y: -insets.top, width: viewport.width, height: height), showsOverflow: showsOverflow,
                        chrome: chrome)
    }
}
