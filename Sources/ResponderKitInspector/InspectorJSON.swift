import Foundation

/// A JSON value as the inspector protocol exchanges it: objects keep their keys in order (`"v"` and
/// `"type"` first), numbers are doubles written in Swift's shortest round-trip form (integers without a
/// fraction), and non-finite numbers are written as `null`.
public enum InspectorJSON: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A list.
    case array([InspectorJSON])
    /// An object, keys in order.
    case object([Field])

    /// One key of an object.
    public struct Field: Sendable, Equatable {
        /// The key.
        public var key: String
        /// The value.
        public var value: InspectorJSON
        /// Creates a field.
        public init(_ key: String, _ value: InspectorJSON) {
            self.key = key
            self.value = value
        }
    }

    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number value.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A number value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A list value.
    public init(arrayLiteral elements: InspectorJSON...) { self = .array(elements) }

    /// An object from key-value pairs, in order; pairs whose value is nil are left out.
    public static func object(_ pairs: KeyValuePairs<String, InspectorJSON?>) -> InspectorJSON {
        .object(pairs.compactMap { pair in pair.value.map { Field(pair.key, $0) } })
    }

    /// A number, or `null` for nil.
    public static func number(_ value: Double?) -> InspectorJSON { value.map { .number($0) } ?? .null }
    /// A number from a `CGFloat`.
    public static func number(_ value: CGFloat) -> InspectorJSON { .number(Double(value)) }
    /// A number from an `Int`.
    public static func int(_ value: Int) -> InspectorJSON { .number(Double(value)) }
    /// A string, or `null` for nil.
    public static func string(_ value: String?) -> InspectorJSON { value.map { .string($0) } ?? .null }
    /// A point as `{"x":…,"y":…}`.
    public static func point(_ point: CGPoint) -> InspectorJSON {
        .object(["x": .number(point.x), "y": .number(point.y)])
    }
    /// A rectangle as `{"x":…,"y":…,"width":…,"height":…}`.
    public static func rect(_ rect: CGRect) -> InspectorJSON {
        .object(["x": .number(rect.origin.x), "y": .number(rect.origin.y),
                 "width": .number(rect.size.width), "height": .number(rect.size.height)])
    }

    /// The value of a key of an object (nil for other values and missing keys).
    public subscript(key: String) -> InspectorJSON? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    /// The number, if this is one.
    public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
    /// The list, if this is one.
    public var arrayValue: [InspectorJSON]? { if case .array(let a) = self { a } else { nil } }
    /// The boolean, if this is one.
    public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }

    /// The value as compact JSON text.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(field.key, to: &out)
                out += ":"
                field.value.write(to: &out)
            }
            out += "}"
        }
    }

    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Parses JSON text (any value at the top level). Returns nil when it is not JSON.
    public static func parse(_ text: String) -> InspectorJSON? {
        try? JSONDecoder().decode(InspectorJSON.self, from: Data(text.utf8))
    }
}

extension InspectorJSON: Decodable {
    /// Decodes any JSON value; object keys come out sorted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([InspectorJSON].self) {
            self = .array(array)
        } else {
            let dictionary = try container.decode([String: InspectorJSON].self)
            self = .object(dictionary.keys.sorted().map { Field($0, dictionary[$0]!) })
        }
    }
}
