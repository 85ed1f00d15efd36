import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes a checkmark: a stroke down and to the right, then up and to the right
/// (after Apple's "Implementing a custom gesture recognizer").
class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private var strokePhase = 0
    private var previousPoint = CGPoint.zero
    private var trackedTouch: UITouch?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 || trackedTouch != nil {
            state = .failed
            return
        }
        trackedTouch = touches.first
        previousPoint = touches.first?.location(in: view) ?? .zero
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first, touch == trackedTouch else { return }
        let point = touch.location(in: view)
        if strokePhase == 0, point.y > previousPoint.y {
            strokePhase = 1
        } else if strokePhase == 1, point.y < previousPoint.y {
            strokePhase = 2
        } else if point.x < previousPoint.x {
            state = .failed
        }
        previousPoint = point
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = strokePhase == 2 ? .recognized : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        strokePhase = 0
        previousPoint = .zero
        trackedTouch = nil
    }
}

class ChecklistView: UIView {
    private(set) var checked = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(CheckmarkGestureRecognizer(target: self, action: #selector(check)))
    }

    required init?(coder: NSCoder) {
        return nil
    }

    @objc private func check() {
        checked += 1
    }
}
