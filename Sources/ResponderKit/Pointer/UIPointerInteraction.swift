import Foundation

/// An interaction that customizes the pointer over its view (iPadOS 13.4, behaviour 12.1).
///
/// As the pointer hovers, the application asks the delegate of the innermost enabled interaction under the
/// pointer for a region (``UIPointerInteractionDelegate/pointerInteraction(_:regionFor:defaultRegion:)``)
/// and, when the region changes, tells it the pointer will exit the old region and enter the new one, and
/// asks it for the region's style. ResponderKit is headless: the pointer is not drawn; the region and
/// the style are recorded in ``activeRegion`` and ``activeStyle`` for tests and the inspector.
@MainActor
public final class UIPointerInteraction: UIInteraction {
    /// The delegate, held weakly.
    public weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction takes part. Default true. Disabling it while the pointer is in its region
    /// exits the region at the next pointer movement.
    public var isEnabled = true
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The region the pointer is in, or nil when the pointer is not in one of this interaction's regions.
    public internal(set) var activeRegion: UIPointerRegion?
    /// The style the delegate gave for ``activeRegion`` (nil: none asked yet, or the delegate returned nil,
    /// which means the system's default pointer).
    public internal(set) var activeStyle: UIPointerStyle?
    /// Set by ``invalidate()``: the region is asked again at the next pointer movement even where it was.
    var needsRegionUpdate = false

    /// Creates an interaction with a delegate.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Called by the view before the interaction is attached or detached.
    public func willMove(to view: UIView?) {}

    /// Called by the view after the interaction is attached or detached.
    public func didMove(to view: UIView?) {
        self.view = view
        if view == nil { activeRegion = nil; activeStyle = nil }
    }

    /// Asks the delegate again for the region and style at the pointer's next movement.
    public func invalidate() {
        needsRegionUpdate = true
    }
}

/// The methods a pointer interaction's delegate may implement; all are optional (behaviour 12.1).
@MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in, given where it is (`request.location`, in the interaction's view), or nil
    /// for none. Default: `defaultRegion`, the view's bounds.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    /// The pointer's style in `region`; nil for the system's default. Default: nil.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is about to enter `region`. Default: nothing.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
    /// The pointer is about to leave `region`. Default: nothing.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    { nil }
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
}

/// Animations alongside a region change. Headless: animations run at once, then completions with true.
@MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations to run alongside the pointer's change.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a completion to run after the animations.
    func addCompletion(_ completion: @escaping @MainActor (Bool) -> Void)
}

/// The headless animator: what it is given runs right away, in order.
@MainActor
final class ImmediatePointerAnimator: UIPointerInteractionAnimating {
    func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }
    func addCompletion(_ completion: @escaping @MainActor (Bool) -> Void) { completion(true) }
}

/// A region of a pointer interaction's view in which the pointer has one style.
@MainActor
public final class UIPointerRegion: Equatable {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// What tells regions apart: a region with the same rect and identifier is the same region.
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays latched to the region; recorded only. Default none.
    public var latchingAxes: UIAxis = []

    /// Creates a region.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }

    nonisolated public static func == (lhs: UIPointerRegion, rhs: UIPointerRegion) -> Bool {
        MainActor.assumeIsolated { lhs.rect == rhs.rect && lhs.identifier == rhs.identifier }
    }
}

/// Where the pointer is, as a delegate is asked for a region.
@MainActor
public final class UIPointerRegionRequest {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// Horizontal and vertical axes.
public struct UIAxis: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// The view a pointer effect, a context menu's preview or a drag is about (UIKit's `UITargetedPreview`,
/// headless: no snapshot is taken). Open, as in UIKit, where ``UITargetedDragPreview`` is its subclass.
@MainActor
open class UITargetedPreview {
    /// The view.
    public let view: UIView
    /// Creates a preview of `view`.
    public init(view: UIView) { self.view = view }
}

/// How the pointer changes the content under it (recorded, not drawn).
@MainActor
public enum UIPointerEffect {
    /// The system chooses.
    case automatic(UITargetedPreview)
    /// The pointer morphs into a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts and follows the pointer.
    case lift(UITargetedPreview)
    /// The view scales, tints or casts a shadow under the pointer.
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        case none = 0, overlay = 1, underlay = 2
    }

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}

/// The pointer's shape (recorded, not drawn).
public enum UIPointerShape: Sendable, Equatable {
    /// A rounded rectangle, in the view's coordinates.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam (a text cursor) of the given length.
    case verticalBeam(length: CGFloat)
    /// A horizontal beam of the given length.
    case horizontalBeam(length: CGFloat)

    /// The system's corner radius for rounded-rectangle pointers (UIKit does not document its value;
    /// 8 pt is this project's).
    public static let defaultCornerRadius: CGFloat = 8
}

/// The pointer's appearance in a region: an effect and a shape, or hidden, or the system's (recorded only).
@MainActor
public final class UIPointerStyle {
    /// The effect, if the style has one.
    public let effect: UIPointerEffect?
    /// The shape, if the style sets one.
    public let shape: UIPointerShape?
    /// The axes the pointer's movement is constrained to (shape styles).
    public let constrainedAxes: UIAxis
    /// Whether the pointer is hidden.
    public let isHidden: Bool

    /// A style with an effect on a view and, optionally, a shape.
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        self.shape = shape
        constrainedAxes = []
        isHidden = false
    }

    /// A style that only changes the pointer's shape.
    public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        effect = nil
        self.shape = shape
        constrainedAxes = axes
        isHidden = false
    }

    private init(hidden: Bool) {
        effect = nil
        shape = nil
        constrainedAxes = []
        isHidden = hidden
    }

    /// A style that hides the pointer.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(hidden: true) }
    /// The system's default pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(hidden: false) }
}

// MARK: Following the pointer

extension UIApplication {
    /// The pointer moved while hovering: the innermost enabled pointer interaction whose delegate gives a
    /// region containing the pointer becomes active; regions are exited and entered as they change.
    func updatePointerInteractions(at screenPoint: CGPoint) {
        let state = pointerState
        var found: (UIPointerInteraction, UIPointerRegion)?
        if let (_, hit) = pointerTarget(at: screenPoint, with: hoverEvent) {
            var current: UIView? = hit
            search: while let view = current {
                for case let interaction as UIPointerInteraction in view.attachedInteractions
                where interaction.isEnabled {
                    let location = view.convert(screenPoint, from: nil)
                    let defaultRegion = UIPointerRegion(rect: view.bounds)
                    let request = UIPointerRegionRequest(location: location, modifiers: [])
                    let region =
                        interaction.delegate.map {
                            $0.pointerInteraction(interaction, regionFor: request, defaultRegion: defaultRegion)
                        } ?? defaultRegion
                    if let region, region.rect.contains(location) {
                        found = (interaction, region)
                        break search
                    }
                }
                current = view.superview
            }
        }
        let previous = state.activeInteractions.first
        if let previous, let (interaction, region) = found, previous === interaction,
            previous.activeRegion == region, !previous.needsRegionUpdate
        {
            return
        }
        // Outside every interaction before and after: nothing to tell (and no animator to make).
        if previous == nil && found == nil { return }
        let animator = ImmediatePointerAnimator()
        if let previous, let oldRegion = previous.activeRegion {
            previous.activeRegion = nil
            previous.activeStyle = nil
            previous.delegate?.pointerInteraction(previous, willExit: oldRegion, animator: animator)
        }
        state.activeInteractions.removeAll()
        guard let (interaction, region) = found else { return }
        interaction.needsRegionUpdate = false
        interaction.activeRegion = region
        state.activeInteractions = [interaction]
        interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: animator)
        interaction.activeStyle = interaction.delegate?.pointerInteraction(interaction, styleFor: region)
    }
}
