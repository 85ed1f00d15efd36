import Foundation

/// The empirical numbers behind ``UIScrollView`` (behaviour 7, behaviour 11). Apple documents none of them except
/// the deceleration rates; the content-touch delay is a per-instance property
/// (``UIScrollView/contentTouchDelay``), the rest are the physics every scroll view uses.
///
/// Everything that moves on its own (deceleration, bouncing back, paging, animated offsets and zooms) is
/// driven by timers on the application's clock, one tick every ``frameInterval``; positions are closed-form
/// functions of the time elapsed, so a virtual clock reproduces them exactly.
public enum ScrollViewConstants {
    /// How long a touch-down is held back from the content before the content gets it, when
    /// ``UIScrollView/delaysContentTouches`` is on: 0.15 s (EMP, behaviour 11).
    public static let contentTouchDelay: TimeInterval = 0.15

    /// The interval between two animation ticks on the application's clock: 1/60 s.
    public static let frameInterval: TimeInterval = 1.0 / 60

    /// The rubber-band coefficient `c` of `f(x) = (1 - 1 / (x·c/d + 1))·d`, the distance the content goes
    /// past an edge when the finger drags `x` points past it in a scroll view `d` points long: 0.55 (EMP,
    /// the value public reimplementations of UIKit's feel use). The overshoot never reaches `d`.
    public static let rubberBandCoefficient: CGFloat = 0.55

    /// The angular frequency ω, per second, of the critically damped spring that brings the content back
    /// to an edge (bounce) and onto a page (paging): 15 /s, so that a 100 pt overshoot settles in about half
    /// a second (EMP).
    public static let springAngularFrequency: Double = 15

    /// A moving axis comes to rest when it is this close to its target: 0.5 pt. It then snaps exactly to
    /// the target.
    public static let restDistance: CGFloat = 0.5

    /// A spring comes to rest only once it is also slower than this: 20 pt/s.
    public static let restSpeed: CGFloat = 20

    /// How long ``UIScrollView/setContentOffset(_:animated:)`` takes, ease-in-ease-out: 0.3 s (EMP).
    public static let animationDuration: TimeInterval = 0.3

    /// An animated zoom (``UIScrollView/setZoomScale(_:animated:)``, and the return within the limits after a
    /// pinch went past them) takes this long plus ``zoomAnimationDurationPerLogScale`` times `|ln(to / from)|`,
    /// at most ``zoomAnimationMaximumDuration``: UIKit's `_zoomAnimationDurationForScale:` (behaviour 7).
    /// 0.1 s.
    public static let zoomAnimationMinimumDuration: TimeInterval = 0.1

    /// The part of an animated zoom's duration per unit of the natural logarithm of the ratio of its two
    /// scales: 0.3 s (UIKit's, behaviour 7).
    public static let zoomAnimationDurationPerLogScale: TimeInterval = 0.3

    /// The longest an animated zoom takes: 0.4 s (UIKit's, behaviour 7).
    public static let zoomAnimationMaximumDuration: TimeInterval = 0.4

    /// With paging, a lift faster than this (points per millisecond, UIKit's velocity unit) moves on to the
    /// next page in the direction of the flick; slower lifts settle on the nearest page: 0.3 pt/ms (EMP).
    public static let pagingVelocityThreshold: CGFloat = 0.3

    /// With directional lock, a drag whose first movement has its minor component at most this fraction of
    /// its major one is locked to the major axis; steeper (diagonal) drags stay free: 0.5, about 27° (EMP).
    public static let directionalLockRatio: CGFloat = 0.5
}
