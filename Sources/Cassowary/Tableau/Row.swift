/// One coefficient of a row.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient × symbol`, or a constraint's equation
/// `0 = constant + Σ coefficient × symbol` before it has a subject.
///
/// The cells are sorted by symbol, as in kiwi's `AssocVector`, so that the first cell meeting a condition is
/// the one kiwi picks; a lookup is a binary search. Adding a multiple of another row merges in place from
/// the back, so that a row's storage grows only past its largest size so far: editing a constant repeats
/// the same pivots and then allocates nothing (docs/performance.md, "The Cassowary solver").
struct Row: Sendable {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`'s cell, or where it would be inserted. A symbol past the last cell (the newest
    /// symbols, those of a constraint just added) is answered without a search.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { cells in
            let count = cells.count
            if count == 0 || cells[count - 1].symbol.raw < symbol.raw { return (count, false) }
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) >> 1
                let raw = cells[middle].symbol.raw
                if raw < symbol.raw {
                    low = middle + 1
                } else if raw > symbol.raw {
                    high = middle
                } else {
                    return (middle, true)
                }
            }
            return (low, false)
        }
    }

    /// The coefficient of `symbol`, zero when the row does not hold it.
    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @inline(__always)
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`; a coefficient that becomes zero removes the cell.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient × other`, constant included; cells whose coefficient becomes zero are removed.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        let otherCount = other.cells.count
        guard otherCount > 0 else { return }
        let count = cells.count
        var added = 0
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeBufferPointer { target in
                var i = 0
                for cell in source {
                    while i < count && target[i].symbol.raw < cell.symbol.raw { i += 1 }
                    if i < count && target[i].symbol.raw == cell.symbol.raw { i += 1 } else { added += 1 }
                }
            }
        }
        if added > 0 {
            cells.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: added))
        }
        var vanished = false
        other.cells.withUnsafeBufferPointer { source in
            cells.withUnsafeMutableBufferPointer { target in
                var write = count + added - 1
                var i = count - 1
                var j = otherCount - 1
                while j >= 0 {
                    let incoming = source[j]
                    if i >= 0 && target[i].symbol.raw > incoming.symbol.raw {
                        target[write] = target[i]
                        i -= 1
                    } else {
                        var sum = incoming.coefficient * coefficient
                        if i >= 0 && target[i].symbol.raw == incoming.symbol.raw {
                            sum = target[i].coefficient + sum
                            i -= 1
                        }
                        // A vanished cell is marked invalid and compacted away below.
                        let zero = nearZero(sum)
                        vanished = vanished || zero
                        target[write] = Cell(symbol: zero ? .invalid : incoming.symbol, coefficient: sum)
                        j -= 1
                    }
                    write -= 1
                }
            }
        }
        if vanished { cells.removeAll { $0.symbol.isInvalid } }
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
        }
    }

    /// Solves `0 = row` for `symbol`, which the row must hold: the row becomes `symbol`'s right-hand side.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        cells.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices { cells[index].coefficient *= factor }
        }
    }

    /// Solves `lhs = row` for `rhs`, which the row must hold (and `lhs` must not): the pivot of a basic
    /// `lhs` leaving for an entering `rhs`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right-hand side, if this row holds it.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
    }
}
