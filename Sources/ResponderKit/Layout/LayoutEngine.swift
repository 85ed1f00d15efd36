import Cassowary
import Foundation

/// The Auto Layout engine of one view hierarchy (docs/behaviour/layout.md): the Cassowary solver with the
/// variables of every item that takes part (a view's or a layout guide's origin, in its superview's or
/// owning view's coordinates, and its size, as UIKit's engine keeps them), the solver constraint made from
/// each active `NSLayoutConstraint`, and the constraints the system adds (intrinsic content sizes,
/// autoresizing masks, layout guides).
///
/// The engine belongs to the hierarchy's root view (a window, or the top of a hierarchy not yet in one).
/// Changes mark it: a constant, an intrinsic size or a translated frame changes a solver constraint's
/// constant in place (``Solver/setConstant(_:of:)``: a few pivots from the last solution, no allocation),
/// anything else rebuilds it at the next layout pass.
@MainActor
final class LayoutEngine {
    /// The solver; its solution is current after ``update()``.
    var solver = Solver()
    /// The variables of each item in the engine, by the item's identity.
    private(set) var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// The items in the engine, in the order they joined it (views before their guides).
    private(set) var items: [LayoutItemHandle] = []
    /// The system guides among them (safe area, margins, a scroll view's guides): checked at every pass,
    /// so kept apart from the items.
    private(set) var systemGuides: [LayoutItemHandle] = []
    /// The solver constraint of each active `NSLayoutConstraint`, by the constraint's identity.
    private var solverConstraints: [ObjectIdentifier: InstalledConstraint] = [:]
    /// The constraints the system made for each view (intrinsic size, autoresizing), by the view's identity.
    var systemConstraintsByView: [ObjectIdentifier: SystemConstraints] = [:]
    /// The insets each system guide was last built with (``checkSystemGuides()``).
    var guideInsets: [ObjectIdentifier: UIEdgeInsets] = [:]
    /// The position constraints of each system guide that follows its owning view's bounds origin.
    var guidePositions: [ObjectIdentifier: GuidePosition] = [:]
    /// Whether a guide's position moved in place since the last update (a scroll).
    var guidesMoved = false
    /// The bounds origins folded into the app's constraints that reach across a view (a constraint between
    /// a scroll view's content and a view outside it), by the view's identity: when one moves, the engine
    /// is rebuilt (behaviour 20.10).
    var foldedBoundsOrigins: [ObjectIdentifier: FoldedBoundsOrigin] = [:]
    /// The active `NSLayoutConstraint`s in the engine, in the order they were added to the solver.
    private(set) var layoutConstraints: [NSLayoutConstraint] = []
    /// The constraints the solver refused (required, and in conflict with the required ones before them).
    private(set) var brokenConstraints: [NSLayoutConstraint] = []

    /// Whether the engine must be rebuilt from the hierarchy at the next layout pass.
    var needsRebuild = true
    /// Constraints whose constant changed since the last update (set in place when not rebuilding).
    private var changedConstants: [NSLayoutConstraint] = []
    /// Views whose intrinsic content size or translated frame changed since the last update.
    private var changedViews: [UIView] = []
    /// The emptied lists of the last update, kept for the next (no allocation per pass).
    private var constantScratch: [NSLayoutConstraint] = []
    private var viewScratch: [UIView] = []

    /// A constraint in the solver, with the constant it was made from: a new constant moves the solver
    /// constraint's own constant by the difference, with nothing made.
    struct InstalledConstraint {
        let solverConstraint: Cassowary.Constraint
        let builtConstant: CGFloat
        let builtExpressionConstant: Double
    }

    /// The required constraints that place a system guide at its owning view's bounds origin plus its
    /// insets, with the origin they were made at: a scroll moves their constants in place.
    struct GuidePosition {
        let x: Cassowary.Constraint
        let y: Cassowary.Constraint
        var boundsOrigin: CGPoint
        let insets: UIEdgeInsets
    }

    /// A view whose bounds origin an expression crossed, with the origin it had.
    struct FoldedBoundsOrigin {
        weak var view: UIView?
        let origin: CGPoint
    }

    /// The variables of one item.
    struct ItemVariables {
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable
    }

    /// The solver constraints the system made for one view: its autoresizing-mask constraints (a
    /// translated view) or its content-size constraints (hugging and compression resistance, per axis).
    struct SystemConstraints {
        var autoresizing: [Cassowary.Constraint] = []
        var contentSize: [Cassowary.Constraint] = []
        /// The frame and superview size the autoresizing constraints were made from.
        var translatedFrame: CGRect = .zero
        var translatedExtent: CGSize = .zero
        /// The intrinsic content size the content-size constraints were made from.
        var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    unowned let root: UIView

    init(root: UIView) {
        self.root = root
    }

    // MARK: Marks

    /// A constraint's constant changed.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        if solverConstraints[ObjectIdentifier(constraint)] == nil { return }
        changedConstants.append(constraint)
    }

    /// A view's intrinsic content size, or the frame a translated view keeps, changed.
    func viewDidChange(_ view: UIView) {
        guard !needsRebuild, variables[ObjectIdentifier(view)] != nil else { return }
        if !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
    }

    /// Whether ``update()`` has anything to do.
    var needsUpdate: Bool { needsRebuild || guidesMoved || !changedConstants.isEmpty || !changedViews.isEmpty }

    // MARK: Update

    /// Brings the solution up to date: rebuilds the engine when it is marked for that, otherwise changes
    /// the marked constants in place.
    func update() {
        guidesMoved = false
        if needsRebuild {
            rebuild()
            return
        }
        // Swapped with a kept scratch list, so that a pan's pass copies and allocates nothing.
        var constants = constantScratch
        swap(&constants, &changedConstants)
        defer {
            constants.removeAll(keepingCapacity: true)
            constantScratch = constants
        }
        for constraint in constants {
            guard let installed = solverConstraints[ObjectIdentifier(constraint)] else { continue }
            // lhs − (multiplier × rhs + constant): the expression's constant falls as the constant grows.
            let constant = installed.builtExpressionConstant - Double(constraint.constant - installed.builtConstant)
            try? solver.setConstant(constant, of: installed.solverConstraint)
        }
        var views = viewScratch
        swap(&views, &changedViews)
        for view in views { refreshSystemConstraints(of: view) }
        views.removeAll(keepingCapacity: true)
        viewScratch = views
    }

    /// The solver constraint of `constraint`, or nil when it is not in the engine.
    func solverConstraint(of constraint: NSLayoutConstraint) -> Cassowary.Constraint? {
        solverConstraints[ObjectIdentifier(constraint)]?.solverConstraint
    }

    /// The rectangle the solution gives `item`: a view's alignment rectangle in its superview's
    /// coordinates, a guide's frame in its owning view's. Nil when the item is not in the engine.
    func solvedRect(of item: AnyObject) -> CGRect? {
        guard let variables = variables[ObjectIdentifier(item)] else { return nil }
        return Self.rect(of: variables, in: &solver)
    }

    /// The solution's rectangle of one item's variables. The solver is passed `inout`: reading it as the
    /// engine's stored property copied the whole solver for every value (docs/performance.md, "The realistic
    /// screen built with constraints").
    private static func rect(of variables: ItemVariables, in solver: inout Solver) -> CGRect {
        CGRect(
            x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
            width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    // MARK: Rebuilding

    private func rebuild() {
        needsRebuild = false
        changedConstants.removeAll()
        changedViews.removeAll()
        solver = Solver()
        variables.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        systemGuides.removeAll(keepingCapacity: true)
        solverConstraints.removeAll(keepingCapacity: true)
        systemConstraintsByView.removeAll(keepingCapacity: true)
        guidePositions.removeAll(keepingCapacity: true)
        foldedBoundsOrigins.removeAll(keepingCapacity: true)
        layoutConstraints.removeAll(keepingCapacity: true)
        brokenConstraints.removeAll()

        // The active constraints of the hierarchy, the installed view's first, in hierarchy order.
        var active: [NSLayoutConstraint] = []
        root.forEachInSubtree { view in
            guard let state = view.storedLayoutState else { return }
            for constraint in state.constraints where constraint.firstItem != nil { active.append(constraint) }
        }
        for constraint in active {
            guard let installed = constraint.installedView else { continue }
            join(constraint.firstItem, upTo: installed)
            join(constraint.secondItem, upTo: installed)
            // A scroll view's edges constrained with its content are its content area's (behaviour 20.10).
            if let scrollView = installed as? UIScrollView, constraint.usesContentArea(of: scrollView) {
                join(scrollView.contentLayoutGuide, upTo: installed)
            }
        }
        // The system's constraints of each view, then the app's.
        for item in items {
            guard let view = item.object as? UIView else { continue }
            addSystemConstraints(of: view)
        }
        for constraint in active { add(constraint) }
    }

    /// Gives `item` variables, and every view between it and `reference` (their origins add up to the
    /// item's position in `reference`): a view's superview chain, a guide's owning view's.
    private func join(_ item: AnyObject?, upTo reference: UIView) {
        guard let item else { return }
        makeVariables(for: item)
        var view: UIView? = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        // A guide is inset from its owning view's size: the owner takes part too.
        if item is UILayoutGuide, let owner = view { makeVariables(for: owner) }
        while let current = view, current !== reference {
            makeVariables(for: current)
            view = current.superview
        }
    }

    private func makeVariables(for item: AnyObject) {
        let key = ObjectIdentifier(item)
        guard variables[key] == nil else { return }
        // A view in the engine tells it when its frame or intrinsic size changes (Layout/ViewLayoutState.swift).
        if let view = item as? UIView, view.storedLayoutState == nil { view.storedLayoutState = ViewLayoutState() }
        let name = LayoutItemReference.name(of: item)
        variables[key] = ItemVariables(
            minX: solver.makeVariable("\(name).minX"), minY: solver.makeVariable("\(name).minY"),
            width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
        items.append(LayoutItemHandle(object: item))
        if let guide = item as? UILayoutGuide, guide.systemKind != nil {
            systemGuides.append(LayoutItemHandle(object: item))
        }
    }

    /// Adds the solver constraint of `constraint`; a required one in conflict with the required constraints
    /// before it is broken (left out) and reported, as UIKit reports it.
    private func add(_ constraint: NSLayoutConstraint) {
        guard let installed = constraint.installedView,
            let solverConstraint = makeSolverConstraint(for: constraint, in: installed)
        else { return }
        do {
            try solver.addConstraint(solverConstraint)
            solverConstraints[ObjectIdentifier(constraint)] = InstalledConstraint(
                solverConstraint: solverConstraint, builtConstant: constraint.constant,
                builtExpressionConstant: solverConstraint.expression.constant)
            layoutConstraints.append(constraint)
        } catch {
            brokenConstraints.append(constraint)
            LayoutReport.unsatisfiable(constraint, among: layoutConstraints, in: root)
        }
    }

}

/// A linear expression of the solver's variables (Cassowary's `Expression`, named apart from Foundation's).
typealias LinearExpression = Cassowary.Expression

/// An item of the engine, held weakly: a view or a layout guide.
@MainActor
struct LayoutItemHandle {
    weak var object: AnyObject?
}
