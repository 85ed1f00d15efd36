extension LibinputRecordReader {
    /// A libinput record read with its `events:` sections decoded on bytes: the YAML tree of every other
    /// line (the description, the header) and, by the line of their `events:` key, the sections' events.
    ///
    /// A section is the run of lines after a line `events:` (a key with no value on its line) made only of
    /// `- evdev:` frame lines, `- [sec, usec, type, code, value]` rows (`LibinputEventLine`) and lines
    /// YAML skips, with the indentation YAML needs to read them as that key's list of `{evdev: [...]}`
    /// frames; the line after it must end the list for YAML too. Those lines are left out of the tree, so
    /// the key's value there is empty, and the interpreter takes the section's events instead. Nil (read
    /// the whole text through the general path) when a YAML line has a problem (a tab, a syntax error:
    /// the general path reports it, and its recovery re-parses), when a section's end would not end it
    /// for YAML, or when a section is not the events of a device (`devices[i].events`): the tree and the
    /// events are then exactly the general path's.
    struct FastDocument {
        let root: YAMLNode
        let blocks: [Int: EventBlock]

        static func read(_ text: String, file: String) -> FastDocument? {
            var walker = Walker(file: file, capacity: text.utf8.count / 40)
            do {
                try RecordingText.forEachLine(text) { (number, bytes, count, makeLine) throws(RecordingError) -> Bool in
                    walker.line(number, bytes, count, makeLine)
                }
            } catch {
                return nil
            }
            guard !walker.failed, walker.collector.errors.isEmpty else { return nil }
            walker.closeBlock()
            let root: YAMLNode
            do {
                root = try YAMLParser.parse(lines: walker.collector.lines)
            } catch {
                return nil
            }
            if !walker.blocks.isEmpty {
                var keyLines: Set<Int> = []
                for device in root["devices"]?.items ?? [] {
                    if let events = device["events"], case .empty = events.kind { keyLines.insert(events.line) }
                }
                guard walker.blocks.keys.allSatisfy(keyLines.contains) else { return nil }
            }
            return FastDocument(root: root, blocks: walker.blocks)
        }
    }

    /// Walks the lines: `events:` sections to their `EventBlock`, every other line to the YAML lexer.
    private struct Walker {
        var collector = YAMLLexer.LineCollector()
        var blocks: [Int: EventBlock] = [:]
        /// Set when the document must be read by the general path.
        var failed = false
        let file: String
        let capacity: Int

        /// Where the walk is: after an `events:` key (`keyLine` is set, `block` not yet), or in a section.
        var keyLine: Int?
        var keyIndent = 0
        var block: EventBlock?
        var frameIndent = 0
        /// The indentation YAML gives the current frame's mapping (the column index of `evdev`).
        var mappingIndent = 0
        /// The indentation of the current frame's rows, once its first row is read.
        var rowIndent: Int?
        var frame = 0
        var row = 0

        init(file: String, capacity: Int) {
            self.file = file
            self.capacity = capacity
        }

        mutating func line(_ number: Int, _ bytes: UnsafePointer<UInt8>, _ count: Int, _ makeLine: () -> TextLine)
            -> Bool
        {
            guard keyLine != nil else { return feed(makeLine()) }
            switch LibinputEventLine.decode(bytes, count: count) {
            case .blank:
                return true
            case .frame(let indent, let keyIndent)
            where block == nil ? indent >= self.keyIndent : indent == frameIndent:
                if block == nil {
                    block = EventBlock(file: file, capacity: capacity)
                    frameIndent = indent
                    frame = 0
                } else {
                    frame += 1
                }
                mappingIndent = keyIndent
                rowIndent = nil
                row = 0
                return true
            case .row(let indent, let event, let column)
            where block != nil && (rowIndent == nil ? indent >= mappingIndent : indent == rowIndent):
                rowIndent = indent
                block?.admit(event, line: number, column: column, frame: frame, row: row)
                row += 1
                return true
            default:
                return feed(makeLine())
            }
        }

        /// Hands a line to the YAML lexer; a line it keeps ends a section, and may start one.
        private mutating func feed(_ line: TextLine) -> Bool {
            switch collector.add(line) {
            case .skipped:
                return true
            case .error:
                failed = true
                return false
            case .end:
                return false
            case .added:
                let added = collector.lines[collector.lines.count - 1]
                if block != nil {
                    // YAML must end the frames' list here too: less indented than the key, or a key (not
                    // a `-` item) at its indentation.
                    guard
                        added.indent < keyIndent
                            || (added.indent == keyIndent && !YAMLParser.isSequenceItem(added.text))
                    else {
                        failed = true
                        return false
                    }
                    closeBlock()
                }
                keyLine = nil
                if added.text == "events:" {
                    keyLine = added.number
                    keyIndent = added.indent
                }
                return true
            }
        }

        /// Files the current section under its key's line.
        mutating func closeBlock() {
            if let block, let keyLine { blocks[keyLine] = block }
            block = nil
            keyLine = nil
        }
    }

    /// The events of one `events:` section decoded on bytes, admitted through the timeline as they are read
    /// (leniently, remembering where each problem was), then reported as the interpreter's reading mode
    /// says, in the place the general path reports them.
    struct EventBlock {
        private(set) var events: [EvdevEvent] = []
        private var timeline = EventTimeline()
        private var issues: RecordingIssues
        /// The frame and row of each problem in `issues`, and how many events were kept once it was
        /// reported (a truncating read that stops at it keeps those).
        private var places: [(frame: Int, row: Int, eventsKept: Int)] = []

        init(file: String, capacity: Int) {
            issues = RecordingIssues(file: file, mode: .lenient)
            events.reserveCapacity(capacity)
        }

        @inline(__always)
        mutating func admit(_ event: EvdevEvent, line: Int, column: Int, frame: Int, row: Int) {
            let problems = issues.errors.count
            // A lenient collector records instead of throwing.
            if let kept = try? timeline.admit(event, line: line, column: column, field: "", issues: &issues) {
                events.append(kept)
            }
            if issues.errors.count > problems { places.append((frame, row, events.count)) }
        }

        /// The section's events for the interpreter, after reporting its problems to `issues` with their
        /// field (`path[frame].evdev[row][0]`), as the general path does row by row.
        func interpreted(_ path: String, issues: inout RecordingIssues) throws(RecordingError) -> [EvdevEvent] {
            for (index, place) in places.enumerated() {
                var error = self.issues.errors[index]
                error.field = "\(path)[\(place.frame)].evdev[\(place.row)][0]"
                try issues.report(error)
                if issues.stopped { return Array(events.prefix(place.eventsKept)) }
            }
            return events
        }
    }
}
