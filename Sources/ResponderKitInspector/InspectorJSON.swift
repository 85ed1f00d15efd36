import Foundation
import ResponderKitInput

/// A JSON value as the inspector protocol exchanges it: objects keep their keys in order (`"v"` and
/// `"type"` first), numbers are doubles written in Swift's shortest round-trip form (integers without a
/// fraction), and non-finite numbers are written as `null`.
public enum InspectorJSON: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
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
        .object([
            "x": .number(rect.origin.x), "y": .number(rect.origin.y),
            "width": .number(rect.size.width), "height": .number(rect.size.height),
        ])
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

    /// The value as compact JSON text (written by the trace format's `JSONValue`).
    public var serialized: String { jsonValue.serialized }

    static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// Parses JSON text (any value at the top level; strict RFC 8259, read by the trace format's
    /// `JSONValue`: keys stay in order, a key may appear once, at most 64 nested levels). Returns nil
    /// when it is not JSON.
    public static func parse(_ text: String) -> InspectorJSON? {
        JSONValue.parse(text).flatMap(InspectorJSON.init)
    }

    /// The value as the trace format's JSON value; non-finite numbers become `null`.
    private var jsonValue: JSONValue {
        switch self {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): n.isFinite ? .number(Self.format(n)) : .null
        case .string(let s): .string(s)
        case .array(let items): .array(items.map(\.jsonValue))
        case .object(let fields): .object(fields.map { (key: $0.key, value: $0.value.jsonValue) })
        }
    }

    /// The value of a parsed JSON value; nil when a number literal is too large for a double (`1e400`).
    private init?(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        // JSON's number syntax is a subset of Swift's.
        case .number(let text):
            guard let n = Double(text), n.isFinite else { return nil }
            self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let values):
            var items: [InspectorJSON] = []
            for value in values {
                guard let item = InspectorJSON(value) else { return nil }
                items.append(item)
            }
            self = .array(items)
        case .object(let pairs):
            var fields: [Field] = []
            for pair in pairs {
                guard let item = InspectorJSON(pair.value) else { return nil }
                fields.append(Field(pair.key, item))
            }
            self = .object(fields)
        }
    }
}
