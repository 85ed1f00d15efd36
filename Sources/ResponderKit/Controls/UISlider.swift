import Foundation

/// A slider: a thumb moved along a horizontal track to pick a value between ``minimumValue`` and
/// ``maximumValue`` (behaviour 6).
///
/// Interaction (ResponderKit's choice; UIKit documents only the events):
/// - a touch that begins on the thumb (``thumbRect(forBounds:trackRect:value:)``, derived from the value)
///   is tracked: the thumb then follows the finger's x, keeping the offset at which it was grabbed, and
///   the value is mapped linearly from the thumb's position between its positions at the minimum and at
///   the maximum, clamped;
/// - a touch that begins anywhere else is **not tracked**: the value does not move and the slider sends
///   no event at all (not even ``UIControl/Event/touchDown``), as `beginTracking` returns false;
/// - with ``isContinuous`` (the default) every change sends ``UIControl/Event/valueChanged`` then
///   ``UIControl/Event/primaryActionTriggered`` while dragging; otherwise ``value`` still follows the
///   thumb but the two events are sent once, on lift (before the touch-up event), if the value changed;
///   a cancelled drag leaves the value where it was and sends no value event.
///
/// A one-finger pan or swipe along the track that began on the thumb is not taken by a recognizer on an
/// ancestor (behaviour 4.5); ancestors' taps are not refused.
@MainActor
open class UISlider: UIControl {
    /// The diameter of the thumb: 31 pt (an empirical value; UIKit's default thumb image measures about this).
    nonisolated public static let thumbDiameter: CGFloat = 31

    private var storedValue: Float = 0
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// The current value, kept between ``minimumValue`` and ``maximumValue``. Setting it sends no
    /// event. Default 0.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }

    /// The value at the left end of the track. Raising it above ``value`` raises the value; setting it
    /// above ``maximumValue`` moves the maximum to match (Apple's `UISlider.minimumValue` page). Setting it
    /// sends no event. Default 0.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            storedValue = clamped(storedValue)
        }
    }

    /// The value at the right end of the track. Lowering it below ``value`` lowers the value; setting it
    /// below ``minimumValue`` moves the minimum to match (Apple's `UISlider.maximumValue` page). Setting it
    /// sends no event. Default 1.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            storedValue = clamped(storedValue)
        }
    }

    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// Whether ``UIControl/Event/valueChanged`` is sent during the drag (true) or once on lift (false).
    /// Default `true`.
    open var isContinuous: Bool = true

    /// Creates a slider with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``value`` (clamped) without sending an event (`animated` has no visible effect here).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private func clamped(_ value: Float) -> Float {
        // The setters keep minimumValue <= maximumValue.
        min(max(value, minimumValue), maximumValue)
    }

    // MARK: Geometry

    /// No intrinsic width; the thumb's height (``thumbDiameter``, 31), which Auto Layout keeps
    /// (behaviour 20.4).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.thumbDiameter)
    }

    /// The track's rectangle for `bounds`: the full width, 4 pt high, centred vertically. Override it to
    /// change where the thumb travels.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }

    /// The thumb's rectangle for `value` on the track `rect`: a ``thumbDiameter`` square centred on the
    /// track vertically, its left edge at the track's left end for the minimum and its right edge at the
    /// track's right end for the maximum. Touches that begin inside it grab the thumb.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = Self.thumbDiameter
        let x = rect.minX + max(0, rect.width - side) * fraction(of: value)
        return CGRect(x: x, y: rect.midY - side / 2, width: side, height: side)
    }

    private func fraction(of value: Float) -> CGFloat {
        let range = maximumValue - minimumValue
        guard range > 0 else { return 0 }
        return CGFloat(min(max((value - minimumValue) / range, 0), 1))
    }

    private func thumbRect(for value: Float) -> CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    /// The value whose thumb is centred at `x`, clamped.
    private func value(forThumbCenterX x: CGFloat) -> Float {
        let low = thumbRect(for: minimumValue).midX, high = thumbRect(for: maximumValue).midX
        guard high > low else { return minimumValue }
        let fraction = min(max((x - low) / (high - low), 0), 1)
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    // MARK: Tracking

    /// Tracks the touch only if it begins on the thumb. Call `super`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumb = thumbRect(for: value)
        guard location.x >= thumb.minX && location.x < thumb.maxX && location.y >= thumb.minY && location.y < thumb.maxY
        else { return false }
        grabOffset = location.x - thumb.midX
        valueAtTrackingStart = value
        return super.beginTracking(touch, with: event)
    }

    /// Moves the thumb with the finger; with ``isContinuous``, sends the value events when it changed.
    /// Call `super`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let changed = follow(touch)
        if changed && isContinuous { sendValueEvents(event) }
        return super.continueTracking(touch, with: event)
    }

    /// Moves the thumb to the lift point; without ``isContinuous``, sends the value events when the value
    /// differs from where the drag started. With a nil touch (cancelled tracking) nothing is sent. Call `super`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return super.endTracking(nil, with: event) }
        let changed = follow(touch)
        super.endTracking(touch, with: event)
        if isContinuous {
            if changed { sendValueEvents(event) }
        } else if value != valueAtTrackingStart {
            sendValueEvents(event)
        }
    }

    /// Moves the value to the touch's position; returns whether it changed.
    private func follow(_ touch: UITouch) -> Bool {
        let newValue = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
        guard newValue != value else { return false }
        value = newValue
        return true
    }

    private func sendValueEvents(_ event: UIEvent?) {
        dispatchActions(for: .valueChanged, event: event)
        dispatchActions(for: .primaryActionTriggered, event: event)
    }

    /// Refuses a foreign one-finger pan or swipe along the track that began on the thumb (behaviour 4.5).
    /// Taps on ancestors are not refused.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !vetoesThumbDrag(gestureRecognizer, beganOnThumb: true)
    }
}
