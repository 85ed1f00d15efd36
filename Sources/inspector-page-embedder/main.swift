import Foundation

// The build tool behind the InspectorPageEmbedding plugin (Plugins/): reads the inspector's page files and
// writes one Swift source declaring each file's text as a string constant of `InspectorPageFiles`.
//
// Usage: inspector-page-embedder OUTPUT.swift CONSTANT=FILE...
// Exits with status 1 and a message naming the file (and byte offset) when an input cannot be embedded.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("inspector-page-embedder: error: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let outputPath = arguments.first, arguments.count > 1 else {
    fail("expected OUTPUT.swift followed by CONSTANT=FILE pairs, found \(arguments.count) argument(s)")
}

/// The offset of the first byte that is not part of valid UTF-8, or nil when all of them are.
func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): offset += encoded.count
        case .error: return offset
        case .emptyInput: return nil
        }
    }
}

var declarations: [String] = []
for pair in arguments.dropFirst() {
    guard let equals = pair.firstIndex(of: "=") else {
        fail("expected CONSTANT=FILE, found \"\(pair)\"")
    }
    let constant = String(pair[..<equals])
    let path = String(pair[pair.index(after: equals)...])
    guard let first = constant.unicodeScalars.first, first.properties.isXIDStart,
        constant.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue })
    else {
        fail("expected a Swift identifier before \"=\", found \"\(constant)\" (argument \"\(pair)\")")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        fail("\(path): cannot be read (expected the page file for \(constant))")
    }
    let bytes = [UInt8](data)
    if let offset = firstInvalidUTF8Offset(bytes) {
        fail(
            "\(path): byte offset \(offset): expected UTF-8 text, found the byte 0x\(String(bytes[offset], radix: 16, uppercase: true))"
        )
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let name = URL(fileURLWithPath: path).lastPathComponent
    declarations.append(
        "    /// The text of `\(name)` (\(bytes.count) bytes).\n"
            + "    static let \(constant) = " + SwiftStringLiteral.multiLine(text))
}

let source = """
    // Generated at build time by inspector-page-embedder (the InspectorPageEmbedding plugin) from
    // Sources/ResponderKitInspector/Page/. Edit those files, not this one.

    /// The inspector's page files, as their text.
    enum InspectorPageFiles {
    \(declarations.joined(separator: "\n\n"))
    }

    """
do {
    // Rewritten only when it changes, so that an unchanged page does not recompile the module.
    if FileManager.default.contents(atPath: outputPath) != Data(source.utf8) {
        try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
    }
} catch {
    fail("\(outputPath): cannot be written: \(error)")
}
