import Foundation
import ResponderKit

/// Queueing and writing messages to applications, and the front (focus) order.
extension RouterState {
    /// Queues a message for `application`. Contacts of the frame being assembled for it are queued first,
    /// so the message keeps its place after them.
    mutating func enqueue(_ message: RouterMessage, to application: ApplicationID) {
        emitAssembledFrame(for: application)
        append(message, moveKey: nil, to: application)
    }

    private mutating func append(_ message: RouterMessage, moveKey: [Int]?, to application: ApplicationID) {
        guard applications[application] != nil, applications[application]!.unresponsiveReason == nil else { return }
        // Mutated in place (no copy of the queue per message).
        let merged = applications[application]!.queue.append(
            message, moveKey: moveKey,
            threshold: configuration.coalescingThreshold)
        if merged { applications[application]!.statistics.coalescedFrames += 1 }
        let (count, bytes) = (applications[application]!.queue.count, applications[application]!.queue.byteCount)
        if count > configuration.maximumQueuedMessages || bytes > configuration.maximumQueuedBytes {
            applications[application]!.unresponsiveReason =
                "unresponsive: \(count) messages (\(bytes) bytes) waited "
                + "unread, over the cap of \(configuration.maximumQueuedMessages) messages or "
                + "\(configuration.maximumQueuedBytes) bytes; its touches were cancelled and it was disconnected"
            hasUnresponsiveApplication = true
        }
    }

    /// Queues `application`'s part of the frame being assembled, if it has one.
    mutating func emitAssembledFrame(for application: ApplicationID) {
        guard let part = assembly?.take(application) else { return }
        append(.input(.digitizer(part.frame)), moveKey: part.moveKey, to: application)
    }

    /// Queues every part of the frame being assembled and ends the assembly.
    mutating func finishAssembly() {
        while let application = assembly?.order.first { emitAssembledFrame(for: application) }
        assembly = nil
    }

    /// Writes `application`'s queued messages while its channel takes them.
    mutating func write(to application: ApplicationID) {
        guard var record = applications[application], let channel = connections[record.connection]?.channel else {
            return
        }
        var outcome = channel.flush()
        while outcome == .sent, let message = record.queue.first {
            outcome = channel.trySend(message)
            switch outcome {
            case .sent:
                record.queue.removeFirst()
                record.statistics.sentMessages += 1
            case .unencodable(let error):
                record.queue.removeFirst()
                events.append(.messageDropped(application, reason: error.description))
                outcome = .sent
            case .full, .closed:
                break
            }
        }
        applications[application] = record
        if outcome == .closed { drop(connection: record.connection, reason: "connection closed") }
    }

    /// Writes every application's queue: one display frame of delivery.
    mutating func deliverFrame() {
        frameNumber += 1
        for application in focusOrder { write(to: application) }
        dropSilentConnections()
    }

    // MARK: Front order

    /// Brings `application` to the front. The application that loses the front loses its touch sequence
    /// in progress: it receives `cancelAllContacts` (its views get `touchesCancelled`) and the rest of
    /// the sequence is swallowed.
    mutating func bringToFront(_ application: ApplicationID) {
        guard applications[application] != nil, front != application else { return }
        let loser = front
        focusOrder.removeAll { $0 == application }
        focusOrder.insert(application, at: 0)
        if let loser, sequence?.destination == .application(loser) {
            enqueue(.input(.cancelAllContacts(timestamp: lastInputTime)), to: loser)
            sequence?.destination = .nobody
        }
        announceFront()
    }

    /// Tells every application which one is in front, and writes their queues now.
    mutating func announceFront() {
        let current = front
        for application in focusOrder {
            enqueue(.frontApplication(current), to: application)
            write(to: application)
        }
        events.append(.frontApplicationChanged(current))
    }
}
