import Foundation

/// Writes recordings as `evtest` prints them: its header (device id, name, supported events with axis
/// ranges, properties) and one `Event: time …` line per event, `SYN_*` events as markers, `MSC_RAW` and
/// `MSC_SCAN` values in hexadecimal.
enum EvtestWriter {
    static func text(_ recording: Recording, part: RecordingPart) -> String {
        var out = ""
        if part != .events { out += header(recording.device) }
        if part != .description { out += events(recording.events) }
        return out
    }

    /// The header, ending with `Testing ... (interrupt to exit)`.
    static func header(_ device: InputDeviceDescription) -> String {
        var out = "Input driver version is 1.0.1\n"
        out += String(
            format: "Input device ID: bus 0x%x vendor 0x%x product 0x%x version 0x%x\n",
            device.bustype, device.vendor, device.product, device.version)
        let name = String(device.name.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
        out += "Input device name: \"\(name)\"\nSupported events:\n  Event type 0 (EV_SYN)\n"
        var types = device.codes
        for code in device.axes.keys { types[EvdevCode.EV_ABS, default: []].insert(code) }
        for type in types.keys.sorted() where type != EvdevCode.EV_SYN {
            out += "  Event type \(type) (\(EvdevCode.typeName(type)))\n"
            for code in types[type, default: []].sorted() {
                out += "    Event code \(code) (\(EvdevCode.codeName(type: type, code: code)))\n"
                if type == EvdevCode.EV_ABS {
                    let axis = device.axes[code] ?? AbsoluteAxisInfo(minimum: 0, maximum: 0)
                    out += String(
                        format: "      Value %6d\n      Min   %6d\n      Max   %6d\n", axis.value, axis.minimum,
                        axis.maximum)
                    if axis.fuzz != 0 { out += String(format: "      Fuzz  %6d\n", axis.fuzz) }
                    if axis.flat != 0 { out += String(format: "      Flat  %6d\n", axis.flat) }
                    if axis.resolution != 0 { out += String(format: "      Resolution %6d\n", axis.resolution) }
                }
            }
        }
        out += "Properties:\n"
        for property in device.properties.sorted() {
            out += "  Property type \(property) (\(EvemuWriter.propertyName(property)))\n"
        }
        return out + "Testing ... (interrupt to exit)\n"
    }

    /// One line per event, as evtest's `print_events` writes them.
    static func events(_ events: [EvdevEvent]) -> String {
        var out = ""
        for event in events {
            out +=
                "Event: time " + RecordingText.format(seconds: event.seconds, microseconds: event.microseconds) + ", "
            if event.type == EvdevCode.EV_SYN, event.value == 0, event.code <= EvdevCode.SYN_DROPPED {
                let name = EvdevCode.codeName(type: event.type, code: event.code)
                switch event.code {
                case EvdevCode.SYN_MT_REPORT: out += "++++++++++++++ \(name) ++++++++++++\n"
                case EvdevCode.SYN_DROPPED: out += ">>>>>>>>>>>>>> \(name) <<<<<<<<<<<<\n"
                default: out += "-------------- \(name) ------------\n"
                }
            } else {
                out +=
                    "type \(event.type) (\(EvdevCode.typeName(event.type))), "
                    + "code \(event.code) (\(EvdevCode.codeName(type: event.type, code: event.code))), "
                if event.type == EvdevCode.EV_MSC && (event.code == 3 || event.code == EvdevCode.MSC_SCAN) {
                    out += "value " + String(UInt32(bitPattern: event.value), radix: 16) + "\n"
                } else {
                    out += "value \(event.value)\n"
                }
            }
        }
        return out
    }
}
