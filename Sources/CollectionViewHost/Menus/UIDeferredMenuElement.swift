import CollectionGeometry

/// A menu element whose children are provided later (UIKit's `UIDeferredMenuElement`): the provider is called
/// with a completion that receives the elements. Headless, ``loadElements(_:)`` asks for them.
@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The provider: called with a completion handler that takes the elements.
    public typealias Provider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: Provider
    /// Whether the provider is asked again each time (UIKit's `uncached(_:)`); otherwise its first answer is kept.
    public let isCached: Bool
    private var cachedElements: [UIMenuElement]?

    /// An element whose children the provider gives once; later loads reuse them (UIKit's initialiser).
    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        isCached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncachedProvider: @escaping Provider) {
        provider = uncachedProvider
        isCached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element whose provider is asked every time the menu is shown.
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// Asks for the elements (or reuses the cached ones) and passes them to `completion`. Beyond UIKit: UIKit
    /// loads them when it shows the menu.
    public func loadElements(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if isCached, let cachedElements {
            completion(cachedElements)
            return
        }
        provider { [weak self] elements in
            if let self, self.isCached { self.cachedElements = elements }
            completion(elements)
        }
    }
}
