import Foundation
@_exported import ResponderKit

/// Drives context menus and edit menus on the application's virtual clock (behaviour 15.4): show a
/// context menu by its triggers, list what the visible menu shows, choose an item by title, dismiss it
/// or tap its preview. Each step settles the clock (timers due now fire: deferred elements' providers,
/// animators' completions) so a test reads the result right after.
///
/// ```swift
/// let scene = TestScene()
/// scene.menus.longPress(at: CGPoint(x: 50, y: 50))
/// #expect(scene.menus.outline == ["Copy", "Delete (destructive)"])
/// scene.menus.choose("Copy")
/// ```
@MainActor
public final class MenuDriver {
    /// The application driven.
    public let application: UIApplication
    /// The simulator that presses and holds.
    public let touches: TouchSimulator
    /// The simulator that clicks.
    public let pointer: PointerSimulator

    /// Creates a driver using the given simulators (those of a ``TestScene``).
    public init(application: UIApplication, touches: TouchSimulator, pointer: PointerSimulator) {
        self.application = application
        self.touches = touches
        self.pointer = pointer
    }

    /// The context menu on screen, or nil.
    public var contextMenu: MenuPresentation? { application.visibleContextMenu }
    /// The edit menu on screen, or nil.
    public var editMenu: MenuPresentation? { application.visibleEditMenu }
    /// The visible menu: the context menu, else the edit menu.
    public var visibleMenu: MenuPresentation? { contextMenu ?? editMenu }
    /// The visible menu's lines (`MenuPresentation.outline`); empty when none shows.
    public var outline: [String] { visibleMenu?.outline ?? [] }

    /// Holds a finger still at `point` (window coordinates) for `duration` (default
    /// `ContextMenuConstants.menuPressDuration`), then lifts it unless `lift` is false. Returns the
    /// context menu on screen afterwards.
    @discardableResult
    public func longPress(
        at point: CGPoint, duration: TimeInterval = ContextMenuConstants.menuPressDuration, lift: Bool = true
    ) -> MenuPresentation? {
        let finger = touches.touchDown(at: point)
        touches.wait(duration)
        if lift { touches.lift(finger) }
        settle()
        return contextMenu
    }

    /// Presses at `point` with `force` (default: the peek force of the simulators' maximum force), then
    /// lifts. Returns the context menu on screen afterwards.
    @discardableResult
    public func forcePress(
        at point: CGPoint,
        force: CGFloat = ForceTouchConstants.quotedMaximumPossibleForce * ForceTouchConstants.peekForceFraction
    ) -> MenuPresentation? {
        let finger = touches.touchDown(at: point, force: force)
        touches.lift(finger)
        settle()
        return contextMenu
    }

    /// Clicks the secondary pointer button at `point`. Returns the context menu on screen afterwards.
    @discardableResult
    public func secondaryClick(at point: CGPoint) -> MenuPresentation? {
        pointer.secondaryClick(at: point)
        settle()
        return contextMenu
    }

    /// Chooses the first listed action titled `title` in the visible menu (`MenuPresentation.choose(_:)`).
    /// Returns false when no menu shows or it lists no such enabled action.
    @discardableResult
    public func choose(_ title: String) -> Bool {
        guard let menu = visibleMenu else { return false }
        let chosen = menu.choose(title)
        settle()
        return chosen
    }

    /// Dismisses the visible menu without a choice.
    public func dismiss() {
        visibleMenu?.dismiss()
        settle()
    }

    /// Taps the visible context menu's preview. Returns false when none shows.
    @discardableResult
    public func commitPreview() -> Bool {
        let committed = contextMenu?.commitPreview() ?? false
        settle()
        return committed
    }

    /// Fires the timers due now (deferred elements' providers, animators' completions).
    public func settle() {
        application.run(until: application.clock.now)
    }
}
