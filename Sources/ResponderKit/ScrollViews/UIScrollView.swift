import Foundation

/// A view whose content is larger than itself and moves under the finger (behaviour 7).
///
/// Scrolling is bounds-origin based, as in UIKit: ``contentOffset`` *is* `bounds.origin`, so the subviews
/// (the content) appear shifted by it; every change calls the delegate's `scrollViewDidScroll`.
///
/// Three gesture recognizers do the work, attached to the scroll view in this order (UIKit's):
/// - a private recognizer with `delaysTouchesBegan` that holds a touch-down back from the content for
///   ``contentTouchDelay`` (0.15 s) and then fails, which releases the touch to the content
///   (`DelayedContentTouchesRecognizer.swift`; ``delaysContentTouches``, ``touchesShouldBegin(_:with:in:)``);
/// - ``panGestureRecognizer``, whose actions drag the content (`ScrollViewPanning.swift`; its recognition
///   cancels the content's touches, ``canCancelContentTouches``, ``touchesShouldCancel(in:)``);
/// - ``pinchGestureRecognizer`` once zooming is set up (`ScrollViewZooming.swift`).
///
/// One touch sequence goes through these states:
///
///     idle ──finger down──▶ tracking (isTracking; a moving scroll view stops there: "caught")
///      ▲                       │ the pan began: moved > 10 pt along an axis the scroll view can scroll, and
///      │                       │ the content is not tracking the touch, or canCancelContentTouches and
///      │                       │ touchesShouldCancel(in:) let it cancel the content's touches
///      │ lift without          ▼
///      │ dragging           dragging (isDragging): willBeginDragging; contentOffset = start − translation
///      │                       │ since the pan began, rubber-banded past the edges (`RubberBanding.swift`)
///      │                       │ lift: willEndDragging(velocity, &target), didEndDragging(willDecelerate:)
///      │◀──target reached──────┤
///      │                       ▼
///      │                    decelerating (isDecelerating): willBeginDecelerating, then a tick every
///      │                       │ 1/60 s on the application's clock (`ScrollDeceleration.swift`)
///      └──at rest: didEndDecelerating (a new touch-down stops it without that call)
///
/// Nothing uses real time: deceleration, bouncing, paging and animations are timers on the application's
/// clock, so in tests `touches.wait(1)` runs a second of scrolling instantly.
///
/// Nested scroll views: see ``UIScrollView/panGestureRecognizer`` for how the inner one wins its axis.
@MainActor
open class UIScrollView: UIView {
    // MARK: Gesture recognizers (stored here; their logic lives in the other files of this folder)

    /// Holds touch-downs back from the content for ``contentTouchDelay``.
    let delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()
    /// The pan that drags the content.
    let scrollPanRecognizer = UIScrollViewPanGestureRecognizer()
    /// The pinch that zooms, created once zooming is configured.
    var zoomPinchRecognizer: UIPinchGestureRecognizer?
    /// The delegate of the pan and the pinch (in UIKit the scroll view itself is their delegate).
    private(set) lazy var gestureDelegate = ScrollViewGestureDelegate(scrollView: self)

    // MARK: Motion state

    /// The drag in progress.
    var dragState = ScrollDragState()
    /// Drives deceleration and offset animations on the application's clock.
    let offsetTicker = ScrollTicker()
    /// Drives zoom bounces and zoom animations.
    let zoomTicker = ScrollTicker()
    /// Whether an animation from ``setContentOffset(_:animated:)`` (or scroll-to-top) is running.
    var isAnimatingOffset = false
    /// The pinch in progress.
    var zoomGestureState = ZoomGestureState()
    /// The current zoom scale.
    var zoomScaleValue: CGFloat = 1

    // MARK: Creating

    /// Creates a scroll view with the given frame; ``UIView/clipsToBounds`` is `true`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    /// Present for source compatibility; reads nothing from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
    }

    private func configureScrollView() {
        clipsToBounds = true
        delayedTouchesRecognizer.scrollView = self
        scrollPanRecognizer.scrollView = self
        scrollPanRecognizer.delegate = gestureDelegate
        // A scroll view scrolls from trackpads and mouse wheels too (behaviour 12.3).
        scrollPanRecognizer.allowedScrollTypesMask = .all
        scrollPanRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(scrollPanRecognizer)
    }

    // MARK: Delegate

    /// The delegate, held weakly. Setting it (re)evaluates whether zooming is set up.
    public weak var delegate: (any UIScrollViewDelegate)? {
        didSet { updateZoomRecognizer() }
    }

    // MARK: Content geometry

    /// The bounds; a change of its origin (the ``contentOffset``) calls `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// The point of the content shown at the scroll view's top-left corner: the bounds origin. Setting it
    /// moves the content immediately, without clamping, and calls `scrollViewDidScroll`. Default `.zero`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            // Whole-value get and set: `bounds.origin = newValue` goes through the overridden property's
            // dynamically dispatched modify coroutine, which allocated at every scroll step.
            var rect = bounds
            rect.origin = newValue
            bounds = rect
        }
    }

    /// The size of the content, in the scroll view's coordinates. Zooming updates it to the zoomed view's
    /// size. Default `.zero`.
    open var contentSize: CGSize = .zero {
        // Whether the content scrolls along an axis decides which insets the safe area adds.
        didSet { if contentSize != oldValue { updateAdjustedContentInset() } }
    }

    /// Extra scrollable space around the content. The offset ranges from `-left`/`-top` to
    /// `contentSize + right/bottom - bounds.size`. Default `.zero`.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }

    /// How the safe area insets add to ``contentInset`` in ``adjustedContentInset``
    /// (ScrollViews/ContentInsetAdjustment.swift). Default ``ContentInsetAdjustmentBehavior-swift.enum/automatic``.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// Whether the scroll indicators' insets follow the safe area as the content's do. Default `true`.
    /// ResponderKit draws no indicators; the value is kept for code that sets it.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// The insets the content's offsets range over: ``contentInset`` plus the safe area insets that
    /// ``contentInsetAdjustmentBehavior`` adds. Recomputed when those change and at each layout pass of the
    /// scroll view; a change calls ``adjustedContentInsetDidChange()``.
    open var adjustedContentInset: UIEdgeInsets { storedAdjustedContentInset }

    /// The last computed ``adjustedContentInset``.
    var storedAdjustedContentInset: UIEdgeInsets = .zero

    /// Called when ``adjustedContentInset`` changes. The default calls the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`; an override must call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// In each layout pass of the scroll view, its safe area may have moved with it (behaviour 20.10).
    override func prepareForLayoutSubviews() {
        super.prepareForLayoutSubviews()
        updateAdjustedContentInset()
    }

    /// Moves the content to `contentOffset`, at once or (animated) over 0.3 s ease-in-ease-out on the
    /// application's clock, calling `scrollViewDidScroll` on each tick and
    /// `scrollViewDidEndScrollingAnimation` at the end. Stops a deceleration or animation in progress (no
    /// end call for it). Not clamped.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrolling()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        animateContentOffset(to: contentOffset) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls the least needed to make `rect` (in the content's coordinates) visible, within the scrollable
    /// range; animated as ``setContentOffset(_:animated:)``.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        var offset = contentOffset
        if rect.width > visible.width || rect.minX < visible.minX {
            offset.x = rect.minX
        } else if rect.maxX > visible.maxX {
            offset.x = rect.maxX - visible.width
        }
        if rect.height > visible.height || rect.minY < visible.minY {
            offset.y = rect.minY
        } else if rect.maxY > visible.maxY {
            offset.y = rect.maxY - visible.height
        }
        offset = clampedContentOffset(offset)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    // MARK: Scrolling behaviour

    /// Whether dragging scrolls; false disables ``panGestureRecognizer``. Default `true`.
    open var isScrollEnabled = true {
        didSet { scrollPanRecognizer.isEnabled = isScrollEnabled }
    }

    /// Whether a drag that starts along one axis stays on it; a diagonal start (minor component more than
    /// half the major one, ``ScrollViewConstants/directionalLockRatio``) scrolls freely. Default `false`.
    open var isDirectionalLockEnabled = false

    /// Whether the content settles on multiples of the bounds size after a drag, the direction chosen by
    /// the lift's velocity. Default `false`.
    open var isPagingEnabled = false

    /// Whether the content can be dragged past its edges (rubber-banding) and bounces back. With `false`
    /// the offset stays within the scrollable range. Default `true`.
    open var bounces = true

    /// Whether a vertical drag bounces even when the content is not taller than the scroll view (needs
    /// ``bounces``). Default `false`.
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset() } }
    }

    /// Whether a horizontal drag bounces even when the content is not wider than the scroll view (needs
    /// ``bounces``). Default `false`.
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset() } }
    }

    /// How quickly the content slows down after a flick: the fraction of velocity kept per millisecond.
    /// Default ``DecelerationRate-swift.struct/normal``.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether a status-bar tap may scroll this view to the top (see ``scrollToTopForStatusBarTap()``).
    /// Default `true`.
    open var scrollsToTop = true

    // MARK: Content touches (behaviour 7)

    /// Whether a touch-down is held back from the content until ``contentTouchDelay`` passes without the
    /// finger dragging (then the content gets `touchesBegan`, late) or the finger lifts (then the content
    /// gets began and ended at once). If the finger drags first, the content never sees the touch. With
    /// `false`, ``touchesShouldBegin(_:with:in:)`` is asked at once and the content tracks immediately.
    /// Default `true`.
    open var delaysContentTouches = true {
        didSet { delayedTouchesRecognizer.delaysTouchesBegan = delaysContentTouches }
    }

    /// How long ``delaysContentTouches`` holds a touch-down: ``ScrollViewConstants/contentTouchDelay``
    /// (0.15 s, behaviour 11). A ResponderKit addition: UIKit fixes the delay privately.
    open var contentTouchDelay: TimeInterval = ScrollViewConstants.contentTouchDelay

    /// Whether dragging may take touches the content is already tracking: the content gets
    /// `touchesCancelled` and the scroll view scrolls (if ``touchesShouldCancel(in:)`` agrees). With
    /// `false`, once the content tracks a touch, that touch never scrolls. Default `true`.
    open var canCancelContentTouches = true

    /// Asked before the content view `view` gets the touch-down of `touches` (after the delay, or at once
    /// without ``delaysContentTouches``); false keeps the touches from `view` for their whole sequence (the
    /// scroll view still scrolls with them). Not asked for touches on the scroll view itself. Default `true`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Asked just before scrolling would start while the content view `view` is already tracking the
    /// touch (never when ``canCancelContentTouches`` is false); false keeps the touch with the content and
    /// no scrolling happens for it. Default `true`, except `false` when `view` is a ``UIControl``.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    // MARK: State

    /// Whether a finger is on the scroll view (it may not be dragging yet).
    public internal(set) var isTracking = false
    /// Whether the content is following a finger: from the pan's beginning to the lift.
    public internal(set) var isDragging = false
    /// Whether the content is moving on its own after the lift (decelerating, bouncing back, settling on
    /// a page).
    public internal(set) var isDecelerating = false
    /// Whether a pinch is zooming the content.
    public internal(set) var isZooming = false
    /// Whether the zoom scale is animating back within its limits after a pinch went past them.
    public internal(set) var isZoomBouncing = false

    // MARK: Gesture recognizers

    /// The pan that scrolls; always present. Configure it as any pan (`maximumNumberOfTouches`,
    /// `minimumNumberOfTouches`, `allowedTouchTypes`, `require(toFail:)`) or move it to another view.
    /// Its delegate belongs to the scroll view (UIKit raises if you replace it): don't replace it.
    ///
    /// It begins only along an axis the scroll view can scroll. That is how nested scroll views share a
    /// touch with the arena's rules (behaviour 4.5): the inner scroll view's recognizers come first for a touch
    /// inside it (behaviour 11 order: hit view, then ancestors outward); when its pan begins, the outer pan
    /// (which shares the touch and may not recognize simultaneously) is forced out, so a horizontal scroll
    /// view inside a vertical one takes horizontal drags; for a vertical drag the inner pan's delegate
    /// refuses to begin (`gestureRecognizerShouldBegin`), the inner pan fails and the outer one begins. Once
    /// a pan began, the other has failed for the rest of the sequence: an inner scroll view at its edge
    /// rubber-bands (or stays) and never hands the drag to its parent midway.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPanRecognizer }

    /// The pinch that zooms, or nil unless zooming is set up: ``minimumZoomScale`` differs from
    /// ``maximumZoomScale`` and the delegate's `viewForZooming(in:)` returns a view.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        updateZoomRecognizer()
        guard let zoomPinchRecognizer, minimumZoomScale != maximumZoomScale, viewForZooming != nil else { return nil }
        return zoomPinchRecognizer
    }

    // MARK: Zooming (behaviour 7; logic in ScrollViewZooming.swift)

    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updateZoomRecognizer() }
    }

    /// The largest zoom scale. Default 1.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updateZoomRecognizer() }
    }

    /// The scale of the zoomed view (the delegate's `viewForZooming(in:)`). Setting it is
    /// ``setZoomScale(_:animated:)`` without animation. Default 1.
    open var zoomScale: CGFloat {
        get { zoomScaleValue }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether a pinch may go past the zoom limits (rubber-banded, short of twice the maximum and of half the
    /// minimum) and animates back within them at the lift. Default `true`.
    open var bouncesZoom = true

    /// Scales the zoomed view to `scale`, clamped to the zoom limits, about the centre of the visible
    /// area; the content size follows and the offset stays in range. Animated: on the application's clock,
    /// ease-in-ease-out, for 0.1 s plus 0.3 s per unit of `|ln(scale / zoomScale)|`, at most 0.4 s (UIKit's,
    /// behaviour 7), with `scrollViewWillBeginZooming`, `scrollViewDidZoom` per tick and
    /// `scrollViewDidEndZooming`; otherwise `scrollViewDidZoom` once. Does nothing without a zoomed view.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        changeZoomScale(to: scale, animated: animated)
    }
}
