import Foundation

/// A media key or remote-control command as raw hardware input: a headset button, a keyboard's media
/// keys, a car or lock-screen control (behaviour 8.2).
///
/// Enqueue it with `application.enqueue(.mediaKey(MediaKeyInput(timestamp:command:)))`. When the
/// application called ``UIApplication/beginReceivingRemoteControlEvents()``, it becomes a `UIEvent` of type
/// `.remoteControl` with the command's ``Command/subtype``, delivered to the key window's first responder
/// (or the key window when there is none, behaviour 11) through `remoteControlReceived(with:)`; otherwise it
/// is dropped.
public struct MediaKeyInput: Sendable, Equatable {
    /// The remote-control commands, one per `UIEvent.EventSubtype` from 100 to 109.
    public enum Command: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// Play (subtype 100).
        case play = 100
        /// Pause (subtype 101).
        case pause = 101
        /// Stop (subtype 102).
        case stop = 102
        /// Toggle between play and pause (subtype 103), the headset's middle button.
        case togglePlayPause = 103
        /// Skip to the next track (subtype 104).
        case nextTrack = 104
        /// Skip to the previous track (subtype 105).
        case previousTrack = 105
        /// Start seeking backward (subtype 106).
        case beginSeekingBackward = 106
        /// Stop seeking backward (subtype 107).
        case endSeekingBackward = 107
        /// Start seeking forward (subtype 108).
        case beginSeekingForward = 108
        /// Stop seeking forward (subtype 109).
        case endSeekingForward = 109

        /// The event subtype the command is delivered with.
        public var subtype: UIEvent.EventSubtype {
            // Every raw value from 100 to 109 is a remote-control subtype.
            UIEvent.EventSubtype(rawValue: rawValue) ?? .none
        }

        public var description: String {
            switch self {
            case .play: "play"
            case .pause: "pause"
            case .stop: "stop"
            case .togglePlayPause: "togglePlayPause"
            case .nextTrack: "nextTrack"
            case .previousTrack: "previousTrack"
            case .beginSeekingBackward: "beginSeekingBackward"
            case .endSeekingBackward: "endSeekingBackward"
            case .beginSeekingForward: "beginSeekingForward"
            case .endSeekingForward: "endSeekingForward"
            }
        }
    }

    /// When the key was pressed, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// The command.
    public var command: Command

    /// Creates a media-key input.
    public init(timestamp: TimeInterval, command: Command) {
        self.timestamp = timestamp
        self.command = command
    }
}
