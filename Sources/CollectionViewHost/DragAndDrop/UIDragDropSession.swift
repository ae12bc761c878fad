import CollectionGeometry
import Foundation

/// What drag and drop sessions share (UIKit's `UIDragDropSession`).
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items being dragged.
    var items: [UIDragItem] { get }
    /// Where the touch is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the data (the drag delegate's `dragSessionAllowsMoveOperation`).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag may leave the app (headless, nothing leaves; stored from the drag delegate).
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether some item's provider has data of one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item's provider can load an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag under way, as its source sees it (UIKit's `UIDragSession`).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// An object the source keeps with the drag (UIKit's `localContext`).
    var localContext: Any? { get set }
}

/// How a drop session shows loading progress (UIKit's `UIDropSessionProgressIndicatorStyle`); stored only.
public enum UIDropSessionProgressIndicatorStyle: UInt, Hashable, Sendable {
    /// No progress indicator.
    case none = 0
    /// The system's default indicator.
    case `default` = 1
}

/// A drag under way, as a drop destination sees it (UIKit's `UIDropSession`).
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag started in this app (always headless).
    var localDragSession: (any UIDragSession)? { get }
    /// How loading progress is shown.
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads an object of `aClass` from every item that can give one and calls `completion` with them, in item
    /// order (headless, before returning).
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDragDropSession {
    /// Whether some item can load a `T` (Swift's form for bridged types: `canLoadObjects(ofClass: String.self)`).
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

extension UIDropSession {
    /// Loads a `T` from every item that can give one (Swift's form for bridged types:
    /// `loadObjects(ofClass: String.self) { strings in … }`).
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self) { objects in
            completion(objects.compactMap { ($0 as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) } })
        }
    }
}
