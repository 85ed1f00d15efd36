import Foundation
import Testing

@testable import ResponderKitInput

// The JSON value the trace format (docs/trace-format.md, 1.2 and 3) and the inspector's protocol
// (docs/inspector-protocol.md, 1) read and write: a strict RFC 8259 parser (JSONParser) and the compact
// writer (JSONValue.serialized). Every refusal is a JSONSyntaxError naming the column (in characters) where
// the problem starts, what was expected and what was found; the trace reader adds the line.

/// The syntax error `JSONParser` gives for `text`, or nil when it parses.
private func syntaxError(_ text: String) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(Substring(text))
        return nil
    } catch {
        return error
    }
}

/// Checks that each text is refused at its column, expecting what is named.
private func expectRefusals(
    _ cases: [(String, Int, String)], sourceLocation: SourceLocation = #_sourceLocation
) {
    for (text, column, expected) in cases {
        let error = syntaxError(text)
        #expect(
            error?.column == column && error?.expected == expected, "\(text): \(String(describing: error))",
            sourceLocation: sourceLocation)
    }
}

/// `text` parsed, then written: the compact form, keys and number texts as they were.
private func rewritten(_ text: String) -> String? { JSONValue.parse(text)?.serialized }

@Suite("JSONValue: RFC 8259, strictly (docs/trace-format.md 1.2, docs/inspector-protocol.md 1)")
struct JSONValueTests {
    @Test("RFC 8259 section 2 to 7: every kind of value parses, and writes back compact with its keys in order")
    func kinds() throws {
        #expect(
            rewritten(#" { "b" : [ 1 , -0.5e+3 , true , false , null ] , "a" : { } , "c" : "" } "#)
                == #"{"b":[1,-0.5e+3,true,false,null],"a":{},"c":""}"#)
        #expect(rewritten("\t\n\r 7 \n") == "7")
        #expect(rewritten("[]") == "[]")
        let value = try #require(JSONValue.parse(#"{"n":12.50,"s":"x","l":[null]}"#))
        guard case .object(let pairs) = value else {
            Issue.record("not an object: \(value.serialized)")
            return
        }
        #expect(pairs.map(\.key) == ["n", "s", "l"])
        if case .number(let text) = pairs[0].value { #expect(text == "12.50") } else { Issue.record("n") }
        if case .string(let text) = pairs[1].value { #expect(text == "x") } else { Issue.record("s") }
        if case .array(let items) = pairs[2].value, case .null = items.first {
            #expect(items.count == 1)
        } else {
            Issue.record("l")
        }
    }

    @Test("RFC 8259 section 6: a number keeps its text, so integers beyond 2^53 and long fractions stay exact")
    func numbersKeepTheirText() {
        for text in [
            "9007199254740993", "-9223372036854775808", "18446744073709551615", "99999999999999999999",
            "0.30000000000000004", "1e-07", "1E400", "-0", "-0.0e-0",
        ] {
            #expect(rewritten(text) == text)
            #expect(rewritten("[\(text)]") == "[\(text)]")
        }
    }

    @Test("RFC 8259 section 6: a leading zero, a lone minus, a bare point, a bare exponent and a plus sign are refused")
    func badNumbers() {
        let cases: [(String, Int, String)] = [
            ("01", 2, "end of line after the JSON value"),
            ("-", 2, "a digit"),
            ("-a", 2, "a digit"),
            ("1.", 3, "a digit after the decimal point"),
            ("1.e5", 3, "a digit after the decimal point"),
            ("1e", 3, "a digit in the exponent"),
            ("1e+", 4, "a digit in the exponent"),
            ("+1", 1, "a JSON value"),
            (".5", 1, "a JSON value"),
            ("0x10", 2, "end of line after the JSON value"),
        ]
        expectRefusals(cases)
    }

    @Test(
        "RFC 8259 section 4: a key may appear once in an object (docs/trace-format.md 1.2); the error points at the second"
    )
    func duplicateKeys() throws {
        let error = try #require(syntaxError(#"{"a":1,"b":2,"a":3}"#))
        #expect(error.column == 14)
        #expect(error.expected == "each key once in an object")
        #expect(error.found == #""\"a\":3}""#)
        // The same key in two objects, or nested, is fine.
        #expect(rewritten(#"[{"a":1},{"a":{"a":2}}]"#) == #"[{"a":1},{"a":{"a":2}}]"#)
        // Keys are compared after their escapes are read.
        #expect(syntaxError(#"{"a":1,"\u0061":2}"#)?.expected == "each key once in an object")
    }

    @Test("RFC 8259 sections 4 and 5: trailing commas, missing commas, bare keys and missing colons are refused")
    func punctuation() {
        let cases: [(String, Int, String)] = [
            ("[1,]", 4, "a JSON value"),
            ("[1,,2]", 4, "a JSON value"),
            (#"{"a":1,}"#, 8, "a quoted key"),
            ("[1 2]", 4, "\",\" or \"]\""),
            (#"{"a":1 "b":2}"#, 8, "\",\" or \"}\""),
            ("{a:1}", 2, "a quoted key"),
            (#"{"a" 1}"#, 6, "\":\" after the key"),
            ("[1", 3, "\",\" or \"]\""),
            (#"{"a":1"#, 7, "\",\" or \"}\""),
            ("", 1, "a JSON value"),
            ("  ", 3, "a JSON value"),
            ("[1] [2]", 5, "end of line after the JSON value"),
            ("tru", 1, "a JSON value"),
            ("nul", 1, "a JSON value"),
            ("True", 1, "a JSON value"),
            ("'a'", 1, "a JSON value"),
        ]
        expectRefusals(cases)
        #expect(syntaxError("[1")?.found == "end of line")
        #expect(syntaxError("[1,]")?.found == #""]""#)
    }

    @Test("RFC 8259 section 7: the escapes read as specified, surrogate pairs join, and \\u0000 is a character")
    func escapes() throws {
        let value = try #require(JSONValue.parse(#""\" \\ \/ \b \f \n \r \t \u00e9 \u20AC \ud83d\ude00 \u0000""#))
        guard case .string(let text) = value else {
            Issue.record("not a string")
            return
        }
        #expect(text == "\" \\ / \u{08} \u{0c} \n \r \t é € 😀 \u{0}")
    }

    @Test(
        "RFC 8259 section 7: an unknown escape, a short \\u, a lone or unpaired surrogate and raw control characters are refused"
    )
    func badStrings() {
        let cases: [(String, Int, String)] = [
            (#""a\x""#, 4, #"a valid escape (\" \\ \/ \b \f \n \r \t \uXXXX)"#),
            (#""\u12""#, 4, "4 hexadecimal digits"),
            (#""\u12G4""#, 4, "4 hexadecimal digits"),
            (#""\ud800""#, 8, "a valid Unicode scalar"),
            (#""\udc00""#, 8, "a valid Unicode scalar"),
            (#""\ud800\u0041""#, 14, "a low surrogate"),
            ("\"a\tb\"", 3, "no control characters in a string (escape them)"),
            ("\"a\nb\"", 3, "no control characters in a string (escape them)"),
            ("\"abc", 5, "a closing quote"),
            ("\"a\\", 4, "an escape"),
        ]
        expectRefusals(cases)
    }

    @Test(
        "docs/trace-format.md 3: columns count characters, not bytes, and the found text is quoted, escaped and cut after 40 characters"
    )
    func columnsAndFoundText() throws {
        let error = try #require(syntaxError(#"["é😀",x]"#))
        #expect(error.column == 7)
        #expect(error.found == #""x]""#)
        let long = try #require(syntaxError("[1," + String(repeating: "x", count: 100) + "]"))
        #expect(long.column == 4)
        #expect(long.found == "\"" + String(repeating: "x", count: 40) + "…\"")
        let control = try #require(syntaxError("[1,\u{1b}[31m]"))
        #expect(control.found == #""\u001b[31m]""#)
    }

    @Test("JSONParser.maximumDepth: 64 nested lists or objects parse, the 65th is refused where it opens")
    func depthBound() throws {
        #expect(JSONParser.maximumDepth == 64)
        #expect(JSONValue.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) != nil)
        let objects = String(repeating: #"{"a":"#, count: 63) + "{}" + String(repeating: "}", count: 63)
        #expect(JSONValue.parse(objects) != nil)
        let error = try #require(syntaxError(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)))
        #expect(error.column == 65)
        #expect(error.expected == "at most 64 nested levels")
        // Hostile depth is an error, not a crash.
        #expect(syntaxError(String(repeating: "[", count: 100_000)) != nil)
    }

    @Test(
        "RFC 8259 section 7: written strings escape quotes, backslashes, control characters, U+2028 and U+2029, and read back equal"
    )
    func stringRoundTrips() throws {
        let texts = [
            "", "plain", "quote \" backslash \\ slash /", "\u{0} \u{1} \u{8} \u{c} \n \r \t \u{1f} \u{7f}",
            "line\u{2028}paragraph\u{2029}", "é € 😀 👨‍👩‍👧 🇺🇸 e\u{301}", "\u{FFFD} \u{FEFF}",
        ]
        for text in texts {
            let written = JSONValue.string(text).serialized
            #expect(!written.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
            let read = try #require(JSONValue.parse(written), "\(written)")
            guard case .string(let back) = read else {
                Issue.record("not a string: \(written)")
                continue
            }
            #expect(back.unicodeScalars.elementsEqual(text.unicodeScalars), "\(written)")
        }
        #expect(JSONValue.string("\u{1}\u{2028}").serialized == #""\u0001\u2028""#)
        #expect(JSONValue.string("\"\\\n").serialized == #""\"\\\n""#)
    }

    @Test("RFC 8259: nested values write then read back to the same text, keys in order, numbers as written")
    func nestedRoundTrips() throws {
        let value = JSONValue.object([
            ("z", .array([.number("1"), .number("-2.5e-3"), .bool(true), .null, .string("é\n")])),
            ("a", .object([("deep", .array([.array([.object([])])]))])),
            ("", .string("empty key")),
        ])
        let written = value.serialized
        #expect(written == #"{"z":[1,-2.5e-3,true,null,"é\n"],"a":{"deep":[[{}]]},"":"empty key"}"#)
        #expect(try #require(JSONValue.parse(written)).serialized == written)
    }

    @Test("docs/trace-format.md 3: a trace's JSON syntax error names its file, line and column")
    func traceNamesLineAndColumn() throws {
        let text = """
            {"format":"responderkit-trace","version":1}
            {"event":"cancelAllContacts","timestamp":1,}
            """
        do {
            _ = try Trace.read(text, file: "t.jsonl")
            Issue.record("a trailing comma was read")
        } catch {
            #expect(error.line == 2 && error.column == 44 && error.expected == "a quoted key")
            #expect(error.description == #"t.jsonl:2:44: expected a quoted key, found "}""#)
        }
        let duplicate = #"{"format":"responderkit-trace","version":1,"version":1}"#
        #expect(
            throws: RecordingError(
                file: "d.jsonl", line: 1, column: 44, expected: "each key once in an object",
                found: #""\"version\":1}""#)
        ) {
            try Trace.read(duplicate, file: "d.jsonl")
        }
    }
}
