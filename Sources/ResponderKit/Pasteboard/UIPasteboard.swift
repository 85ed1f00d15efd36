import Foundation

/// UIKit's pasteboard, headless and per process (docs/behaviour/text-input.md, 17.6): the general
/// pasteboard, which the text controls' Cut, Copy and Paste use, and named ones, shared by every
/// application of the process (as the system's pasteboard is shared by the apps of a device) and by
/// every thread (each change is made under a lock).
///
/// A pasteboard holds ``items``, each a dictionary from a type identifier (`"public.utf8-plain-text"`,
/// `"public.url"`, `"public.png"`...) to its value (a `String`, a `URL`, a ``UIImage`` or `Data`); the
/// typed properties (``string``, ``strings``, ``url``, ``image``...) read and write them. Every change
/// adds 1 to ``changeCount`` and then posts ``changedNotification`` at once (UIKit batches them until the
/// end of the run loop turn; here there is no run loop that owns the pasteboard, so a test reads the new
/// count right after the change: docs/decisions.md, "Text: the pasteboard").
///
/// Swift cannot return an existing object from an initializer: ``init(name:create:)`` returns a new
/// object that shares the named pasteboard's contents, so compare pasteboards by ``name``. The
/// notifications' `object` is the pasteboard's first object (``general`` for the general pasteboard, the
/// object ``withUniqueName()`` or a creating ``init(name:create:)`` returned).
open class UIPasteboard: @unchecked Sendable {
    /// The name of a pasteboard.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard, for copy, cut and paste.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// A key of the options of ``setItems(_:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Whether the items stay on this device (recorded only).
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// When the items expire (recorded only).
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// Posted after a pasteboard's contents changed, with the pasteboard as `object`; `userInfo` holds
    /// the types added (``changedTypesAddedUserInfoKey``) and removed (``changedTypesRemovedUserInfoKey``),
    /// or is nil when items changed without types coming or going.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted just before ``remove(withName:)`` removes a pasteboard; no `userInfo`.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// `userInfo` key of ``changedNotification``: the type identifiers added, a `[String]`.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// `userInfo` key of ``changedNotification``: the type identifiers removed, a `[String]`.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    private let store: PasteboardStore

    // MARK: Getting and removing pasteboards

    /// The general pasteboard of the process.
    public class var general: UIPasteboard { PasteboardRegistry.shared.general }

    /// A pasteboard named `pasteboardName`: the existing one (its contents shared), or a new empty one
    /// when `create` is true; nil when none exists and `create` is false.
    public init?(name pasteboardName: Name, create: Bool) {
        guard let store = PasteboardRegistry.shared.store(named: pasteboardName, create: create) else { return nil }
        self.store = store
        store.adoptFirstObject(self)
    }

    init(store: PasteboardStore) {
        self.store = store
    }

    /// A new pasteboard with a unique name.
    public class func withUniqueName() -> UIPasteboard {
        let name = Name("com.apple.UIKit.pboard.unique-\(UUID().uuidString)")
        let store = PasteboardRegistry.shared.store(named: name, create: true)!
        return store.firstObject
    }

    /// Removes the pasteboard named `pasteboardName` (posting ``removedNotification`` first); objects
    /// still holding it keep working on its last contents. The general pasteboard cannot be removed.
    public class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, let store = PasteboardRegistry.shared.remove(named: pasteboardName) else {
            return
        }
        NotificationCenter.default.post(name: removedNotification, object: store.firstObject)
    }

    /// The pasteboard's name.
    open var name: Name { store.name }

    /// How many times the contents changed since the pasteboard was created.
    open var changeCount: Int { store.read { $0.changeCount } }

    // MARK: Items

    /// The items: each a dictionary from type identifier to value. Setting replaces them all.
    open var items: [[String: Any]] {
        get { store.read { $0.items } }
        set { store.replaceItems(with: newValue) }
    }

    /// Replaces the items (the options are recorded only: nothing leaves the process).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        store.replaceItems(with: items)
    }

    /// Adds items after the existing ones.
    open func addItems(_ items: [[String: Any]]) {
        store.replaceItems(with: self.items + items)
    }

    /// The number of items.
    open var numberOfItems: Int { store.read { $0.items.count } }

    /// The type identifiers of the first item.
    open var types: [String] { store.read { $0.items.first.map { Array($0.keys).sorted() } ?? [] } }

    /// Whether the first item has a type conforming to one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        types.contains { type in pasteboardTypes.contains { TypeIdentifiers.conforms(type, to: $0) } }
    }

    /// The value of the first item's representation conforming to `pasteboardType`, or nil.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        store.read { $0.items.first.flatMap { Self.value(in: $0, conformingTo: pasteboardType) } }
    }

    /// Makes `value` the only item, as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        store.replaceItems(with: [[pasteboardType: value]])
    }

    /// The data of the first item's representation conforming to `pasteboardType` (text and URLs as
    /// UTF-8), or nil.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        default: nil
        }
    }

    /// Makes `data` the only item, as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setValue(data, forPasteboardType: pasteboardType)
    }

    // MARK: Strings, URLs and images

    /// The first item's text, or nil. Setting makes it the only item (nil removes every item).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The text of every item that has some, or nil when none has. Setting makes one item per string.
    open var strings: [String]? {
        get { nonEmpty(values(conformingTo: TypeIdentifiers.text).compactMap(Self.string(from:))) }
        set { store.replaceItems(with: (newValue ?? []).map { [TypeIdentifiers.utf8PlainText: $0] }) }
    }

    /// The first item's URL, or nil. Setting makes it the only item.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URL of every item that has one, or nil when none has. Setting makes one item per URL.
    open var urls: [URL]? {
        get { nonEmpty(values(conformingTo: TypeIdentifiers.url).compactMap(Self.url(from:))) }
        set { store.replaceItems(with: (newValue ?? []).map { [TypeIdentifiers.url: $0] }) }
    }

    /// The first item's image, or nil. Setting makes it the only item.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// The image of every item that has one, or nil when none has. Setting makes one item per image.
    open var images: [UIImage]? {
        get { nonEmpty(values(conformingTo: TypeIdentifiers.image).compactMap(Self.image(from:))) }
        set { store.replaceItems(with: (newValue ?? []).map { [TypeIdentifiers.png: $0] }) }
    }

    /// Whether an item has text.
    open var hasStrings: Bool { strings != nil }
    /// Whether an item has a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether an item has an image.
    open var hasImages: Bool { images != nil }

    // MARK: Reading values

    /// For each item, its first representation conforming to `type`.
    private func values(conformingTo type: String) -> [Any] {
        store.read { state in state.items.compactMap { Self.value(in: $0, conformingTo: type) } }
    }

    private static func value(in item: [String: Any], conformingTo type: String) -> Any? {
        if let exact = item[type] { return exact }
        return item.keys.sorted().first { TypeIdentifiers.conforms($0, to: type) }.flatMap { item[$0] }
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }

    private static func string(from value: Any) -> String? {
        switch value {
        case let string as String: string
        case let data as Data: String(data: data, encoding: .utf8)
        default: nil
        }
    }

    private static func url(from value: Any) -> URL? {
        switch value {
        case let url as URL: url
        case let string as String: URL(string: string)
        case let data as Data: String(data: data, encoding: .utf8).flatMap(URL.init(string:))
        default: nil
        }
    }

    private static func image(from value: Any) -> UIImage? {
        switch value {
        case let image as UIImage: image
        case let data as Data: UIImage(data: data)
        default: nil
        }
    }
}

/// The contents of one named pasteboard, shared by the objects that name it; changed under a lock.
final class PasteboardStore: @unchecked Sendable {
    struct State {
        var items: [[String: Any]] = []
        var changeCount = 0
    }

    let name: UIPasteboard.Name
    private let lock = NSLock()
    private var state = State()
    private var firstObjectStorage: UIPasteboard?

    init(name: UIPasteboard.Name) {
        self.name = name
    }

    /// The object notifications name: the first one made for this pasteboard.
    var firstObject: UIPasteboard {
        lock.lock()
        defer { lock.unlock() }
        if let object = firstObjectStorage { return object }
        let object = UIPasteboard(store: self)
        firstObjectStorage = object
        return object
    }

    /// Makes `object` the first object when there is none yet.
    func adoptFirstObject(_ object: UIPasteboard) {
        lock.lock()
        defer { lock.unlock() }
        if firstObjectStorage == nil { firstObjectStorage = object }
    }

    func read<T>(_ body: (State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(state)
    }

    /// Replaces the items, counts the change and posts ``UIPasteboard/changedNotification`` (after the
    /// lock is released, so observers may read the pasteboard).
    func replaceItems(with items: [[String: Any]]) {
        lock.lock()
        let oldTypes = Set(state.items.flatMap(\.keys))
        state.items = items
        state.changeCount += 1
        lock.unlock()
        let newTypes = Set(items.flatMap(\.keys))
        let added = newTypes.subtracting(oldTypes).sorted()
        let removed = oldTypes.subtracting(newTypes).sorted()
        var userInfo: [AnyHashable: Any]?
        if !added.isEmpty || !removed.isEmpty {
            userInfo = [
                UIPasteboard.changedTypesAddedUserInfoKey: added,
                UIPasteboard.changedTypesRemovedUserInfoKey: removed,
            ]
        }
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: firstObject, userInfo: userInfo)
    }
}

/// The process's pasteboards by name.
final class PasteboardRegistry: @unchecked Sendable {
    static let shared = PasteboardRegistry()

    private let lock = NSLock()
    private var stores: [UIPasteboard.Name: PasteboardStore] = [:]
    let general: UIPasteboard

    private init() {
        let store = PasteboardStore(name: .general)
        stores[.general] = store
        general = store.firstObject
    }

    func store(named name: UIPasteboard.Name, create: Bool) -> PasteboardStore? {
        lock.lock()
        defer { lock.unlock() }
        if let store = stores[name] { return store }
        guard create else { return nil }
        let store = PasteboardStore(name: name)
        stores[name] = store
        return store
    }

    func remove(named name: UIPasteboard.Name) -> PasteboardStore? {
        lock.lock()
        defer { lock.unlock() }
        return stores.removeValue(forKey: name)
    }
}
