import UIKit

class VolumeViewController: UIViewController {
    @IBOutlet var slider: UISlider!
    @IBOutlet var muteButton: UIButton!
    private(set) var volume: Float = 0.5
    private(set) var touchCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.addTarget(self, action: #selector(valueChanged(_:)), for: .valueChanged)
        view.addSubview(slider)

        muteButton = UIButton(type: .system)
        muteButton.frame = CGRect(x: 20, y: 150, width: 80, height: 44)
        muteButton.addTarget(self, action: #selector(buttonTouched(_:forEvent:)), for: .touchUpInside)
        muteButton.addTarget(self, action: #selector(mute(_:)), for: [.touchUpInside, .touchUpOutside])
        view.addSubview(muteButton)
    }

    @objc func valueChanged(_ sender: UISlider) {
        volume = sender.value
    }

    @objc func buttonTouched(_ sender: UIButton, forEvent event: UIEvent) {
        touchCount += event.allTouches?.count ?? 0
    }

    @IBAction func mute(_ sender: Any) {
        slider.setValue(0, animated: true)
        slider.sendActions(for: .valueChanged)
    }
}
