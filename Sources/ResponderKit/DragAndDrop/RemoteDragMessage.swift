import Foundation

/// The bounds and timing of a drag carried between applications (behaviour 16.11). Each is defined once
/// here; the router protocol's ``RemoteDragMessage`` coding refers to them.
public enum RemoteDragConstants {
    /// The most bytes of item data one load may carry between processes: 61 440 (60 KiB), so that the
    /// answer fits one frame of the router protocol (64 KiB) with its header. Larger data is refused with
    /// ``ItemProviderError/tooLarge(typeIdentifier:byteCount:maximum:)``.
    public static let maximumItemDataBytes = 61_440
    /// How long a target waits for the source's answer to a load before it fails with
    /// ``ItemProviderError/timedOut(typeIdentifier:after:)``, on the target application's clock: 5 s.
    public static let loadTimeout: TimeInterval = 5
    /// The most items a carried drag may have.
    public static let maximumItems = 64
    /// The most type identifiers one carried item may have.
    public static let maximumTypesPerItem = 16
}

/// Why a source could not give a target an item's data (the failure of a `loadResponse`).
public enum RemoteItemLoadFailure: Equatable, Sendable {
    /// The item has no representation conforming to the type.
    case noRepresentation
    /// The data is larger than ``RemoteDragConstants/maximumItemDataBytes``.
    case tooLarge(byteCount: Int)
    /// The source's load handler failed; the reason in words.
    case loadFailed(reason: String)
    /// The source has no such drag or item, or it went away (the router answers for it).
    case sourceUnavailable(reason: String)
}

/// What a source answers to a load request: the bytes, or why not.
public enum RemoteItemLoadResult: Equatable, Sendable {
    /// The item's data (at most ``RemoteDragConstants/maximumItemDataBytes`` bytes).
    case data([UInt8])
    /// Why the data could not be given.
    case failure(RemoteItemLoadFailure)
}

/// One message of a drag carried between applications through the router (docs/ipc-protocol.md, section
/// 3.9, "Drags between applications"; behaviour 16.11). `peer` is the other application's number: the
/// application a message is for when an application sends it, the one it comes from when the router
/// forwards it. `source` is the application the drag started in.
public enum RemoteDragMessage: Equatable, Sendable {
    /// Source to router: the drag moved; where it is and what it carries.
    case sourceMoved(DragSessionSnapshot)
    /// Source to router: the drag ended; `dropped` when it lifted over another application's target that
    /// proposed copy or move (the source then waits for `outcome`).
    case sourceEnded(DragSessionIdentifier, dropped: Bool)
    /// Router to target: the drag is over one of the target's windows (entered or moved).
    case over(source: UInt32, DragSessionSnapshot)
    /// Router to target: the drag left the target's windows.
    case exited(source: UInt32, DragSessionIdentifier)
    /// Router to target: the drag ended without a drop here, or its source went away.
    case ended(source: UInt32, DragSessionIdentifier)
    /// Router to target: the drag lifted over the target: perform the drop.
    case drop(source: UInt32, DragSessionIdentifier)
    /// Target to router to source: the target's drop proposal changed.
    case proposal(peer: UInt32, DragSessionIdentifier, UIDropOperation)
    /// Target to router to source: the drop's operation (`transferFinished` false right after
    /// `performDrop`; true once every load finished). The router sends `.cancel` with `transferFinished`
    /// when the target went away.
    case outcome(peer: UInt32, DragSessionIdentifier, operation: UIDropOperation, transferFinished: Bool)
    /// Target to router to source: load item `item` (from 0) as `typeIdentifier`; `request` pairs the answer.
    case loadRequest(peer: UInt32, DragSessionIdentifier, request: UInt32, item: Int, typeIdentifier: String)
    /// Source to router to target: the answer to a load request.
    case loadResponse(peer: UInt32, DragSessionIdentifier, request: UInt32, result: RemoteItemLoadResult)
}

extension DragSessionSnapshot {
    /// Creates a snapshot from its parts (`items`: each item's type identifiers, in order): what the router
    /// protocol's decoder builds (behaviour 16.11).
    public init(
        identifier: DragSessionIdentifier, items: [[String]], screenLocation: CGPoint,
        allowsMoveOperation: Bool, isRestrictedToDraggingApplication: Bool
    ) {
        self.init(
            identifier: identifier, itemTypeIdentifiers: items, screenLocation: screenLocation,
            allowsMoveOperation: allowsMoveOperation,
            isRestrictedToDraggingApplication: isRestrictedToDraggingApplication)
    }
}
