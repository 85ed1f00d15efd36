import Foundation

/// A problem the layout found, as UIKit reports it in the console (behaviour 20.7): kept in ``UIApplication/layoutWarnings`` instead, since nothing here has a console of its own.
public struct LayoutWarning: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// Required constraints could not all hold: one was broken (left out of the layout).
        case unsatisfiableConstraints
        /// An override of `updateConstraints()` or `updateViewConstraints()` did not call `super` (UIKit
        /// throws an exception).
        case missingSuperCall
        /// A constraint change UIKit refuses with an exception (items without a common ancestor, a priority
        /// changed between required and not on an active constraint): it was ignored.
        case refusedChange
    }

    /// What went wrong.
    public var kind: Kind
    /// The report, in UIKit's words.
    public var message: String
    /// The constraints involved, as their descriptions (``NSLayoutConstraint/description``).
    public var constraints: [String]
    /// The constraint left out of the layout (``Kind/unsatisfiableConstraints``).
    public var brokenConstraint: String?

    public var description: String { message }
}

/// Where layout warnings are made, so that each is worded once.
@MainActor
enum LayoutReport {
    /// The most warnings an application keeps; older ones are dropped and counted
    /// (``UIApplication/droppedLayoutWarningCount``).
    static let capacity = 100

    /// `broken` could not be added: it conflicts with the required constraints before it. Lists the active
    /// required constraints that share an item with it, and the broken one, as UIKit does.
    static func unsatisfiable(_ broken: NSLayoutConstraint, among added: [NSLayoutConstraint], in root: UIView) {
        let items = [broken.firstItem, broken.secondItem].compactMap { $0 }
        let related = added.filter { constraint in
            constraint.priority == .required
                && [constraint.firstItem, constraint.secondItem].contains { item in
                    items.contains { $0 === item }
                }
        }
        let list = (related + [broken]).map(\.description)
        let message =
            "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            + "(\n" + list.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken)"
        record(
            LayoutWarning(
                kind: .unsatisfiableConstraints, message: message, constraints: list,
                brokenConstraint: broken.description),
            in: root)
    }

    /// An override of `method` on `name` did not call `super`.
    static func missingSuperCall(_ method: String, of name: String, in view: UIView) {
        record(
            LayoutWarning(
                kind: .missingSuperCall,
                message: "\(name) did not call through to super.\(method): call it as the final step of the override",
                constraints: [], brokenConstraint: nil),
            in: view)
    }

    /// A change UIKit refuses with an exception; it was ignored.
    static func refused(_ message: String, constraint: NSLayoutConstraint, in view: UIView?) {
        record(
            LayoutWarning(
                kind: .refusedChange, message: message, constraints: [constraint.description], brokenConstraint: nil),
            in: view)
    }

    private static func record(_ warning: LayoutWarning, in view: UIView?) {
        let application = view?.window?.application ?? UIApplication.shared
        application.recordLayoutWarning(warning)
    }
}

extension UIApplication {
    /// Keeps `warning`, dropping (and counting) the oldest past ``LayoutReport/capacity``.
    func recordLayoutWarning(_ warning: LayoutWarning) {
        if layoutWarningStorage.count == LayoutReport.capacity {
            layoutWarningStorage.removeFirst()
            droppedLayoutWarningCount += 1
        }
        layoutWarningStorage.append(warning)
    }

    /// The layout's warnings, oldest first: unsatisfiable constraints (with the one broken), overrides that
    /// did not call `super`, refused changes. UIKit prints them in the console. At most the last 100 are
    /// kept (``droppedLayoutWarningCount`` counts the others).
    public var layoutWarnings: [LayoutWarning] { layoutWarningStorage }

    /// Forgets the kept layout warnings (a test between steps).
    public func removeAllLayoutWarnings() { layoutWarningStorage.removeAll() }
}
