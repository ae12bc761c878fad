import CollectionGeometry
import Foundation

/// The stack of current graphics contexts of one thread, as UIKit keeps one per thread: ``UIGraphicsPushContext(_:)``
/// pushes, ``UIGraphicsPopContext()`` pops, ``UIGraphicsGetCurrentContext()`` reads the top.
final class UIGraphicsContextStack: @unchecked Sendable {
    /// The contexts, bottom first. Touched only by the thread that owns the stack.
    var contexts: [CGContext] = []
    /// The contexts `UIGraphicsBeginImageContextWithOptions` made, with their scale, bottom first.
    var imageContexts: [(context: CGContext, scale: CGFloat, opaque: Bool)] = []

    private static let key = "OpenCompositionalLayout.UIGraphicsContextStack"

    /// The calling thread's stack.
    static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// The current graphics context: inside `UIView.draw(_:)`, a ``UIGraphicsImageRenderer``'s actions or after
/// ``UIGraphicsPushContext(_:)``; nil otherwise.
///
/// - Complexity: O(1).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.contexts.last
}

/// Makes `context` the current graphics context until the matching ``UIGraphicsPopContext()``.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.contexts.append(context)
}

/// Restores the graphics context that was current before the last ``UIGraphicsPushContext(_:)``; without one, nothing
/// happens.
public func UIGraphicsPopContext() {
    _ = UIGraphicsContextStack.current.contexts.popLast()
}

/// Starts an image context of `size` points and makes it current (UIKit's legacy image context; prefer
/// ``UIGraphicsImageRenderer``). A `scale` of 0 means the main screen's, 3 headless.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(recordingSize: size)
    let stack = UIGraphicsContextStack.current
    stack.imageContexts.append((context, scale > 0 && scale.isFinite ? scale : UIGraphicsImageRendererFormat.headlessScreenScale, opaque))
    stack.contexts.append(context)
}

/// Starts an image context of `size` points at scale 1, transparent (UIKit's legacy image context).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far into the current image context; nil when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = UIGraphicsContextStack.current
    guard let top = stack.contexts.last, let entry = stack.imageContexts.last, entry.context === top else { return nil }
    return UIImage(recording: top.recording, scale: entry.scale, opaque: entry.opaque)
}

/// Ends the current image context, making the context beneath it current; without an image context on top, nothing
/// happens.
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    guard let top = stack.contexts.last, let entry = stack.imageContexts.last, entry.context === top else { return }
    stack.contexts.removeLast()
    stack.imageContexts.removeLast()
}
