import Foundation

/// Encodes `Encodable` DTOs into a ``JSONValue`` whose objects keep the order in which keys were encoded
/// (declaration order for synthesized conformances), so that every trace line is written the same way.
/// Doubles are written in Swift's shortest round-trip form; non-finite ones as `"inf"`, `"-inf"`, `"nan"`.
final class JSONValueEncoder: Encoder {
    /// A value under construction; containers share it.
    final class Node {
        enum Storage {
            case value(JSONValue)
            case object([(key: String, node: Node)])
            case array([Node])
        }

        var storage: Storage = .value(.null)

        var finished: JSONValue {
            switch storage {
            case .value(let value): value
            case .object(let pairs): .object(pairs.map { ($0.key, $0.node.finished) })
            case .array(let nodes): .array(nodes.map(\.finished))
            }
        }

        func append(_ key: String, _ node: Node) {
            guard case .object(var pairs) = storage else { return }
            storage = .value(.null)
            pairs.append((key, node))
            storage = .object(pairs)
        }

        func append(_ node: Node) {
            guard case .array(var nodes) = storage else { return }
            storage = .value(.null)
            nodes.append(node)
            storage = .array(nodes)
        }

        var count: Int {
            if case .array(let nodes) = storage { return nodes.count }
            return 0
        }
    }

    let node: Node
    let codingPath: [CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: Node, codingPath: [CodingKey] = []) {
        self.node = node
        self.codingPath = codingPath
    }

    /// Encodes a DTO.
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try box(value, codingPath: []).finished
    }

    /// A node for a value: primitives directly, everything else through `encode(to:)`.
    static func box<T: Encodable>(_ value: T, codingPath: [CodingKey]) throws -> Node {
        let node = Node()
        switch value {
        case let text as String: node.storage = .value(.string(text))
        case let flag as Bool: node.storage = .value(.bool(flag))
        case let number as Double:
            node.storage = .value(number.isFinite ? .number("\(number)") : .string(nonFinite(number)))
        case let number as Float:
            node.storage = .value(number.isFinite ? .number("\(number)") : .string(nonFinite(Double(number))))
        case let integer as any FixedWidthInteger: node.storage = .value(.number("\(integer)"))
        default: try value.encode(to: JSONValueEncoder(node: node, codingPath: codingPath))
        }
        return node
    }

    private static func nonFinite(_ number: Double) -> String { number.isNaN ? "nan" : number < 0 ? "-inf" : "inf" }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.storage {} else { node.storage = .object([]) }
        return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if case .array = node.storage {} else { node.storage = .array([]) }
        return Unkeyed(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [CodingKey]

        mutating func encodeNil(forKey key: Key) throws {
            let child = Node()
            node.append(key.stringValue, child)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.append(key.stringValue, try JSONValueEncoder.box(value, codingPath: codingPath + [key]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let child = Node()
            node.append(key.stringValue, child)
            return JSONValueEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            let child = Node()
            node.append(key.stringValue, child)
            return JSONValueEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> Encoder { JSONValueEncoder(node: node, codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> Encoder {
            let child = Node()
            node.append(key.stringValue, child)
            return JSONValueEncoder(node: child, codingPath: codingPath + [key])
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [CodingKey]
        var count: Int { node.count }

        mutating func encodeNil() throws { node.append(Node()) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            node.append(try JSONValueEncoder.box(value, codingPath: codingPath + [JSONIndexKey(count)]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            let child = Node()
            node.append(child)
            return JSONValueEncoder(node: child, codingPath: codingPath + [JSONIndexKey(count - 1)]).container(
                keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            let child = Node()
            node.append(child)
            return JSONValueEncoder(node: child, codingPath: codingPath + [JSONIndexKey(count - 1)]).unkeyedContainer()
        }

        mutating func superEncoder() -> Encoder {
            let child = Node()
            node.append(child)
            return JSONValueEncoder(node: child, codingPath: codingPath + [JSONIndexKey(count - 1)])
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [CodingKey]

        mutating func encodeNil() throws { node.storage = .value(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            node.storage = try JSONValueEncoder.box(value, codingPath: codingPath).storage
        }
    }
}
