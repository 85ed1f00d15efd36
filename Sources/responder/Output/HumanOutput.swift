import Foundation
import ResponderKitInput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Everything the tool prints for people goes through here: control characters in it are escaped
// (`TerminalText`), because device names, file names and recording fields come from outside and could
// otherwise send terminal escape sequences, move the cursor or forge lines (docs/cli.md, "Bad input and
// errors"). A failed write on standard output (`> /dev/full`) stops the tool with status 74 and the
// system's reason, instead of exiting 0 with the output lost.

/// Prints a line of human output on standard output, its control characters escaped. Writes at once
/// (`write(2)`, no buffer), so that a failed write is seen where it happens; exits with
/// ``StandardOutput/writeFailureStatus`` when it fails.
func printLine(_ text: String) {
    StandardOutput.writeWhole(TerminalText.escaped(text) + "\n")
}

/// Prints a line on standard error, its control characters escaped.
func printErrorLine(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data((TerminalText.escaped(text) + "\n").utf8))
}

/// Standard output, checked.
enum StandardOutput {
    /// The exit status when standard output cannot be written (`EX_IOERR` of sysexits.h).
    static let writeFailureStatus: Int32 = 74

    /// Writes `text` whole to standard output; on failure, says why on standard error and exits.
    static func writeWhole(_ text: String) {
        // Earlier output printed through the C library's buffer goes first.
        if fflush(nil) != 0 { fail(errno) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                fail(errno)
            }
            bytes = bytes.dropFirst(count)
        }
    }

    /// At the end of a run, flushes what was printed through the C library's buffer (`print`); when that
    /// fails, says why and returns ``writeFailureStatus``, otherwise `status`.
    static func finish(status: Int32) -> Int32 {
        fflush(nil) == 0 ? status : failure(errno)
    }

    private static func fail(_ code: Int32) -> Never {
        exit(failure(code))
    }

    private static func failure(_ code: Int32) -> Int32 {
        printErrorLine(
            "responder: cannot write standard output: \(String(cString: strerror(code))) (errno \(code)); the output is incomplete"
        )
        return writeFailureStatus
    }
}
