import Foundation
import Testing

@testable import ResponderKitInput

// The strict parser of the YAML subset `libinput record` writes (docs/trace-format.md 2.5; docs/decisions.md,
// "libinput record YAML: the subset parser (`YAMLParser`, `YAMLFlowParser`, `YAMLNode`)"): block mappings and sequences, plain and quoted scalars,
// comments, `---` and `...`; anchors, aliases, tags, block scalars and complex keys refused; nesting bounded.
// Every node knows its line and column; every error names them (docs/trace-format.md 3).

@Suite("YAMLParser: the libinput record YAML subset, block style (docs/trace-format.md 2.5)")
struct YAMLParserTests {
    static let record = """
        version: 1
        ndevices: 1
        devices:
        - evdev:
            name: "Pad"
            id: [1, 2, 3, 4]
            absinfo:
              0: [0, 1000, 0, 0, 10]
          events:
          - evdev:
            - [  0,      0,   3,   0,    500] # ABS_X
            - [  0,      0,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +0ms
          - hid: {time: [0, 12], hidraw0: [1, 2]}
        """

    @Test(
        "docs/trace-format.md 2.5: libinput record's layout, sequences at their key's indentation, rows as flow lists")
    func libinputRecordLayout() {
        #expect(
            YAMLDocument.shape(Self.record)
                == "{version: 1, ndevices: 1, devices: [{evdev: {name: «Pad», id: [1, 2, 3, 4], absinfo: {0: [0, 1000, "
                + "0, 0, 10]}}, events: [{evdev: [[0, 0, 3, 0, 500], [0, 0, 0, 0, 0]]}, {hid: {time: [0, 12], "
                + "hidraw0: [1, 2]}}]}]}")
    }

    @Test("docs/trace-format.md 3: every node knows its 1-based line and its column in characters")
    func nodePositions() throws {
        let root = try YAMLDocument.parse(Self.record)
        #expect(root.line == 1 && root.column == 1)
        let device = try #require(root["devices"]?.items?.first)
        #expect(device.line == 4 && device.column == 3)
        let name = try #require(device["evdev"]?["name"])
        #expect(name.line == 5 && name.column == 11 && name.text == "Pad")
        let id = try #require(device["evdev"]?["id"])
        #expect(id.line == 6 && id.column == 9)
        #expect(id.items?.map(\.column) == [10, 13, 16, 19])
        let row = try #require(device["events"]?.items?.first?["evdev"]?.items?[1])
        #expect(row.line == 12 && row.column == 7)
        #expect(row.items?.last?.column == 36)
        let unicode = try YAMLDocument.parse("é: ü\n\"😀\": x")
        #expect(unicode["é"]?.column == 4 && unicode["😀"]?.column == 6)
    }

    @Test(
        "docs/trace-format.md 2.5: comments, blank lines, --- and ... are not content; # is a comment only after a space"
    )
    func commentsAndMarkers() {
        #expect(
            YAMLDocument.shape("# header\n---\n\na: x#y   # a comment\nb: \"x # y\" # c\n...\nc: 3")
                == "{a: x#y, b: «x # y»}")
        #expect(YAMLDocument.shape("") == "~")
        #expect(YAMLDocument.shape("# only a comment\n\n") == "~")
        #expect(YAMLDocument.shape("a:\nb:\n-\n") == "{a: ~, b: [~]}")
    }

    @Test(
        "docs/trace-format.md 2.5: quoted scalars read YAML's escapes and doubled single quotes, and are always strings"
    )
    func quotedScalars() throws {
        let root = try YAMLDocument.parse(
            #"""
            d: "\x41\u00e9\U0001F600\t\n\\\"\/\0\a\b\e\f\v\ end"
            s: 'it''s \n'
            "quoted key": '12'
            plain: 12
            """#)
        #expect(root["d"]?.text == "Aé😀\t\n\\\"/\u{0}\u{07}\u{08}\u{1b}\u{0c}\u{0b} end")
        #expect(root["s"]?.text == "it's \\n")
        #expect(root["quoted key"]?.text == "12")
        #expect(root["quoted key"]?.integer(Int.self) == nil)
        #expect(root["plain"]?.integer(Int.self) == 12)
    }

    @Test("docs/trace-format.md 2.5: an unquoted integer is decimal or 0x hexadecimal and must fit its type")
    func integers() throws {
        let root = try YAMLDocument.parse(
            "a: 255\nb: 256\nc: 0x1F\nd: -5\ne: 1.5\nf: 0x\ng: 0xFFFFFFFFFFFFFFFFF\nh: 010")
        #expect(root["a"]?.integer(UInt8.self) == 255)
        #expect(root["b"]?.integer(UInt8.self) == nil)
        #expect(root["c"]?.integer(Int32.self) == 31)
        #expect(root["d"]?.integer(Int32.self) == -5 && root["d"]?.integer(UInt32.self) == nil)
        #expect(root["e"]?.integer(Int.self) == nil)
        #expect(root["f"]?.integer(Int.self) == nil)
        #expect(root["g"]?.integer(UInt64.self) == nil)
        #expect(root["h"]?.integer(Int.self) == 10)  // not octal, unlike YAML 1.1
    }

    @Test("docs/trace-format.md 3: a tab in the indentation is an error naming its line and column")
    func tabs() {
        #expect(YAMLDocument.problem("a:\n\tb: 1") == "2:1: expected spaces for indentation, found a tab")
        #expect(YAMLDocument.problem("a:\n  \tb: 1") == "2:3: expected spaces for indentation, found a tab")
        // A tab after the indentation, inside a value, is content.
        #expect(YAMLDocument.shape("a: x\ty") == "{a: x\ty}")
    }

    @Test(
        "docs/trace-format.md 3: a line indented deeper than its collection, or shallower than the document, is an error"
    )
    func indentation() {
        #expect(
            YAMLDocument.problem("a: 1\n  b: 2") == "2:3: expected indentation of at most 0 spaces here, found 2 spaces"
        )
        #expect(
            YAMLDocument.problem("  a: 1\nb: 2")
                == "2:1: expected indentation of 2 spaces (the document's), found 0 spaces")
        #expect(
            YAMLDocument.problem("- 1\n   - 2") == "2:4: expected indentation of at most 0 spaces here, found 3 spaces")
        #expect(YAMLDocument.problem("a: 1\nb") == #"2:1: expected a "key: value" line, found "b""#)
    }

    @Test("docs/trace-format.md 2.5: a key may appear once in a mapping; the error names the second")
    func duplicateKeys() {
        #expect(
            YAMLDocument.problem("a: 1\nb: 2\na: 3") == #"3:1: expected each key once in a mapping, found a second "a""#
        )
        #expect(
            YAMLDocument.problem("x:\n  'a': 1\n  a: 2")
                == #"3:3: expected each key once in a mapping, found a second "a""#)
        #expect(YAMLDocument.shape("- a: 1\n- a: 2") == "[{a: 1}, {a: 2}]")
    }

    @Test(
        "docs/trace-format.md 2.5: anchors, aliases, tags, block scalars, directives and complex keys are refused, not misread"
    )
    func unsupportedYAML() {
        let subset = "a scalar, a [list] or a {mapping} (the YAML subset libinput record writes)"
        #expect(YAMLDocument.problem("a: &x 1") == "1:4: expected \(subset), found \"&x 1\"")
        #expect(YAMLDocument.problem("a: *x") == "1:4: expected \(subset), found \"*x\"")
        #expect(YAMLDocument.problem("a: !!int 1") == "1:4: expected \(subset), found \"!!int 1\"")
        #expect(YAMLDocument.problem("a: |\n  text") == "1:4: expected \(subset), found \"|\"")
        #expect(YAMLDocument.problem("a: >") == "1:4: expected \(subset), found \">\"")
        #expect(YAMLDocument.problem("- &x 1") == "1:3: expected \(subset), found \"&x 1\"")
        #expect(YAMLDocument.problem("? complex") == "1:1: expected \(subset), found \"? complex\"")
        #expect(YAMLDocument.problem("%YAML 1.2") == "1:1: expected \(subset), found \"%YAML 1.2\"")
    }

    @Test("docs/trace-format.md 3: a quoted scalar must close, escape validly and end its line")
    func badQuotedScalars() {
        let escapes = #"a valid escape (\n, \t, \", \\, \xNN, \uNNNN, …)"#
        #expect(YAMLDocument.problem(#"a: "abc"#) == "1:4: expected a closing quote, found end of line")
        #expect(YAMLDocument.problem(#"a: 'abc"#) == "1:4: expected a closing quote, found end of line")
        #expect(YAMLDocument.problem(#"a: "\q""#) == #"1:4: expected \#(escapes), found "\\q""#)
        #expect(YAMLDocument.problem(#"a: "\xZZ""#) == #"1:4: expected \#(escapes), found "\\xZZ""#)
        #expect(YAMLDocument.problem(#"a: "\uD800""#) == #"1:4: expected \#(escapes), found "\\uD800""#)
        #expect(YAMLDocument.problem(#"a: "x" y"#) == #"1:7: expected end of line after a quoted scalar, found " y""#)
    }

    @Test(
        "YAMLLexer.maximumDepth: 64 nested levels read, the 65th is an error on its line; flow levels count with block ones"
    )
    func depthBound() {
        #expect(YAMLLexer.maximumDepth == 64)
        func nested(_ levels: Int) -> String {
            (0..<levels).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        }
        #expect(YAMLDocument.error(nested(64)) == nil)
        #expect(YAMLDocument.problem(nested(65)) == "65:65: expected at most 64 nested levels, found more")
        #expect(YAMLDocument.error(nested(1_000)) != nil)
        #expect(
            YAMLDocument.error("a: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)) == nil)
        #expect(
            YAMLDocument.problem("a: " + String(repeating: "[", count: 64) + String(repeating: "]", count: 64))?
                .hasPrefix("1:67: expected at most 64 nested levels, found ") == true)
    }

    @Test(
        "docs/trace-format.md 3: a libinput record's YAML error reaches the reader's RecordingError with its file, line and column"
    )
    func recordingErrors() {
        #expect(
            throws: RecordingError(
                file: "r.yml", line: 3, column: 1, expected: "spaces for indentation", found: "a tab")
        ) {
            try Recording.read("version: 1\ndevices:\n\t- evdev:\n", file: "r.yml", format: .libinputRecord)
        }
        #expect(
            throws: RecordingError(
                file: "r.yml", line: 2, column: 10,
                expected: "a scalar, a [list] or a {mapping} (the YAML subset libinput record writes)",
                found: "\"*alias\"")
        ) {
            try Recording.read("version: 1\ndevices: *alias\n", file: "r.yml", format: .libinputRecord)
        }
    }

    @Test("docs/trace-format.md 2.5: device names the writer quotes with YAML escapes read back exactly")
    func quotedNamesRoundTrip() throws {
        let event = EvdevEvent(
            seconds: 0, microseconds: 1, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0)
        for name in [
            "plain", "tab\there", "quote \" and backslash \\", "\u{1}\u{7f}\u{85}\u{2028}", "é 😀 e\u{301}",
            "# not a comment", "key: value", "- item", "[flow, list]", "{map: x}", "&anchor *alias !tag |", "'single'",
            " leading and trailing ",
        ] {
            let recording = Recording(device: InputDeviceDescription(name: name), events: [event])
            let written = recording.formatted(as: .libinputRecord)
            let read = try Recording.read(written, format: .libinputRecord)
            #expect(read.device.name.unicodeScalars.elementsEqual(name.unicodeScalars), "\(written)")
            #expect(read.events == [event])
        }
    }
}
