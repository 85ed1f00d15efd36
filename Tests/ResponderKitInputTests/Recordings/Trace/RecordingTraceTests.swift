import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// The project's JSON Lines trace format (docs/trace-format.md), which stores HardwareInput values:
// a header line, then one line per input. Writing then reading gives equal values.

@Suite("Recordings: ResponderKit traces (docs/trace-format.md)")
struct RecordingTraceTests {
    /// One input of every kind, with unusual values.
    static var everyInput: [HardwareInput] {
        var pencil = TouchContact(
            id: 7, location: CGPoint(x: 0.1 + 0.2, y: -3.75), state: .touching, force: 1.3333333333333333,
            maximumPossibleForce: 4.166666666666667, majorRadius: 0.25, majorRadiusTolerance: 0.125,
            type: .pencil, altitudeAngle: 0.7853981633974483, azimuthAngle: -2.5, rollAngle: 1e-7,
            estimatedProperties: [.force, .azimuth, .altitude],
            estimatedPropertiesExpectingUpdates: [.force, UITouch.Properties(rawValue: 64)],
            estimationUpdateIndex: 42)
        pencil.zOffset = 0.5
        return [
            .digitizer(
                DigitizerFrame(timestamp: 0.016, contacts: [TouchContact(id: 1, location: CGPoint(x: 100, y: 200))])),
            .digitizer(
                DigitizerFrame(
                    timestamp: 0.0333333,
                    contacts: [
                        TouchContact(id: 1, location: CGPoint(x: 101.5, y: 199.25)), pencil,
                        TouchContact(id: 3, location: CGPoint(x: 5, y: 6), state: .hovering, type: .indirectPointer),
                    ])),
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: 0.04, estimationUpdateIndex: 42, force: 1.5,
                    azimuthAngle: nil, altitudeAngle: 0.5,
                    location: CGPoint(x: 1e-9, y: 1e20), isFinal: false)),
            .estimatedPropertiesUpdate(EstimatedPropertiesUpdate(timestamp: 0.05, estimationUpdateIndex: 42)),
            .digitizer(
                DigitizerFrame(
                    timestamp: 0.05,
                    contacts: [
                        TouchContact(id: 1, location: CGPoint(x: 101.5, y: 199.25), state: .lifted, type: .indirect)
                    ])),
            .digitizer(DigitizerFrame(timestamp: 0.06, contacts: [])),
            .key(
                KeyInput(
                    timestamp: 2, keyCode: UIKeyboardHIDUsage(rawValue: 4), transition: .down,
                    modifierFlags: [.shift, .command, UIKeyModifierFlags(rawValue: 1 << 3)],
                    characters: "A \"quoted\" \\ line\nbreak é 😀", charactersIgnoringModifiers: "a")),
            .key(KeyInput(timestamp: 2.1, keyCode: UIKeyboardHIDUsage(rawValue: 4), transition: .up)),
            .key(
                KeyInput(
                    timestamp: 2.2, keyCode: UIKeyboardHIDUsage(rawValue: 225), transition: .down,
                    modifierFlags: [.shift],
                    characters: "", charactersIgnoringModifiers: nil)),
            .accelerometer(AccelerometerSample(timestamp: 3, x: -0.0001, y: 0.98, z: -1.0000000000000002)),
            .gyroscope(GyroscopeSample(timestamp: 3.1, x: 0.25, y: -1.5, z: 3.0000000000000004)),
            .magnetometer(MagnetometerSample(timestamp: 3.2, x: 20.5, y: -0.125, z: -40)),
            .proximity(ProximitySample(timestamp: 3.3, isNear: true)),
            .proximity(ProximitySample(timestamp: 3.4, isNear: false, distance: 7.25)),
        ]
            + MediaKeyInput.Command.allCases.enumerated().map { index, command in
                .mediaKey(MediaKeyInput(timestamp: 4 + Double(index) / 10, command: command))
            } + [
                // Last: a time never goes backwards in a trace (trace-format.md, "Bad input").
                .cancelAllContacts(timestamp: 1_700_000_000.123456)
            ]
    }

    @Test("trace v1: every HardwareInput kind round-trips exactly")
    func roundTrip() throws {
        let trace = Trace(header: TraceHeader(source: "tests"), inputs: Self.everyInput)
        let text = trace.text
        #expect(text.split(separator: "\n").count == Self.everyInput.count + 1)
        let read = try Trace.read(text, file: "every.jsonl")
        #expect(read.inputs == trace.inputs)
        #expect(read.header == trace.header)
        #expect(read.errors.isEmpty)
    }

    @Test("trace v1: the header carries the format, the version, the device description and the screen")
    func header() throws {
        var device = RecordingFixture.device
        device.calibration = [0, 1, 0, -1, 0, 1]
        device.screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        device.axes[EvdevCode.ABS_MT_SLOT]?.value = 2
        let header = TraceHeader(
            device: device, screen: TraceScreen(width: 390, height: 844, scale: 3), source: "evemu: tap.evemu")
        let line = TraceWriter.headerLine(header)
        #expect(
            line.hasPrefix(
                "{\"format\":\"responderkit-trace\",\"version\":1,\"device\":{\"name\":\"ELAN Touchscreen #2\""))
        #expect(line.contains("\"codes\":{\"1\":[330],\"3\":[0,1,47,48,53,54,57,58],\"4\":[5]}"))
        #expect(
            line.contains("\"53\":{\"minimum\":0,\"maximum\":3456,\"fuzz\":4,\"flat\":0,\"resolution\":13,\"value\":0}")
        )
        #expect(line.contains("\"screen\":{\"width\":390.0,\"height\":844.0,\"scale\":3.0}"))
        let read = try Trace.read(line + "\n")
        #expect(read.header == header)
        #expect(read.inputs.isEmpty)
    }

    @Test("trace v1: lines are compact, keys in a fixed order, defaults left out")
    func compactLines() {
        #expect(
            TraceWriter.line(for: Self.everyInput[0])
                == #"{"event":"digitizer","timestamp":0.016,"contacts":[{"id":1,"x":100.0,"y":200.0}]}"#)
        #expect(
            TraceWriter.line(for: .cancelAllContacts(timestamp: 1)) == #"{"event":"cancelAllContacts","timestamp":1.0}"#
        )
        #expect(
            TraceWriter.line(for: .mediaKey(MediaKeyInput(timestamp: 0.5, command: .togglePlayPause)))
                == #"{"event":"mediaKey","timestamp":0.5,"command":"togglePlayPause"}"#)
        #expect(TraceWriter.line(for: Self.everyInput[6]).contains(#""modifierFlags":["8","shift","command"]"#))
        #expect(
            TraceWriter.line(for: Self.everyInput[1]).contains(#""estimatedPropertiesExpectingUpdates":["force","64"]"#)
        )
    }

    @Test("trace v1: hand-written lines may use integers for numbers, extra spaces, blank lines and unknown fields")
    func handWritten() throws {
        let text = """
            { "format": "responderkit-trace", "version": 1, "comment": "unknown fields are ignored" }

            {"event": "digitizer", "timestamp": 0, "contacts": [{"id": 1, "x": 10, "y": 20, "state": "touching", "pressure": 3}]}
            {"event": "digitizer", "timestamp": 1E-2, "contacts": [{"id": 1, "x": 10, "y": 20, "state": "lifted"}]}
            {"event":"key","timestamp":0.5,"keyCode":40,"transition":"down","modifierFlags":["control","262144"]}
            """
        let trace = try Trace.read(text)
        #expect(
            trace.inputs == [
                .digitizer(
                    DigitizerFrame(timestamp: 0, contacts: [TouchContact(id: 1, location: CGPoint(x: 10, y: 20))])),
                .digitizer(
                    DigitizerFrame(
                        timestamp: 0.01,
                        contacts: [TouchContact(id: 1, location: CGPoint(x: 10, y: 20), state: .lifted)])),
                .key(
                    KeyInput(
                        timestamp: 0.5, keyCode: UIKeyboardHIDUsage(rawValue: 40), transition: .down,
                        modifierFlags: [.control])),
            ])
    }

    @Test("trace v1: non-finite numbers are written as strings and read back")
    func nonFinite() throws {
        let input = HardwareInput.digitizer(
            DigitizerFrame(
                timestamp: 1,
                contacts: [
                    TouchContact(
                        id: 1, location: CGPoint(x: 1, y: 2), force: .infinity, maximumPossibleForce: -.infinity)
                ]))
        let line = TraceWriter.line(for: input)
        #expect(line.contains(#""force":"inf","maximumPossibleForce":"-inf""#))
        let read = try Trace.read(TraceWriter.headerLine(TraceHeader()) + "\n" + line)
        #expect(read.inputs == [input])
        let nan = TraceWriter.line(for: .accelerometer(AccelerometerSample(timestamp: 0, x: .nan, y: 0, z: 0)))
        guard
            case .accelerometer(let sample) = try Trace.read(
                "{\"format\":\"responderkit-trace\",\"version\":1}\n" + nan
            ).inputs.first
        else { Issue.record("no sample"); return }
        #expect(sample.x.isNaN)
    }

    @Test("trace v1: the example in docs/trace-format.md reads as documented")
    func documentedExample() throws {
        let docs = RepositoryPaths.url("docs/trace-format.md")
        let markdown = try String(contentsOf: docs, encoding: .utf8)
        let block = try #require(
            markdown.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let trace = try Trace.read(block, file: "trace-format.md")
        #expect(trace.header.screen == TraceScreen(width: 390, height: 844, scale: 3))
        #expect(trace.header.source == "TouchSimulator")
        #expect(trace.inputs.count == 7)
        #expect(
            trace.inputs[2]
                == .digitizer(
                    DigitizerFrame(
                        timestamp: 0.05,
                        contacts: [
                            TouchContact(id: 1, location: CGPoint(x: 104.5, y: 200), state: .lifted)
                        ])))
        #expect(
            trace.inputs[3]
                == .key(
                    KeyInput(
                        timestamp: 1, keyCode: UIKeyboardHIDUsage(rawValue: 6), transition: .down,
                        modifierFlags: [.command])))
        // What the library writes for these inputs is what the document shows.
        #expect(trace.text == block)
    }

    @Test("trace v1: files written with write(to:) load back; the format is recognised and not taken for a recording")
    func files() throws {
        let directory = TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/session.jsonl"
        let trace = Trace(header: TraceHeader(screen: TraceScreen(width: 320, height: 480)), inputs: Self.everyInput)
        try trace.write(to: path)
        #expect(try Trace.load(path: path) == trace)
        #expect(Trace.isTrace(trace.text))
        #expect(!Trace.isTrace(RecordingFixture.evtestHeader))
        #expect(Recording.detectFormat(of: trace.text, fileName: path) == nil)
        #expect {
            try Recording.load(path: path)
        } throws: { error in
            (error as? RecordingError)?.found?.contains("ResponderKit trace") == true
        }
    }
}
