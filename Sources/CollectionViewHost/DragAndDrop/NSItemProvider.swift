import Foundation

/// An object that can hand its data to an item provider (Foundation's `NSItemProviderWriting`, declared here
/// because Foundation on Linux has no item providers).
public protocol NSItemProviderWriting: AnyObject {
    /// The uniform type identifiers the class can write, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Loads the object's data as `typeIdentifier` and calls `completionHandler` with it (or an error). Headless
    /// loads are synchronous; the returned progress is complete.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// An object that can be made from an item provider's data (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {
    /// The uniform type identifiers the class can read, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an object from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Why an item provider could not load what was asked of it.
public struct NSItemProviderLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The class or type identifier asked for.
    public let requested: String
    /// What went wrong.
    public var description: String { "The item provider has nothing it can load as \(requested)." }
}

/// The data an app hands a drag (Foundation's `NSItemProvider`, declared here because Foundation on Linux has no
/// item providers): objects registered for loading as their own class or, through their data, as another
/// class that reads one of the types they write.
///
/// Headless everything lives in this process, so loading is synchronous: completion handlers run before the
/// `load…` call returns, with an error when the provider holds nothing of the kind asked for.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The objects registered, oldest first.
    private var objects: [any NSItemProviderWriting] = []

    /// A name to suggest for the data where it is saved as a file.
    open var suggestedName: String?

    /// An empty provider.
    public override init() {
        super.init()
    }

    /// A provider of `object`.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Who may load a registration (UIKit's `NSItemProviderRepresentationVisibility`); headless everything is in
    /// one process, so it is stored only.
    public enum RepresentationVisibility: Int, Sendable {
        /// Any process.
        case all = 0
        /// The team's apps.
        case team = 1
        /// The app itself.
        case ownProcess = 3
    }

    /// Registers `object` for loading.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: RepresentationVisibility) {
        objects.append(object)
    }

    /// The type identifiers of everything registered, in order, without repeats.
    ///
    /// - Complexity: O(t²) for the t identifiers written (few).
    open var registeredTypeIdentifiers: [String] {
        var identifiers: [String] = []
        for object in objects {
            for identifier in type(of: object).writableTypeIdentifiersForItemProvider where !identifiers.contains(identifier) {
                identifiers.append(identifier)
            }
        }
        return identifiers
    }

    /// Whether something registered conforms to `typeIdentifier` (an exact match).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether an object of `aClass` can be loaded: one was registered, or one writes a type `aClass` reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        objects.contains { Self.isInstance($0, of: aClass) } || match(for: aClass) != nil
    }

    /// Loads an object of `aClass` and calls `completionHandler` with it before returning: the registered object
    /// itself when it is one, else one read from the data of a type both sides know, else an error.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        defer { progress.completedUnitCount = 1 }
        if let object = objects.first(where: { Self.isInstance($0, of: aClass) }) as? any NSItemProviderReading {
            completionHandler(object, nil)
            return progress
        }
        guard let (object, identifier) = match(for: aClass) else {
            completionHandler(nil, NSItemProviderLoadError(requested: String(describing: aClass)))
            return progress
        }
        nonisolated(unsafe) var loaded: (Data?, (any Error)?) = (nil, nil)
        _ = object.loadData(withTypeIdentifier: identifier) { data, error in loaded = (data, error) }
        guard let data = loaded.0 else {
            completionHandler(nil, loaded.1 ?? NSItemProviderLoadError(requested: identifier))
            return progress
        }
        do {
            completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil)
        } catch {
            completionHandler(nil, error)
        }
        return progress
    }

    /// The first registered object that writes a type `aClass` reads, with that type.
    private func match(for aClass: any NSItemProviderReading.Type) -> (any NSItemProviderWriting, String)? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        for object in objects {
            if let identifier = type(of: object).writableTypeIdentifiersForItemProvider.first(where: readable.contains) {
                return (object, identifier)
            }
        }
        return nil
    }

    /// Whether `object` is an instance of `aClass` (or a subclass).
    private static func isInstance(_ object: AnyObject, of aClass: any NSItemProviderReading.Type) -> Bool {
        func test<Reading: NSItemProviderReading>(_ readingClass: Reading.Type) -> Bool { object is Reading }
        return test(aClass)
    }
}
