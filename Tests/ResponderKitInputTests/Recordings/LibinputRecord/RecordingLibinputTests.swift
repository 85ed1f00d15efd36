import Foundation
import ResponderKitInput
import Testing

// input behaviour 1.5 (libinput record): the YAML libinput record writes, unknown keys ignored, hid
// entries skipped, one frame per `- evdev:` entry.

@Suite("Recordings: libinput record YAML (input behaviour 1.5)")
struct RecordingLibinputTests {
    typealias F = RecordingFixture

    @Test("1.5: a libinput record with unknown keys, udev, quirks, hid entries and comments decodes exactly")
    func fullRecord() throws {
        let text = F.libinputRecord(F.events())
        let recording = try Recording.read(text, file: "touch.yml")
        #expect(recording.format == .libinputRecord)
        #expect(recording.device == F.device)
        #expect(recording.events == F.events())
        #expect(recording.errors.isEmpty)
    }

    @Test("1.5: the second device of a two-device record; flow mappings, quoted keys, `---` and `...` markers")
    func secondDevice() throws {
        let text = """
            ---
            version: 1
            ndevices: 2
            devices:
              - node: "/dev/input/event3"
                evdev: {name: 'Keyboard', id: [17, 1, 1, 43841], codes: {1: [1, 30]}, absinfo: {}, properties: []}
                events: []
              - node: /dev/input/event4
                "evdev":
                  name: "Pad \\"quoted\\" \\u00e9\\t#notacomment"
                  id: [0x18, 0x6cb, 0, 0]
                  codes:
                    1: [272, 325, 330]
                    3: [0, 1]
                  absinfo:
                    0: [0, 4089, 0, 0, 40]
                    1: [0, 2811, 0, 0, 41]
                  properties: [0, 2]
                events:
                  - evdev:
                      - [0, 0, 1, 330, 1]
                      - [0, 0, 3, 0, 1000]
                      - [0, 0, 0, 0, 0]
                  - evdev: [[0, 12500, 3, 0, 1010], [0, 12500, 0, 0, 0]]
            ...
            this text after the end marker is not part of the document
            """
        let recording = try Recording.read(text, deviceIndex: 1)
        #expect(recording.device.name == "Pad \"quoted\" é\t#notacomment")
        #expect(recording.device.bustype == 0x18 && recording.device.vendor == 0x6cb)
        #expect(recording.device.properties == [0, 2])
        #expect(recording.device.axes[1] == AbsoluteAxisInfo(minimum: 0, maximum: 2811, resolution: 41))
        #expect(recording.device.kind == .indirect)
        #expect(
            recording.events == [
                EvdevEvent(seconds: 0, microseconds: 0, type: 1, code: 330, value: 1),
                EvdevEvent(seconds: 0, microseconds: 0, type: 3, code: 0, value: 1000),
                EvdevEvent(seconds: 0, microseconds: 0, type: 0, code: 0, value: 0),
                EvdevEvent(seconds: 0, microseconds: 12500, type: 3, code: 0, value: 1010),
                EvdevEvent(seconds: 0, microseconds: 12500, type: 0, code: 0, value: 0),
            ])
        let keyboard = try Recording.read(text, deviceIndex: 0)
        #expect(keyboard.device.name == "Keyboard" && keyboard.device.version == 43841 && keyboard.events.isEmpty)
        #expect(keyboard.device.kind == .keyboard)
    }

    @Test("1.5: a record with no events key and an empty events key has no events")
    func noEvents() throws {
        let base = "version: 1\ndevices:\n- evdev:\n    name: x\n    id: [1, 2, 3, 4]\n"
        #expect(try Recording.read(base).events.isEmpty)
        #expect(try Recording.read(base + "  events:\n").events.isEmpty)
        #expect(try Recording.read(base + "  events:\n  # Touch device in neutral state\n").events.isEmpty)
    }

    @Test("1.5: the libinput record writer reads back to the same recording, and its events are framed by SYN_REPORT")
    func writerRoundTrip() throws {
        var device = F.device
        device.name = "Weird \"name\" with \\ and #hash"
        let original = Recording(device: device, events: F.events(start: F.epochStart))
        let text = original.formatted(as: .libinputRecord)
        #expect(text.contains("version: 1\n"))
        #expect(text.contains("    name: \"Weird \\\"name\\\" with \\\\ and #hash\"\n"))
        #expect(text.contains("      53: [0, 3456, 4, 0, 13]\n"))
        #expect(text.components(separatedBy: "  - evdev:\n").count - 1 == F.frames.count)
        let read = try Recording.read(text)
        #expect(read.device == device)
        #expect(read.events == original.events)
        let descriptionOnly = try Recording.read(original.formatted(as: .libinputRecord, part: .description))
        #expect(descriptionOnly.device == device && descriptionOnly.events.isEmpty)
        let empty = try Recording.read(Recording(device: device, events: []).formatted(as: .libinputRecord))
        #expect(empty.events.isEmpty)
    }

    @Test("1.5: YAML outside the subset libinput writes (anchors, block scalars, tags) is an error, not a misreading")
    func unsupportedYAML() {
        for (snippet, line) in [("name: &a x", 4), ("name: |\n      text", 4), ("name: !!str x", 4), ("name: *a", 4)] {
            let text = "version: 1\ndevices:\n- evdev:\n    \(snippet)\n    id: [1, 2, 3, 4]\n"
            #expect {
                try Recording.read(text, file: "x.yml")
            } throws: { error in
                (error as? RecordingError)?.line == line
            }
        }
    }
}
