import Foundation

/// Reads the small text files of a sysfs tree (or a copy of one), with errors that name the file.
enum SysfsFile {
    /// The file's text, or nil when it does not exist.
    static func text(_ path: String) throws(SensorError) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, errno: errno == 0 ? EIO : errno)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The file's number, or nil when it does not exist.
    static func number(_ path: String) throws(SensorError) -> Double? {
        guard let text = try text(path) else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), value.isFinite else {
            throw .malformedFile(path: path, text: text, expected: "a number")
        }
        return value
    }

    /// The names in a directory, sorted; empty when it does not exist.
    static func names(in directory: String) throws(SensorError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
        else { return [] }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw .unreadable(path: directory, errno: EACCES)
        }
    }
}
