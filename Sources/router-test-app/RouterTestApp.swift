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
///         [--drag-source TEXT] [--drag-bytes N] [--drag-silent yes] [--drag-restricted yes]
///         [--drop-target copy|move|forbidden|cancel] [--load-timeout SECONDS]
///
/// Drag and drop between applications (behaviour 16.11): `--drag-source` puts a 100 × 100 card at the first
/// window's top-left corner (20, 20) whose drag carries TEXT (or N bytes of `x` with `--drag-bytes`; with
/// `--drag-silent` its data never arrives); `--drop-target` makes the first window's view a drop target
/// proposing that operation and loading the items' text when dropped on. They print:
///
///     drag lift | drag began | drag willEnd OP | drag didEnd OP | drag transferred
///     drop enter | drop update OP | drop exit | drop perform | drop conclude | drop end
///     loaded TEXT (its first 20 characters and its length) | load failed ERROR
@main
enum RouterTestApp {
    @MainActor
    static func main() {
        let options = Options(arguments: Array(CommandLine.arguments.dropFirst()))
        let application = UIApplication(clock: MonotonicClock())
        var firstView: UIView?
        for spec in options.windows {
            let window = UIWindow(frame: spec.frame, application: application)
            window.windowLevel = UIWindow.Level(spec.level)
            let view = LoggingView(frame: window.bounds, name: spec.name)
            window.addSubview(view)
            window.makeKeyAndVisible()
            if firstView == nil { firstView = view }
        }
        let drag = DragModes(options: options, view: firstView)
        let connection = RouterConnection(
            applicationID: ApplicationID(rawValue: options.id), name: options.name,
            destination: .socket(path: options.socket),
            reconnectPolicy: ReconnectPolicy(
                initialDelay: 0.02, maximumDelay: 0.2,
                maximumAttempts: 50))
        let endpoint = ApplicationEndpoint(application: application, connection: connection)
        if let timeout = options.loadTimeout { endpoint.remoteDrags.loadTimeout = timeout }
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
        withExtendedLifetime(drag) {}
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
    var dragText: String?
    var dragBytes: Int?
    var dragSilent = false
    var dragRestricted = false
    var dropOperation: UIDropOperation?
    var loadTimeout: TimeInterval?

    init(arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            guard let value = iterator.next() else { break }
            switch argument {
            case "--socket": socket = value
            case "--id": id = UInt32(value) ?? 1
            case "--name": name = value
            case "--window": if let spec = Self.window(value) { windows.append(spec) }
            case "--drag-source": dragText = value
            case "--drag-bytes": dragBytes = Int(value)
            case "--drag-silent": dragSilent = value == "yes"
            case "--drag-restricted": dragRestricted = value == "yes"
            case "--drop-target":
                dropOperation = ["cancel": .cancel, "forbidden": .forbidden, "copy": .copy, "move": .move][value]
            case "--load-timeout": loadTimeout = TimeInterval(value)
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

/// The drag source and drop target of the test app's drag modes (behaviour 16.11).
@MainActor
final class DragModes: UIDragInteractionDelegate, UIDropInteractionDelegate {
    let options: Options

    init(options: Options, view: UIView?) {
        self.options = options
        guard let view else { return }
        if options.dragText != nil || options.dragBytes != nil {
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            view.addSubview(card)
            card.addInteraction(UIDragInteraction(delegate: self))
        }
        if options.dropOperation != nil { view.addInteraction(UIDropInteraction(delegate: self)) }
    }

    // MARK: Source

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    {
        log("drag lift")
        let text = options.dragBytes.map { String(repeating: "x", count: $0) } ?? options.dragText ?? ""
        let provider = ResponderItemProvider()
        let silent = options.dragSilent
        provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifiers.utf8PlainText, visibility: .all) {
            completion in
            if !silent { completion(Data(text.utf8), nil) }
            return nil
        }
        return [UIDragItem(itemProvider: provider)]
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { options.dragRestricted }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        log("drag began")
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) { log("drag willEnd \(operation)") }
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) { log("drag didEnd \(operation)") }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        log("drag transferred")
    }

    // MARK: Target

    private var lastProposal: UIDropOperation?

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        log("drop enter\(session.localDragSession == nil ? "" : " local")")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        let operation = options.dropOperation ?? .cancel
        if lastProposal != operation { log("drop update \(operation)") }
        lastProposal = operation
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        lastProposal = nil
        log("drop exit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log("drop perform")
        for item in session.items {
            item.itemProvider.loadDataRepresentation(forTypeIdentifier: TypeIdentifiers.utf8PlainText) { data, error in
                if let data {
                    let text = String(decoding: data, as: UTF8.self)
                    log("loaded \(text.prefix(20)) \(text.count)")
                } else {
                    log("load failed \(error.map { "\($0)" } ?? "nothing")")
                }
            }
        }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        log("drop conclude")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        log("drop end")
    }
}
