import Foundation
import ResponderKit
import ResponderKitInspector
import Testing

// A bug the inspector protocol's fuzzer found in its JSON reader (docs/fuzzing.md, "Found and fixed"); the
// minimized crasher is also kept in Fuzz/Corpus/inspector/ as a regression input (InspectorFuzzCorpusTests).

@Suite("Decoder regressions found by fuzzing: the inspector's messages (docs/fuzzing.md)")
struct InspectorDecoderRegressionTests {
    @Test(
        "inspector-protocol 1.3: InspectorJSON parses with the trace format's strict JSON reader; too-large numbers are not JSON"
    )
    func inspectorJSONThroughJSONValue() {
        // fuzz-inspector, while moving InspectorJSON onto JSONValue: 1e309 read as infinity, which is written as
        // null, so a parsed value changed through serializing. It is now "not JSON", as with Foundation's decoder.
        #expect(InspectorJSON.parse("[1,\"t\",null,-0.0,1e309]") == nil)
        if case .failure(let error) = InspectorClientMessage.decode("{\"v\":1,\"type\":\"hello\",\"x\":1e309}").message
        {
            #expect(error.code == "bad-message")
        } else {
            Issue.record("a message with 1e309 decoded")
        }
        // Keys keep their order; a key may appear once; nesting is bounded.
        let json = InspectorJSON.parse(#"{"v":1,"type":"reset","a":[1.5,-0.0,"\u00e9\n",true,null,{}]}"#)
        #expect(
            json
                == .object([
                    .init("v", 1), .init("type", "reset"), .init("a", [1.5, 0, "é\n", true, .null, .object([])]),
                ]))
        #expect(json.map { InspectorJSON.parse($0.serialized) == $0 } == true)
        #expect(InspectorJSON.parse(#"{"v":1,"v":2}"#) == nil)
        #expect(InspectorJSON.parse(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)) == nil)
        #expect(InspectorJSON.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) != nil)
    }
}
