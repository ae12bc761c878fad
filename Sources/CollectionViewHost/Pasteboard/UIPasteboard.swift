import CollectionGeometry

/// A pasteboard (UIKit's `UIPasteboard`), in memory: the general one and named ones, each holding items (one
/// dictionary per item, from a type identifier to a value), with the conveniences for strings, URLs, images
/// and colours, and a change count.
///
/// Strings are stored under `public.utf8-plain-text`, URLs under `public.url`, images under `public.png` and
/// colours under `com.apple.uikit.color`. Every change of the items adds one to ``changeCount`` and posts
/// ``changedNotification``. Objects made for the same name share the items. Pasteboards live as long as the
/// process (or until ``remove(withName:)``);
/// ``resetAll()`` (beyond UIKit) empties them, for tests.
@MainActor
open class UIPasteboard {
    /// Posted when a pasteboard's items change; the object is the pasteboard.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed; the object is the pasteboard.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The type identifier strings are stored under.
    public static let stringType = "public.utf8-plain-text"
    /// The type identifier URLs are stored under.
    public static let urlType = "public.url"
    /// The type identifier images are stored under.
    public static let imageType = "public.png"
    /// The type identifier colours are stored under.
    public static let colorType = "com.apple.uikit.color"

    /// What a pasteboard holds, shared by every ``UIPasteboard`` object of its name.
    private final class Store {
        let name: Name
        var items: [[String: Any]] = []
        var changeCount = 0
        var expirationDate: Date?
        var isLocalOnly = false
        init(name: Name) { self.name = name }
    }

    /// The pasteboards made so far, by name.
    private static var stores: [Name: Store] = [:]
    private static var uniqueSerial = 0
    private static var generalPasteboard: UIPasteboard?

    /// The general pasteboard, which copy and paste use (always the same object).
    public static var general: UIPasteboard {
        if let generalPasteboard { return generalPasteboard }
        let made = UIPasteboard(store: store(named: .general))
        generalPasteboard = made
        return made
    }

    /// The pasteboard named `pasteboardName`: one made before under that name (this object shares its items and
    /// change count), else a new one when `create` is `true`, else nil.
    public convenience init?(name pasteboardName: UIPasteboard.Name, create: Bool) {
        guard let store = Self.stores[pasteboardName] ?? (create || pasteboardName == .general ? Self.store(named: pasteboardName) : nil)
        else { return nil }
        self.init(store: store)
    }

    private init(store: Store) {
        self.store = store
    }

    /// The store named `name`, made when there is none.
    private static func store(named name: Name) -> Store {
        if let existing = stores[name] { return existing }
        let made = Store(name: name)
        stores[name] = made
        return made
    }

    /// A new pasteboard with a name no other has.
    public static func withUniqueName() -> UIPasteboard {
        var name: Name
        repeat {
            uniqueSerial += 1
            name = Name(rawValue: "com.apple.UIKit.pboard.unique.\(uniqueSerial)")
        } while stores[name] != nil
        return UIPasteboard(store: store(named: name))
    }

    /// Forgets the pasteboard named `pasteboardName` (objects still held keep its items, no longer shared) and
    /// posts ``removedNotification``. The general pasteboard cannot be removed: it is emptied instead.
    public static func remove(withName pasteboardName: UIPasteboard.Name) {
        if pasteboardName == .general {
            general.setItems([])
            return
        }
        guard let store = stores[pasteboardName] else { return }
        stores[pasteboardName] = nil
        NotificationCenter.default.post(name: removedNotification, object: UIPasteboard(store: store))
    }

    /// Forgets every named pasteboard and empties the general one, its change count back to 0 (beyond UIKit:
    /// tests start from a clean state). Posts nothing.
    public static func resetAll() {
        let generalStore = store(named: .general)
        generalStore.items = []
        generalStore.changeCount = 0
        generalStore.expirationDate = nil
        generalStore.isLocalOnly = false
        stores = [.general: generalStore]
        uniqueSerial = 0
    }

    /// The items, change count and options this object reads and writes.
    private let store: Store
    /// The pasteboard's name.
    public var name: Name { store.name }
    /// How many times the items changed (0 for a new pasteboard).
    open var changeCount: Int { store.changeCount }

    /// The items (empty once their expiration date has passed).
    open var items: [[String: Any]] {
        get { liveItems }
        set { setItems(newValue) }
    }

    /// The items, dropped first when they have expired.
    private var liveItems: [[String: Any]] {
        if let expirationDate = store.expirationDate, Date() >= expirationDate {
            store.expirationDate = nil
            if !store.items.isEmpty {
                store.items = []
                store.changeCount += 1
            }
        }
        return store.items
    }

    /// Replaces the items with `items`, with `options` (an expiration date, local only).
    open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        store.items = items
        store.expirationDate = options[.expirationDate] as? Date
        store.isLocalOnly = options[.localOnly] as? Bool ?? false
        didChange()
    }

    /// Adds `items` after the items there.
    open func addItems(_ items: [[String: Any]]) {
        store.items = liveItems + items
        didChange()
    }

    /// The number of items.
    open var numberOfItems: Int { liveItems.count }

    /// The type identifiers of the first item.
    open var types: [String] { liveItems.first.map { Array($0.keys).sorted() } ?? [] }

    /// Whether an item holds a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        liveItems.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { liveItems.first?[pasteboardType] }

    /// Makes `value` the only item, under `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// The first item's data of `pasteboardType` (a string's UTF-8 bytes when the value is a string).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        default: return nil
        }
    }

    /// Makes `data` the only item, under `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    // MARK: - Conveniences

    /// The first item's string (nil when none holds one). Setting it makes it the only item; nil empties the
    /// pasteboard.
    open var string: String? {
        get { strings?.first }
        set { setValues(newValue.map { [$0] }, type: Self.stringType) }
    }
    /// The items' strings (nil when none holds one). Setting them makes one item of each.
    open var strings: [String]? {
        get { values(Self.stringType) }
        set { setValues(newValue, type: Self.stringType) }
    }
    /// The first item's URL.
    open var url: URL? {
        get { urls?.first }
        set { setValues(newValue.map { [$0] }, type: Self.urlType) }
    }
    /// The items' URLs.
    open var urls: [URL]? {
        get { values(Self.urlType) }
        set { setValues(newValue, type: Self.urlType) }
    }
    /// The first item's image.
    open var image: UIImage? {
        get { images?.first }
        set { setValues(newValue.map { [$0] }, type: Self.imageType) }
    }
    /// The items' images.
    open var images: [UIImage]? {
        get { values(Self.imageType) }
        set { setValues(newValue, type: Self.imageType) }
    }
    /// The first item's colour.
    open var color: UIColor? {
        get { colors?.first }
        set { setValues(newValue.map { [$0] }, type: Self.colorType) }
    }
    /// The items' colours.
    open var colors: [UIColor]? {
        get { values(Self.colorType) }
        set { setValues(newValue, type: Self.colorType) }
    }

    /// Whether an item holds a string.
    open var hasStrings: Bool { values(Self.stringType) as [String]? != nil }
    /// Whether an item holds a URL.
    open var hasURLs: Bool { values(Self.urlType) as [URL]? != nil }
    /// Whether an item holds an image.
    open var hasImages: Bool { values(Self.imageType) as [UIImage]? != nil }
    /// Whether an item holds a colour.
    open var hasColors: Bool { values(Self.colorType) as [UIColor]? != nil }

    /// The items' values of `type` that are `Value`s (a URL stored as a string counts for strings too, as
    /// UIKit reads a URL's text), or nil when there are none.
    private func values<Value>(_ type: String) -> [Value]? {
        let found = liveItems.compactMap { item -> Value? in
            if let value = item[type] as? Value { return value }
            if type == Self.stringType, let url = item[Self.urlType] as? URL { return url.absoluteString as? Value }
            return nil
        }
        return found.isEmpty ? nil : found
    }

    /// Makes one item of each of `values` under `type` (nil or empty: no items).
    private func setValues<Value>(_ values: [Value]?, type: String) {
        setItems((values ?? []).map { [type: $0] })
    }

    /// The items changed: counts it and posts ``changedNotification``.
    private func didChange() {
        store.changeCount += 1
        // Observers of the general pasteboard watch the one general object.
        NotificationCenter.default.post(name: Self.changedNotification, object: store.name == .general ? Self.general : self)
    }
}
