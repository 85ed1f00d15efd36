import Foundation
import ResponderKitInput
import Testing

// input behaviour 1.5: the same stream recorded by evemu, evtest and libinput record decodes to identical
// events and descriptions; the project writes every format it reads; formats are detected from content.

@Suite("Recordings: one stream in every format (input behaviour 1.5)")
struct RecordingCrossFormatTests {
    typealias F = RecordingFixture

    @Test("1.5: the fixture stream rendered by evemu, evtest and libinput record tools decodes identically")
    func toolRenderings() throws {
        let events = F.events(start: F.epochStart)
        let evemu = try Recording.read(
            F.evemuDescription(version: "1.3", comments: true)
                + F.evemuEvents(events, padded: true, comments: true))
        let evtest = try Recording.read(F.evtestHeader + F.evtestEvents(events))
        let libinput = try Recording.read(F.libinputRecord(events))
        #expect([evemu.format, evtest.format, libinput.format] == [.evemu, .evtest, .libinputRecord])
        #expect(evemu.events == events && evtest.events == events && libinput.events == events)
        #expect(evemu.device == evtest.device && evtest.device == libinput.device)
    }

    @Test("1.5: every writer's output reads back identically through every reader")
    func writersAcrossFormats() throws {
        let original = Recording(device: F.device, events: F.events())
        var texts: [RecordingFormat: String] = [:]
        for format in RecordingFormat.allCases { texts[format] = original.formatted(as: format) }
        for format in RecordingFormat.allCases {
            let read = try Recording.read(texts[format]!)
            #expect(read.format == format)
            #expect(read.events == original.events, "\(format)")
            #expect(read.device == original.device, "\(format)")
            // Re-writing what was read in another format is stable.
            for other in RecordingFormat.allCases {
                let again = try Recording.read(read.formatted(as: other))
                #expect(again.events == original.events && again.device == original.device, "\(format) -> \(other)")
            }
        }
    }

    @Test("1.5: a description in one format and events in another")
    func mixedSplit() throws {
        let original = Recording(device: F.device, events: F.events())
        for descriptionFormat in RecordingFormat.allCases {
            for eventFormat in [RecordingFormat.evemu, .evtest] {
                let read = try Recording.read(
                    original.formatted(as: eventFormat, part: .events),
                    description: original.formatted(as: descriptionFormat, part: .description))
                #expect(
                    read.device == original.device && read.events == original.events,
                    "\(descriptionFormat) + \(eventFormat)")
            }
        }
    }

    @Test("1.5: formats are detected from content first, then from the extension")
    func detection() {
        #expect(Recording.detectFormat(of: "# EVEMU 1.2\n") == .evemu)
        #expect(Recording.detectFormat(of: "# a comment\n\nN: pad\n") == .evemu)
        #expect(Recording.detectFormat(of: "E: 0.000001 0000 0000 0000\n") == .evemu)
        #expect(Recording.detectFormat(of: "Event: time 1.000000, -------------- SYN_REPORT ------------\n") == .evtest)
        #expect(Recording.detectFormat(of: "Input driver version is 1.0.1\n") == .evtest)
        #expect(Recording.detectFormat(of: "# libinput record\nversion: 1\n") == .libinputRecord)
        #expect(Recording.detectFormat(of: "", fileName: "x.yaml") == .libinputRecord)
        #expect(Recording.detectFormat(of: "", fileName: "x.evemu") == .evemu)
        #expect(Recording.detectFormat(of: "garbage", fileName: "x.evtest") == .evtest)
        #expect(
            Recording.detectFormat(
                of: "Event: time 1.000000, -------------- SYN_REPORT ------------\n", fileName: "x.yml") == .evtest)
        #expect(Recording.detectFormat(of: "") == nil)
        #expect(Recording.detectFormat(of: "\u{7f}ELF\u{2}\u{1}\u{1}\0\0") == nil)
    }

    @Test("1.5: an explicit format overrides detection")
    func explicitFormat() throws {
        let text = "E: 0.000001 0003 0035 0010\nE: 0.000001 0000 0000 0000\n"
        let recording = try Recording.read(
            text, file: "weird.txt", description: "N: x\nA: 35 0 100 0 0 0\n", format: .evemu)
        #expect(recording.events.count == 2)
        #expect(throws: RecordingError.self) { try Recording.read(text, description: "N: x\n", format: .evtest) }
    }
}
