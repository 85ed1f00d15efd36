import Foundation
import Testing

@testable import ResponderKitInput

// YAML flow collections as `libinput record` writes them (docs/trace-format.md 2.5): the event rows
// `[sec, usec, type, code, value]`, `{time: [0, 12], hidraw0: [1, 2]}`, the `absinfo` lists, with plain and
// quoted scalars inside, continuing on more deeply indented lines. Errors name the line and the column of
// the character where the problem starts.

@Suite("YAMLFlowParser: flow lists and mappings (docs/trace-format.md 2.5)")
struct YAMLFlowParserTests {
    @Test("docs/trace-format.md 2.5: nested flow lists and mappings, quoted scalars keeping commas and brackets")
    func collections() {
        #expect(
            YAMLDocument.shape(#"a: [1, [2, 3], {b: c, 'd': "e"}, [], {}]"#)
                == "{a: [1, [2, 3], {b: c, d: «e»}, [], {}]}")
        #expect(YAMLDocument.shape(#"a: ["x, y", 'z]', "\u00e9", 'it''s']"#) == "{a: [«x, y», «z]», «é», «it's»]}")
        #expect(YAMLDocument.shape("a: [a:b, 12:30, http://x]") == "{a: [a:b, 12:30, http://x]}")
        #expect(YAMLDocument.shape("- [  0,   1 ]") == "[[0, 1]]")
        // A plain scalar may hold spaces: `[1 2]` is one item.
        #expect(YAMLDocument.shape("a: [1 2]") == "{a: [1 2]}")
    }

    @Test("docs/trace-format.md 2.5: a trailing comma and an empty mapping value are allowed, as YAML allows them")
    func yamlLeniencies() {
        #expect(YAMLDocument.shape("a: [1, 2, ]") == "{a: [1, 2]}")
        #expect(YAMLDocument.shape("a: {b: 1, }") == "{a: {b: 1}}")
        #expect(YAMLDocument.shape("a: {b: , c:}") == "{a: {b: ~, c: ~}}")
    }

    @Test("docs/trace-format.md 2.5: a flow collection continues on more deeply indented lines")
    func continuationLines() {
        #expect(YAMLDocument.shape("a: [1,\n  2,\n    3]\nb: {c: [4,\n  5]}") == "{a: [1, 2, 3], b: {c: [4, 5]}}")
        #expect(YAMLFlowParser.isOpen("[1, [2]"))
        #expect(!YAMLFlowParser.isOpen("[1, [2]]"))
        #expect(!YAMLFlowParser.isOpen(#"["]", '[', "\"["]"#))
    }

    @Test("docs/trace-format.md 3: each item knows its column in the line")
    func columns() throws {
        let root = try YAMLDocument.parse("x:\n  y: [10, [20], {k: 'v'}]")
        let list = try #require(root["x"]?["y"])
        #expect(list.line == 2 && list.column == 6)
        #expect(list.items?.map(\.column) == [7, 11, 17])
        #expect(list.items?[1].items?.first?.column == 12)
        #expect(list.items?[2]["k"]?.column == 21)
    }

    @Test(
        "docs/trace-format.md 3: a missing value, bracket, comma or colon, and a second key, name their line and column"
    )
    func errors() {
        #expect(YAMLDocument.problem("a: [1, , 2]") == #"1:8: expected a value, found ", 2]""#)
        #expect(YAMLDocument.problem("a: [1, 2") == "1:9: expected \",\" or \"]\", found end of line")
        #expect(YAMLDocument.problem("a: {b: 1 c: 2}") == #"1:11: expected "," or "}", found ": 2}""#)
        #expect(YAMLDocument.problem("a: {b 1}") == #"1:8: expected ":" after the key, found "}""#)
        #expect(YAMLDocument.problem("a: {: 1}") == #"1:5: expected a key, found ": 1}""#)
        #expect(
            YAMLDocument.problem("a: {b: 1, b: 2}") == #"1:11: expected each key once in a mapping, found "b: 2}""#)
        #expect(YAMLDocument.problem("a: [1] x") == #"1:8: expected end of line after the flow collection, found "x""#)
        #expect(YAMLDocument.problem("x: 1\ny: [&a 1]") == #"2:5: expected a value, found "&a 1]""#)
        #expect(YAMLDocument.problem("a: [*a]") == #"1:5: expected a value, found "*a]""#)
        #expect(YAMLDocument.problem(#"a: ["x]"#) == "1:5: expected a closing quote, found end of line")
        #expect(
            YAMLDocument.problem(#"a: ["\q"]"#)
                == #"1:5: expected a valid escape (\n, \t, \", \\, \xNN, \uNNNN, …), found "\\q""#)
    }

    @Test("YAMLLexer.maximumDepth: hostile flow nesting is an error at the bracket past the bound, never a crash")
    func depthBound() throws {
        let deep = String(repeating: "[", count: 10_000)
        let error = try #require(YAMLDocument.error("a: " + deep))
        #expect(error.line == 1 && error.column == 4 + 63 && error.expected == "at most 64 nested levels")
        #expect(throws: YAMLSyntaxError.self) {
            try YAMLFlowParser.parse(String(repeating: "{a: ", count: 100), line: 1, column: 1, depth: 0)
        }
        #expect(try YAMLFlowParser.parse("[[1]]", line: 3, column: 5, depth: 62).column == 5)
    }
}
