import Foundation
import ResponderKit
import ResponderKitInput
import Testing

// Input behaviour 1.2 (KEY_* codes from linux/input-event-codes.h) and behaviour 8.2 (media keys become
// remote-control events): the one table of media-key codes, by their kernel names.

@Suite("Media keys: one table of KEY_* codes by name (input behaviour 1.2, behaviour 8.2)")
struct MediaKeyCodeTests {
    @Test("input behaviour 1.2: the media keys carry their kernel numbers")
    func kernelNumbers() {
        #expect(
            [
                EvdevCode.KEY_NEXTSONG, EvdevCode.KEY_PLAYPAUSE, EvdevCode.KEY_PREVIOUSSONG, EvdevCode.KEY_STOPCD,
                EvdevCode.KEY_PLAYCD, EvdevCode.KEY_PAUSECD,
            ] == [163, 164, 165, 166, 200, 201])
    }

    @Test("behaviour 8.2: each media key stands for one remote-control command; other keys for none")
    func commands() {
        #expect(LinuxKeyCodes.mediaKeyCommand(forKeyCode: EvdevCode.KEY_PLAYPAUSE) == .togglePlayPause)
        #expect(LinuxKeyCodes.mediaKeyCommand(forKeyCode: EvdevCode.KEY_PLAYCD) == .play)
        #expect(LinuxKeyCodes.mediaKeyCommand(forKeyCode: EvdevCode.KEY_PAUSECD) == .pause)
        #expect(LinuxKeyCodes.mediaKeyCommand(forKeyCode: EvdevCode.KEY_STOPCD) == .stop)
        #expect(LinuxKeyCodes.mediaKeyCommand(forKeyCode: EvdevCode.KEY_NEXTSONG) == .nextTrack)
        #expect(LinuxKeyCodes.mediaKeyCommand(forKeyCode: EvdevCode.KEY_PREVIOUSSONG) == .previousTrack)
        #expect(LinuxKeyCodes.mediaKeyCommand(forKeyCode: 30) == nil)  // KEY_A
        #expect(LinuxKeyCodes.mediaKeyCommand(forKeyCode: 115) == nil)  // KEY_VOLUMEUP is a key, not a command
    }
}
