import Foundation
import ResponderKit

/// The realistic screen (``BenchmarkTrees/realisticScreen()``, about 300 views) in a fresh window, built the
/// two ways an app builds it, with the same frames in the end (docs/performance.md, "Auto Layout in the layout
/// pass"):
///
/// - ``constrained(application:)``: every view below the window's root placed by constraints, as a UIKit app
///   writes them: a child spanning its parent's width is pinned to its leading and trailing edges, one
///   flush with the trailing edge is pinned there with a width, others get a leading offset and a width; a
///   child starting where the sibling before it ends is pinned below that sibling (the list's 16 cells form
///   one chain), others get a top offset; heights are constants.
/// - ``framed(application:)``: the baseline, the same views framed by hand in their superview's
///   `layoutSubviews()`, each frame computed from the spec (the cells from the section's offset).
///
/// Either way nothing has a frame until the first layout pass: the tree is added to a shown window, and
/// that pass (``window``'s `layoutIfNeeded()`) is what the benchmark measures. ``pan(to:)`` moves the list's
/// cells down by `offset` points: the constant of the first cell's top constraint, or the section's offset.
@MainActor
public final class ConstrainedScreen {
    /// The window, shown, its tree added but not yet laid out.
    public let window: UIWindow
    /// The window's one subview, filling it (framed by hand either way); the screen's views are inside.
    public let root: UIView
    /// How many views the screen has below the window.
    public let viewCount: Int
    /// How many constraints the app activated (0 for the framed baseline).
    public let constraintCount: Int
    private let pannedConstraint: NSLayoutConstraint?
    private let pannedSection: FramedView?
    /// The list's first cell, which the pan moves (the others follow it), to check where it went.
    public let firstCell: UIView

    /// The screen placed by constraints.
    public static func constrained(application: UIApplication = UIApplication()) -> ConstrainedScreen {
        ConstrainedScreen(application: application, constrained: true)
    }

    /// The same screen framed by hand in `layoutSubviews()`.
    public static func framed(application: UIApplication = UIApplication()) -> ConstrainedScreen {
        ConstrainedScreen(application: application, constrained: false)
    }

    private init(application: UIApplication, constrained: Bool) {
        let spec = BenchmarkTrees.realisticScreen().tree
        window = UIWindow(frame: spec.frame, application: application)
        window.isHidden = false
        let root = FramedView(frame: .zero)
        self.root = root
        var constraints: [NSLayoutConstraint] = []
        var views: [String: UIView] = [:]
        func addChildren(of spec: ViewSpec, to view: UIView) {
            var previous: (spec: ViewSpec, view: UIView)?
            for childSpec in spec.children {
                let child = constrained ? UIView() : FramedView(frame: .zero)
                child.bounds.origin = childSpec.boundsOrigin
                child.isHidden = childSpec.isHidden
                child.alpha = childSpec.alpha
                child.isUserInteractionEnabled = childSpec.isUserInteractionEnabled
                child.accessibilityIdentifier = childSpec.name
                if let name = childSpec.name { views[name] = child }
                view.addSubview(child)
                if constrained {
                    child.translatesAutoresizingMaskIntoConstraints = false
                    constraints += Self.constraints(placing: child, childSpec, in: view, spec, after: previous)
                } else if let view = view as? FramedView {
                    view.childFrames.append(childSpec.frame)
                }
                addChildren(of: childSpec, to: child)
                previous = (childSpec, child)
            }
        }
        addChildren(of: spec, to: root)
        window.addSubview(root)
        root.frame = window.bounds
        NSLayoutConstraint.activate(constraints)
        viewCount = spec.count
        constraintCount = constraints.count
        let firstCell = views["cell0"]!
        self.firstCell = firstCell
        pannedSection = views["section"] as? FramedView
        pannedConstraint = constraints.first { $0.firstItem === firstCell && $0.firstAttribute == .top }
    }

    /// The constraints that place `child` (of spec `spec`) in `parent` (of spec `parentSpec`), the sibling
    /// before it being `previous`.
    private static func constraints(
        placing child: UIView, _ spec: ViewSpec, in parent: UIView, _ parentSpec: ViewSpec,
        after previous: (spec: ViewSpec, view: UIView)?
    ) -> [NSLayoutConstraint] {
        let frame = spec.frame
        let parentWidth = parentSpec.frame.width
        var result: [NSLayoutConstraint] = []
        if frame.minX == 0 && frame.width == parentWidth {
            result.append(child.leadingAnchor.constraint(equalTo: parent.leadingAnchor))
            result.append(child.trailingAnchor.constraint(equalTo: parent.trailingAnchor))
        } else if frame.maxX == parentWidth {
            result.append(child.trailingAnchor.constraint(equalTo: parent.trailingAnchor))
            result.append(child.widthAnchor.constraint(equalToConstant: frame.width))
        } else {
            result.append(child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: frame.minX))
            result.append(child.widthAnchor.constraint(equalToConstant: frame.width))
        }
        if let previous, previous.spec.frame.maxY == frame.minY, frame.minY > 0 {
            result.append(child.topAnchor.constraint(equalTo: previous.view.bottomAnchor))
        } else {
            result.append(child.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY))
        }
        result.append(child.heightAnchor.constraint(equalToConstant: frame.height))
        return result
    }

    /// Moves the list's cells down by `offset` points (a pan's frame): the first cell's top constant, or the
    /// section's offset and its `setNeedsLayout()`. The next layout pass places them.
    public func pan(to offset: CGFloat) {
        if let pannedConstraint {
            pannedConstraint.constant = offset
        } else if let pannedSection {
            pannedSection.offset = offset
            pannedSection.setNeedsLayout()
        }
    }

    /// Whether the first cell is where a pan to `offset` puts it.
    public func isPlaced(panOffset offset: CGFloat) -> Bool {
        firstCell.frame == CGRect(x: 0, y: offset, width: 390, height: 88)
    }

    /// Every view's frame below the window, depth first: the same for both ways of building the screen once
    /// laid out.
    public var frames: [CGRect] {
        var result: [CGRect] = []
        func visit(_ view: UIView) {
            result.append(view.frame)
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return result
    }
}

/// The baseline's view: frames its subviews by hand in `layoutSubviews()`, from the spec, the children's
/// vertical positions moved by ``offset``.
@MainActor
final class FramedView: UIView {
    /// The subviews' frames, in order.
    var childFrames: [CGRect] = []
    /// Added to every subview's y (the section's pan).
    var offset: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, subview) in subviews.enumerated() where index < childFrames.count {
            subview.frame = childFrames[index].offsetBy(dx: 0, dy: offset)
        }
    }
}
