import Foundation
import Testing

@testable import ResponderKitInput

// The trace's DTOs go through JSONValueEncoder and JSONValueDecoder (docs/trace-format.md 1.2 and 1.7):
// keys in declaration order, doubles in Swift's shortest round-trip form, non-finite doubles as "inf",
// "-inf" and "nan", integers without a fraction that fit their type; every refusal a JSONFieldProblem
// naming the field's path, what was expected and what was found.

private struct Point: Codable, Equatable {
    var x: Double
    var y: Double
}

private struct Sample: Codable, Equatable {
    var name: String
    var count: Int
    var small: Int8
    var big: UInt64
    var low: Int64
    var ratio: Double
    var scale: Float
    var flag: Bool
    var tags: [String]
    var origin: Point
    var optional: Int?
    var path: [Point]
}

/// Two integers written as a list, read through an unkeyed container.
private struct Pair: Decodable {
    var first: Int
    var second: Int

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        first = try list.decode(Int.self)
        second = try list.decode(Int.self)
    }
}

/// `text` parsed and decoded as `T`; the problem when it does not decode.
private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> Result<T, JSONFieldProblem> {
    let value = try #require(JSONValue.parse(text), "not JSON: \(text)")
    return Result { () throws(JSONFieldProblem) in try JSONValueDecoder.decode(T.self, from: value) }
}

/// The problem decoding `text` as `T` gives, as `field: expected …, found …`.
private func problem<T: Decodable>(_ type: T.Type, _ text: String) throws -> String? {
    guard case .failure(let problem) = try decode(type, text) else { return nil }
    return "\(problem.field): expected \(problem.expected), found \(problem.found)"
}

@Suite("JSONValueEncoder and JSONValueDecoder: the trace's DTOs (docs/trace-format.md 1.2, 1.7)")
struct JSONValueCodingTests {
    private static let sample = Sample(
        name: "é \"quoted\" \n 😀", count: -42, small: -128, big: .max, low: .min, ratio: 0.1, scale: 1.25,
        flag: true, tags: ["a", ""], origin: Point(x: 100, y: 1e-07), optional: nil,
        path: [Point(x: 1, y: 2), Point(x: -0.5, y: 3)])

    @Test("docs/trace-format.md 1.2: keys are written in declaration order, compact; a nil optional is left out")
    func writtenForm() throws {
        let written = try JSONValueEncoder.encode(Self.sample).serialized
        #expect(
            written
                == #"{"name":"é \"quoted\" \n 😀","count":-42,"small":-128,"big":18446744073709551615,"#
                + #""low":-9223372036854775808,"ratio":0.1,"scale":1.25,"flag":true,"tags":["a",""],"#
                + #""origin":{"x":100.0,"y":1e-07},"path":[{"x":1.0,"y":2.0},{"x":-0.5,"y":3.0}]}"#)
    }

    @Test(
        "docs/trace-format.md 1.2: encode, write, parse and decode gives the value back, nested lists and objects included"
    )
    func roundTrip() throws {
        var sample = Self.sample
        for optional in [nil, 7] as [Int?] {
            sample.optional = optional
            let text = try JSONValueEncoder.encode(sample).serialized
            #expect(try decode(Sample.self, text).get() == sample, "\(text)")
        }
    }

    @Test(
        "docs/trace-format.md 1.2: doubles at the edges come back bit for bit; non-finite ones are the strings inf, -inf and nan"
    )
    func doubleEdges() throws {
        let values: [Double] = [
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude,
            -0.0, 0, 0.1 + 0.2, 1e-07, 100, 9_007_199_254_740_992, .pi, .infinity, -.infinity, .nan,
        ]
        for value in values {
            let encoded = try JSONValueEncoder.encode(Point(x: value, y: 0))
            let back = try decode(Point.self, encoded.serialized).get().x
            #expect(back.bitPattern == value.bitPattern || (back.isNaN && value.isNaN), "\(encoded.serialized)")
        }
        #expect(
            try JSONValueEncoder.encode([Double.infinity, -.infinity, .nan]).serialized == #"["inf","-inf","nan"]"#)
        // Readers accept any JSON number for a double: integers and upper-case exponents.
        #expect(try decode(Point.self, #"{"x":10,"y":1E-2}"#).get() == Point(x: 10, y: 0.01))
    }

    @Test("docs/trace-format.md 1.2: integers at the edges of their type come back; one past the edge names the range")
    func integerEdges() throws {
        #expect(try decode([Int64].self, "[-9223372036854775808,9223372036854775807]").get() == [.min, .max])
        #expect(try decode([UInt8].self, "[0,255]").get() == [0, 255])
        #expect(try problem([Int8].self, "[127,128]") == "[1]: expected an integer in -128...127, found 128")
        #expect(try problem([Int8].self, "[-129]") == "[0]: expected an integer in -128...127, found -129")
        #expect(
            try problem([UInt64].self, "[18446744073709551616]")
                == "[0]: expected an integer in 0...18446744073709551615, found 18446744073709551616")
        #expect(try problem([UInt64].self, "[-1]") == "[0]: expected an integer in 0...18446744073709551615, found -1")
        #expect(
            try problem([Int].self, "[99999999999999999999]")
                == "[0]: expected an integer in -9223372036854775808...9223372036854775807, found 99999999999999999999")
    }

    @Test(
        "docs/trace-format.md 1.2: an integer written with a fraction or an exponent, and a double too large, are errors"
    )
    func numberForms() throws {
        #expect(try problem([Int].self, "[1.5]") == "[0]: expected an integer, found 1.5")
        #expect(try problem([Int].self, "[1.0]") == "[0]: expected an integer, found 1.0")
        #expect(try problem([Int].self, "[1e3]") == "[0]: expected an integer, found 1e3")
        #expect(try problem([Int].self, #"["1"]"#) == #"[0]: expected an integer, found "1""#)
        #expect(try problem(Point.self, #"{"x":1e400,"y":0}"#) == "x: expected a finite number, found 1e400")
        #expect(try problem(Point.self, #"{"x":"abc","y":0}"#) == #"x: expected a number, found "abc""#)
        #expect(try problem(Point.self, #"{"x":"Infinity","y":0}"#) == #"x: expected a number, found "Infinity""#)
    }

    @Test(
        "docs/trace-format.md 3: a problem names the field's path through objects and lists, and what was found there")
    func fieldPaths() throws {
        var sample = try JSONValueEncoder.encode(Self.sample).serialized
        sample = sample.replacingOccurrences(of: #"{"x":-0.5,"y":3.0}"#, with: #"{"x":-0.5,"y":true}"#)
        #expect(try problem(Sample.self, sample) == "path[1].y: expected a number, found true")
        #expect(try problem(Point.self, #"{"x":1}"#) == "y: expected a number, found nothing")
        #expect(try problem(Point.self, "[1,2]") == ": expected an object, found a list")
        #expect(try problem([Point].self, #"{"x":1}"#) == ": expected a list, found an object")
        #expect(try problem([Bool].self, "[true,1]") == "[1]: expected true or false, found 1")
        #expect(try problem([String].self, "[null]") == "[0]: expected a string, found null")
        #expect(try problem(Pair.self, "[1]") == "[1]: expected an integer, found the end of the list")
        #expect(try decode(Pair.self, "[1,2]").get().second == 2)
    }

    @Test("docs/trace-format.md 1.2: keys a DTO does not know are ignored by the decoder, in any order")
    func unknownKeysAndOrder() throws {
        #expect(try decode(Point.self, #"{"z":[1,{"w":null}],"y":2,"x":1}"#).get() == Point(x: 1, y: 2))
    }
}
