import Foundation
import PackagePlugin

/// Embeds the inspector's page (`Sources/ResponderKitInspector/Page/`: HTML, CSS, JavaScript) into the
/// `ResponderKitInspector` module at build time: the `inspector-page-embedder` tool writes the files'
/// text as Swift string literals into a generated source file of the build directory.
///
/// Why not `Bundle.module` resources: a resource bundle is looked up next to the executable, and on Linux a
/// binary copied elsewhere crashes when it cannot find it (docs/decisions.md, "The inspector's page as files").
@main
struct InspectorPageEmbedding: BuildToolPlugin {
    /// The page's files, by the name of the constant each becomes in the generated `InspectorPageFiles`.
    static let files: [(constant: String, file: String)] = [
        ("indexHTML", "index.html"),
        ("style", "inspector.css"),
        ("script", "inspector.js"),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let page = target.directoryURL.appending(path: "Page")
        let inputs = Self.files.map { page.appending(path: $0.file) }
        let output = context.pluginWorkDirectoryURL.appending(path: "InspectorPageFiles.swift")
        let pairs = zip(Self.files, inputs).map { "\($0.constant)=\($1.path(percentEncoded: false))" }
        return [
            .buildCommand(
                displayName: "Embedding the inspector's page (\(Self.files.map(\.file).joined(separator: ", ")))",
                executable: try context.tool(named: "inspector-page-embedder").url,
                arguments: [output.path(percentEncoded: false)] + pairs,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
