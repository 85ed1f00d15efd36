import Foundation

/// The application's queue of raw input, in arrival order (behaviour 9, step 3), and whether its run loop
/// is draining it. One per application (``UIApplication``'s `inputs`), read and changed only through the
/// members below.
///
/// The run loop reads the queue several times per input. Its storage is private and the array is changed
/// on a local copy swapped out of it, so that no access spans a call the optimizer cannot see into and none
/// needs a runtime exclusivity check (docs/performance.md, "Arrays changed on a local copy").
@MainActor
final class InputQueue {
    /// The input, from `head` on still to be processed.
    private var items: [HardwareInput] = []
    /// The index of the next input: taking one moves it rather than removing the array's first element.
    private var head = 0
    /// Whether the run loop is draining the queue (a run started from inside a drain returns at once).
    private var draining = false

    /// Whether input is waiting.
    var hasPending: Bool { head < items.count }

    /// The next input to process, if any, left in the queue.
    var next: HardwareInput? { head < items.count ? items[head] : nil }

    /// Appends `input` at the end.
    func append(_ input: HardwareInput) {
        var list = items
        items = []
        list.append(input)
        items = list
    }

    /// Takes the next input out of the queue (read with ``next`` before).
    func take() { head += 1 }

    /// Drops the processed input: all of it when the queue is empty (keeping the storage), otherwise once
    /// more than 256 are processed, so that a long run does not keep them.
    func compact() {
        if head == items.count {
            var list = items
            items = []
            list.removeAll(keepingCapacity: true)
            items = list
            head = 0
        } else if head > 256 {
            var list = items
            items = []
            list.removeFirst(head)
            items = list
            head = 0
        }
    }

    /// Marks a drain as started; false, changing nothing, when one is already running.
    func beginDraining() -> Bool {
        guard !draining else { return false }
        draining = true
        return true
    }

    /// Marks the drain as over.
    func endDraining() { draining = false }
}
