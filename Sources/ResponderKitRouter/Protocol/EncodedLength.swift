import Foundation
import ResponderKit

extension MessageCodec {
    /// The number of bytes `message` occupies as a frame (length prefix included), computed from its
    /// fields without encoding it: what the router's outgoing queues count against
    /// ``RouterConfiguration/maximumQueuedBytes``. Equal to `encode(message).count` for every encodable
    /// message (the tests check it against the encoder).
    public static func encodedLength(of message: RouterMessage) -> Int {
        let header = lengthPrefixSize + 1
        switch message {
        case .hello: return header + 7
        case .registerApplication(_, let name): return header + 4 + stringLength(name)
        case .windowList(let windows): return header + 2 + 45 * windows.count
        case .input(let input): return header + inputLength(input)
        case .frontApplication: return header + 5
        case .systemGesture(let name, _): return header + 8 + stringLength(name)
        case .goodbye(let reason): return header + stringLength(reason)
        case .systemSwipe: return header + InputCoding.swipeLength
        case .drag(let drag): return header + DragCoding.length(of: drag)
        }
    }

    private static func stringLength(_ string: String) -> Int { 2 + string.utf8.count }

    private static func optionalStringLength(_ string: String?) -> Int { 1 + (string.map(stringLength) ?? 0) }

    private static func inputLength(_ input: HardwareInput) -> Int {
        switch input {
        case .digitizer(let frame): return 1 + 8 + 2 + 103 * frame.contacts.count
        case .cancelAllContacts: return 1 + 8
        case .estimatedPropertiesUpdate: return 1 + 8 + 8 + 1 + 5 * 8
        case .key(let key):
            return 1 + 8 + 4 + 1 + 4 + optionalStringLength(key.characters)
                + optionalStringLength(key.charactersIgnoringModifiers)
        case .accelerometer, .gyroscope, .magnetometer: return 1 + 4 * 8
        case .proximity: return 1 + 8 + 1 + 1 + 8
        case .mediaKey: return 1 + 8 + 1
        case .pointer: return 1 + 8 + 8 + 1 + 2 * 8 + 8
        case .scroll: return 1 + 8 + 8 + 1 + 2 * 8 + 1 + 1 + 2 * 8 + 1
        case .transform: return 1 + 8 + 8 + 2 * 8 + 1 + 2 * 8
        }
    }
}
