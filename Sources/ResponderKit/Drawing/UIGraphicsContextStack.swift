import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// UIKit's stack of graphics contexts (behaviour 21.1): the display pass pushes a context around each
// `draw(_:)`, an image renderer around its actions; `UIGraphicsGetCurrentContext()` reads the top. Kept on
// the main actor, where views draw (docs/decisions.md, "Headless drawing").

/// The contexts pushed so far, the current one last.
@MainActor private var graphicsContextStack: [CGContext] = []

/// The current graphics context: the one UIKit set up for the ``UIView/draw(_:)`` running, an image
/// renderer's, or the one last pushed with ``UIGraphicsPushContext(_:)``. Nil outside of those, as in UIKit.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    graphicsContextStack.last
}

/// Makes `context` the current graphics context until the matching ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    graphicsContextStack.append(context)
}

/// Makes the context current before the last ``UIGraphicsPushContext(_:)`` current again. Without a pushed
/// context it does nothing.
@MainActor
public func UIGraphicsPopContext() {
    _ = graphicsContextStack.popLast()
}

/// Runs `body` with `context` current, then restores the context that was current before.
@MainActor
func withCurrentGraphicsContext<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
    let depth = graphicsContextStack.count
    graphicsContextStack.append(context)
    // Pushes the body left unbalanced are popped with it: a later draw must not see them.
    defer { graphicsContextStack.removeSubrange(min(depth, graphicsContextStack.count)...) }
    return try body()
}
