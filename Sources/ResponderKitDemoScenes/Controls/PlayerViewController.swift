import Foundation
import ResponderKit

/// A music player's screen. Remote-control events (headset buttons, media keys) go to the first
/// responder once the application asked for them (behaviour 8.2), so the controller becomes first responder
/// and calls `beginReceivingRemoteControlEvents()`, as UIKit apps did before MPRemoteCommandCenter.
public final class PlayerViewController: UIViewController {
    /// The log the object notes what it receives in.
    public let log: EventLog
    private let frame: CGRect
    /// Whether the player is playing (toggled by remote-control events).
    public private(set) var isPlaying = false
    /// The current track, from 1.
    public private(set) var track = 1

    /// Creates the controller whose view has `frame`, noting what it receives in `log`.
    public init(frame: CGRect, log: EventLog) {
        self.frame = frame
        self.log = log
        super.init()
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        view = UIView(frame: frame)
        view.accessibilityIdentifier = "playerView"
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// What a player does when its screen appears: ask for remote-control events (it must also be the
    /// first responder for them to reach it).
    public func startReceivingRemoteControl() {
        guard let application = view.window?.application else { return }
        application.beginReceivingRemoteControlEvents()
        log.record(
            "player",
            "application.beginReceivingRemoteControlEvents(): isReceivingRemoteControlEvents is now "
                + "\(application.isReceivingRemoteControlEvents)")
    }

    public override func remoteControlReceived(with event: UIEvent?) {
        guard let event, event.type == .remoteControl else { return super.remoteControlReceived(with: event) }
        switch event.subtype {
        case .remoteControlTogglePlayPause: isPlaying.toggle()
        case .remoteControlPlay: isPlaying = true
        case .remoteControlPause: isPlaying = false
        case .remoteControlNextTrack: track += 1
        case .remoteControlPreviousTrack: track = max(1, track - 1)
        default: return super.remoteControlReceived(with: event)
        }
        log.record("player", "remoteControlReceived(with:), subtype .\(event.subtype) (\(event.subtype.rawValue))")
        log.record("player", "\(isPlaying ? "playing" : "paused"), track \(track)")
    }
}
