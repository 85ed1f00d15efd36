import Foundation

/// A problem with a decoded value: the field's path (`contacts[1].x`), what was expected and what was
/// found. Thrown by ``JSONValueDecoder`` and by the trace DTO conversions.
struct JSONFieldProblem: Error {
    var field: String
    var expected: String
    var found: String
}

/// The coding key of an array element; paths print it as `[index]`.
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// A named coding key for maps whose keys are data (device codes, axes).
struct JSONNameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// Marks arrays so that errors can say "a list".
protocol JSONListMarker {}
extension Array: JSONListMarker {}

/// Decodes `Decodable` DTOs from a ``JSONValue`` with precise errors: every failure is a
/// ``JSONFieldProblem`` naming the field path, the expected kind of value and the value found. Integers
/// must be written as integers and fit their type; non-finite doubles are read from the strings
/// `"inf"`, `"-inf"` and `"nan"`.
final class JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: JSONValue, codingPath: [CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// Decodes a DTO from a value.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(JSONFieldProblem) -> T {
        do {
            return try JSONValueDecoder(value: value).unbox(T.self)
        } catch let problem as JSONFieldProblem {
            throw problem
        } catch {
            throw JSONFieldProblem(field: "", expected: "a valid value", found: "\(error)")
        }
    }

    /// A path such as `contacts[1].x`.
    static func path(_ keys: [CodingKey]) -> String {
        var text = ""
        for key in keys {
            if key is JSONIndexKey {
                text += "[\(key.intValue ?? 0)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// What a type looks like in JSON, for "expected …".
    static func kind(of type: Any.Type) -> String {
        if type is any BinaryFloatingPoint.Type || type == CGFloat.self { return "a number" }
        if type is any FixedWidthInteger.Type { return "an integer" }
        if type == String.self { return "a string" }
        if type == Bool.self { return "true or false" }
        if type is any JSONListMarker.Type { return "a list" }
        return "an object"
    }

    func problem(_ expected: String, found: String? = nil) -> JSONFieldProblem {
        JSONFieldProblem(field: Self.path(codingPath), expected: expected, found: found ?? value.found)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let pairs) = value else { throw problem("an object") }
        return KeyedDecodingContainer(Keyed<Key>(decoder: self, pairs: pairs))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw problem("a list") }
        return Unkeyed(decoder: self, items: items)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { Single(decoder: self) }

    /// Decodes the value as `T`: primitives directly, everything else through `T(from:)`.
    func unbox<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self {
            guard case .string(let text) = value else { throw problem("a string") }
            return text as! T
        }
        if T.self == Bool.self {
            guard case .bool(let flag) = value else { throw problem("true or false") }
            return flag as! T
        }
        if T.self == Double.self { return try double() as! T }
        if T.self == Float.self { return Float(try double()) as! T }
        if let integer = T.self as? any FixedWidthInteger.Type { return try self.integer(integer) as! T }
        return try T(from: self)
    }

    private func double() throws -> Double {
        switch value {
        case .number(let text):
            guard let number = Double(text), number.isFinite else { throw problem("a finite number") }
            return number
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        case .string("nan"): return .nan
        default: throw problem("a number")
        }
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .number(let text) = value else { throw problem("an integer") }
        guard !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else { throw problem("an integer") }
        guard let result = RecordingText.decimal(Substring(text), as: I.self) else {
            throw problem("an integer in \(I.min)...\(I.max)")
        }
        return result
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: JSONValueDecoder
        let values: [String: JSONValue]
        let order: [String]
        var codingPath: [CodingKey] { decoder.codingPath }
        var allKeys: [Key] { order.compactMap { Key(stringValue: $0) } }

        init(decoder: JSONValueDecoder, pairs: [(key: String, value: JSONValue)]) {
            self.decoder = decoder
            var values: [String: JSONValue] = [:]
            for pair in pairs { values[pair.key] = pair.value }
            self.values = values
            self.order = pairs.map(\.key)
        }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

        private func child(_ key: Key, expecting type: Any.Type) throws -> JSONValueDecoder {
            guard let value = values[key.stringValue] else {
                throw JSONFieldProblem(
                    field: JSONValueDecoder.path(codingPath + [key]), expected: JSONValueDecoder.kind(of: type),
                    found: "nothing")
            }
            return JSONValueDecoder(value: value, codingPath: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            if case .null = try child(key, expecting: Any.self).value { return true }
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try child(key, expecting: T.self).unbox(T.self)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try child(key, expecting: [String: Int].self).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
            try child(key, expecting: [Int].self).unkeyedContainer()
        }

        func superDecoder() throws -> Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> Decoder { try child(key, expecting: Any.self) }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: JSONValueDecoder
        let items: [JSONValue]
        var currentIndex = 0
        var codingPath: [CodingKey] { decoder.codingPath }
        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        init(decoder: JSONValueDecoder, items: [JSONValue]) {
            self.decoder = decoder
            self.items = items
        }

        private func child(expecting type: Any.Type) throws -> JSONValueDecoder {
            guard !isAtEnd else {
                throw JSONFieldProblem(
                    field: JSONValueDecoder.path(codingPath + [JSONIndexKey(currentIndex)]),
                    expected: JSONValueDecoder.kind(of: type), found: "the end of the list")
            }
            return JSONValueDecoder(value: items[currentIndex], codingPath: codingPath + [JSONIndexKey(currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard case .null = try child(expecting: Any.self).value else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let value = try child(expecting: T.self).unbox(T.self)
            currentIndex += 1
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let container = try child(expecting: [String: Int].self).container(keyedBy: type)
            currentIndex += 1
            return container
        }

        mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
            let container = try child(expecting: [Int].self).unkeyedContainer()
            currentIndex += 1
            return container
        }

        mutating func superDecoder() throws -> Decoder {
            let decoder = try child(expecting: Any.self)
            currentIndex += 1
            return decoder
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let decoder: JSONValueDecoder
        var codingPath: [CodingKey] { decoder.codingPath }
        func decodeNil() -> Bool { if case .null = decoder.value { return true } else { return false } }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.unbox(T.self) }
    }
}
