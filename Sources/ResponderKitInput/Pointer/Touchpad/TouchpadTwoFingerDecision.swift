import Foundation

/// What two fingers on a touchpad do, decided as libinput decides it (`tp_gesture_detect_motion_gestures`
/// and `tp_gesture_is_pinch` in `evdev-mt-touchpad-gestures.c`; input behaviour 3.1 and 3.2) from each
/// finger's motion since the gesture began, never from the distance between them: two fingers that go
/// the same way scroll, however their reported distance jitters, and two that go different ways (apart,
/// together, around their common centre) pinch and rotate.
///
/// One rule of libinput's is left out: it also takes fingers side by side (closer than 40 mm across and
/// 7 mm up and down) for a scroll 150 ms into the gesture once one of them has moved a millimetre, and the
/// drift of two fingers pressing a clickpad is such a motion (docs/decisions.md, "Touchpads: libinput's
/// choice between scroll and pinch").
enum TouchpadTwoFingerDecision: Sendable, Equatable {
    /// Not yet told: wait for more motion.
    case undecided
    /// A two-finger scroll.
    case scroll
    /// A pinch, which carries the rotation too.
    case pinch

    /// Decides from where the fingers were when the gesture began (`start`) and where they are (`now`). On a
    /// semi-MT pad (`isSemiMultiTouch`: a bounding box rather than two fingers) libinput has no pinch: the
    /// fingers scroll once the box has moved.
    init(start: (TouchpadPoint, TouchpadPoint), now: (TouchpadPoint, TouchpadPoint), isSemiMultiTouch: Bool) {
        let first = now.0 - start.0, second = now.1 - start.1
        let firstMoved = first.length, secondMoved = second.length
        let moved = max(firstMoved, secondMoved)
        // libinput: "If both touches moved less than a mm, we cannot decide yet".
        guard moved >= TouchpadPointer.gestureStartDistance else {
            self = .undecided
            return
        }
        if isSemiMultiTouch {
            // libinput scrolls at once on such pads. Their two positions are the corners of a box around the
            // fingers, whose size changes as a finger presses or lifts: only the box's common motion is a
            // motion of the fingers, and here it must reach the decision distance before the fingers scroll
            // (docs/decisions.md, "Touchpads: libinput's choice between scroll and pinch").
            let centre = TouchpadPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
            self = centre.length >= TouchpadPointer.gestureDecisionDistance ? .scroll : .undecided
            return
        }
        // One finger has moved far while the upper one rests: libinput takes the lower touch for a thumb
        // and the motion for "one-finger scrolling".
        if moved >= TouchpadPointer.oneFingerScrollDistance {
            let upperMoved = now.0.y > now.1.y ? secondMoved : firstMoved
            if upperMoved < TouchpadPointer.gestureDecisionDistance {
                self = .scroll
                return
            }
        }
        guard min(firstMoved, secondMoved) >= TouchpadPointer.gestureDecisionDistance else {
            self = .undecided
            return
        }
        self = TouchpadDirection(of: first).isSameWay(as: TouchpadDirection(of: second)) ? .scroll : .pinch
    }

    /// Whether fingers taken for a scroll pinch after all (libinput's `tp_gesture_is_pinch`: "We may confuse
    /// a pinch for a scroll initially, allow ourselves to correct our guess"): both have moved the decision
    /// distance since the gesture began, in directions that are not the same way. libinput asks this for
    /// the ``TouchpadPointer/pinchCorrectionTimeout`` after the gesture began.
    static func isPinch(start: (TouchpadPoint, TouchpadPoint), now: (TouchpadPoint, TouchpadPoint)) -> Bool {
        let first = now.0 - start.0, second = now.1 - start.1
        return first.length >= TouchpadPointer.gestureDecisionDistance
            && second.length >= TouchpadPointer.gestureDecisionDistance
            && !TouchpadDirection(of: first).isSameWay(as: TouchpadDirection(of: second))
    }
}

extension TouchpadPointer {
    /// How far (mm) one finger must move before two fingers can be told apart (libinput: "If both touches
    /// moved less than a mm, we cannot decide yet").
    public static let gestureStartDistance = 1.0
    /// A finger that moved this far (mm) while the upper finger rests scrolls (libinput's `max_move` of two
    /// fingers, 4 mm).
    public static let oneFingerScrollDistance = 4.0
    /// How long (seconds) after the gesture began a scroll may still turn out to be a pinch (libinput's
    /// `DEFAULT_GESTURE_PINCH_TIMEOUT`, 300 ms).
    public static let pinchCorrectionTimeout: TimeInterval = 0.300
}
