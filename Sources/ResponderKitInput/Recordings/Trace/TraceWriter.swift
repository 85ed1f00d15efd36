import Foundation
import ResponderKit

extension Trace {
    /// The trace as JSON Lines: the header line, then one line per input, each ending with a newline.
    public var text: String {
        var out = TraceWriter.headerLine(header) + "\n"
        for input in inputs { out += TraceWriter.line(for: input) + "\n" }
        return out
    }

    /// Writes ``text`` to a file.
    public func write(to path: String) throws(RecordingError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw RecordingError(file: path, expected: "a writable file", found: "\(error)")
        }
    }
}

/// Writes trace lines one at a time, for tools that record live input.
public enum TraceWriter {
    /// The header line (without a newline).
    public static func headerLine(_ header: TraceHeader) -> String {
        var dto = TraceHeaderDTO(format: "responderkit-trace", version: header.version)
        dto.device = header.device.map(TraceDeviceDTO.init)
        dto.screen = header.screen.map { TraceScreenDTO(width: $0.width, height: $0.height, scale: $0.scale) }
        dto.source = header.source
        return serialize(dto)
    }

    /// The line for one input (without a newline).
    public static func line(for input: HardwareInput) -> String {
        serialize(TraceEventDTO(input))
    }

    private static func serialize<T: Encodable>(_ dto: T) -> String {
        // The DTOs encode only strings, numbers, booleans, lists and objects: the encoder cannot fail.
        (try? JSONValueEncoder.encode(dto))?.serialized ?? "{}"
    }
}
