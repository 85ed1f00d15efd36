// A plain pass/fail check, outside the benchmark harness, that a moved touch allocates nothing in the
// steady state of a drag through GestureScene (eight recognizers on the hit path, pan, pinch and
// rotation changing together; the hand-written baseline of the same work neither), that a continuous
// scroll step through a scroll view and its pan allocates nothing either, also with a second pan on the
// scroll view's superview following the same scroll (behaviour 12.3), that a finger dragging a scroll
// view's content allocates nothing (behaviour 7), and neither does a hovering pointer's movement
// (behaviour 12.1) or a typed key reaching a text input (behaviour 17.7; its hand-written baseline neither),
// and that a pan driving the Cassowary solver, a constraint's constant or an edit variable's suggested value
// changed every frame, allocates nothing either (docs/performance.md, "The Cassowary solver"), nor does a
// constraint's constant changed every frame with the window's layout pass, on a sheet and on the realistic
// screen placed by constraints (docs/performance.md, "Auto Layout in the layout pass").
// Prints one line per case. Exits 0 when no allocation was counted, 1 when one was, 2 when the counter does
// not work. CI runs it (.ci/run).
//
//     cd Benchmarks && swift build -c release --product zero-alloc-check && .build/release/zero-alloc-check
//
// The counts come from ordo-one's malloc interposer. Linking it is enough on Linux when its library
// comes before libc in the load order (it does here); otherwise preload it with
// LD_PRELOAD=.build/release/libMallocInterposerSwift.so. The check makes one allocation of its own first
// and refuses to trust a zero if that one was not counted.
import BenchmarkScenes
import Cassowary
import Foundation
import MallocInterposerSwift
import ResponderKit

@MainActor
func countMallocs(_ body: () -> Void) -> Int {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    body()
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount
}

/// The mallocs of `body`, and its wall-clock time over `count` operations in nanoseconds per operation
/// (counting included).
@MainActor
func measure(_ count: Int, _ body: () -> Void) -> (mallocs: Int, nanoseconds: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let mallocs = countMallocs(body)
    let elapsed = start.duration(to: clock.now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return (mallocs, Int(nanoseconds / Double(count)))
}

/// One heap allocation the interposer must see (kept out of the optimizer's reach).
nonisolated(unsafe) var probeSink: UnsafeMutableRawPointer?

@inline(never)
func allocateOnce() {
    probeSink = malloc(64)
}

@MainActor
func check() -> Int32 {
    let probe = countMallocs { allocateOnce() }
    free(probeSink)
    guard probe > 0 else {
        print(
            "zero-alloc-check: the malloc interposer is not counting; run with",
            "LD_PRELOAD=<build folder>/libMallocInterposerSwift.so")
        return 2
    }
    let scene = GestureScene()
    let driver = TouchDriver(application: scene.application)
    var failed = false
    for (label, points) in [("1 finger", GestureScene.oneFinger), ("2 fingers", GestureScene.twoFingers)] {
        driver.down(at: points)
        driver.move(times: 120)
        let moves = 10_000
        let (mallocs, nanoseconds) = measure(moves) { driver.move(times: moves) }
        driver.lift()
        driver.settle()
        print(
            "moved touch, \(label), 8 recognizers: \(mallocs) mallocs in \(moves) moves",
            "(\(nanoseconds) ns per move, counting included)")
        if mallocs > 0 { failed = true }
    }
    if baselineMoveMallocs() > 0 { failed = true }
    for withSuperviewPan in [false, true] where scrollStepMallocs(withSuperviewPan: withSuperviewPan) > 0 {
        failed = true
    }
    if scrollViewDragMallocs() > 0 { failed = true }
    for withRecognizer in [false, true] where hoverMoveMallocs(withRecognizer: withRecognizer) > 0 { failed = true }
    if typingMallocs() > 0 { failed = true }
    if solverPanMallocs() > 0 { failed = true }
    if constraintPanMallocs() > 0 { failed = true }
    if realisticConstraintPanMallocs() > 0 { failed = true }
    print(
        failed
            ? "FAIL: a moved touch, a scroll step, a scroll-view drag, a hover movement, a typed key, a solver pan"
                + " or a constraint's constant in a layout pass allocates"
            : "OK: a moved touch, a scroll step, a scroll-view drag, a hover movement, a typed key, a solver pan"
                + " and a constraint's constant in a layout pass allocate nothing"
    )
    return failed ? 1 : 0
}

/// The hand-written baseline of the moved touch (`BaselineTouchDispatch`): it must not allocate either, or
/// the ratio the TouchDispatch suite reports would flatter ResponderKit. Its time per move is printed for
/// comparison with the moved touch above (the suite's figures are the ones to quote).
@MainActor
func baselineMoveMallocs() -> Int {
    let baseline = BaselineTouchDispatch(screenScale: UIApplication().screenScale)
    var total = 0
    for (label, points) in [("1 finger", GestureScene.oneFinger), ("2 fingers", GestureScene.twoFingers)] {
        baseline.down(at: points)
        baseline.move(times: 120)
        let moves = 10_000
        let (mallocs, nanoseconds) = measure(moves) { baseline.move(times: moves) }
        baseline.lift()
        print(
            "moved touch baseline (hand-written), \(label): \(mallocs) mallocs in \(moves) moves",
            "(\(nanoseconds) ns per move, counting included)")
        total += mallocs
    }
    return total
}

/// Lets the scroll view's pan and the container's pan recognize the same scroll together.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// A trackpad scroll through a scroll view (behaviour 12.3): once the scroll began, each continuous step goes
/// through the run loop, the scroll view's pan and the scroll view, and should allocate nothing. With
/// `withSuperviewPan`, the scroll view sits in a container with a `UIPanGestureRecognizer` that accepts
/// scroll events (`allowedScrollTypesMask`) and recognizes together with the scroll view's pan, so each step
/// also changes that pan and runs its action.
@MainActor
func scrollStepMallocs(withSuperviewPan: Bool) -> Int {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
    let container = UIView(frame: window.bounds)
    let scrollView = UIScrollView(frame: container.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 1_000_000_000)
    container.addSubview(scrollView)
    window.addSubview(container)
    let delegate = SimultaneousDelegate()
    var actions = 0
    if withSuperviewPan {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        pan.delegate = delegate
        pan.addAction { _ in actions += 1 }
        container.addGestureRecognizer(pan)
    }
    window.makeKeyAndVisible()
    let driver = PointerDriver(application: application, location: CGPoint(x: 160, y: 240))
    driver.scroll(.began)
    for _ in 0..<120 { driver.scroll(.changed) }
    let steps = 10_000
    let mallocs = countMallocs { for _ in 0..<steps { driver.scroll(.changed) } }
    driver.scroll(.ended)
    print(
        "scroll event, continuous, through a scroll view",
        withSuperviewPan
            ? "and a pan on its superview: \(mallocs) mallocs in \(steps) steps (\(actions) pan actions)"
            : "(its own pan only): \(mallocs) mallocs in \(steps) steps",
        "(content offset \(Int(scrollView.contentOffset.y)) pt)")
    if withSuperviewPan && actions < steps { print("the superview's pan did not follow the scroll:", actions) }
    return withSuperviewPan && actions < steps ? max(mallocs, 1) : mallocs
}

/// A finger dragging a scroll view's content (behaviour 7): once the pan began and the drag reached its
/// steady state, each moved touch goes through the run loop, the window, the arena (the scroll view's
/// delayed-touches recognizer has failed, its pan changes) and the scroll view's offset, and should
/// allocate nothing. The finger lands on a content view and follows `TouchDriver`'s loop; the content is
/// large both ways and starts in its middle, so the drag never reaches an edge.
@MainActor
func scrollViewDragMallocs() -> Int {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 1_000_000, height: 1_000_000)
    scrollView.addSubview(UIView(frame: CGRect(origin: .zero, size: scrollView.contentSize)))
    scrollView.contentOffset = CGPoint(x: 500_000, y: 500_000)
    window.addSubview(scrollView)
    window.makeKeyAndVisible()
    let driver = TouchDriver(application: application)
    driver.down(at: [CGPoint(x: 160, y: 240)])
    driver.move(times: 120)
    let dragging = scrollView.isDragging
    let moves = 10_000
    let mallocs = countMallocs { driver.move(times: moves) }
    driver.lift()
    driver.settle()
    print(
        "touch drag through a scroll view (1 finger): \(mallocs) mallocs in \(moves) moves",
        dragging ? "" : "(FAIL: the scroll view was not dragging)")
    return dragging ? mallocs : max(mallocs, 1)
}

/// A hovering pointer (behaviour 12.1): once it hovers over the window, each movement goes through the run
/// loop, the hover hit-test, the hover event and the pointer-interaction walk, and should allocate nothing;
/// with a `UIHoverGestureRecognizer` on the view, its changes too.
@MainActor
func hoverMoveMallocs(withRecognizer: Bool) -> Int {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
    let view = UIView(frame: window.bounds)
    var changes = 0
    if withRecognizer {
        let hover = UIHoverGestureRecognizer()
        hover.addAction { _ in changes += 1 }
        view.addGestureRecognizer(hover)
    }
    window.addSubview(view)
    window.makeKeyAndVisible()
    let driver = PointerDriver(application: application, location: CGPoint(x: 100, y: 240))
    for _ in 0..<120 { driver.hover() }
    let moves = 10_000
    let mallocs = countMallocs { for _ in 0..<moves { driver.hover() } }
    print(
        "hover movement, \(withRecognizer ? "with a hover recognizer" : "plain view"): \(mallocs) mallocs in",
        "\(moves) moves (\(changes) recognizer actions)")
    return mallocs
}

/// A typed key (behaviour 17.7): once every letter was typed once, each key down and up goes through the
/// run loop, the key commands' walk, the press along the responder chain and the text input's
/// `insertText(_:)`, and should allocate nothing; the hand-written baseline of the same keystroke neither.
@MainActor
func typingMallocs() -> Int {
    let scene = TypingScene()
    scene.type(times: 260)
    let keys = 10_000
    let (mallocs, nanoseconds) = measure(keys) { scene.type(times: keys) }
    let typed = scene.view.insertions == 260 + keys
    print(
        "typed key into a UIKeyInput view: \(mallocs) mallocs in \(keys) keys",
        "(\(nanoseconds) ns per key, counting included)", typed ? "" : "(FAIL: \(scene.view.insertions) insertions)")
    let baseline = BaselineTyping(target: scene.view)
    baseline.type(times: 260)
    let (baselineMallocs, baselineNanoseconds) = measure(keys) { baseline.type(times: keys) }
    print(
        "typed key baseline (hand-written): \(baselineMallocs) mallocs in \(keys) keys",
        "(\(baselineNanoseconds) ns per key, counting included)")
    return typed ? mallocs + baselineMallocs : max(mallocs, 1)
}

/// A pan through the Cassowary solver (docs/performance.md, "The Cassowary solver"), on the benchmark's screen
/// of 80 views: once the pan has gone back and forth for a while, each frame's `setConstant(_:of:)` of the first
/// view's leading constraint, or `suggestValue(_:_:)` of an edit variable, then reading every value, should
/// allocate nothing.
@MainActor
func solverPanMallocs() -> Int {
    let system = LayoutSystem(rows: 20)
    var layout = SolvedLayout(system)
    let panned = layout.constraints[system.panned]
    let edit = layout.variables[system.editVariable]
    var failures = 0
    try? layout.solver.addEditVariable(edit, strength: .strong)
    func frame(_ step: Int) {
        do {
            try layout.solver.setConstant(LayoutSystem.panConstant(step), of: panned)
            try layout.solver.suggestValue(edit, LayoutSystem.panSuggestion(step))
        } catch {
            failures += 1
        }
        probeSum += layout.readValues()
    }
    // 25 round trips: the rows' storage grows to its largest within the first 10,000 frames.
    for step in 0..<10_000 { frame(step) }
    let frames = 10_000
    let (mallocs, nanoseconds) = measure(frames) { for step in 0..<frames { frame(step) } }
    print(
        "solver pan (80 views, a constant and an edit value per frame): \(mallocs) mallocs in \(frames) frames",
        "(\(nanoseconds) ns per frame, counting included)", failures == 0 ? "" : "(FAIL: \(failures) errors)")
    return failures == 0 ? mallocs : max(mallocs, 1)
}

/// A bottom sheet placed by Auto Layout whose top constraint's constant a pan changes every frame, each
/// frame followed by the window's layout pass: the constant set in place in the engine, the sheet's new frame
/// applied (docs/behaviour/layout.md, 20.1 and 20.2).
@MainActor
func constraintPanMallocs() -> Int {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = false
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let sheet = UIView()
    sheet.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(sheet)
    let handle = UIView()
    handle.translatesAutoresizingMaskIntoConstraints = false
    sheet.addSubview(handle)
    let top = sheet.topAnchor.constraint(equalTo: root.topAnchor, constant: 400)
    NSLayoutConstraint.activate([
        top, sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        sheet.heightAnchor.constraint(equalTo: root.heightAnchor),
        handle.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
        handle.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 8),
        handle.widthAnchor.constraint(equalToConstant: 36), handle.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    var misplaced = 0
    func frame(_ step: Int) {
        let constant = CGFloat(200 + (step % 400))
        top.constant = constant
        window.layoutIfNeeded()
        if sheet.frame.minY != constant { misplaced += 1 }
    }
    for step in 0..<2_000 { frame(step) }
    let frames = 2_000
    let (mallocs, nanoseconds) = measure(frames) { for step in 0..<frames { frame(step) } }
    print(
        "constraint pan (a sheet's top constant and a layout pass per frame): \(mallocs) mallocs in \(frames) frames",
        "(\(nanoseconds) ns per frame, counting included)", misplaced == 0 ? "" : "(FAIL: \(misplaced) misplaced)")
    return misplaced == 0 ? mallocs : max(mallocs, 1)
}

/// The same pan on the realistic screen placed by constraints (``ConstrainedScreen``, about 300 views and
/// 1,200 constraints): the first list cell's top constant changed every frame, each frame followed by the
/// window's layout pass, which moves the 16 cells chained below it (docs/performance.md, "Auto Layout in the
/// layout pass").
@MainActor
func realisticConstraintPanMallocs() -> Int {
    let screen = ConstrainedScreen.constrained()
    screen.window.layoutIfNeeded()
    var misplaced = 0
    func frame(_ step: Int) {
        let offset = CGFloat(step % 200)
        screen.pan(to: offset)
        screen.window.layoutIfNeeded()
        if !screen.isPlaced(panOffset: offset) { misplaced += 1 }
    }
    for step in 0..<400 { frame(step) }
    let frames = 400
    let (mallocs, nanoseconds) = measure(frames) { for step in 0..<frames { frame(step) } }
    print(
        "constraint pan on the realistic screen (\(screen.viewCount) views, \(screen.constraintCount) constraints):",
        "\(mallocs) mallocs in \(frames) frames (\(nanoseconds) ns per frame, counting included)",
        misplaced == 0 ? "" : "(FAIL: \(misplaced) misplaced)")
    return misplaced == 0 ? mallocs : max(mallocs, 1)
}

/// Where the solver pan's values go, so that reading them is not optimized away.
nonisolated(unsafe) var probeSum = 0.0

exit(MainActor.assumeIsolated { check() })
