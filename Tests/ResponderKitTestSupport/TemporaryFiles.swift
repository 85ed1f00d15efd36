import Foundation

/// Files the tests write and remove: recordings read from disk, streamed, replayed.
package enum TemporaryFiles {
    /// A new directory for file-based tests.
    package static func directory() -> String {
        let path = NSTemporaryDirectory() + "recording-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` to a new file named `name` and passes its path to `body`.
    package static func withFile<T>(_ text: String, name: String, _ body: (String) throws -> T) throws -> T {
        let directory = TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try body(path)
    }
}
