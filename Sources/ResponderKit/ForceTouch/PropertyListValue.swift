import Foundation

/// A property-list value: what a quick action's `userInfo` may hold (behaviour 8.4).
///
/// UIKit types `UIApplicationShortcutItem.userInfo` as `[String: NSSecureCoding]`, an Objective-C
/// protocol; the values that survive the home screen are property-list objects (strings, numbers,
/// booleans, dates, data, arrays and dictionaries of them), so ResponderKit uses this value type instead.
/// Literals work as values: `userInfo: ["id": "42", "count": 3, "tags": ["a", "b"]]`.
public enum PropertyListValue: Sendable, Hashable, CustomStringConvertible {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A floating-point number.
    case real(Double)
    /// A boolean.
    case boolean(Bool)
    /// A date.
    case date(Date)
    /// Raw bytes.
    case data(Data)
    /// An array.
    case array([PropertyListValue])
    /// A dictionary with string keys.
    case dictionary([String: PropertyListValue])

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The integer, if this is one.
    public var intValue: Int? { if case .integer(let value) = self { value } else { nil } }
    /// The number as a `Double`, if this is an integer or a real.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }
    /// The boolean, if this is one.
    public var boolValue: Bool? { if case .boolean(let value) = self { value } else { nil } }
    /// The date, if this is one.
    public var dateValue: Date? { if case .date(let value) = self { value } else { nil } }
    /// The data, if this is some.
    public var dataValue: Data? { if case .data(let value) = self { value } else { nil } }
    /// The elements, if this is an array.
    public var arrayValue: [PropertyListValue]? { if case .array(let value) = self { value } else { nil } }
    /// The entries, if this is a dictionary.
    public var dictionaryValue: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { value } else { nil }
    }

    /// Converts a Foundation property-list object (what `PropertyListSerialization` returns: `String`,
    /// `NSNumber`, `Bool`, `Date`, `Data`, arrays, dictionaries with string keys). Nil for anything else.
    public init?(propertyList object: Any) {
        switch object {
        case let value as String:
            self = .string(value)
        case let value as Bool where type(of: object) == Bool.self:
            self = .boolean(value)
        case let number as NSNumber:
            let kind = String(cString: number.objCType)
            if kind == "c" || kind == "B" {
                self = .boolean(number.boolValue)
            } else if kind == "d" || kind == "f" {
                self = .real(number.doubleValue)
            } else {
                self = .integer(number.intValue)
            }
        case let value as Int:
            self = .integer(value)
        case let value as Double:
            self = .real(value)
        case let value as Date:
            self = .date(value)
        case let value as Data:
            self = .data(value)
        case let values as [Any]:
            var elements: [PropertyListValue] = []
            for element in values {
                guard let converted = PropertyListValue(propertyList: element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let values as [AnyHashable: Any]:
            var entries: [String: PropertyListValue] = [:]
            for (key, element) in values {
                guard let key = key.base as? String, let converted = PropertyListValue(propertyList: element) else {
                    return nil
                }
                entries[key] = converted
            }
            self = .dictionary(entries)
        default:
            return nil
        }
    }

    /// The value as a Foundation property-list object, for `PropertyListSerialization`.
    public var propertyListObject: Any {
        switch self {
        case .string(let value): value
        case .integer(let value): value
        case .real(let value): value
        case .boolean(let value): value
        case .date(let value): value
        case .data(let value): value
        case .array(let values): values.map(\.propertyListObject)
        case .dictionary(let values): values.mapValues(\.propertyListObject)
        }
    }

    public var description: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .boolean(let value): String(value)
        case .date(let value): value.description
        case .data(let value): "<\(value.count) bytes>"
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let values):
            "[" + values.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "]"
        }
    }

    /// The name of the value's kind, for error messages.
    var kindName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}

extension PropertyListValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension PropertyListValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .integer(value) }
}

extension PropertyListValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .real(value) }
}

extension PropertyListValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
}

extension PropertyListValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: PropertyListValue...) { self = .array(elements) }
}

extension PropertyListValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension PropertyListValue: Decodable {
    /// Decodes any JSON value except `null` (which no property list can hold): `true`/`false` become
    /// booleans, whole numbers integers, other numbers reals. Errors keep the coding path of the
    /// offending value.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: PropertyListCodingKey.self) {
            var entries: [String: PropertyListValue] = [:]
            for key in keyed.allKeys {
                entries[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key)
            }
            self = .dictionary(entries)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [PropertyListValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(PropertyListValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            throw DecodingError.valueNotFound(
                PropertyListValue.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "null is not a property-list value"))
        }
        if let value = try? single.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? single.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? single.decode(Double.self) {
            self = .real(value)
        } else {
            self = .string(try single.decode(String.self))
        }
    }
}

/// A coding key for arbitrary dictionary keys.
struct PropertyListCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(_ index: Int) {
        intValue = index
        stringValue = String(index)
    }
    init?(intValue: Int) {
        self.intValue = intValue
        stringValue = String(intValue)
    }
}
