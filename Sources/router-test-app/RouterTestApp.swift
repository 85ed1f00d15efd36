import Foundation
import ResponderKit
import ResponderKitRouter

/// A tiny application process for the router's real-process tests: it connects to a router's socket,
/// registers its windows, and prints one line per thing that happens to it on standard output:
///
///     ready | connected | disconnected | front yes|no | gesture NAME
///     began|moved|ended|cancelled WINDOW COUNT X,Y      (the first touch's location in its window)
///
/// It exits (printing `bye`) on the command `quit` on standard input, or when standard input closes.
/// The command `front` asks the router to bring it to the front.
///
///     router-test-app --socket PATH --id N --name NAME --window NAME:X,Y,W,H[:LEVEL] ...
@main
enum RouterTestApp {
    @MainActor
    static func main() {
        let options = Options(arguments: Array(CommandLine.arguments.dropFirst()))
        let application = UIApplication(clock: MonotonicClock())
        for spec in options.windows {
            let window = UIWindow(frame: spec.frame, application: application)
            window.windowLevel = UIWindow.Level(spec.level)
            window.addSubview(LoggingView(frame: window.bounds, name: spec.name))
            window.makeKeyAndVisible()
        }
        let connection = RouterConnection(
            applicationID: ApplicationID(rawValue: options.id), name: options.name,
            destination: .socket(path: options.socket),
            reconnectPolicy: ReconnectPolicy(
                initialDelay: 0.02, maximumDelay: 0.2,
                maximumAttempts: 50))
        let endpoint = ApplicationEndpoint(application: application, connection: connection)
        endpoint.onConnectionChange = { log($0 ? "connected" : "disconnected") }
        endpoint.onFrontChange = { log("front \($0 ? "yes" : "no")") }
        endpoint.onSystemGesture = { name, _ in log("gesture \(name)") }
        let commands = CommandReader()
        endpoint.start()
        log("ready")
        running: while true {
            endpoint.runOnce(maximumWait: 0.02)
            for command in commands.take() {
                switch command {
                case "quit": break running
                case "front": endpoint.requestFront()
                default: log("unknown command \(command)")
                }
            }
        }
        endpoint.stop()
        log("bye")
    }
}

/// A coordinate without its fraction (truncated, as `Int(_:)` does), for any value: never traps.
func whole(_ value: CGFloat) -> String {
    guard let integer = Int(exactly: value.rounded(.towardZero)) else { return "\(value)" }
    return String(integer)
}

/// Writes one line to standard output, unbuffered, so the test sees it at once.
func log(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// A view filling its window that logs every touch callback.
final class LoggingView: UIView {
    let name: String

    init(frame: CGRect, name: String) {
        self.name = name
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ method: String, _ touches: Set<UITouch>) {
        let first = touches.sorted { $0.timestamp < $1.timestamp }.first
        let point = first?.location(in: self) ?? .zero
        log("\(method) \(name) \(touches.count) \(whole(point.x)),\(whole(point.y))")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
}

/// The command-line options.
struct Options {
    struct WindowSpec {
        var name: String
        var frame: CGRect
        var level: CGFloat
    }

    var socket = ""
    var id: UInt32 = 1
    var name = "app"
    var windows: [WindowSpec] = []

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            guard let value = iterator.next() else { break }
            switch argument {
            case "--socket": socket = value
            case "--id": id = UInt32(value) ?? 1
            case "--name": name = value
            case "--window": if let spec = Self.window(value) { windows.append(spec) }
            default: log("unknown option \(argument)")
            }
        }
    }

    /// Parses `NAME:X,Y,W,H[:LEVEL]`.
    private static func window(_ text: String) -> WindowSpec? {
        let parts = text.split(separator: ":").map(String.init)
        let numbers = parts.count > 1 ? parts[1].split(separator: ",").compactMap { Double($0) } : []
        guard numbers.count == 4 else { return nil }
        let level = parts.count > 2 ? Double(parts[2]) ?? 0 : 0
        return WindowSpec(
            name: parts[0], frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
            level: CGFloat(level))
    }
}

/// Reads commands from standard input on a thread; end of input reads as `quit`.
final class CommandReader: Sendable {
    private let lines = CommandQueue()

    init() {
        let lines = lines
        Thread.detachNewThread {
            while let line = readLine() { lines.append(line.trimmingCharacters(in: .whitespaces)) }
            lines.append("quit")
        }
    }

    func take() -> [String] { lines.take() }
}

/// A lock-protected list of lines.
final class CommandQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let taken = lines
        lines.removeAll()
        return taken
    }
}
