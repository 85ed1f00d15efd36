import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A row source with trailing actions "Delete" (destructive) and "Flag" and, when asked, leading "Pin".
@MainActor
private final class SwipeSource: UITableViewDataSource, UITableViewDelegate {
    var performed: [String] = []
    var selected: [IndexPath] = []
    var completeWith: Bool? = true
    var pendingCompletion: (@MainActor (Bool) -> Void)?
    var handlerViews: [UIView] = []
    var leading = false
    var fullSwipe = true

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    private func action(_ title: String, _ style: UIContextualAction.Style, row: Int) -> UIContextualAction {
        UIContextualAction(style: style, title: title) { [unowned self] action, view, completion in
            performed.append("\(action.title ?? "") \(row)")
            handlerViews.append(view)
            if let completeWith { completion(completeWith) } else { pendingCompletion = completion }
        }
    }

    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let configuration = UISwipeActionsConfiguration(actions: [
            action("Delete", .destructive, row: indexPath.row),
            action("Flag", .normal, row: indexPath.row),
        ])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }

    func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        leading ? UISwipeActionsConfiguration(actions: [action("Pin", .normal, row: indexPath.row)]) : nil
    }
}

@MainActor
private struct SwipeScene {
    let scene = TestScene()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let source = SwipeSource()

    init() {
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        scene.add(table)
    }

    var buttons: [UIButton] { table.subviews.compactMap { $0 as? UIButton } }
    func contentX(row: Int) -> CGFloat? {
        table.cellForRow(at: IndexPath(row: row, section: 0))?.contentView.frame.minX
    }
    func y(row: Int) -> CGFloat { CGFloat(row) * 50 + 25 - table.contentOffset.y }
}

/// Apple's pages: `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, `UIContextualAction` (handler
/// "(action, sourceView, completionHandler)"), `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe`.
@MainActor
@Suite("UITableView swipe actions (behaviour 14.6)")
struct TableViewSwipeActionTests {
    @Test("behaviour 14.6: a left swipe on a row reveals its trailing actions without scrolling or selecting")
    func swipeRevealsTrailing() {
        let s = SwipeScene()
        s.scene.touches.drag(from: CGPoint(x: 300, y: s.y(row: 2)), to: CGPoint(x: 180, y: s.y(row: 2)), duration: 0.3)
        #expect(s.buttons.map(\.currentTitle) == ["Delete", "Flag"])
        #expect(s.buttons.first?.frame == CGRect(x: 246, y: 100, width: 74, height: 50))
        #expect(s.contentX(row: 2) == -148)
        #expect(s.table.contentOffset == .zero)
        #expect(s.source.selected.isEmpty)
    }

    @Test("behaviour 14.6, 14.4: a swipe after the highlight takes the row's touch; the log names the swipe pan")
    func swipeTakesHighlightedTouch() {
        let s = SwipeScene()
        let log = DispatchLog()
        s.scene.application.dispatchLog = log
        let finger = s.scene.touches.touchDown(at: CGPoint(x: 300, y: s.y(row: 2)))
        s.scene.touches.wait(0.2)
        for step in 1...12 { s.scene.touches.move(finger, to: CGPoint(x: 300 - CGFloat(step) * 10, y: s.y(row: 2))) }
        s.scene.touches.lift(finger)
        let outcomes = log.records.compactMap { record -> ListTouchOutcome? in
            guard case let .listTouch(_, _, _, outcome, _) = record.entry else { return nil }
            return outcome
        }
        #expect(outcomes == [.highlighted, .recognizerTookTouch(recognizer: "swipe actions (pan)")])
        #expect(s.buttons.count == 2)
        #expect(s.source.selected.isEmpty)
    }

    @Test("behaviour 14.6: tapping an action calls its handler with the action and its view; the completion closes")
    func tapActionCallsHandler() {
        let s = SwipeScene()
        s.scene.touches.drag(from: CGPoint(x: 300, y: s.y(row: 2)), to: CGPoint(x: 180, y: s.y(row: 2)), duration: 0.3)
        let flag = s.buttons[1]
        s.source.completeWith = nil
        s.scene.touches.wait(0.5)
        s.scene.touches.tap(at: CGPoint(x: flag.frame.midX, y: s.y(row: 2)))
        #expect(s.source.performed == ["Flag 2"])
        #expect(s.source.handlerViews.first === flag)
        #expect(s.buttons.count == 2, "open until the completion is called")
        s.source.pendingCompletion?(false)
        #expect(s.buttons.isEmpty)
        #expect(s.contentX(row: 2) == 0)
        #expect(s.source.selected.isEmpty)
    }

    @Test("behaviour 14.6: a full swipe performs the first action when performsFirstActionWithFullSwipe")
    func fullSwipePerformsFirst() {
        let s = SwipeScene()
        s.scene.touches.drag(from: CGPoint(x: 310, y: s.y(row: 4)), to: CGPoint(x: 20, y: s.y(row: 4)), duration: 0.3)
        #expect(s.source.performed == ["Delete 4"])
        #expect(s.buttons.isEmpty)

        let t = SwipeScene()
        t.source.fullSwipe = false
        t.scene.touches.drag(from: CGPoint(x: 310, y: t.y(row: 4)), to: CGPoint(x: 20, y: t.y(row: 4)), duration: 0.3)
        #expect(t.source.performed.isEmpty)
        #expect(t.buttons.count == 2)
    }

    @Test("behaviour 14.6, 7: a vertical drag on a row with actions scrolls and reveals nothing")
    func verticalDragScrolls() {
        let s = SwipeScene()
        s.scene.touches.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 290, y: 100), duration: 0.3)
        #expect(s.table.contentOffset.y > 200)
        #expect(s.buttons.isEmpty)
    }

    @Test("behaviour 14.6: a tap elsewhere closes the actions without selecting; so does scrolling")
    func tapElsewhereOrScrollCloses() {
        let s = SwipeScene()
        s.scene.touches.drag(from: CGPoint(x: 300, y: s.y(row: 2)), to: CGPoint(x: 180, y: s.y(row: 2)), duration: 0.3)
        s.scene.touches.wait(0.5)
        s.scene.touches.tap(at: CGPoint(x: 100, y: s.y(row: 6)))
        #expect(s.buttons.isEmpty)
        #expect(s.source.selected.isEmpty)
        s.scene.touches.wait(0.5)
        s.scene.touches.tap(at: CGPoint(x: 100, y: s.y(row: 6)))
        #expect(s.source.selected == [IndexPath(row: 6, section: 0)])

        s.scene.touches.wait(0.5)
        s.scene.touches.drag(from: CGPoint(x: 300, y: s.y(row: 2)), to: CGPoint(x: 180, y: s.y(row: 2)), duration: 0.3)
        #expect(s.buttons.count == 2)
        s.table.contentOffset = CGPoint(x: 0, y: 30)
        #expect(s.buttons.isEmpty)
    }

    @Test("behaviour 14.6: a right swipe reveals the leading actions only when the delegate gives some")
    func leadingActions() {
        let s = SwipeScene()
        s.scene.touches.drag(from: CGPoint(x: 20, y: s.y(row: 1)), to: CGPoint(x: 140, y: s.y(row: 1)), duration: 0.3)
        #expect(s.buttons.isEmpty)
        s.source.leading = true
        s.scene.touches.wait(0.5)
        s.scene.touches.drag(from: CGPoint(x: 20, y: s.y(row: 1)), to: CGPoint(x: 140, y: s.y(row: 1)), duration: 0.3)
        #expect(s.buttons.map(\.currentTitle) == ["Pin"])
        #expect(s.contentX(row: 1) == 74)
    }
}

/// Behaviour 5.4 (screen-edge pan) with 14.6: the back gesture (a left-edge pan, as the navigation
/// controller's `interactivePopGestureRecognizer`) against a row's leading swipe.
@MainActor
@Suite("Swipe actions against a screen-edge pan (behaviour 14.6, 5.4)")
struct TableSwipeEdgePanTests {
    @Test("behaviour 14.6, 5.4: a right swipe from the left edge is the edge pan's; from inside, the row's")
    func edgePanWins() {
        let s = SwipeScene()
        s.source.leading = true
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        var edgeStates: [UIGestureRecognizer.State] = []
        edge.addTarget(s.table) { _ in { edgeStates.append(edge.state) } }
        s.scene.rootView.addGestureRecognizer(edge)
        s.scene.touches.drag(from: CGPoint(x: 5, y: s.y(row: 1)), to: CGPoint(x: 200, y: s.y(row: 1)), duration: 0.3)
        #expect(edgeStates.first == .began)
        #expect(s.buttons.isEmpty)
        #expect(s.contentX(row: 1) == 0)

        edgeStates.removeAll()
        s.scene.touches.wait(0.5)
        s.scene.touches.drag(from: CGPoint(x: 60, y: s.y(row: 1)), to: CGPoint(x: 180, y: s.y(row: 1)), duration: 0.3)
        #expect(edgeStates.isEmpty)
        #expect(s.buttons.map(\.currentTitle) == ["Pin"])
    }
}
