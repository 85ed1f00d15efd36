import Foundation

/// An on/off switch (behaviour 6). Its size is fixed at 51 × 31 pt, like UIKit's; the size of any frame you
/// give it is ignored.
///
/// Interaction (ResponderKit's model; UIKit documents only the events):
/// - a tap (lift inside the bounds plus 70 pt) toggles it;
/// - a drag moves the thumb: once the touch has moved more than 10 pt horizontally
///   (``GestureConstants/panHysteresis``) the thumb follows the finger's side of the switch's middle, and
///   on lift the switch takes the thumb's side, whatever the distance to the switch;
/// - when the value changed it sends ``UIControl/Event/valueChanged`` then
///   ``UIControl/Event/primaryActionTriggered``, just before the touch-up event; cancellation changes nothing.
///
/// A single tap or a pan along the switch that began on its thumb is not taken by a recognizer on an
/// ancestor (behaviour 4.5).
@MainActor
open class UISwitch: UIControl {
    /// The switch's fixed size: 51 × 31 pt.
    nonisolated public static let switchSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Setting it sends no event. Default `false`.
    open var isOn: Bool = false

    private var beganOnThumb = false
    private var isDragging = false
    private var thumbIsOn = false

    /// Creates a switch at the frame's origin, 51 × 31 pt in size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: .zero, size: Self.switchSize)
    }

    /// The switch's size, ``switchSize`` (51 × 31), which Auto Layout keeps.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    /// ``switchSize``, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    /// The switch's frame: the origin you set, with the fixed size ``switchSize``.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
    }

    /// Turns the switch on or off without sending an event (`animated` has no visible effect here).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The thumb's rectangle in the switch's coordinates: a square at the left (off) or right (on) end.
    var thumbRect: CGRect {
        let side = bounds.height
        let x = (isDragging ? thumbIsOn : isOn) ? bounds.maxX - side : bounds.minX
        return CGRect(x: x, y: bounds.minY, width: side, height: side)
    }

    // MARK: Tracking

    /// Starts tracking every touch and notes whether it began on the thumb. Call `super`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isDragging = false
        thumbIsOn = isOn
        let location = touch.location(in: self)
        let thumb = thumbRect
        beganOnThumb =
            location.x >= thumb.minX && location.x < thumb.maxX && location.y >= thumb.minY && location.y < thumb.maxY
        return super.beginTracking(touch, with: event)
    }

    /// Moves the thumb to the finger's side once the touch has moved more than 10 pt horizontally. Call `super`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        if !isDragging && abs(location.x - trackingStartLocation.x) > GestureConstants.panHysteresis {
            isDragging = true
        }
        if isDragging { thumbIsOn = location.x >= bounds.midX }
        return super.continueTracking(touch, with: event)
    }

    /// Commits the tap or the drag and sends the value events when the value changed. Call `super`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue = isDragging ? thumbIsOn : (touch != nil && isTouchInside ? !isOn : isOn)
        isDragging = false
        super.endTracking(touch, with: event)
        guard newValue != isOn else { return }
        setOn(newValue, animated: true)
        dispatchActions(for: .valueChanged, event: event)
        dispatchActions(for: .primaryActionTriggered, event: event)
    }

    /// Puts the thumb back: the value does not change (the default then calls `endTracking(nil, with:)`,
    /// which keeps the value). Call `super`.
    open override func cancelTracking(with event: UIEvent?) {
        isDragging = false
        super.cancelTracking(with: event)
    }

    /// Besides the control's rule for ancestors' single taps, refuses a foreign one-finger pan or swipe
    /// that began on the thumb and moves along the switch (behaviour 4.5).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
            && !vetoesThumbDrag(gestureRecognizer, beganOnThumb: beganOnThumb)
    }
}
