// UIKit tutorial code (drag views, enlarged hit areas, hit-test redirection, shake and remote-control
// views, a counter built in viewDidLoad), written for UIKit and compiled here with only its import
// changed: this file imports nothing but ResponderKit, which re-exports Foundation as UIKit does
// (README, "Porting UIKit code"). PortedTutorialTests drives them.
import ResponderKit

/// A view that follows the finger (the classic "drag a view" tutorial).
class TutorialDraggableSquare: UIView {
    private var startCenter = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBlue
        layer.cornerRadius = 8
        layer.borderWidth = 2
        layer.borderColor = UIColor.white.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        superview?.bringSubviewToFront(self)
        startCenter = center
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview = superview else { return }
        let location = touch.location(in: superview)
        let previous = touch.previousLocation(in: superview)
        center = CGPoint(x: center.x + (location.x - previous.x), y: center.y + (location.y - previous.y))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print(String(format: "dropped at (%.1f, %.1f)", center.x, center.y))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        center = startCenter
    }
}

/// A small button whose touch area is 44 × 44 points at least (Apple's minimum hit target).
class TutorialEnlargedButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = max(0, (44 - bounds.width) / 2)
        let dy = max(0, (44 - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }
}

/// A container that hands touches on its empty area to a child (the "paging scroll view peek" trick).
class TutorialRedirectingContainer: UIView {
    weak var target: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self { return target }
        return hit
    }
}

/// A view controller that reacts to shakes and to the remote control.
class TutorialShakeViewController: UIViewController {
    var log: [String] = []
    let label = UILabel()

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.frame = view.bounds.insetBy(dx: 20, dy: 20)
        label.textAlignment = .center
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 24, weight: .bold)
        label.text = "Shake me"
        view.addSubview(label)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIApplication.shared.endReceivingRemoteControlEvents()
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { log.append("shake began") }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            label.text = "Shaken"
            log.append("shake ended")
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        guard let event = event, event.type == .remoteControl else { return }
        switch event.subtype {
        case .remoteControlPlay: log.append("play")
        case .remoteControlPause: log.append("pause")
        case .remoteControlTogglePlayPause: log.append("toggle")
        default: log.append("other")
        }
    }
}

/// A view controller that builds its hit areas from `view.bounds` in `viewDidLoad` and with UIAction.
class TutorialCounterViewController: UIViewController {
    private(set) var count = 0
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 60)
        button.setTitle("Add one", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 1)
        button.addAction(UIAction { [unowned self] _ in self.count += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}
