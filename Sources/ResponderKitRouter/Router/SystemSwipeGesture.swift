import Foundation
import ResponderKit

/// What the router itself does when it recognizes a system gesture, besides reporting it
/// (``RouterEvent/systemGesture(name:timestamp:)`` and a system-gesture message to every application).
public enum SystemGestureAction: Sendable, Equatable {
    /// Only report it: the router's owner decides what follows (for `home`: bring the launcher to the front).
    case report
    /// Bring the application used before the front one (the second in focus order) to the front, as
    /// iPadOS's swipe right with three or four fingers goes back to the previous application.
    case switchToPreviousApplication
    /// Bring the least recently used application (the last in focus order) to the front, as iPadOS's swipe
    /// left goes on to the next application: repeated, it cycles through every application.
    case switchToNextApplication
}

/// A three- or four-finger trackpad swipe the router recognizes as a system gesture (docs/ipc-protocol.md,
/// section 8, "System swipes"), as iPadOS does: swipe up with three fingers to go home, left or right to
/// switch applications.
///
/// The device layer decides that fingers swipe and in which direction (``/ResponderKit/SystemSwipeInput``,
/// `TouchpadPointer` in ResponderKitInput); the router takes the device for the whole swipe (its pointer, scroll and
/// transform input is withheld from the applications, and the click, scroll or transform an application had from it is
/// cancelled), and recognizes the gesture when the swipe ends having travelled ``minimumDistance`` in
/// ``direction`` with a finger count in ``fingers``. A swipe that is cancelled, too short, or matches no
/// gesture is consumed all the same: swipes never reach applications (behaviour 12.5).
public struct SystemSwipeGesture: Sendable, Equatable {
    /// The name reported when it is recognized (`home`, `previousApplication`, `nextApplication`).
    public var name: String
    /// The direction of the swipe (the fingers' movement), as the device layer decided it when the swipe began.
    public var direction: SystemSwipeInput.Direction
    /// The finger counts that make it. Default 3...4 (iPadOS takes either).
    public var fingers: ClosedRange<Int>
    /// How far the swipe must have travelled in ``direction`` when the fingers lift, in points. Default 40
    /// (EMP: about 10 mm of finger travel on a touchpad at its base gain of 4 points per millimetre).
    public var minimumDistance: CGFloat
    /// What the router does itself when it recognizes the gesture. Default ``SystemGestureAction/report``.
    public var action: SystemGestureAction

    /// Creates a system swipe gesture.
    public init(
        name: String, direction: SystemSwipeInput.Direction, fingers: ClosedRange<Int> = 3...4,
        minimumDistance: CGFloat = 40, action: SystemGestureAction = .report
    ) {
        self.name = name
        self.direction = direction
        self.fingers = fingers
        self.minimumDistance = minimumDistance
        self.action = action
    }

    /// A swipe up: `home`, the name of the edge gesture ``SystemGesture/home``, so that its owner has one
    /// rule for both.
    public static let home = SystemSwipeGesture(name: SystemGesture.home.name, direction: .up)
    /// A swipe right: `previousApplication`, which brings the previously used application to the front.
    public static let previousApplication = SystemSwipeGesture(
        name: "previousApplication", direction: .right, action: .switchToPreviousApplication)
    /// A swipe left: `nextApplication`, which brings the least recently used application to the front.
    public static let nextApplication = SystemSwipeGesture(
        name: "nextApplication", direction: .left, action: .switchToNextApplication)
    /// The gestures a router watches for by default: ``home``, ``previousApplication``, ``nextApplication``.
    public static let standard: [SystemSwipeGesture] = [.home, .previousApplication, .nextApplication]

    /// How far `translation` goes in ``direction``, in points (negative when it goes the other way).
    func travel(of translation: CGVector) -> CGFloat {
        switch direction {
        case .left: -translation.dx
        case .right: translation.dx
        case .up: -translation.dy
        case .down: translation.dy
        }
    }
}

/// One system swipe in progress on one device: from its first step until it ends or is cancelled. Decides
/// which ``SystemSwipeGesture`` (if any) the finished swipe is.
struct SystemSwipeTracker: Equatable {
    let fingers: Int
    let direction: SystemSwipeInput.Direction
    private(set) var translation: CGVector

    /// Starts tracking at the swipe's first step (normally `.began`).
    init(first swipe: SystemSwipeInput) {
        fingers = swipe.fingers
        direction = swipe.direction
        translation = swipe.translation
    }

    /// Feeds a later step; returns whether the swipe is over (ended or cancelled).
    mutating func update(with swipe: SystemSwipeInput) -> Bool {
        if swipe.translation.dx.isFinite && swipe.translation.dy.isFinite { translation = swipe.translation }
        return swipe.phase == .ended || swipe.phase == .cancelled
    }

    /// The first of `gestures` the finished swipe makes: same direction as when it began, a finger count
    /// the gesture takes, and at least its distance travelled that way.
    func recognized(among gestures: [SystemSwipeGesture]) -> SystemSwipeGesture? {
        gestures.first { gesture in
            gesture.direction == direction && gesture.fingers.contains(fingers)
                && gesture.travel(of: translation) >= gesture.minimumDistance
        }
    }
}
