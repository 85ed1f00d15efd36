import Foundation
import ResponderKit

/// The inspector's `controls` scene: UIKit's stock controls to press and drag, with nothing logged by
/// the views themselves. A button, a switch, a slider, a scroll view (content 335 × 900) holding two
/// buttons, one of them further down the content, and a card for the pointer (``hoverCard``). Every view
/// has an `accessibilityIdentifier` (the name the dispatch log prints) and the scroll view's recognizers
/// are named `scrollPan` and `contentDelay`.
///
/// For the pointer (behaviour 12): a mouse wheel or a trackpad scroll over the scroll view scrolls it (its
/// pan allows every scroll type, behaviour 12.3), and ``hoverCard`` carries a `UIHoverGestureRecognizer`
/// named `hover` and a `UIPointerInteraction` whose region is the card's bounds (identifier `hoverCard`)
/// and whose style is a highlight effect on the card (behaviour 12.1).
///
/// Unlike ``ControlsScene`` (the demo's scripted controls part, whose views log every event), its
/// controls report their events only through ``onControlEvent``.
@MainActor
public final class ControlsPlaygroundScene: DemoScene {
    /// The application.
    public let application: UIApplication
    /// The window (375 × 667, `controlsWindow`), key and visible.
    public let window: UIWindow
    /// The button, the switch, the slider and the scroll view's two buttons, in that order.
    public let controls: [UIControl]
    /// The card the pointer hovers (335 × 120 at (20, 500), `hoverCard`): a `UIHoverGestureRecognizer`
    /// named `hover` and a `UIPointerInteraction`.
    public let hoverCard: UIView
    /// The card's pointer interaction (its delegate is the scene's).
    public let pointerInteraction: UIPointerInteraction
    /// Called with (control name, event name) for every control event any of ``controls`` sends.
    public var onControlEvent: ((String, String) -> Void)?
    private let controller = UIViewController()
    private var remarks = ViewRemarks([])
    private let pointerDelegate = HoverCardPointerDelegate()

    /// The control events reported, with the names ``onControlEvent`` gives them.
    private static let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    /// Builds the scene in an application on `clock` and makes its window key and visible.
    public init(clock: any ApplicationClock = VirtualClock()) {
        application = UIApplication(clock: clock)
        window = DemoScreen.makeWindow(named: "controlsWindow", in: application)
        let root = UIView(frame: .zero)
        root.accessibilityIdentifier = "rootView"
        let tapButton = UIButton(frame: CGRect(x: 120, y: 40, width: 135, height: 44))
        tapButton.accessibilityIdentifier = "tapButton"
        let toggle = UISwitch(frame: CGRect(x: 40, y: 110, width: 51, height: 31))
        toggle.accessibilityIdentifier = "toggle"
        let slider = UISlider(frame: CGRect(x: 120, y: 110, width: 215, height: 31))
        slider.accessibilityIdentifier = "slider"
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 170, width: 335, height: 300))
        scrollView.accessibilityIdentifier = "scrollView"
        scrollView.contentSize = CGSize(width: 335, height: 900)
        scrollView.panGestureRecognizer.name = "scrollPan"
        for recognizer in scrollView.gestureRecognizers ?? [] where recognizer !== scrollView.panGestureRecognizer {
            recognizer.name = "contentDelay"
        }
        let scrollButton = UIButton(frame: CGRect(x: 100, y: 30, width: 135, height: 44))
        scrollButton.accessibilityIdentifier = "scrollButton"
        let lowerButton = UIButton(frame: CGRect(x: 100, y: 500, width: 135, height: 44))
        lowerButton.accessibilityIdentifier = "lowerButton"
        scrollView.addSubview(scrollButton)
        scrollView.addSubview(lowerButton)
        let card = UIView(frame: CGRect(x: 20, y: 500, width: 335, height: 120))
        card.accessibilityIdentifier = "hoverCard"
        let hover = UIHoverGestureRecognizer()
        hover.name = "hover"
        card.addGestureRecognizer(hover)
        hoverCard = card
        pointerInteraction = UIPointerInteraction(delegate: pointerDelegate)
        card.addInteraction(pointerInteraction)
        for view: UIView in [tapButton, toggle, slider, scrollView, card] { root.addSubview(view) }
        controller.view = root
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controls = [tapButton, toggle, slider, scrollButton, lowerButton]
        for control in controls {
            let name = control.accessibilityIdentifier ?? "control"
            for (event, eventName) in Self.events {
                control.addAction(UIAction { [weak self] _ in self?.onControlEvent?(name, eventName) }, for: event)
            }
        }
        remarks = ViewRemarks([
            (tapButton, "a UIButton; its control events are listed"), (toggle, "a UISwitch"), (slider, "a UISlider"),
            (
                scrollView,
                "a UIScrollView, content 335 × 900, delaysContentTouches = \(scrollView.delaysContentTouches)"
            ),
            (scrollButton, "a UIButton in the scroll view's content"),
            (lowerButton, "a UIButton further down the content"),
            (card, "hover with a mouse: a UIHoverGestureRecognizer (hover) and a UIPointerInteraction (highlight)"),
        ])
    }

    /// One line that explains `view`, for the scene overview; nil for a view without one.
    public func remark(for view: UIView) -> String? {
        remarks[view]
    }
}

/// The hover card's pointer interaction delegate: the card's bounds as the region (identifier `hoverCard`)
/// and a highlight effect on the card as the style (recorded, not drawn; behaviour 12.1).
@MainActor
private final class HoverCardPointerDelegate: UIPointerInteractionDelegate {
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        UIPointerRegion(rect: defaultRegion.rect, identifier: "hoverCard")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)))
    }
}
