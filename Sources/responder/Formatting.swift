import Foundation
import ResponderKit

// Numbers as a reader writes them: 160 rather than 160.0, at most two decimals.

func format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 { return "0" }  // no "-0"
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

func format(_ point: CGPoint) -> String {
    "(\(format(point.x)), \(format(point.y)))"
}

func format(_ vector: CGVector) -> String {
    "(\(format(vector.dx)), \(format(vector.dy)))"
}

/// A frame as (x, y, width, height), the order `CGRect(x:y:width:height:)` takes.
func format(_ rect: CGRect) -> String {
    "(\(format(rect.origin.x)), \(format(rect.origin.y)), \(format(rect.size.width)), \(format(rect.size.height)))"
}

/// An angle in radians, in degrees: 30°.
func format(degreesOf radians: CGFloat) -> String {
    "\(format(radians * 180 / .pi))°"
}

/// A duration, to the millisecond (display frames are 1/60 s apart), in a fixed width so that a
/// column of times lines up: " 0.417 s".
func format(seconds: TimeInterval) -> String {
    let text = String(format: "%.3f s", max(seconds, 0))  // no "-0.000" from rounding
    return String(repeating: " ", count: max(0, 7 - text.count)) + text
}
