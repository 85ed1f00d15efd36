import Foundation

/// A rectangular area that takes part in hit-testing and receives touches (behaviour 1).
///
/// Nothing is rasterized: ResponderKit keeps the geometry (``frame``, ``bounds``, ``center``,
/// ``transform``), the hierarchy and the interaction properties that decide where events go. A subclass's
/// ``draw(_:)`` runs when UIKit would run it, into a context that records what it draws (behaviour 21).
@MainActor
open class UIView: UIResponder {
    // MARK: Geometry storage

    // Each change counts in `UIView.geometryGeneration`: a layout pass in which no view moved skips the safe
    // area's walk (Layout/UIView+LayoutPass.swift).
    private var storedCenter: CGPoint = .zero {
        didSet { UIView.geometryGeneration &+= 1 }
    }
    private var storedBounds: CGRect = .zero {
        didSet { UIView.geometryGeneration &+= 1 }
    }
    private var storedTransform: CGAffineTransform = .identity {
        didSet {
            transformIsIdentity = storedTransform.isIdentity
            UIView.geometryGeneration &+= 1
        }
    }
    /// Whether ``transform`` is the identity, kept with it so that converting a point into a subview on
    /// the hit-test path is two additions (docs/performance.md, "Hit-testing against the baseline").
    private var transformIsIdentity = true
    /// Whether ``transform`` is the identity (read without copying the transform).
    var hasIdentityTransform: Bool { transformIsIdentity }
    /// Counts the changes of any view's center, bounds, transform or superview, in every hierarchy.
    static var geometryGeneration: UInt64 = 0

    // MARK: Layout storage (see UIView+Layout.swift)

    /// Whether ``layoutSubviews()`` runs in the next layout pass.
    var needsLayout = false
    /// Whether a view below this one needs layout: the pass walks only marked branches.
    var descendantNeedsLayout = false
    /// For a window: whether it is in its application's layout queue.
    var isQueuedForLayout = false
    /// Whether the view's own layout callbacks are running.
    var isLayingOut = false
    /// The view's Auto Layout state; nil until the view takes part in Auto Layout (Layout/ViewLayoutState.swift).
    var storedLayoutState: ViewLayoutState?

    // MARK: Hierarchy storage

    /// The view's subviews, back to front: the last one is drawn on top and hit-tested first.
    public var subviews: [UIView] { storedSubviews }
    /// The subviews, in private storage so that hit-testing reads them without an exclusivity check
    /// (docs/performance.md, "Hot properties in private storage"); changed only through
    /// `changeSubviews(_:)`.
    private var storedSubviews: [UIView] = []

    /// Changes the subviews on a local copy swapped out of their storage (docs/performance.md, "Arrays
    /// changed on a local copy"): the storage stays unique, so nothing is copied. `change` must not read
    /// this view's ``subviews`` (they read empty meanwhile) nor call out of the module.
    func changeSubviews<Result>(_ change: (inout [UIView]) -> Result) -> Result {
        var list = storedSubviews
        storedSubviews = []
        defer { storedSubviews = list }
        return change(&list)
    }
    /// The view that contains this one, or nil.
    public internal(set) var superview: UIView? {
        get { superviewReference }
        set {
            superviewReference = newValue
            UIView.geometryGeneration &+= 1
        }
    }
    /// The superview, held unretained rather than `weak`, as UIKit holds it (why: docs/performance.md, "Back
    /// references held unretained"). The superview's `deinit` clears this reference in each of its subviews
    /// (they are all in its `subviews`), so it never dangles.
    /// `unowned(unsafe)` rather than `unowned(safe)`: a subclass's (isolated) `deinit` runs before
    /// UIView's and may read a subview's `superview` or call `removeFromSuperview()` on it, which in UIKit
    /// sees the view being deallocated; `unowned(safe)` would trap on that read. `nonisolated(unsafe)` lets
    /// the superview's nonisolated `deinit` clear it.
    nonisolated(unsafe) private unowned(unsafe) var superviewReference: UIView?
    /// The window this view is in, kept up to date as the view moves.
    weak var cachedWindow: UIWindow?
    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController?
    /// The animations in flight on the view; nil until one first ran (Animation/ViewAnimationState.swift).
    var animationState: ViewAnimationState?
    /// The view's drawing: nil unless its class overrides ``draw(_:)`` (Drawing/UIView+Display.swift).
    var displayState: ViewDisplayState?
    /// The attached gesture recognizers; nil until the first is added.
    var attachedGestureRecognizers: [UIGestureRecognizer]?
    /// The interactions added to the view, in order (Views/UIView+Interactions.swift).
    var attachedInteractions: [any UIInteraction] = []

    // MARK: Initializers

    /// Creates a view with the given frame, in its future superview's coordinates.
    public init(frame: CGRect) {
        super.init()
        adoptClassTraits()
        self.frame = frame
    }

    deinit {
        // The subviews, the layer and the recognizers may outlive this view (held elsewhere): they must
        // not keep an unretained reference to it (see `superviewReference`, `CALayer.delegate` and
        // `UIGestureRecognizer.view`).
        for subview in storedSubviews { subview.superviewReference = nil }
        layerStorage?.viewWentAway()
        if let recognizers = attachedGestureRecognizers {
            for recognizer in recognizers { recognizer.viewWentAway() }
        }
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Present for source compatibility with UIKit subclasses. ResponderKit has no archives, so this
    /// creates a view with a zero frame and reads nothing from `coder`.
    public required init?(coder: NSCoder) {
        super.init()
        adoptClassTraits()
    }

    open override var description: String {
        let name = accessibilityIdentifier.map { " '\($0)'" } ?? ""
        let f = frame
        return "<\(type(of: self))\(name): frame = (\(f.origin.x.formatted4) \(f.origin.y.formatted4); "
            + "\(f.size.width.formatted4) \(f.size.height.formatted4))>"
    }

    // MARK: Geometry

    /// The view's location and size in its superview's coordinates: the bounding box of the view's
    /// bounds once ``transform`` is applied about ``center``.
    ///
    /// Setting it keeps the rectangle, as a `CALayer` does: ``center`` and the size of ``bounds`` change
    /// so that the frame reads back as set when the transform only scales, flips and translates. With a
    /// rotation or a skew (UIKit calls the frame undefined then) setting it only moves the view so that
    /// the frame's center is the rectangle's center; the bounds keep their size (docs/decisions.md,
    /// "Frame and transforms"). Setting the frame it already has changes nothing.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let box = transformIsIdentity ? local : local.applying(storedTransform)
            return box.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            guard newValue != frame else { return }
            animatableWillChange(.center)
            animatableWillChange(.bounds)
            let rect = newValue.standardized
            let t = storedTransform
            // The transform moves the bounds' center by its translation (it is applied about the center).
            storedCenter = CGPoint(x: rect.midX - t.tx, y: rect.midY - t.ty)
            // A view that keeps its frame in Auto Layout keeps the new one (Layout/UIView+LayoutPass.swift).
            if storedLayoutState != nil { translatedFrameDidChange() }
            guard t.b == 0, t.c == 0 else { return }
            // Scales and flips: the box is |a| × width by |d| × height. A zero scale keeps that size.
            let width = t.a == 0 ? storedBounds.width : rect.width / abs(t.a)
            let height = t.d == 0 ? storedBounds.height : rect.height / abs(t.d)
            setBoundsSize(CGSize(width: width, height: height))
        }
    }

    /// The view's own coordinate system: its origin (which shifts the content, as scrolling does) and size.
    /// A change of size resizes the subviews that have an ``autoresizingMask`` and marks the view and
    /// its superview as needing layout.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let rect = newValue.standardized
            animatableWillChange(.bounds)
            let old = storedBounds
            storedBounds = rect
            if rect.size != old.size { boundsSizeDidChange(from: old.size) }
            if rect.origin != old.origin, storedLayoutState != nil { boundsOriginDidChange() }
        }
    }

    private func setBoundsSize(_ size: CGSize) {
        let oldSize = storedBounds.size
        guard size != oldSize else { return }
        storedBounds.size = size
        boundsSizeDidChange(from: oldSize)
    }

    /// The bounds size, read without going through the overridable ``bounds``.
    var storedBoundsSize: CGSize { storedBounds.size }

    /// How the view is resized when its superview's bounds size changes (UIView+Autoresizing.swift).
    /// Default: empty, the view keeps its frame. A view controller's default view is flexible in width
    /// and height.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether subviews are resized by their ``autoresizingMask`` when the bounds size changes. Default `true`.
    open var autoresizesSubviews: Bool = true

    /// The center of the view in its superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            animatableWillChange(.center)
            storedCenter = newValue
            if storedLayoutState != nil { translatedFrameDidChange() }
        }
    }

    /// A transform applied about the view's center (its anchor point); the default is the identity.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            animatableWillChange(.transform)
            storedTransform = newValue
        }
    }

    // MARK: Interaction properties

    /// Whether the view and its subviews are hidden; hidden views are skipped by hit-testing. Hiding the
    /// first responder (or an ancestor of it) makes it resign (behaviour 3.2). Default `false`.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            let oldValue = storedIsHidden
            storedIsHidden = newValue
            if newValue && !oldValue { window?.subtreeBecameHidden(self) }
            // Views that wait to be drawn because they were hidden may be shown now (behaviour 21.1).
            if !newValue && oldValue, let application = window?.application, !application.parkedDisplays.isEmpty {
                application.unparkDisplays()
            }
            // A hidden arranged view leaves its stack view's layout (behaviour 20.9).
            if newValue != oldValue { (superview as? UIStackView)?.arrangedSubviewDidChange(self) }
        }
    }

    /// The view's opacity; views with `alpha <= 0.01` are skipped by hit-testing (behaviour 11). Default 1.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            animatableWillChange(.alpha)
            storedAlpha = newValue
        }
    }

    /// Whether events reach the view; when `false` hit-testing skips it and its subviews. Default `true`
    /// (`false` for ``UIImageView`` and ``UILabel``).
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }

    // Hit-testing reads these three for every view it visits: private storage behind the open properties,
    // which subclasses may still override (docs/performance.md, "Hot properties in private storage").
    private var storedIsHidden = false
    private var storedAlpha: CGFloat = 1
    private var storedIsUserInteractionEnabled = true
    /// Whether the view's class overrides none of the members hit-testing asks, so that hit-testing may
    /// take the static path (`classTraits(_:)`). Set once, by the initializer.
    private(set) var usesDefaultHitTesting = false

    /// Whether subviews are clipped to the bounds. Hit-testing never reaches a subview outside its
    /// superview's bounds either way (behaviour 1.1). Default `false`.
    open var clipsToBounds: Bool = false

    /// Whether the view receives more than one touch at a time (behaviour 2.3). Default `false`: while the
    /// view tracks a touch, later touches in it are withheld from it (its gesture recognizers still get them).
    open var isMultipleTouchEnabled: Bool = false

    /// Whether the view tracks touches exclusively in its window (behaviour 2.3). Default `false`.
    open var isExclusiveTouch: Bool = false

    /// An integer that identifies the view; see ``viewWithTag(_:)``. Default 0.
    open var tag: Int = 0

    /// A string that identifies the view in tests and diagnostics (the dispatch log prints it).
    open var accessibilityIdentifier: String?

    // MARK: Accessibility (stored, as UIKit's informal UIAccessibility protocol stores them; nothing is read aloud)

    /// What the view set of its accessibility properties (nil until one is set).
    private var accessibilityStorage: AccessibilityStorage?
    private var accessibility: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let made = AccessibilityStorage()
        accessibilityStorage = made
        return made
    }

    /// Whether the view is an element assistive technologies can reach. Default `false` for a view; `true`
    /// for the standard controls and labels (Apple's `isAccessibilityElement` page).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }

    /// A short description of the element. Default nil; a label's text and a button's title
    /// (Apple's `accessibilityLabel` page). Setting nil restores the default.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }

    /// What performing the element's action does. Default nil.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }

    /// The element's current value, when it differs from its label (a slider's position). Default nil.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibility.value = newValue }
    }

    /// What the element is. Default none; `.staticText` for a label, `.button` for a button (with
    /// `.notEnabled` while it is disabled).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// The element's frame in screen coordinates. Default: the view's frame, converted to the screen
    /// (Apple's `accessibilityFrame` page); a view outside a window gives its rectangle in the top view's
    /// coordinates. Setting it fixes the value.
    open var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityStorage?.frame { return frame }
            let rect = convert(bounds, to: nil)
            guard let window else { return rect }
            return rect.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        }
        set { accessibility.frame = newValue }
    }

    /// Whether the view's subviews are hidden from assistive technologies. Default `false`.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }

    /// The class's default for ``isAccessibilityElement``.
    var defaultIsAccessibilityElement: Bool { false }
    /// The class's default for ``accessibilityLabel``.
    var defaultAccessibilityLabel: String? { nil }
    /// The class's default for ``accessibilityTraits``.
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

    // MARK: Appearance (inert: stored, never drawn; see Sources/ResponderKit/Appearance)

    /// The background color. Default nil (transparent).
    open var backgroundColor: UIColor? {
        willSet { animatableWillChange(.backgroundColor) }
    }

    /// Whether the view declares itself fully opaque (a drawing hint only). Default `true`.
    open var isOpaque: Bool = true

    /// How content is laid out in the bounds when they change. Default ``ContentMode/scaleToFill``. With
    /// ``ContentMode/redraw`` a change of the bounds' size calls ``setNeedsDisplay()`` (behaviour 21.1);
    /// the other modes are drawing hints only.
    open var contentMode: ContentMode = .scaleToFill

    /// The tint color: the one set on this view, or else its superview's, or else ``UIColor/systemBlue``
    /// (UIKit's default). Setting it (nil to inherit again) calls ``tintColorDidChange()`` on this view and
    /// on every descendant that inherits it, when the effective color changed.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            let previous = tintColor
            ownTintColor = newValue
            if tintColor != previous { notifyTintColorChange() }
        }
    }
    private var ownTintColor: UIColor?

    /// Whether the tint color is shown dimmed (a drawing hint only). Default ``TintAdjustmentMode/automatic``.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Called when the view's effective ``tintColor`` changed. Default: nothing.
    open func tintColorDidChange() {}

    private func notifyTintColorChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.notifyTintColorChange() }
    }

    /// The class of the view's layer. Default ``CALayer``; override to return a subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer, created on first use from ``layerClass``: its geometry, opacity, visibility,
    /// clipping and background color are the view's (see ``CALayer``).
    public var layer: CALayer {
        if let layer = layerStorage { return layer }
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let layer = layerType.init()
        layer.attach(to: self)
        layerStorage = layer
        return layer
    }
    /// The layer once created; the view's `deinit` tells it the view is gone (``CALayer/delegate``).
    private var layerStorage: CALayer?

    // MARK: Drawing (behaviour 21.1; see Drawing/UIView+Display.swift)

    /// Draws the view's content into the current graphics context (``UIGraphicsGetCurrentContext()``),
    /// within `rect`: the part of ``bounds`` that needs drawing. The default does nothing. Called by the
    /// display pass that follows the run loop's layout pass, when the view is first shown in a window and
    /// after each ``setNeedsDisplay()``, only for classes that override it; never call it yourself.
    /// Nothing is rasterized: the headless context records what is drawn (``lastDrawing``).
    open func draw(_ rect: CGRect) {}

    /// Marks the whole of ``bounds`` as needing to be drawn and returns at once: ``draw(_:)`` runs once in
    /// the next display pass, however many marks were made.
    open func setNeedsDisplay() { markNeedsDisplay(in: nil) }

    /// Marks `rect` (in the view's coordinates) as needing to be drawn: the next display pass calls
    /// ``draw(_:)`` once with the union of the rectangles marked since the last one, within ``bounds``.
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(in: rect) }

    // MARK: Layout (see UIView+Layout.swift)

    /// Lays out the subviews. Called by a layout pass when the view needs layout, between its view
    /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`. The default does nothing
    /// (there is no Auto Layout or autoresizing). Override it to place subviews from ``bounds``; do not
    /// call it yourself: call ``setNeedsLayout()`` or ``layoutIfNeeded()``.
    open func layoutSubviews() {}

    /// The work UIKit's default ``layoutSubviews()`` does, done in the pass just before it whether or not
    /// an override calls `super`: the subviews placed by constraints get their solved frames
    /// (Layout/UIView+LayoutPass.swift). A scroll view also updates its adjusted content inset.
    func prepareForLayoutSubviews() { applySolvedFramesToSubviews() }

    /// Marks the view as needing layout and returns at once: its ``layoutSubviews()`` runs in the next
    /// layout pass (the application's run loop runs one before it dispatches each input and when a run
    /// ends) or at the next ``layoutIfNeeded()`` on it or an ancestor.
    open func setNeedsLayout() {
        needsLayout = true
        markAncestorsForLayout()
    }

    /// Lays out the view's subtree now, top-down, if layout is pending in it: each view that needs
    /// layout gets ``layoutSubviews()``, including views marked by their superview's layout during the
    /// call. When nothing in the subtree needs layout it does nothing and calls no layout callback.
    open func layoutIfNeeded() {
        // Auto Layout first: the update pass and the engine's solution mark the views whose frames change.
        updateLayoutEngineIfNeeded()
        guard needsLayout || descendantNeedsLayout else { return }
        layoutSubtree()
    }

    // MARK: Auto Layout (see Layout/; docs/behaviour/layout.md)

    /// The size the view's content needs, or ``noIntrinsicMetric`` along an axis where it has none. Auto
    /// Layout keeps the view at this size with its content hugging and compression resistance priorities.
    /// Default: no intrinsic size on either axis. Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the layout that ``intrinsicContentSize`` changed: it is read again at the next layout pass.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    /// The size that best fits `size`. The default returns the view's current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let fitting = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitting)
    }

    /// Updates the view's constraints: called in the update pass before each layout pass, bottom-up, for
    /// each view marked with ``setNeedsUpdateConstraints()``. Override it to change constraints in one
    /// place, and call `super.updateConstraints()` as the final step, as UIKit requires.
    open func updateConstraints() { layoutState.calledSuperUpdateConstraints = true }

    /// The insets from the view's frame to the rectangle constraints align (its alignment rectangle).
    /// Default zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose first baseline is this view's ``firstBaselineAnchor``. Default the view itself.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's ``lastBaselineAnchor``. Default the view itself.
    open var forLastBaselineLayout: UIView { self }

    /// Called when the view's ``layoutMargins`` change. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Called when the view's ``safeAreaInsets`` change, in the layout pass that sees the change. The
    /// default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Whether the view needs constraint-based layout to work (its ``updateConstraints()`` then runs even
    /// before any constraint is installed). Default false.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Hooks

    /// Called before the view moves to a new superview (nil when it is being removed). Default: nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview (or was removed). Default: nothing.
    open func didMoveToSuperview() {}

    /// Called, for the view and each of its subviews, before it moves to a new window (nil when it
    /// leaves its window). Default: nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called, for the view and each of its subviews, after its window changed. Default: nothing.
    open func didMoveToWindow() {}

    /// Called after a subview was added. Default: nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed. Default: nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Asked before a gesture recognizer that is following touches on this view leaves `.possible`;
    /// false makes it fail (behaviour 4.3). UIKit's slider uses it to keep ancestors' swipes off its thumb.
    /// Default `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Focus (docs/behaviour/focus.md; Focus/)

    /// Whether the view can be focused by the keyboard (18.1). Default `false`; an enabled ``UITextField``
    /// and an editable ``UITextView`` say `true`. Override to make a custom view focusable.
    open var canBecomeFocused: Bool { false }

    /// The identifier of the focus group the view belongs to (18.2). Default nil: the view belongs to its
    /// superview's group.
    open var focusGroupIdentifier: String?

    /// Where an update in this view looks first (18.3). Default: none (its subviews are then searched).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// Whether focus may move as `context` says (18.3). Default `true`.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Focus moved into, out of or within this view (18.3). Default: nothing.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// Asks for a focus update in this view at the application's next turn (18.3).
    open func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self) }

    /// Performs a requested focus update now (18.3).
    open func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }

    // MARK: Responder chain (behaviour 3.1)

    /// The view controller whose root view this is; otherwise the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return superview
    }

    override var firstResponderScope: UIWindow? { window }

    // MARK: Hit-testing (behaviour 1.1)

    /// Returns the farthest descendant of the view (including itself) that contains `point`, in the
    /// view's own coordinates, or nil.
    ///
    /// The default skips the view and its subtree when it is hidden, has user interaction disabled,
    /// `alpha <= 0.01` or an animation without `.allowUserInteraction` in flight; then asks ``point(inside:with:)`` and returns nil when the point is outside, even
    /// if a subview extends there; then asks the subviews from front to back (the reverse of
    /// ``subviews``) and returns the first non-nil answer, or the view itself. Override it to redirect
    /// touches; it may be called more than once per touch, so keep it free of side effects.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// The default ``hitTest(_:with:)``, dispatched statically. A subview whose class overrides none of
    /// the methods and properties hit-testing asks (`usesDefaultHitTesting`) is entered here directly and
    /// its properties are read from storage; any other view is asked through its overridable methods, so
    /// overrides are always called (docs/performance.md, "Hit-testing against the baseline").
    private func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let skip = hitTestSkipReason {
            HitTestTracer.recordStep(self, point: point, outcome: .skipped(skip))
            return nil
        }
        let inside = usesDefaultHitTesting ? boundsContain(point) : self.point(inside: point, with: event)
        guard inside else {
            HitTestTracer.recordStep(self, point: point, outcome: .outside)
            return nil
        }
        HitTestTracer.recordStep(self, point: point, outcome: .inside)
        HitTestTracer.enter()
        defer { HitTestTracer.leave() }
        // One retained copy of the array keeps every subview alive through the calls (even one that
        // removes itself), so the subviews themselves are passed on unretained.
        let hit = firstFromFront(storedSubviews) { subview in
            let local = subview.convertFromSuperview(point)
            return subview.usesDefaultHitTesting
                ? subview.defaultHitTest(local, with: event) : subview.hitTest(local, with: event)
        }
        if let hit { return hit }
        HitTestTracer.recordStep(self, point: point, outcome: .chosen)
        return self
    }

    /// Whether `point`, in the view's coordinates, is inside it. The default tests the half-open
    /// bounds (`minX <= x < maxX`, `minY <= y < maxY`, behaviour 11). Override it to enlarge or
    /// shrink the touchable area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        boundsContain(point)
    }

    /// The default ``point(inside:with:)``: the half-open bounds contain `point`.
    private func boundsContain(_ point: CGPoint) -> Bool {
        let b = storedBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    /// Why default hit-testing skips this view, or nil. Reads the properties from storage when the
    /// view's class does not override them (`usesDefaultHitTesting`), through them otherwise.
    var hitTestSkipReason: HitTestSkipReason? {
        let plain = usesDefaultHitTesting
        if plain ? storedIsHidden : isHidden { return .hidden }
        if !(plain ? storedIsUserInteractionEnabled : isUserInteractionEnabled) { return .userInteractionDisabled }
        if (plain ? storedAlpha : alpha) <= 0.01 { return .transparent }
        if let animationState, animationState.blockingCount > 0 { return .animating }
        return nil
    }

    // MARK: Conversion between a view and its superview

    /// The transform from this view's bounds coordinates to its superview's.
    var transformToSuperview: CGAffineTransform {
        let anchor = CGPoint(x: storedBounds.midX, y: storedBounds.midY)
        if transformIsIdentity {
            return CGAffineTransform(translationX: storedCenter.x - anchor.x, y: storedCenter.y - anchor.y)
        }
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
    }

    /// Converts a point from the superview's coordinates to this view's, without allocating.
    @inline(__always)
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let anchorX = storedBounds.midX, anchorY = storedBounds.midY
        if transformIsIdentity {
            return CGPoint(x: point.x - storedCenter.x + anchorX, y: point.y - storedCenter.y + anchorY)
        }
        let local = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
            .applying(storedTransform.inverted())
        return CGPoint(x: local.x + anchorX, y: local.y + anchorY)
    }
}

/// Why hit-testing passed over a view (behaviour 1.1).
public enum HitTestSkipReason: String, Sendable, Equatable {
    /// `isHidden` is true.
    case hidden
    /// `isUserInteractionEnabled` is false.
    case userInteractionDisabled
    /// `alpha <= 0.01`.
    case transparent
    /// An animation without `.allowUserInteraction` is in flight on the view (docs/behaviour/animation.md, 19.3).
    case animating
}

/// The first non-nil answer of `body` for the views of `list` from the last to the first. `list` (held
/// by the caller for the whole walk, so a view that removes itself stays alive) keeps the views alive, so
/// they are passed to `body` without a retain each. A plain function of this module, so the main-actor
/// closure gets no dynamic executor check (docs/performance.md, "Plain loops instead of main-actor
/// closures").
@inline(__always)
private func firstFromFront(_ list: [UIView], _ body: (UIView) -> UIView?) -> UIView? {
    list.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: Unmanaged<UIView>.self) { views in
            var index = views.endIndex
            while index > views.startIndex {
                index -= 1
                if let hit = views[index]._withUnsafeGuaranteedRef(body) { return hit }
            }
            return nil
        }
    }
}

/// What a view class overrides that the hot paths ask about, decided once per class from its metadata.
struct ViewClassTraits: OptionSet {
    let rawValue: UInt8
    /// The class overrides none of the members hit-testing asks (`UIView.classTraits(_:)`).
    static let defaultHitTesting = ViewClassTraits(rawValue: 1)
    /// The class overrides ``UIView/draw(_:)``: its views are drawn in the display pass
    /// (Drawing/UIView+Display.swift).
    static let overridesDraw = ViewClassTraits(rawValue: 2)
}

extension UIView {
    /// Reads the traits of the view's class: set once, by the initializers.
    private func adoptClassTraits() {
        let traits = UIView.classTraits(type(of: self))
        usesDefaultHitTesting = traits.contains(.defaultHitTesting)
        if traits.contains(.overridesDraw) { displayState = ViewDisplayState() }
    }

    /// The traits of `type`: which of the members the hot paths ask about it overrides. One dictionary
    /// read per view created. A view may be hit-tested on the static path only when its class overrides
    /// none of ``hitTest(_:with:)``, ``point(inside:with:)``, ``isHidden``, ``alpha`` and
    /// ``isUserInteractionEnabled``, so that reading the stored values gives what calling them would
    /// (docs/performance.md, "Hit-testing against the baseline").
    static func classTraits(_ type: UIView.Type) -> ViewClassTraits {
        if type == UIView.self { return .defaultHitTesting }
        let key = ObjectIdentifier(type)
        if let known = traitsByClass[key] { return known }
        var traits: ViewClassTraits = []
        if !ClassOverrideSlots.overrides(type, slots: ClassOverrideSlots.hitTestSlots) {
            traits.insert(.defaultHitTesting)
        }
        if ClassOverrideSlots.overrides(type, slots: ClassOverrideSlots.drawSlots) { traits.insert(.overridesDraw) }
        traitsByClass[key] = traits
        return traits
    }

    /// The classes decided so far by `classTraits(_:)`.
    private static var traitsByClass: [ObjectIdentifier: ViewClassTraits] = [:]
}

/// Finds out whether a view class overrides one of a set of members, from its class metadata: an
/// overriding class has its own implementation in that member's vtable slot, a class that does not has
/// UIView's. The slots are found by comparing UIView's metadata with that of probe subclasses that each
/// override one member, less the words where a subclass overriding nothing differs too (its inherited
/// initializers), so nothing depends on the vtable's order; if the metadata does not look as expected,
/// every class counts as overriding and takes the overridable path (for drawing: it is drawn, and a
/// `draw(_:)` it does not override does nothing).
private enum ClassOverrideSlots {
    final class PlainProbe: UIView {}
    final class DrawProbe: UIView {
        override func draw(_ rect: CGRect) { super.draw(rect) }
    }
    final class HitTestProbe: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    }
    final class PointInsideProbe: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            super.point(inside: point, with: event)
        }
    }
    final class HiddenProbe: UIView {
        override var isHidden: Bool {
            get { super.isHidden }
            set { super.isHidden = newValue }
        }
    }
    final class AlphaProbe: UIView {
        override var alpha: CGFloat {
            get { super.alpha }
            set { super.alpha = newValue }
        }
    }
    final class InteractionProbe: UIView {
        override var isUserInteractionEnabled: Bool {
            get { super.isUserInteractionEnabled }
            set { super.isUserInteractionEnabled = newValue }
        }
    }

    #if canImport(ObjectiveC)
    /// Words of class metadata before the class members (with Objective-C interop), and the byte
    /// offset of the class size and address point.
    static let headerWords = 10
    static let classSizeOffset = 56
    #else
    static let headerWords = 7
    static let classSizeOffset = 32
    #endif

    /// The slots of the members hit-testing asks.
    static let hitTestSlots = slots(
        of: [HitTestProbe.self, PointInsideProbe.self, HiddenProbe.self, AlphaProbe.self, InteractionProbe.self])

    /// The slot of ``UIView/draw(_:)``.
    static let drawSlots = slots(of: [DrawProbe.self])

    /// The metadata words of UIView's class members where the probes differ from UIView, or nil when
    /// the metadata does not look as expected (every probe must differ from UIView somewhere).
    private static func slots(of probes: [UIView.Type]) -> [Int]? {
        let base = words(UIView.self)
        let size = base.raw.load(fromByteOffset: classSizeOffset, as: UInt32.self)
        let addressPoint = base.raw.load(fromByteOffset: classSizeOffset + 4, as: UInt32.self)
        guard size > addressPoint else { return nil }
        let count = Int(size - addressPoint) / MemoryLayout<Int>.size
        guard count > headerWords, count < 65_536 else { return nil }
        let plainWords = words(PlainProbe.self).words
        let memberWords = (headerWords..<count).filter { plainWords[$0] == base.words[$0] }
        var found: [Int] = []
        for probe in probes {
            let probeWords = words(probe).words
            let differing = memberWords.filter { probeWords[$0] != base.words[$0] }
            guard !differing.isEmpty else { return nil }
            found += differing
        }
        return found
    }

    /// Whether `type` overrides one of the members whose slots are `slots` (true when unsure).
    static func overrides(_ type: UIView.Type, slots: [Int]?) -> Bool {
        guard let slots else { return true }
        let base = words(UIView.self).words
        let other = words(type).words
        return slots.contains { other[$0] != base[$0] }
    }

    private static func words(_ type: AnyClass) -> (raw: UnsafeRawPointer, words: UnsafePointer<Int>) {
        // A class's metatype is the pointer to its metadata.
        let raw = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return (raw, raw.assumingMemoryBound(to: Int.self))
    }
}

extension HitTestTracer {
    /// Records a step of the walk in progress, if a dispatch log is recording one; otherwise only reads
    /// `active` (no retain on the untraced path).
    @inline(__always)
    static func recordStep(_ view: UIView, point: CGPoint, outcome: HitTestStep.Outcome) {
        if let active { active.record(view, point: point, outcome: outcome) }
    }

    /// The walk goes one level down.
    @inline(__always)
    static func enter() {
        if let active { active.depth += 1 }
    }

    /// The walk comes back up one level.
    @inline(__always)
    static func leave() {
        if let active { active.depth -= 1 }
    }
}
