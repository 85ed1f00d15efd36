import Foundation

/// The three trees the hit-testing benchmarks walk, with the points they are probed at.
public enum BenchmarkTrees {
    /// A window-sized root holding a chain of `depth - 1` nested views, each inset by 1 pt from its
    /// parent; the probe lands in the innermost view, so every level is entered.
    public static func deepChain(depth: Int = 100) -> (tree: ViewSpec, points: [CGPoint]) {
        var innermost = ViewSpec(.rect(1, 1, 200, 200), name: "innermost")
        for _ in 0..<(depth - 2) {
            let size = innermost.frame.maxX + 1
            innermost = ViewSpec(.rect(1, 1, size, size), children: [innermost])
        }
        let root = ViewSpec(.rect(0, 0, 390, 844), children: [innermost])
        // The innermost view starts at (depth - 1, depth - 1) in root coordinates.
        let corner = CGFloat(depth - 1)
        return (root, [CGPoint(x: corner + 50, y: corner + 50)])
    }

    /// A root holding `count` sibling views in a grid of 10 × 10 pt cells, 100 per row; the probe lands in
    /// the first (backmost) sibling, so every sibling in front of it is tested first.
    public static func wideContainer(count: Int = 10_000) -> (tree: ViewSpec, points: [CGPoint]) {
        let siblings = (0..<count).map { index in
            ViewSpec(.rect(CGFloat(index % 100) * 10, CGFloat(index / 100) * 10, 10, 10))
        }
        let rows = CGFloat((count + 99) / 100)
        return (ViewSpec(.rect(0, 0, 1000, rows * 10), children: siblings), [CGPoint(x: 5, y: 5)])
    }

    /// A phone screen (390 × 844 pt) of about 300 views, 12 levels deep at most: a navigation bar, a
    /// scrolled list of 16 cells (thumbnail, title and subtitle rows, a badge, an accessory button, a hidden
    /// editing control, a transparent selection background, labels that ignore interaction) and a tab bar.
    /// Probed at 64 points on an 8 × 8 grid over the screen, so that hits, misses and skipped views mix.
    public static func realisticScreen() -> (tree: ViewSpec, points: [CGPoint]) {
        let navigationBar = ViewSpec(
            .rect(0, 0, 390, 100), name: "navigationBar",
            children: [
                ViewSpec(.rect(0, 0, 390, 47), name: "statusBar").with { $0.isUserInteractionEnabled = false },
                ViewSpec(
                    .rect(8, 55, 80, 36), name: "back",
                    children: [
                        ViewSpec(.rect(0, 6, 24, 24)).with { $0.isUserInteractionEnabled = false },
                        ViewSpec(.rect(26, 8, 50, 20)).with { $0.isUserInteractionEnabled = false },
                    ]),
                ViewSpec(.rect(120, 60, 150, 24), name: "title").with { $0.isUserInteractionEnabled = false },
                ViewSpec(.rect(300, 55, 36, 36), children: [ViewSpec(.rect(6, 6, 24, 24))]),
                ViewSpec(.rect(344, 55, 36, 36), children: [ViewSpec(.rect(6, 6, 24, 24))]),
            ])
        let cells = (0..<16).map { cell($0) }
        // The list is scrolled by 300 pt: its bounds origin moves the cells up.
        let section = ViewSpec(.rect(0, 0, 390, 16 * 88), name: "section", children: cells)
        let content = ViewSpec(.rect(0, 0, 390, 16 * 88 + 40), name: "content", children: [section])
        let list = ViewSpec(.rect(0, 100, 390, 661), name: "list", children: [content])
            .with { $0.boundsOrigin = CGPoint(x: 0, y: 300) }
        let tabBar = ViewSpec(
            .rect(0, 761, 390, 83), name: "tabBar",
            children: (0..<5).map { index in
                ViewSpec(
                    .rect(CGFloat(index) * 78, 0, 78, 49),
                    children: [
                        ViewSpec(.rect(27, 4, 24, 24)).with { $0.isUserInteractionEnabled = false },
                        ViewSpec(.rect(4, 30, 70, 14)).with { $0.isUserInteractionEnabled = false },
                    ])
            })
        let container = ViewSpec(.rect(0, 0, 390, 844), name: "container", children: [list, navigationBar, tabBar])
        let root = ViewSpec(.rect(0, 0, 390, 844), name: "root", children: [container])
        var points: [CGPoint] = []
        for row in 0..<8 {
            for column in 0..<8 {
                points.append(CGPoint(x: 12 + CGFloat(column) * 48.5, y: 20 + CGFloat(row) * 103))
            }
        }
        return (root, points)
    }

    /// One list cell: 88 pt tall, 16 views, 6 levels below the cell itself.
    private static func cell(_ index: Int) -> ViewSpec {
        let thumbnail = ViewSpec(
            .rect(16, 12, 64, 64), name: "thumbnail\(index)",
            children: [
                ViewSpec(.rect(0, 0, 64, 64)).with { $0.isUserInteractionEnabled = false }
            ])
        let badge = ViewSpec(
            .rect(200, 2, 40, 20), name: "badge\(index)",
            children: [
                ViewSpec(
                    .rect(4, 2, 32, 16),
                    children: [
                        ViewSpec(.rect(0, 0, 32, 16)).with { $0.isUserInteractionEnabled = false }
                    ])
            ])
        let stack = ViewSpec(
            .rect(92, 12, 240, 64), name: "stack\(index)",
            children: [
                ViewSpec(
                    .rect(0, 0, 240, 24),
                    children: [
                        ViewSpec(.rect(0, 0, 190, 24)).with { $0.isUserInteractionEnabled = false },
                        badge,
                    ]),
                ViewSpec(
                    .rect(0, 30, 240, 34),
                    children: [
                        ViewSpec(.rect(0, 0, 240, 34)).with { $0.isUserInteractionEnabled = false }
                    ]),
            ])
        let contentView = ViewSpec(
            .rect(0, 0, 390, 88), name: "cellContent\(index)",
            children: [
                ViewSpec(.rect(0, 0, 390, 88)).with { $0.alpha = 0 },  // the selected background, invisible
                thumbnail,
                stack,
                ViewSpec(.rect(340, 26, 36, 36), children: [ViewSpec(.rect(6, 6, 24, 24))]),
                ViewSpec(.rect(0, 20, 44, 44)).with { $0.isHidden = true },  // the editing control, not editing
            ])
        return ViewSpec(
            .rect(0, CGFloat(index) * 88, 390, 88), name: "cell\(index)",
            children: [
                contentView,
                ViewSpec(.rect(16, 87, 374, 1)).with { $0.isUserInteractionEnabled = false },  // the separator
            ])
    }
}
