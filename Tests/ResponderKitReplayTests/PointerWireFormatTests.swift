import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import ResponderKitRouter
import Testing

/// Pointer input on the wire (docs/ipc-protocol.md, "Input payloads") and in traces (docs/trace-format.md).
@Suite("Pointer input: wire format and trace lines (behaviour 12)")
struct PointerWireFormatTests {
    static let inputs: [HardwareInput] = [
        .pointer(
            PointerInput(
                timestamp: 1.5, deviceID: 3, device: .mouse, location: CGPoint(x: 10.5, y: -2),
                buttons: [.primary, .secondary])),
        .pointer(PointerInput(timestamp: 2, device: .trackpad, location: CGPoint(x: 1, y: 2))),
        .scroll(
            ScrollInput(
                timestamp: 3, deviceID: 4, device: .trackpad, location: CGPoint(x: 5, y: 6), kind: .continuous,
                phase: .ended, delta: CGVector(dx: -1.25, dy: 7), isMomentum: true)),
        .scroll(
            ScrollInput(
                timestamp: 4, device: .mouse, location: CGPoint(x: 5, y: 6), kind: .discrete, phase: .changed,
                delta: CGVector(dx: 0, dy: 10))),
        .transform(
            TransformInput(
                timestamp: 5, deviceID: 2, location: CGPoint(x: 7, y: 8), phase: .cancelled, scale: 1.75,
                rotation: -0.5)),
    ]

    @Test(
        "ipc-protocol 4 (behaviour 12): pointer, scroll and transform input survive encode then decode, and encodedLength is their size"
    )
    func roundTrips() throws {
        for input in Self.inputs {
            let bytes = try MessageCodec.encode(.input(input))
            #expect(try MessageCodec.decodeFrame(bytes) == .input(input))
            #expect(bytes.count == MessageCodec.encodedLength(of: .input(input)))
        }
    }

    @Test(
        "ipc-protocol 4 (behaviour 12): an unknown device, kind or phase byte, or buttons beyond 32 bits, is a typed error naming the field"
    )
    func badValues() throws {
        func corrupt(_ input: HardwareInput, at offset: Int, to byte: UInt8) throws -> ProtocolError? {
            var bytes = try MessageCodec.encode(.input(input))
            bytes[offset] = byte
            do { _ = try MessageCodec.decodeFrame(bytes); return nil } catch { return error }
        }
        // Frame: 4 length bytes, the type byte, the kind byte, then the fields.
        let fields = 6
        let pointer = Self.inputs[0], scroll = Self.inputs[2], transform = Self.inputs[4]
        #expect(try corrupt(pointer, at: fields + 16, to: 9)?.field == "input.pointer.device")
        #expect(try corrupt(pointer, at: fields + 16 + 1 + 16 + 7, to: 0x80)?.field == "input.pointer.buttons")
        #expect(try corrupt(scroll, at: fields + 16 + 1 + 16, to: 2)?.field == "input.scroll.kind")
        #expect(try corrupt(scroll, at: fields + 16 + 1 + 16 + 1, to: 4)?.field == "input.scroll.phase")
        #expect(try corrupt(transform, at: fields + 16 + 16, to: 7)?.field == "input.transform.phase")
    }

    @Test("trace-format 1 (behaviour 12): pointer, scroll and transform lines write and read back equal")
    func traceRoundTrip() throws {
        let trace = Trace(inputs: Self.inputs)
        #expect(try Trace.read(trace.text).inputs == Self.inputs)
    }

    @Test(
        "trace-format 3 (behaviour 12): a scroll line without its kind, or with an unknown phase, is an error naming the field"
    )
    func traceErrors() {
        let header = #"{"format":"responderkit-trace","version":1}"#
        let noKind =
            header + "\n"
            + #"{"event":"scroll","timestamp":0,"x":1,"y":2,"device":"mouse","phase":"changed","dx":0,"dy":1}"#
        #expect(throws: RecordingError.self) { try Trace.read(noKind) }
        let badPhase =
            header + "\n"
            + #"{"event":"transform","timestamp":0,"x":1,"y":2,"phase":"wobbling","scale":1,"rotation":0}"#
        do {
            _ = try Trace.read(badPhase)
            Issue.record("a bad phase was accepted")
        } catch {
            #expect("\(error)".contains("phase"))
        }
    }
}

/// Replays leave out pointer input they cannot replay (behaviour 12), noted and counted.
@Suite("Pointer input in replays (behaviour 12)")
struct PointerReplaySanitizerTests {
    @Test(
        "behaviour 12: a pointer location, scroll delta or transform scale that is not a finite number is left out and counted"
    )
    func sanitizerLeavesOutBadPointerInput() {
        var sanitizer = InputSanitizer()
        let kept = sanitizer.sanitize([
            .pointer(PointerInput(timestamp: 0, device: .mouse, location: CGPoint(x: CGFloat.nan, y: 0))),
            .scroll(
                ScrollInput(
                    timestamp: 0, device: .mouse, location: .zero, kind: .discrete, phase: .changed,
                    delta: CGVector(dx: 0, dy: CGFloat.infinity))),
            .transform(TransformInput(timestamp: 0, location: .zero, phase: .changed, scale: 0, rotation: 0)),
            .pointer(PointerInput(timestamp: 0, device: .mouse, location: CGPoint(x: 1, y: 2))),
        ])
        #expect(kept.count == 1)
        #expect(sanitizer.leftOutCount == 3)
        #expect(sanitizer.notes.count == 3)
    }
}
