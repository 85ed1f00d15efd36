/// The inspector's page: plain HTML, CSS and JavaScript, kept as files in `Sources/ResponderKitInspector/Page/`
/// and embedded in the binary at build time by the `InspectorPageEmbedding` plugin, so that `swift run`, the
/// tests and an installed (or copied) binary serve the same page with no resource bundle to find
/// (docs/inspector-protocol.md 3 lists its `data-testid`s). Each constant is exactly its file's text.
public enum InspectorPage {
    /// `GET /`: the text of `Page/index.html`.
    public static let html = InspectorPageFiles.indexHTML

    /// `GET /inspector.css`: the text of `Page/inspector.css`.
    public static let style = InspectorPageFiles.style

    /// `GET /inspector.js`: the text of `Page/inspector.js`.
    public static let script = InspectorPageFiles.script
}
