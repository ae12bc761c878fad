import Foundation

/// The host's side of an app extension's request (Foundation's `NSExtensionContext`): the items the extension was
/// given, and the calls that end the request. Headless there is no host: make a context with
/// ``init(inputItems:)`` (beyond UIKit), hand it to the extension's view controller with
/// `UIViewController.simulateExtensionContext(_:)`, and read how the request ended from ``completedItems``,
/// ``cancellationError`` and ``openedURLs``.
@MainActor
open class NSExtensionContext: NSObject {
    /// The items the extension was given (usually ``NSExtensionItem``s).
    public let inputItems: [Any]
    /// The items the extension returned when it completed the request; nil until then. Beyond UIKit.
    public private(set) var completedItems: [Any]?
    /// The error the extension cancelled the request with; nil unless cancelled. Beyond UIKit.
    public private(set) var cancellationError: (any Error)?
    /// The URLs the extension asked the host to open. Beyond UIKit.
    public private(set) var openedURLs: [URL] = []

    /// A context holding `inputItems`. Beyond UIKit (the system makes contexts).
    public init(inputItems: [Any]) {
        self.inputItems = inputItems
        super.init()
    }

    /// Ends the request, returning `items` to the host; the handler is called with `true` (the host took them).
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) {
        completedItems = items ?? []
        completionHandler?(true)
    }

    /// Ends the request with `error`.
    open func cancelRequest(withError error: any Error) {
        cancellationError = error
    }

    /// Asks the host to open `URL`; headless it is recorded and the handler is called with `true`.
    open func open(_ URL: URL, completionHandler: ((Bool) -> Void)? = nil) {
        openedURLs.append(URL)
        completionHandler?(true)
    }
}
