import Foundation

/// The lines a child process prints on a pipe, collected on a thread of their own (a blocking read must
/// not hold one of the cooperative pool's threads).
package final class PrintedLines: @unchecked Sendable {
    // @unchecked: `received` is only touched under `lock`.
    private let lock = NSLock()
    private var received: [String] = []

    package init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            var partial = ""
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                partial += String(decoding: data, as: UTF8.self)
                while let newline = partial.firstIndex(of: "\n") {
                    let line = String(partial[..<newline])
                    partial.removeSubrange(...newline)
                    lock.lock()
                    received.append(line)
                    lock.unlock()
                }
            }
        }
    }

    /// Every line printed so far.
    package var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }
}
