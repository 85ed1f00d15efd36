/// A column of the tableau: an external variable, or a slack, error or dummy variable a constraint brought.
///
/// The identifier and the kind share one integer (`id << 3 | kind`), so that ordering symbols by `raw` orders
/// them by identifier, as kiwi's maps do: the pivot rules break ties by the lowest identifier, which keeps the
/// solutions equal to kiwi's (docs/decisions.md, "Layout: checked against kiwisolver").
struct Symbol: Hashable, Sendable {
    var raw: Int

    static let invalid = Symbol(raw: 0)

    static let externalKind = 1
    static let slackKind = 2
    static let errorKind = 3
    static let dummyKind = 4

    init(raw: Int) { self.raw = raw }

    init(kind: Int, id: Int) { raw = id << 3 | kind }

    /// The identifier: dense, from 1, in the order symbols were made; indexes the solver's per-symbol arrays.
    var id: Int { raw >> 3 }

    var kind: Int { raw & 7 }

    var isInvalid: Bool { raw == 0 }
    var isExternal: Bool { kind == Symbol.externalKind }
    var isSlack: Bool { kind == Symbol.slackKind }
    var isError: Bool { kind == Symbol.errorKind }
    var isDummy: Bool { kind == Symbol.dummyKind }
    /// A slack or an error variable: restricted to non-negative values and free to enter the basis.
    var isPivotable: Bool { kind == Symbol.slackKind || kind == Symbol.errorKind }
}

/// The largest magnitude treated as zero when a coefficient is added to a row or a constant compared (kiwi's
/// `nearZero`, so that the same cells vanish as in kiwi).
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 0 ? -value < 1.0e-8 : value < 1.0e-8
}
