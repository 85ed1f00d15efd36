import Foundation

/// An object that can be read back from an item provider's data (Foundation's `NSItemProviderReading`,
/// behaviour 16.3). On Linux it is also named `NSItemProviderReading`.
public protocol ResponderItemProviderReading {
    /// The type identifiers the type can be read from, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an object from `data` of `typeIdentifier`; throws ``ItemProviderError`` when the data does not fit.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An object that can give its data to an item provider (Foundation's `NSItemProviderWriting`, behaviour
/// 16.3). On Linux it is also named `NSItemProviderWriting`.
public protocol ResponderItemProviderWriting {
    /// The type identifiers the object can be written as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Produces the data of `typeIdentifier` and passes it to `completionHandler`; returns a progress or nil.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

#if !canImport(Darwin)
/// Foundation's name for ``ResponderItemProvider`` (swift-corelibs-foundation has none; docs/decisions.md).
public typealias NSItemProvider = ResponderItemProvider
/// Foundation's name for ``ResponderItemProviderReading``.
public typealias NSItemProviderReading = ResponderItemProviderReading
/// Foundation's name for ``ResponderItemProviderWriting``.
public typealias NSItemProviderWriting = ResponderItemProviderWriting
#endif

/// What went wrong loading from an item provider: each case names the type identifier concerned.
public enum ItemProviderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The provider has no representation conforming to the type identifier.
    case noRepresentation(typeIdentifier: String)
    /// The representation's data could not be decoded as the requested type.
    case cannotDecode(typeIdentifier: String, reason: String)
    /// The load handler finished with neither data nor an error.
    case noData(typeIdentifier: String)
    /// The load was cancelled through its progress before it was delivered.
    case cancelled(typeIdentifier: String)
    /// A load from another application's drag got no answer within the timeout, on the application's
    /// clock (behaviour 16.11).
    case timedOut(typeIdentifier: String, after: TimeInterval)
    /// Another application's item data is larger than the most a drag carries between applications
    /// (``RemoteDragConstants/maximumItemDataBytes``; behaviour 16.11).
    case tooLarge(typeIdentifier: String, byteCount: Int, maximum: Int)
    /// The application a drag came from could not give the data: it went away, or its load failed.
    case sourceUnavailable(typeIdentifier: String, reason: String)

    public var description: String {
        switch self {
        case .noRepresentation(let type): "no representation conforms to \(type)"
        case .cannotDecode(let type, let reason): "the \(type) data cannot be decoded: \(reason)"
        case .noData(let type): "the \(type) load handler gave no data"
        case .cancelled(let type): "the \(type) load was cancelled"
        case .timedOut(let type, let after): "the \(type) load got no answer within \(after) s"
        case .tooLarge(let type, let count, let maximum):
            "the \(type) data is \(count) bytes, over the maximum \(maximum)"
        case .sourceUnavailable(let type, let reason): "the \(type) data is unavailable: \(reason)"
        }
    }
}

/// Who may see a representation (Foundation's `NSItemProviderRepresentationVisibility`). Recorded; within
/// one application every representation is visible. A cross-process drag will honour `.ownProcess`.
public enum ItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Processes of the same team (macOS only in Foundation).
    case team = 1
    /// Processes of the same application group.
    case group = 2
    /// This process only.
    case ownProcess = 3
}

/// Carries data between the source and the destination of a drag, by type identifier (Foundation's
/// `NSItemProvider`, the subset drag and drop uses; behaviour 16.3).
///
/// Representations are registered in order of fidelity; loading asks the first one that conforms to the
/// requested type. Loads are asynchronous, as in Foundation, and deterministic: the completion handler runs
/// on the application's clock (a timer due at once, fired by the next turn of the run loop, for example
/// `advance(by: 0)`), never inside the call that started the load. The application is the one of the drag
/// the provider joined, else ``UIApplication/shared``.
///
/// swift-corelibs-foundation has no `NSItemProvider`; on Linux `NSItemProvider` names this class. On
/// Darwin Foundation's class keeps its name, so this one has a distinct name (docs/decisions.md).
@MainActor
public final class ResponderItemProvider {
    /// Produces a representation's data: call the completion handler once, now or later.
    public typealias LoadHandler =
        @MainActor (_ completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void) -> Progress?

    private struct Representation {
        let typeIdentifier: String
        let visibility: ItemProviderRepresentationVisibility
        let load: LoadHandler
    }

    private var representations: [Representation] = []
    /// A name for the data, such as a file name, or nil. Default nil.
    public var suggestedName: String?
    /// The application whose clock delivers completions: the drag's, once the provider's item joined one;
    /// nil until then, which means ``UIApplication/shared``. A ResponderKit addition (Foundation delivers on
    /// a queue of its own), settable so that a provider used outside a drag loads on a test's clock.
    public weak var application: UIApplication?
    /// Loads started and not yet delivered.
    public private(set) var pendingLoads = 0
    /// Loads whose progress was cancelled before delivery, so their completion handlers never ran (counted:
    /// nothing is dropped silently).
    public private(set) var cancelledLoads = 0
    /// Called when the last pending load was delivered (the drag's transfer bookkeeping).
    var onLoadsFinished: (@MainActor () -> Void)?

    /// Creates an empty provider.
    public init() {}

    /// Creates a provider with the representations of `object` (its writable type identifiers, in order).
    public convenience init(object: any ResponderItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// The registered type identifiers, in the order they were registered.
    public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The registered type identifiers another process may see (visibility other than `.ownProcess`), in
    /// order: what a drag carries to another application (behaviour 16.11).
    var typeIdentifiersVisibleToOtherProcesses: [String] {
        representations.filter { $0.visibility != .ownProcess }.map(\.typeIdentifier)
    }

    /// Registers a data representation of `typeIdentifier`; `loadHandler` runs when it is loaded.
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: ItemProviderRepresentationVisibility,
        loadHandler: @escaping LoadHandler
    ) {
        representations.append(
            Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Registers every writable type of `object` as a data representation that asks the object.
    public func registerObject(
        _ object: any ResponderItemProviderWriting, visibility: ItemProviderRepresentationVisibility
    ) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                let box = LoadResultBox()
                let progress = object.loadData(withTypeIdentifier: type) { data, error in box.set(data, error) }
                // Writers of this module answer at once; a late answer is taken at the next turn.
                completion(box.data, box.error)
                return progress
            }
        }
    }

    /// Whether a registered representation conforms to `typeIdentifier`.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { TypeIdentifiers.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    /// Whether a registered representation can be read as `aClass`.
    public func canLoadObject(ofClass aClass: any ResponderItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads the data of the first representation conforming to `typeIdentifier`; the completion handler
    /// gets the data or an ``ItemProviderError`` on the application's clock.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @MainActor (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        pendingLoads += 1
        guard
            let representation = representations.first(where: {
                TypeIdentifiers.conforms($0.typeIdentifier, to: typeIdentifier)
            })
        else {
            deliver(progress, typeIdentifier) {
                completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier: typeIdentifier))
            }
            return progress
        }
        var answered = false
        _ = representation.load { [weak self] data, error in
            guard !answered else { return }
            answered = true
            guard let self else { return }
            self.deliver(progress, typeIdentifier) {
                if data == nil && error == nil {
                    completionHandler(nil, ItemProviderError.noData(typeIdentifier: typeIdentifier))
                } else {
                    completionHandler(data, error)
                }
            }
        }
        return progress
    }

    /// Loads an object of `aClass` from the first of its readable types the provider has; the completion
    /// handler gets the object or an ``ItemProviderError`` on the application's clock.
    @discardableResult
    public func loadObject<T: ResponderItemProviderReading>(
        ofClass aClass: T.Type, completionHandler: @escaping @MainActor (T?, (any Error)?) -> Void
    ) -> Progress {
        loadTypedObject(ofClass: aClass, completionHandler: completionHandler)
    }

    /// The one implementation of both `loadObject` forms.
    private func loadTypedObject<T: ResponderItemProviderReading>(
        ofClass aClass: T.Type, completionHandler: @escaping @MainActor (T?, (any Error)?) -> Void
    ) -> Progress {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        let type = readable.first { hasItemConformingToTypeIdentifier($0) } ?? readable.first ?? "public.item"
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads an object of the dynamic type `aClass` (Foundation's Objective-C form).
    @discardableResult
    public func loadObject(
        ofClass aClass: any ResponderItemProviderReading.Type,
        completionHandler: @escaping @MainActor ((any ResponderItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        func load<T: ResponderItemProviderReading>(_ type: T.Type) -> Progress {
            loadTypedObject(ofClass: type) { object, error in completionHandler(object, error) }
        }
        return load(aClass)
    }

    /// Runs `delivery` on the application's clock, unless the progress was cancelled meanwhile.
    private func deliver(_ progress: Progress, _ typeIdentifier: String, _ delivery: @escaping @MainActor () -> Void) {
        let application = self.application ?? .shared
        _ = application.scheduleTimer(at: application.clock.now) { [weak self] in
            if progress.isCancelled {
                self?.cancelledLoads += 1
            } else {
                progress.completedUnitCount = 1
                delivery()
            }
            guard let self else { return }
            self.pendingLoads -= 1
            if self.pendingLoads == 0 { self.onLoadsFinished?() }
        }
    }
}

/// Where an object writer's answer waits until the provider reads it.
private final class LoadResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storedData: Data?
    private var storedError: (any Error)?
    var data: Data? { lock.lock(); defer { lock.unlock() }; return storedData }
    var error: (any Error)? { lock.lock(); defer { lock.unlock() }; return storedError }
    func set(_ data: Data?, _ error: (any Error)?) {
        lock.lock(); defer { lock.unlock() }
        storedData = data
        storedError = error
    }
}

/// The few uniform type identifiers drag and drop compares, and how they conform (behaviour 16.3).
public enum TypeIdentifiers {
    /// UTF-8 plain text.
    public static let utf8PlainText = "public.utf8-plain-text"
    /// Plain text.
    public static let plainText = "public.plain-text"
    /// Any text.
    public static let text = "public.text"
    /// A URL.
    public static let url = "public.url"
    /// A file URL.
    public static let fileURL = "public.file-url"
    /// A PNG image.
    public static let png = "public.png"
    /// A JPEG image.
    public static let jpeg = "public.jpeg"
    /// Any image.
    public static let image = "public.image"
    /// Any data.
    public static let data = "public.data"
    /// Anything.
    public static let item = "public.item"

    /// The direct parents of a type in the conformance tree this module knows.
    private static let parents: [String: [String]] = [
        utf8PlainText: [plainText], plainText: [text], text: [data], fileURL: [url], url: [data], png: [image],
        jpeg: [image], image: [data], data: [item],
    ]

    /// Whether `type` conforms to `other`: equal, a known descendant, or `other` is `public.item`.
    public static func conforms(_ type: String, to other: String) -> Bool {
        if type == other || other == item { return true }
        var frontier = parents[type] ?? (other == data ? [data] : [])
        var seen: Set<String> = []
        while let next = frontier.popLast() {
            if next == other { return true }
            if seen.insert(next).inserted { frontier += parents[next] ?? [] }
        }
        return false
    }
}

extension String: ResponderItemProviderReading, ResponderItemProviderWriting {
    /// UTF-8 plain text first, then plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifiers.utf8PlainText, TypeIdentifiers.plainText, TypeIdentifiers.text]
    }
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifiers.utf8PlainText] }

    /// Decodes UTF-8 text; throws ``ItemProviderError/cannotDecode(typeIdentifier:reason:)`` for other bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else {
            throw ItemProviderError.cannotDecode(typeIdentifier: typeIdentifier, reason: "not UTF-8")
        }
        return string
    }

    /// The UTF-8 bytes of the string.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }
}

extension URL: ResponderItemProviderReading, ResponderItemProviderWriting {
    /// A URL, a file URL, then text holding one.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifiers.url, TypeIdentifiers.fileURL, TypeIdentifiers.utf8PlainText]
    }
    /// A URL (a file URL for a file), then its text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [TypeIdentifiers.url, TypeIdentifiers.utf8PlainText]
    }

    /// Decodes the URL's UTF-8 absolute string; throws ``ItemProviderError/cannotDecode(typeIdentifier:reason:)``.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let string = String(data: data, encoding: .utf8) else {
            throw ItemProviderError.cannotDecode(typeIdentifier: typeIdentifier, reason: "not UTF-8")
        }
        guard let url = URL(string: string) else {
            throw ItemProviderError.cannotDecode(
                typeIdentifier: typeIdentifier, reason: "not a URL: \(string.prefix(64))")
        }
        return url
    }

    /// The URL's absolute string as UTF-8 (headless: Foundation's property-list form is not needed).
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}
