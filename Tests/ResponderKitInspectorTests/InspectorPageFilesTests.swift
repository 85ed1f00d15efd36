import Foundation
import ResponderKitInspector
import ResponderKitTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// docs/decisions.md, "The inspector's page as files": the page is the files in
// Sources/ResponderKitInspector/Page/, embedded at build time by the InspectorPageEmbedding plugin; the
// server sends exactly their bytes.
@Suite("Inspector: the page is served byte for byte from its files")
struct InspectorPageFilesTests {
    /// Sources/ResponderKitInspector/Page/, found from the repository's root.
    private static let pageDirectory = RepositoryPaths.url("Sources/ResponderKitInspector/Page")

    private static func file(_ name: String) throws -> Data {
        try Data(contentsOf: pageDirectory.appendingPathComponent(name))
    }

    @Test(
        "GET /, /index.html, /inspector.css and /inspector.js answer 200 with exactly the bytes of Page/'s files and their content types"
    )
    func servedBytesAreTheFiles() async throws {
        let hub = await InspectorHub(
            configuration: .init(routerSocketPath: "/nonexistent/inspector-page-test.sock", drivesTime: false))
        let server = try InspectorServer(host: "127.0.0.1", port: 0, hub: hub)
        try server.start()
        defer { server.stop() }
        let port = try #require(server.port)
        let expectations: [(path: String, file: String, type: String)] = [
            ("/", "index.html", "text/html; charset=utf-8"),
            ("/index.html", "index.html", "text/html; charset=utf-8"),
            ("/inspector.css", "inspector.css", "text/css; charset=utf-8"),
            ("/inspector.js", "inspector.js", "text/javascript; charset=utf-8"),
        ]
        for (path, name, type) in expectations {
            let expected = try Self.file(name)
            #expect(expected.count > 1000, "\(name) should be the page file, found \(expected.count) bytes")
            let (body, response) = try await URLSession.shared.data(
                from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
            let http = try #require(response as? HTTPURLResponse)
            #expect(http.statusCode == 200, "GET \(path)")
            #expect(http.value(forHTTPHeaderField: "Content-Type") == type, "GET \(path)")
            #expect(
                body == expected,
                "GET \(path): \(body.count) bytes served, \(name) has \(expected.count); first difference at byte \(Self.firstDifference(body, expected))"
            )
        }
    }

    @Test("InspectorPage's public constants are the files' text")
    func constantsAreTheFiles() throws {
        #expect(Data(InspectorPage.html.utf8) == (try Self.file("index.html")))
        #expect(Data(InspectorPage.style.utf8) == (try Self.file("inspector.css")))
        #expect(Data(InspectorPage.script.utf8) == (try Self.file("inspector.js")))
    }

    private static func firstDifference(_ a: Data, _ b: Data) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }
}
