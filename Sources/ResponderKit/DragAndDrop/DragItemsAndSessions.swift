import Foundation

/// One item of a drag: its data, through an item provider, and an object for in-application drops
/// (behaviour 16.3).
@MainActor
public final class UIDragItem {
    /// The provider of the item's data.
    public let itemProvider: ResponderItemProvider
    /// An object only this application's drop targets can see (nil in another process). Default nil.
    public var localObject: Any?
    /// Creates an item carrying `itemProvider`'s data.
    public init(itemProvider: ResponderItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// What a drop does with a session's items (behaviour 16.4).
public enum UIDropOperation: Int, Sendable, CustomStringConvertible {
    /// The drop is not performed; the drag is cancelled if it ends here.
    case cancel = 0
    /// The drop would be performed but is not allowed here; the drag is cancelled if it ends here.
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved; only within the application, and only when the session allows it.
    case move = 3

    public var description: String {
        switch self {
        case .cancel: ".cancel"
        case .forbidden: ".forbidden"
        case .copy: ".copy"
        case .move: ".move"
        }
    }

    /// Whether a drop with this operation is performed.
    var performsDrop: Bool { self == .copy || self == .move }
}

/// A drop interaction's answer while a session moves over it (behaviour 16.4).
@MainActor
public class UIDropProposal {
    /// What a drop here would do.
    public let operation: UIDropOperation
    /// Whether the drop needs the precise location (recorded only). Default false.
    public var isPrecise = false
    /// Whether the preview should grow to full size (recorded only). Default false.
    public var prefersFullSizePreview = false
    /// Creates a proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}

/// A view a drag or drop animates from or to, a ``UITargetedPreview`` as in UIKit. Headless: no snapshot is
/// taken; the view is recorded.
@MainActor
open class UITargetedDragPreview: UITargetedPreview {}

/// What a drag session and a drop session have in common (behaviour 16.3).
@MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items of the drag, in the order they joined.
    var items: [UIDragItem] { get }
    /// Where the drag is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the items (the source's `sessionAllowsMoveOperation`). Default true.
    var allowsMoveOperation: Bool { get }
    /// Whether only the source application may see the drag. Default false.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item has a representation conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether an item can be loaded as `aClass`.
    func canLoadObjects(ofClass aClass: any ResponderItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    public func canLoadObjects(ofClass aClass: any ResponderItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

/// The source side's view of a drag (behaviour 16.3).
@MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the drag; only this application sees it. Default nil.
    var localContext: Any? { get set }
}

/// The destination side's view of a drag (behaviour 16.3, 16.4).
@MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag started in this application; nil for a drag from another one.
    var localDragSession: (any UIDragSession)? { get }
    /// Loads every item that can be read as `aClass`, in item order; `completion` runs once on the
    /// application's clock with the objects that loaded. Call it from `performDrop`.
    @discardableResult
    func loadObjects(
        ofClass aClass: any ResponderItemProviderReading.Type,
        completion: @escaping @MainActor ([any ResponderItemProviderReading]) -> Void
    ) -> Progress
}

/// A drag session's identity within its application: what a drag carried to another process will be
/// known by (docs/decisions.md, "Drag and drop: the seam for drags between applications").
public struct DragSessionIdentifier: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The number, unique within the application for its lifetime.
    public let rawValue: UInt64
    /// The identifier numbered `rawValue`.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public var description: String { "drag #\(rawValue)" }
}

/// A drag as another process (or a tool) can see it: no objects, only what can be carried (behaviour 16.6).
public struct DragSessionSnapshot: Sendable, Codable, Equatable {
    /// The session.
    public var identifier: DragSessionIdentifier
    /// Each item's registered type identifiers, in item order.
    public var itemTypeIdentifiers: [[String]]
    /// Where the drag is, in screen points.
    public var screenLocation: CGPoint
    /// The source's `sessionAllowsMoveOperation`.
    public var allowsMoveOperation: Bool
    /// The source's `sessionIsRestrictedToDraggingApplication`.
    public var isRestrictedToDraggingApplication: Bool
}

/// Animations alongside a drag or drop animation. Headless: animations run at once, then completions with
/// `.end`.
@MainActor
public protocol UIDragAnimating: AnyObject {
    /// Adds animations to run alongside the system's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a completion to run after the animations.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
}

/// The headless animator: what it is given runs right away, in order.
@MainActor
final class ImmediateDragAnimator: UIDragAnimating {
    func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
