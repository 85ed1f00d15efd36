import Foundation

/// A frame of reference in which points and rectangles can be converted to another one: views (windows
/// included) and a screen's ``UIScreen/coordinateSpace`` and ``UIScreen/fixedCoordinateSpace``.
///
/// All of ResponderKit's coordinate spaces meet in the screen's coordinates: a window's frame is in
/// screen coordinates, and the screen's spaces are the screen's coordinates themselves (ResponderKit
/// does not rotate the interface, so the fixed space is the same as the interface-oriented one).
@MainActor
public protocol UICoordinateSpace: AnyObject {
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`; with rotation, the bounding box.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space; with rotation, the bounding box.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounding rectangle, in its own coordinates.
    var bounds: CGRect { get }
}

/// The transforms between ResponderKit's own coordinate spaces and the screen's coordinates. A space
/// defined outside ResponderKit has none: conversions with it go through its own `convert` methods,
/// handing it screen coordinates.
@MainActor
enum CoordinateSpaceConversion {
    /// The transform from `space` to screen coordinates, or nil for a space ResponderKit does not know.
    static func toScreen(_ space: any UICoordinateSpace) -> CGAffineTransform? {
        switch space {
        case let view as UIView:
            // A view in a window goes through the window's frame; a view outside any window treats its
            // root as placed at the screen's origin (as `convert(_:to: nil)` does).
            let root = view.rootAncestor
            let toRoot = view.transformToRoot
            return root is UIWindow ? toRoot.concatenating(root.transformToSuperview) : toRoot
        case is ScreenCoordinateSpace:
            return .identity
        default:
            return nil
        }
    }

    static func convert(_ point: CGPoint, from source: any UICoordinateSpace, to target: any UICoordinateSpace)
        -> CGPoint
    {
        let screen = ScreenCoordinateSpace.shared
        guard let sourceToScreen = toScreen(source) else {
            // An outside space converts itself to the screen; ours take it from there.
            return convert(source.convert(point, to: screen), from: screen, to: target)
        }
        let onScreen = point.applying(sourceToScreen)
        guard let targetToScreen = toScreen(target) else { return target.convert(onScreen, from: screen) }
        return onScreen.applying(targetToScreen.inverted())
    }

    static func convert(_ rect: CGRect, from source: any UICoordinateSpace, to target: any UICoordinateSpace) -> CGRect
    {
        let screen = ScreenCoordinateSpace.shared
        guard let sourceToScreen = toScreen(source) else {
            return convert(source.convert(rect, to: screen), from: screen, to: target)
        }
        guard let targetToScreen = toScreen(target) else {
            return target.convert(rect.applying(sourceToScreen), from: screen)
        }
        return rect.applying(sourceToScreen.concatenating(targetToScreen.inverted()))
    }
}

/// A screen's coordinates: the space of window frames.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    /// The space outside spaces are handed screen coordinates in; its bounds are the shared screen's.
    static let shared = ScreenCoordinateSpace(screen: nil)

    private weak var screen: UIScreen?

    init(screen: UIScreen?) {
        self.screen = screen
    }

    var bounds: CGRect { (screen ?? UIScreen.main).bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }
}

extension UIView: UICoordinateSpace {
    // Swift prefers these overloads to the `UIView?` ones whenever the argument is a view that is not
    // optional, as it does with UIKit's; between two views they answer exactly as the `UIView?` ones.

    /// Converts `point` from this view's coordinates to `coordinateSpace` (another view, in any window, or
    /// a screen's coordinate space).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    /// Converts `point` from `coordinateSpace` to this view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    /// Converts `rect` from this view's coordinates to `coordinateSpace`; with rotation, the bounding box.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    /// Converts `rect` from `coordinateSpace` to this view's coordinates; with rotation, the bounding box.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }
}
