import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay

/// The long multi-finger recording of the replay benchmark, made once as evemu text so that the
/// measured run decodes it as `responder replay` would a file.
public enum LongRecording {
    /// About `seconds` of a 1024 × 768 touchscreen (``SyntheticRecording``: protocol B, irregular 80 to
    /// 150 Hz sampling, sensor noise): a cycle of four-finger pans, three-finger rotations, five-finger
    /// pinches, two-finger drags, taps and swipes over the whole screen, 0.4 s apart.
    public static func evemuText(seconds: TimeInterval = 60) -> (text: String, duration: TimeInterval) {
        var session = SyntheticRecording(seed: 42)
        var cycle = 0
        while session.time < seconds {
            let x = CGFloat(200 + (cycle * 137) % 600), y = CGFloat(200 + (cycle * 89) % 350)
            session.multiFingerGesture(
                count: 4, center: CGPoint(x: x, y: y), radius: 70,
                translation: CGVector(dx: 180, dy: 40), duration: 1.2)
            session.wait(0.4)
            session.multiFingerGesture(
                count: 3, center: CGPoint(x: 512, y: 384), radius: 90, rotation: 1.2, duration: 1.0)
            session.wait(0.4)
            session.multiFingerGesture(
                count: 5, center: CGPoint(x: y + 100, y: 380), radius: 60, scale: 2.5, duration: 1.0)
            session.wait(0.4)
            session.twoFingerDrag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 600, y: 500))
            session.wait(0.4)
            session.tap(at: CGPoint(x: x, y: y))
            session.wait(0.4)
            session.swipe(from: CGPoint(x: 150, y: 650), to: CGPoint(x: 550, y: 662))
            session.wait(0.4)
            cycle += 1
        }
        return (session.evemuText, session.time)
    }

    /// Decodes evemu text and replays it through the router into the standard scene: what `responder
    /// replay` does with a file, minus reading it.
    @MainActor
    public static func replay(_ text: String) throws -> ReplayReport {
        let recording = try Recording.read(text, file: "long.evemu")
        return Replayer(source: ReplaySource(recording: recording, file: "long.evemu")).run()
    }
}
