//
//  PhotoViewController.swift
//  A photo that can be tapped, double-tapped, dragged, pinched and long-pressed.
//

import UIKit

class PhotoViewController: UIViewController {
    @IBOutlet weak var photo: UIView!
    private(set) var zoomed = false
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        photo.isUserInteractionEnabled = true

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        photo.addGestureRecognizer(doubleTap)

        // A single tap waits until the double tap has failed.
        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        tap.require(toFail: doubleTap)
        photo.addGestureRecognizer(tap)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(PhotoViewController.handlePan(_:)))
        pan.delegate = self
        photo.addGestureRecognizer(pan)

        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(self.handlePinch(_:)))
        pinch.delegate = self
        photo.addGestureRecognizer(pinch)

        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(showDetails(from:)))
        longPress.minimumPressDuration = 0.8
        photo.addGestureRecognizer(longPress)
    }

    @objc func handleTap(_ sender: UITapGestureRecognizer) {
        log.append("tap at \(sender.location(in: view))")
    }

    @objc func handleDoubleTap(_ sender: UITapGestureRecognizer) {
        zoomed.toggle()
        photo.transform = zoomed ? CGAffineTransform(scaleX: 2, y: 2) : .identity
    }

    @objc
    func handlePan(_ sender: UIPanGestureRecognizer) {
        guard let moved = sender.view else { return }
        let translation = sender.translation(in: view)
        moved.center = CGPoint(x: moved.center.x + translation.x, y: moved.center.y + translation.y)
        sender.setTranslation(.zero, in: view)
    }

    @objc func handlePinch(_ sender: UIPinchGestureRecognizer) {
        guard let pinched = sender.view else { return }
        pinched.transform = pinched.transform.scaledBy(x: sender.scale, y: sender.scale)
        sender.scale = 1
    }

    @objc(showDetailsFromRecognizer:)
    func showDetails(from recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { log.append("details") }
    }
}

extension PhotoViewController: UIGestureRecognizerDelegate {
    // Dragging and pinching at the same time.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UIPinchGestureRecognizer
    }
}
