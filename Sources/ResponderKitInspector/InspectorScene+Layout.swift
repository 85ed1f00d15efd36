import Foundation
import ResponderKit

// The `viewLayout` answer (docs/inspector-protocol.md 1.4): why a view the page selected is where it is,
// in Auto Layout's words (behaviour 20.7, 20.8).

extension InspectorScene {
    /// The most constraint descriptions of one list the answer carries (the first ones).
    static let maximumListedConstraints = 200

    /// The fields of the `viewLayout` answer for the view named `name`: `view`, `className`, `layout`
    /// (`"constraints"` when its `translatesAutoresizingMaskIntoConstraints` is false, else `"frame"`),
    /// `ambiguous` (`hasAmbiguousLayout`), `frame`, `constraints` (those installed on it), `affecting`
    /// (`constraintsAffectingLayout(for:)` per axis) and `explanation` (`layoutExplanation()`, which lays
    /// the hierarchy out first, as UIKit's debugging methods do). Throws `invalid-field` for a name no view
    /// of the scene has (at `index` of ``allViews`` when given: names of unnamed views repeat).
    func viewLayoutJSON(named name: String, index: Int?) throws(InspectorError) -> [InspectorJSON.Field] {
        let views = allViews
        let found = index.map { $0 < views.count ? views[$0] : nil } ?? view(named: name)
        guard let view = found, DispatchLog.name(of: view) == name else {
            throw InspectorError.invalid("view", "the name of a view of the scene (at index, when given)")
        }
        typealias F = InspectorJSON.Field
        func list(_ constraints: [NSLayoutConstraint]) -> InspectorJSON {
            .array(constraints.prefix(Self.maximumListedConstraints).map { .string($0.description) })
        }
        let explanation = view.layoutExplanation()
        return [
            F("view", .string(name)), F("index", .int(views.firstIndex { $0 === view } ?? 0)),
            F("className", .string(String(describing: type(of: view)))),
            F("layout", .string(view.translatesAutoresizingMaskIntoConstraints ? "frame" : "constraints")),
            F("ambiguous", .bool(view.hasAmbiguousLayout)), F("frame", .rect(view.frame)),
            F("constraints", list(view.constraints)),
            F(
                "affecting",
                .object([
                    "horizontal": list(view.constraintsAffectingLayout(for: .horizontal)),
                    "vertical": list(view.constraintsAffectingLayout(for: .vertical)),
                ])),
            F("explanation", .array(explanation.prefix(Self.maximumListedConstraints).map { .string($0) })),
        ]
    }
}
