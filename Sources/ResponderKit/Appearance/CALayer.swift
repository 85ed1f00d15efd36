import Foundation

/// The layer behind a view: the drawing properties event code commonly sets (corner radius, border,
/// shadow, z position), stored and never drawn, and the geometry and visibility it shares with its view.
///
/// As in UIKit, a view's layer and the view are two faces of one object: ``bounds``, ``position``,
/// ``frame``, ``opacity``, ``isHidden``, ``masksToBounds`` and ``backgroundColor`` read and write the
/// view's ``UIView/bounds``, ``UIView/center``, ``UIView/frame``, ``UIView/alpha``, ``UIView/isHidden``,
/// ``UIView/clipsToBounds`` and ``UIView/backgroundColor``. The rest changes nothing about events:
/// UIKit's hit-testing ignores ``cornerRadius`` (a touch in a rounded-off corner still hits the view)
/// and ``zPosition`` (subview order decides which view is in front for touches), and so does
/// ResponderKit. A layer not created by a view (`CALayer()`) stores its own geometry.
///
/// Main-actor isolated, unlike Core Animation's, because it forwards to its view.
@MainActor
open class CALayer {
    /// The view whose layer this is, or nil for a layer created on its own, or whose view is gone.
    public var delegate: UIView? { delegateReference }
    /// The view, held unretained rather than `weak`: the view owns its layer, and its `deinit` clears this
    /// reference (``viewWentAway()``), so it never dangles. A weak reference gave every view a side table,
    /// which sends each retain and release of the view down the runtime's slow path (docs/performance.md,
    /// "Back references held unretained"). `nonisolated(unsafe)` lets the view's nonisolated `deinit`
    /// clear it.
    nonisolated(unsafe) private unowned(unsafe) var delegateReference: UIView?

    /// Creates a layer that belongs to no view.
    public required init() {}

    /// Binds the layer to its view (called once, when the view creates it).
    func attach(to view: UIView) { delegateReference = view }

    /// The view is going away (its `deinit`, which is not isolated): the layer belongs to no view from now
    /// on, as a weak reference would read.
    nonisolated func viewWentAway() { delegateReference = nil }

    private var ownBounds: CGRect = .zero
    private var ownPosition: CGPoint = .zero
    private var ownOpacity: Float = 1
    private var ownIsHidden = false
    private var ownMasksToBounds = false
    private var ownBackgroundColor: CGColor?
    private var ownTransform: CGAffineTransform = .identity

    /// The bounds rectangle (the view's ``UIView/bounds``).
    open var bounds: CGRect {
        get { delegate?.bounds ?? ownBounds }
        set { if let delegate { delegate.bounds = newValue } else { ownBounds = newValue } }
    }

    /// The position in the superlayer (the view's ``UIView/center``: the anchor point is the centre).
    open var position: CGPoint {
        get { delegate?.center ?? ownPosition }
        set { if let delegate { delegate.center = newValue } else { ownPosition = newValue } }
    }

    /// The frame (the view's ``UIView/frame``).
    open var frame: CGRect {
        get {
            if let delegate { return delegate.frame }
            return CGRect(
                x: ownPosition.x - ownBounds.width / 2, y: ownPosition.y - ownBounds.height / 2,
                width: ownBounds.width, height: ownBounds.height)
        }
        set {
            if let delegate {
                delegate.frame = newValue
            } else {
                ownBounds.size = newValue.size
                ownPosition = CGPoint(x: newValue.midX, y: newValue.midY)
            }
        }
    }

    /// The opacity, 0 to 1 (the view's ``UIView/alpha``). Default 1.
    open var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? ownOpacity }
        set { if let delegate { delegate.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    /// Whether the layer is hidden (the view's ``UIView/isHidden``). Default false.
    open var isHidden: Bool {
        get { delegate?.isHidden ?? ownIsHidden }
        set { if let delegate { delegate.isHidden = newValue } else { ownIsHidden = newValue } }
    }

    /// Whether sublayers are clipped to the bounds (the view's ``UIView/clipsToBounds``). Default false.
    open var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? ownMasksToBounds }
        set { if let delegate { delegate.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The background color (the view's ``UIView/backgroundColor``). Default nil.
    open var backgroundColor: CGColor? {
        get { delegate.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let delegate {
                delegate.backgroundColor = newValue.map(UIColor.init(cgColor:))
            } else {
                ownBackgroundColor = newValue
            }
        }
    }

    /// The layer's transform as an affine transform (the view's ``UIView/transform``).
    open func affineTransform() -> CGAffineTransform { delegate?.transform ?? ownTransform }

    /// Sets the layer's transform (the view's ``UIView/transform``).
    open func setAffineTransform(_ transform: CGAffineTransform) {
        if let delegate { delegate.transform = transform } else { ownTransform = transform }
    }

    /// The radius of the rounded corners. Default 0. Hit-testing ignores it, as UIKit's does.
    open var cornerRadius: CGFloat = 0
    /// The curve of the rounded corners. Default ``CALayerCornerCurve/circular``; stored only.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The corners ``cornerRadius`` rounds. Default all four; stored only.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The border's width. Default 0.
    open var borderWidth: CGFloat = 0
    /// The border's color. Default opaque black.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The position on the z axis. Default 0. Hit-testing ignores it: subview order decides, as in UIKit.
    open var zPosition: CGFloat = 0
    /// The shadow's color. Default opaque black.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0 to 1. Default 0.
    open var shadowOpacity: Float = 0
    /// The shadow's offset. Default (0, -3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius. Default 3.
    open var shadowRadius: CGFloat = 3
    /// The layer's contents (an image, usually). Default nil; never drawn.
    open var contents: Any?
    /// A name for the layer. Default nil.
    open var name: String?
}
