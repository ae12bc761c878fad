import CollectionGeometry
import Foundation

/// A drag under way inside the app, as both its source (``UIDragSession``) and its destination
/// (``UIDropSession``) see it: the items, the touch, and what the drag delegate allowed.
@MainActor
final class DragAndDropSession: UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var allowsMoveOperation: Bool
    var isRestrictedToDraggingApplication: Bool
    /// Where each item came from (by the item's identity): the source view, the index path and the cell's size.
    var sources: [ObjectIdentifier: (view: ObjectIdentifier, indexPath: IndexPath, size: CGSize)] = [:]
    var localContext: Any?
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    /// The view the touch location is kept in, and the location in its coordinates.
    private(set) weak var locationView: UIView?
    private(set) var locationInView = CGPoint.zero

    init(items: [UIDragItem] = [], allowsMoveOperation: Bool = true, isRestrictedToDraggingApplication: Bool = false) {
        self.items = items
        self.allowsMoveOperation = allowsMoveOperation
        self.isRestrictedToDraggingApplication = isRestrictedToDraggingApplication
    }

    /// Moves the touch to `point` in `view`'s coordinates.
    func moveTouch(to point: CGPoint, in view: UIView) {
        locationView = view
        locationInView = point
    }

    var localDragSession: (any UIDragSession)? { self }

    /// Where `item` came from when it came from `view`; nil otherwise.
    func source(of item: UIDragItem, in view: UIView) -> (indexPath: IndexPath, size: CGSize)? {
        guard let source = sources[ObjectIdentifier(item)], source.view == ObjectIdentifier(view) else { return nil }
        return (source.indexPath, source.size)
    }

    func location(in view: UIView) -> CGPoint {
        guard let locationView else { return locationInView }
        return locationView.convert(locationInView, to: view)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: Int64(items.count))
        nonisolated(unsafe) var objects: [any NSItemProviderReading] = []
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                if let object { objects.append(object) }
            }
        }
        progress.completedUnitCount = Int64(items.count)
        completion(objects)
        return progress
    }
}
