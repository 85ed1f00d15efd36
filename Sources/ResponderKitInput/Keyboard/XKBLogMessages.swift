import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What libxkbcommon said while a keymap or a compose table compiled: its error messages, kept
/// (instead of printed on standard error, its default) so that a layout that does not compile is
/// refused with libxkbcommon's own words (``KeyboardLayoutError``).
///
/// The context's log function (`xkb_context_set_log_fn`) is a C function that captures nothing; it is
/// only called during the library calls made inside ``collect(_:)``, on the calling thread, so it finds
/// the collector in a thread-specific slot. It receives a `printf` format and a `va_list`; the messages
/// are formatted with `vsnprintf` where Swift can hand the `va_list` on (x86-64, and Apple platforms,
/// where it arrives as one pointer). Elsewhere the format itself is kept, its `%s` unfilled.
final class XKBLogMessages {
    /// libxkbcommon's `XKB_LOG_LEVEL_ERROR`: only errors are reported.
    static let errorLevel: Int32 = 20
    /// The most messages kept: a failed compilation says a handful.
    static let capacity = 32

    /// The messages, in order, without their line ends.
    private(set) var messages: [String] = []

    /// Makes `context` report its errors to whichever collector is collecting on the calling thread
    /// (none: they are dropped).
    static func attach(to context: XKBLibrary.Context, in library: XKBLibrary) {
        library.contextSetLogLevel(context, errorLevel)
        library.contextSetLogFunction(context, log)
    }

    /// Runs `body`, keeping what libxkbcommon reports during it.
    func collect<Result>(_ body: () -> Result) -> Result {
        let previous = pthread_getspecific(Self.slot)
        pthread_setspecific(Self.slot, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.slot, previous) }
        return body()
    }

    /// The thread-specific slot of the collector collecting now.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static let log: XKBLibrary.LogFunction = { _, _, format, arguments in
        guard let format, let current = pthread_getspecific(slot) else { return }
        let collector = Unmanaged<XKBLogMessages>.fromOpaque(current).takeUnretainedValue()
        guard collector.messages.count < capacity else { return }
        let text = formatted(format, arguments).trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty { collector.messages.append(text) }
    }

    private static func formatted(_ format: UnsafePointer<CChar>, _ arguments: UnsafeMutableRawPointer?) -> String {
        #if arch(x86_64) || canImport(Darwin)
        if let arguments {
            let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer -> String? in
                guard let base = buffer.baseAddress else { return nil }
                let list = CVaListPointer(_fromUnsafeMutablePointer: arguments)
                return vsnprintf(base, buffer.count, format, list) >= 0 ? String(cString: base) : nil
            }
            if let text { return text }
        }
        #endif
        return String(cString: format)
    }
}
