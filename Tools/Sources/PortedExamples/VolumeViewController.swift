import ResponderKit

class VolumeViewController: UIViewController {
    var slider: UISlider!
    var muteButton: UIButton!
    private(set) var volume: Float = 0.5
    private(set) var touchCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.addTarget(self, action: Selector("valueChanged:", VolumeViewController.valueChanged(_:)), for: .valueChanged)
        view.addSubview(slider)

        muteButton = UIButton(type: .system)
        muteButton.frame = CGRect(x: 20, y: 150, width: 80, height: 44)
        muteButton.addTarget(self, action: Selector("buttonTouched:forEvent:", VolumeViewController.buttonTouched(_:forEvent:)), for: .touchUpInside)
        muteButton.addTarget(self, action: Selector("mute:", VolumeViewController.mute(_:)), for: [.touchUpInside, .touchUpOutside])
        view.addSubview(muteButton)
    }

    func valueChanged(_ sender: UISlider) {
        volume = sender.value
    }

    func buttonTouched(_ sender: UIButton, forEvent event: UIEvent) {
        touchCount += event.allTouches?.count ?? 0
    }

    func mute(_ sender: Any) {
        slider.setValue(0, animated: true)
        slider.sendActions(for: .valueChanged)
    }
}
