import Foundation

/// Reads the static quick actions an application declares in its configuration (behaviour 8.4): the
/// `UIApplicationShortcutItems` array of an Info.plist, as a property list (XML, binary or OpenStep) or
/// as JSON with the same keys.
///
/// ```xml
/// <key>UIApplicationShortcutItems</key>
/// <array>
///     <dict>
///         <key>UIApplicationShortcutItemType</key>   <string>com.example.compose</string>   <!-- required -->
///         <key>UIApplicationShortcutItemTitle</key>  <string>New Message</string>           <!-- required -->
///         <key>UIApplicationShortcutItemSubtitle</key><string>To your team</string>
///         <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>
///         <key>UIApplicationShortcutItemIconSymbolName</key><string>square.and.pencil</string>
///         <key>UIApplicationShortcutItemIconFile</key><string>ComposeIcon</string>
///         <key>UIApplicationShortcutItemUserInfo</key><dict><key>draft</key><true/></dict>
///     </dict>
/// </array>
/// ```
///
/// The root is a dictionary (other keys are ignored; without `UIApplicationShortcutItems` there are no
/// static items) or, as a shorthand, the array itself. Unknown keys in an entry are ignored; titles are
/// used as written (no localization tables). An icon naming a symbol wins over a file, which wins over a
/// type. Anything malformed throws a ``ShortcutItemConfigurationError`` naming the file, the entry and the
/// key; nothing traps.
public enum ShortcutItemConfiguration {
    /// The format of a configuration file.
    public enum Format: Sendable {
        /// A property list (XML, binary or OpenStep).
        case propertyList
        /// JSON.
        case json
    }

    /// The key of the quick-action array.
    public static let itemsKey = "UIApplicationShortcutItems"
    /// The required key of an entry's type.
    public static let typeKey = "UIApplicationShortcutItemType"
    /// The required key of an entry's title.
    public static let titleKey = "UIApplicationShortcutItemTitle"
    /// The key of an entry's subtitle.
    public static let subtitleKey = "UIApplicationShortcutItemSubtitle"
    /// The key of an entry's system icon type.
    public static let iconTypeKey = "UIApplicationShortcutItemIconType"
    /// The key of an entry's SF Symbol name.
    public static let iconSymbolNameKey = "UIApplicationShortcutItemIconSymbolName"
    /// The key of an entry's template image name.
    public static let iconFileKey = "UIApplicationShortcutItemIconFile"
    /// The key of an entry's user info dictionary.
    public static let userInfoKey = "UIApplicationShortcutItemUserInfo"

    /// Reads the static quick actions of the configuration file at `url`. The format follows the
    /// extension (`.json` is JSON, `.plist` a property list); for other extensions, content starting with
    /// `{` or `[` is tried as JSON first, then as a property list.
    public static func load(contentsOf url: URL)
        throws(ShortcutItemConfigurationError) -> [UIApplicationShortcutItem]
    {
        let file = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ShortcutItemConfigurationError(file: file, problem: .unreadable(error.localizedDescription))
        }
        switch url.pathExtension.lowercased() {
        case "json": return try parse(data, format: .json, file: file)
        case "plist": return try parse(data, format: .propertyList, file: file)
        default:
            let first = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
            guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
                return try parse(data, format: .propertyList, file: file)
            }
            do throws(ShortcutItemConfigurationError) {
                return try parse(data, format: .json, file: file)
            } catch {
                guard error.problem.isSyntax else { throw error }
                return try parse(data, format: .propertyList, file: file)
            }
        }
    }

    /// Reads the static quick actions of configuration `data` in `format`; `file` names the source in
    /// errors.
    public static func parse(
        _ data: Data, format: Format,
        file: String
    ) throws(ShortcutItemConfigurationError) -> [UIApplicationShortcutItem] {
        let root: PropertyListValue
        switch format {
        case .json:
            let node: JSONNode
            do {
                node = try JSONDecoder().decode(JSONNode.self, from: data)
            } catch {
                throw ShortcutItemConfigurationError(file: file, problem: .notParseable("not valid JSON"))
            }
            root = try propertyList(from: node, path: [], file: file) ?? .dictionary([:])
        case .propertyList:
            let object: Any
            do {
                object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                throw ShortcutItemConfigurationError(file: file, problem: .notParseable("not a valid property list"))
            }
            guard let converted = PropertyListValue(propertyList: object) else {
                throw ShortcutItemConfigurationError(
                    file: file,
                    problem: .notParseable("holds values that are not property-list values"))
            }
            root = converted
        }
        return try items(from: root, file: file)
    }

    /// Builds the items from a parsed configuration.
    static func items(
        from root: PropertyListValue,
        file: String
    ) throws(ShortcutItemConfigurationError) -> [UIApplicationShortcutItem] {
        let entries: [PropertyListValue]
        switch root {
        case .dictionary(let dictionary):
            guard let value = dictionary[itemsKey] else { return [] }
            guard case .array(let array) = value else {
                throw ShortcutItemConfigurationError(
                    file: file, key: itemsKey,
                    problem: .wrongType(expected: "array", found: value.kindName))
            }
            entries = array
        case .array(let array):
            entries = array
        default:
            throw ShortcutItemConfigurationError(
                file: file,
                problem: .wrongType(expected: "dictionary", found: root.kindName))
        }
        var items: [UIApplicationShortcutItem] = []
        for (index, entry) in entries.enumerated() {
            items.append(try item(from: entry, index: index, file: file))
        }
        return items
    }

    private static func item(
        from entry: PropertyListValue, index: Int,
        file: String
    ) throws(ShortcutItemConfigurationError) -> UIApplicationShortcutItem {
        func problem(_ problem: ShortcutItemConfigurationError.Problem, at key: String?)
            -> ShortcutItemConfigurationError
        {
            ShortcutItemConfigurationError(file: file, entryIndex: index, key: key, problem: problem)
        }
        guard case .dictionary(let fields) = entry else {
            throw problem(.wrongType(expected: "dictionary", found: entry.kindName), at: nil)
        }
        func string(_ key: String, required: Bool) throws(ShortcutItemConfigurationError) -> String? {
            guard let value = fields[key] else {
                if required { throw problem(.missingKey, at: key) }
                return nil
            }
            guard case .string(let text) = value else {
                throw problem(.wrongType(expected: "string", found: value.kindName), at: key)
            }
            if required, text.isEmpty { throw problem(.emptyValue, at: key) }
            return text
        }
        let type = try string(typeKey, required: true) ?? ""
        let title = try string(titleKey, required: true) ?? ""
        let subtitle = try string(subtitleKey, required: false)
        let iconTypeName = try string(iconTypeKey, required: false)
        let symbolName = try string(iconSymbolNameKey, required: false)
        let fileName = try string(iconFileKey, required: false)
        var iconType: UIApplicationShortcutIcon.IconType?
        if let iconTypeName {
            guard let known = UIApplicationShortcutIcon.IconType(configurationName: iconTypeName) else {
                throw problem(.unknownIconType(iconTypeName), at: iconTypeKey)
            }
            iconType = known
        }
        let icon: UIApplicationShortcutIcon? =
            if let symbolName {
                UIApplicationShortcutIcon(systemImageName: symbolName)
            } else if let fileName {
                UIApplicationShortcutIcon(templateImageName: fileName)
            } else {
                iconType.map { UIApplicationShortcutIcon(type: $0) }
            }
        var userInfo: [String: PropertyListValue]?
        if let value = fields[userInfoKey] {
            guard case .dictionary(let dictionary) = value else {
                throw problem(.wrongType(expected: "dictionary", found: value.kindName), at: userInfoKey)
            }
            userInfo = dictionary
        }
        return UIApplicationShortcutItem(
            type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon,
            userInfo: userInfo)
    }

    /// Converts parsed JSON. A `null` has no property-list equivalent: inside the quick-action array it
    /// is an error located by its path; elsewhere in the file (keys ResponderKit does not read) it is
    /// dropped.
    private static func propertyList(
        from node: JSONNode, path: [PropertyListCodingKey],
        file: String
    ) throws(ShortcutItemConfigurationError) -> PropertyListValue? {
        switch node {
        case .null:
            if path.count == 1, path[0].stringValue == itemsKey {
                throw ShortcutItemConfigurationError(file: file, key: itemsKey, problem: .unsupportedValue("null"))
            }
            var components = path[...]
            if components.first?.stringValue == itemsKey { components = components.dropFirst() }
            guard let index = components.first?.intValue,
                path.first?.intValue != nil || path.first?.stringValue == itemsKey
            else { return nil }
            throw ShortcutItemConfigurationError(
                file: file, entryIndex: index, key: components.dropFirst().first?.stringValue,
                problem: .unsupportedValue("null"))
        case .value(let value):
            return value
        case .array(let nodes):
            var elements: [PropertyListValue] = []
            for (index, element) in nodes.enumerated() {
                if let converted = try propertyList(
                    from: element, path: path + [PropertyListCodingKey(index)], file: file)
                {
                    elements.append(converted)
                }
            }
            return .array(elements)
        case .object(let nodes):
            var entries: [String: PropertyListValue] = [:]
            for (key, element) in nodes {
                entries[key] = try propertyList(
                    from: element, path: path + [PropertyListCodingKey(stringValue: key)], file: file)
            }
            return .dictionary(entries)
        }
    }
}

/// A parsed JSON value, `null` included (property lists have no null).
private indirect enum JSONNode: Decodable {
    case null
    case value(PropertyListValue)
    case array([JSONNode])
    case object([String: JSONNode])

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: PropertyListCodingKey.self) {
            var entries: [String: JSONNode] = [:]
            for key in keyed.allKeys { entries[key.stringValue] = try keyed.decode(JSONNode.self, forKey: key) }
            self = .object(entries)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONNode] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONNode.self)) }
            self = .array(elements)
        } else if try decoder.singleValueContainer().decodeNil() {
            self = .null
        } else {
            self = .value(try PropertyListValue(from: decoder))
        }
    }
}

/// A malformed quick-action configuration: which file, which entry of `UIApplicationShortcutItems`
/// (zero-based), which key, and what is wrong.
public struct ShortcutItemConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// The file could not be read.
        case unreadable(String)
        /// The file is not a property list or JSON document.
        case notParseable(String)
        /// A required key is missing.
        case missingKey
        /// A required string is empty.
        case emptyValue
        /// A value has the wrong type.
        case wrongType(expected: String, found: String)
        /// The icon type names no system icon.
        case unknownIconType(String)
        /// A value no property list can hold (JSON `null`).
        case unsupportedValue(String)

        public var description: String {
            switch self {
            case .unreadable(let reason): "cannot be read: \(reason)"
            case .notParseable(let reason): reason
            case .missingKey: "required key is missing"
            case .emptyValue: "must not be empty"
            case .wrongType(let expected, let found): "expected \(expected), found \(found)"
            case .unknownIconType(let name): "unknown icon type \"\(name)\""
            case .unsupportedValue(let value): "unsupported value \(value)"
            }
        }

        var isSyntax: Bool {
            if case .notParseable = self { true } else { false }
        }
    }

    /// The configuration file's name.
    public var file: String
    /// The zero-based index of the offending entry in `UIApplicationShortcutItems`, or nil when the
    /// problem is not in one entry.
    public var entryIndex: Int?
    /// The offending key, or nil.
    public var key: String?
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(file: String, entryIndex: Int? = nil, key: String? = nil, problem: Problem) {
        self.file = file
        self.entryIndex = entryIndex
        self.key = key
        self.problem = problem
    }

    /// For example `Info.plist: UIApplicationShortcutItems[2]: UIApplicationShortcutItemTitle: required key is missing`.
    public var description: String {
        var parts = [file]
        if let entryIndex { parts.append("\(ShortcutItemConfiguration.itemsKey)[\(entryIndex)]") }
        if let key { parts.append(key) }
        parts.append(problem.description)
        return parts.joined(separator: ": ")
    }
}
