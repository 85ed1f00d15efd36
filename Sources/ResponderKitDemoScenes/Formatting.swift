import Foundation
import ResponderKit

// Numbers as a reader writes them: 160 rather than 160.0, at most two decimals.
//
// The one owner of turning a number into text for the demo scenes and the CLI: it takes any Double
// (infinity, NaN, values past Int.max, such as a window frame from a careless or hostile client) without
// trapping, so nothing in Sources/responder or Sources/ResponderKitDemoScenes converts a Double with
// Int(_:) to print it. Public so that the CLI prints with it too.

/// Magnitudes from which a number is written in exponent form ("1e+300"): past them, two decimals mean
/// nothing and `value * 100` could overflow.
private let largestPlainMagnitude: Double = 1e15

/// A number as a reader writes it: `160` rather than `160.0`, at most two decimals, `nan`, `inf`, `-inf`,
/// and exponent form past 10^15.
public func format(_ value: CGFloat) -> String {
    let value = Double(value)
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if abs(value) >= largestPlainMagnitude { return String(format: "%g", value) }
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 { return "0" }  // no "-0"
    if let whole = Int(exactly: rounded) { return String(whole) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// A count derived from a measured number (a percentage, a size in whole points), rounded down and
/// clamped to `range`; NaN counts as the range's lower bound. Never traps.
public func wholeNumber(_ value: Double, clampedTo range: ClosedRange<Int>) -> Int {
    guard !value.isNaN else { return range.lowerBound }
    let clamped = min(max(value.rounded(.down), Double(range.lowerBound)), Double(range.upperBound))
    return Int(exactly: clamped) ?? range.lowerBound
}

/// A point as (x, y).
public func format(_ point: CGPoint) -> String {
    "(\(format(point.x)), \(format(point.y)))"
}

/// A vector as (dx, dy).
public func format(_ vector: CGVector) -> String {
    "(\(format(vector.dx)), \(format(vector.dy)))"
}

/// A frame as (x, y, width, height), the order `CGRect(x:y:width:height:)` takes.
public func format(_ rect: CGRect) -> String {
    "(\(format(rect.origin.x)), \(format(rect.origin.y)), \(format(rect.size.width)), \(format(rect.size.height)))"
}

/// A text range as UIKit prints an `NSRange`: `{location, length}`, in UTF-16 code units.
func format(_ range: NSRange) -> String {
    "{\(range.location), \(range.length)}"
}

/// An angle in radians, in degrees: 30°.
public func format(degreesOf radians: CGFloat) -> String {
    "\(format(radians * 180 / .pi))°"
}

/// A duration, to the millisecond (display frames are 1/60 s apart), in a fixed width so that a
/// column of times lines up: " 0.417 s".
public func format(seconds: TimeInterval) -> String {
    let text = String(format: "%.3f s", max(seconds, 0))  // no "-0.000" from rounding
    return String(repeating: " ", count: max(0, 7 - text.count)) + text
}
