/// A unified diff (`diff -u` format, 3 lines of context) between two texts, for `responder-port --diff`.
public enum UnifiedDiff {
    private enum Line: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    /// The diff of `old` and `new` with `--- oldName` / `+++ newName` headers; empty when they are equal.
    public static func of(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let script = editScript(oldLines, newLines)
        guard script.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { if case .same = $0 { false } else { true } }) else {
                break
            }
            let start = max(index, change - context)
            // Extend the hunk while the next change is within 2 × context lines.
            var end = change
            var cursor = change
            while cursor < script.count {
                if case .same = script[cursor] {
                    let nextChange = script[cursor...].firstIndex { if case .same = $0 { false } else { true } }
                    guard let nextChange, nextChange - cursor <= 2 * context else { break }
                    cursor = nextChange
                } else {
                    end = cursor
                    cursor += 1
                }
            }
            let stop = min(script.count, end + 1 + context)
            output += hunk(script[start..<stop], oldLines, newLines)
            index = stop
        }
        return output
    }

    private static func hunk(_ lines: ArraySlice<Line>, _ oldLines: [Substring], _ newLines: [Substring]) -> String {
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        var body = ""
        for line in lines {
            switch line {
            case let .same(old, new):
                oldStart = oldStart ?? old
                newStart = newStart ?? new
                oldCount += 1
                newCount += 1
                body += " \(oldLines[old])\n"
            case let .removed(old):
                oldStart = oldStart ?? old
                oldCount += 1
                body += "-\(oldLines[old])\n"
            case let .added(new):
                newStart = newStart ?? new
                newCount += 1
                body += "+\(newLines[new])\n"
            }
        }
        // Ranges are 1-based; an empty range names the line before it.
        let oldRange = "\(oldCount == 0 ? (oldStart ?? 0) : (oldStart ?? 0) + 1),\(oldCount)"
        let newRange = "\(newCount == 0 ? (newStart ?? 0) : (newStart ?? 0) + 1),\(newCount)"
        return "@@ -\(oldRange) +\(newRange) @@\n" + body
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { result.removeLast() }
        return result
    }

    /// The shortest edit script (the standard library's Myers difference), as a walk through both texts.
    private static func editScript(_ old: [Substring], _ new: [Substring]) -> [Line] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(.removed(old: i))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                script.append(.added(new: j))
                j += 1
            } else {
                script.append(.same(old: i, new: j))
                i += 1
                j += 1
            }
        }
        return script
    }
}
