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
