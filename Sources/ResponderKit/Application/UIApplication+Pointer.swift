import Foundation

/// The application's pointer (behaviour 12): a mouse or a trackpad, as UIKit models it since iPadOS 13.4.
///
/// - While no button is down the pointer hovers (behaviour 12.1): it is a hover touch, which only
///   `UIHoverGestureRecognizer`s see, and `UIPointerInteraction`s ask their delegates for regions and styles.
/// - Buttons going down start a click (behaviour 12.2): a touch sequence at the pointer's location, hit-tested
///   like any touch, `.indirectPointer` when ``UIApplication/supportsIndirectInputEvents`` is on, else
///   `.direct`; ``UIEvent/buttonMask`` carries the buttons until the click ends.
/// - Scroll steps go to pan gesture recognizers (behaviour 12.3), transform steps to pinch and rotation
///   recognizers or, without indirect input support, to two simulated touches (behaviour 12.4): as `.scroll`
///   and `.transform` events through ``UIApplication/sendEvent(_:)`` (UIApplication+PointerSequences.swift).
extension UIApplication {
    /// Whether the application supports indirect input, as the `UIApplicationSupportsIndirectInputEvents`
    /// key of an `Info.plist` declares it (behaviour 12.2). Default false, as without the key.
    ///
    /// - false: a click is a `.direct` touch, and a trackpad pinch or rotation becomes two simulated
    ///   `.direct` touches a fixed distance apart around the pointer (UIKit's compatibility behaviour).
    /// - true: a click is an `.indirectPointer` touch, and pinches and rotations are transform events that
    ///   drive `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` directly.
    ///
    /// Set it before input arrives; a change applies to the next click or transform.
    public var supportsIndirectInputEvents: Bool {
        get { pointerState.supportsIndirectInputEvents }
        set { pointerState.supportsIndirectInputEvents = newValue }
    }

    /// Where the application's pointer is, in screen points, or nil before any pointer input arrived.
    public var pointerLocation: CGPoint? { pointerState.location }

    /// The pointer buttons held down now (empty while the pointer hovers).
    public var pointerButtons: UIEvent.ButtonMask { pointerState.buttons }

    /// The view the hovering pointer is over (its hover touch's view, behaviour 12.1), or nil while a button
    /// is down, before any pointer input, or when no window takes the pointer.
    public var pointerHoverView: UIView? { contacts.hoverTouch(for: Self.pointerContactID)?.view }

    /// What the pointer layer dropped or left unused, counted (nothing is lost silently).
    public var pointerStatistics: PointerStatistics { pointerState.statistics }

    // MARK: Run-loop steps

    /// Run-loop step for `.pointer` input.
    func handlePointer(_ input: PointerInput) {
        guard let location = acceptPointerLocation(input.location) else { return }
        let state = pointerState
        state.device = input.device
        let wasClicking = state.isClicking
        state.buttons = input.buttons
        if !input.buttons.isEmpty {
            // A click starts or continues: the event carries every button pressed during it.
            state.clickButtons = wasClicking ? state.clickButtons.union(input.buttons) : input.buttons
            state.isClicking = true
            deliverPointerContact(at: location, state: .touching, buttons: state.clickButtons, time: input.timestamp)
            return
        }
        if wasClicking {
            // The buttons went up: the click ends where the pointer is, with the buttons it had.
            state.isClicking = false
            deliverPointerContact(at: location, state: .lifted, buttons: state.clickButtons, time: input.timestamp)
            state.clickButtons = []
        }
        deliverPointerContact(at: location, state: .hovering, buttons: [], time: input.timestamp)
        updatePointerInteractions(at: location)
    }

    /// Run-loop step for `.scroll` input (behaviour 12.3).
    func handleScroll(_ input: ScrollInput) {
        guard let location = acceptPointerLocation(input.location) else { return }
        guard input.delta.dx.isFinite, input.delta.dy.isFinite else {
            pointerState.statistics.rejectedInputs += 1
            return
        }
        pointerState.device = input.device
        if input.isMomentum {
            // The scroll view decelerates by itself once the fingers lift (behaviour 12.3): the device's
            // kinetic steps are not delivered, only counted.
            pointerState.statistics.ignoredMomentumSteps += 1
            return
        }
        deliverScroll(input, at: location)
    }

    /// Run-loop step for `.transform` input (behaviour 12.4).
    func handleTransform(_ input: TransformInput) {
        guard let location = acceptPointerLocation(input.location) else { return }
        guard input.scale.isFinite, input.scale > 0, input.rotation.isFinite else {
            pointerState.statistics.rejectedInputs += 1
            return
        }
        if supportsIndirectInputEvents || pointerState.isTransforming {
            deliverTransform(input, at: location)
        } else {
            simulateTransformTouches(input, at: location)
        }
    }

    // MARK: Helpers

    /// The reserved contact id of the application's one pointer (device contacts use small ids).
    static let pointerContactID = Int.min + 1
    /// The reserved contact ids of the two touches that simulate a transform in compatibility mode.
    static let simulatedTransformContactIDs = (Int.min + 2, Int.min + 3)

    /// The location clamped into the screen, and remembered as the pointer's; nil (counted) when it is
    /// not a number.
    private func acceptPointerLocation(_ location: CGPoint) -> CGPoint? {
        guard location.x.isFinite, location.y.isFinite else {
            pointerState.statistics.rejectedInputs += 1
            return nil
        }
        let bounds = screen.bounds
        let clamped = CGPoint(
            x: min(max(location.x, bounds.minX), bounds.maxX - 1 / screenScale),
            y: min(max(location.y, bounds.minY), bounds.maxY - 1 / screenScale))
        if clamped != location { pointerState.statistics.clampedLocations += 1 }
        pointerState.location = clamped
        return clamped
    }

    /// Delivers the pointer as a contact: touching or lifted (a click), or hovering.
    private func deliverPointerContact(
        at location: CGPoint, state: TouchContact.State, buttons: UIEvent.ButtonMask,
        time: TimeInterval
    ) {
        // Hover is the pointer's own (a hover touch is never a click); a click's type follows the setting.
        let type: UITouch.TouchType = state == .hovering || supportsIndirectInputEvents ? .indirectPointer : .direct
        let contact = TouchContact(
            id: Self.pointerContactID, location: location, state: state, majorRadius: 1,
            majorRadiusTolerance: 0, type: type)
        if state != .hovering {
            touchEvent.buttonMask = buttons
            if state == .touching, contacts.touch(for: Self.pointerContactID) == nil {
                dispatchLog?.record(
                    .pointerEvent(
                        type: .touches, device: pointerState.device.rawValue,
                        summary:
                            "click \(Self.describe(buttons)) at \(location.x.formatted4), \(location.y.formatted4) (\(type))"
                    ))
            }
        }
        beginTouchDelivery()
        // The one-contact frame reuses the state's buffer: a hover movement allocates nothing.
        let pointer = pointerState
        pointer.frame.timestamp = time
        pointer.frame.contacts.removeAll(keepingCapacity: true)
        pointer.frame.contacts.append(contact)
        apply(pointer.frame)
        dispatchTouchEvent()
        if state == .lifted { touchEvent.buttonMask = [] }
    }

    static func describe(_ buttons: UIEvent.ButtonMask) -> String {
        var names: [String] = []
        if buttons.contains(.primary) { names.append("primary") }
        if buttons.contains(.secondary) { names.append("secondary") }
        let others = buttons.subtracting([.primary, .secondary])
        if !others.isEmpty { names.append("buttons 0x\(String(others.rawValue, radix: 16))") }
        return names.isEmpty ? "no button" : names.joined(separator: "+")
    }

    /// The frontmost window whose hit-test returns a view at `screenPoint`, and that view.
    /// Used for hovers and clicks alike; allocates nothing.
    func pointerTarget(at screenPoint: CGPoint, with event: UIEvent) -> (window: UIWindow, view: UIView)? {
        firstFromFront { window -> (window: UIWindow, view: UIView)? in
            guard window.takesNewTouches,
                let view = window.hitTest(window.convert(screenPoint, from: nil), with: event)
            else { return nil }
            return (window, view)
        }
    }

    // MARK: Compatibility transforms (behaviour 12.4)

    /// Without indirect input support, a trackpad pinch or rotation is two `.direct` touches, each half of
    /// ``PointerGestureConstants/simulatedTouchDistance`` from the pointer at the start, moved apart by the
    /// scale and turned by the rotation, as UIKit documents for applications without
    /// `UIApplicationSupportsIndirectInputEvents`. Other recognizers may see them, as in UIKit.
    private func simulateTransformTouches(_ input: TransformInput, at location: CGPoint) {
        let state = pointerState
        let (first, second) = Self.simulatedTransformContactIDs
        switch input.phase {
        case .began:
            state.simulatedTransformCenter = location
        case .changed, .ended, .cancelled:
            // A transform whose start was lost starts here.
            if state.simulatedTransformCenter == nil {
                guard input.phase == .changed else { return }
                state.simulatedTransformCenter = location
            }
        }
        guard let center = state.simulatedTransformCenter else { return }
        if input.phase == .cancelled {
            state.simulatedTransformCenter = nil
            // The simulated fingers lift where they are; the device lost the gesture.
            let lifted = [contacts.touch(for: first), contacts.touch(for: second)].compactMap { $0 }
            guard !lifted.isEmpty else { return }
            beginTouchDelivery()
            apply(
                DigitizerFrame(
                    timestamp: input.timestamp,
                    contacts: [
                        TouchContact(
                            id: first,
                            location: lifted.first.map { $0.window?.convert($0.locationInWindow, to: nil) ?? center }
                                ?? center, state: .lifted),
                        TouchContact(
                            id: second,
                            location: lifted.last.map { $0.window?.convert($0.locationInWindow, to: nil) ?? center }
                                ?? center, state: .lifted),
                    ]))
            dispatchTouchEvent()
            return
        }
        let half = PointerGestureConstants.simulatedTouchDistance / 2 * input.scale
        let dx = half * cos(input.rotation), dy = half * sin(input.rotation)
        let contactState: TouchContact.State = input.phase == .ended ? .lifted : .touching
        if input.phase == .began {
            dispatchLog?.record(
                .pointerEvent(
                    type: .touches, device: PointerDeviceKind.trackpad.rawValue,
                    summary: "transform simulated as two touches around \(center.x.formatted4), \(center.y.formatted4)")
            )
        }
        beginTouchDelivery()
        apply(
            DigitizerFrame(
                timestamp: input.timestamp,
                contacts: [
                    TouchContact(id: first, location: CGPoint(x: center.x - dx, y: center.y - dy), state: contactState),
                    TouchContact(
                        id: second, location: CGPoint(x: center.x + dx, y: center.y + dy), state: contactState),
                ]))
        dispatchTouchEvent()
        if input.phase == .ended { state.simulatedTransformCenter = nil }
    }
}
