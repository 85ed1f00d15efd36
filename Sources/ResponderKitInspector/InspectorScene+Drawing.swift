import Foundation
import ResponderKit

// What the page needs to draw a view as the application would show it (docs/inspector-protocol.md 1.4,
// `scene`): its layer's background, corner radius and border (Apple's `UIView.backgroundColor`,
// `CALayer.cornerRadius`, `CALayer.borderWidth`, `CALayer.borderColor` and `UIView.clipsToBounds` pages),
// the text it shows, an image view's image as a box, and how Auto Layout places it (behaviour 20.7).
// Each field is left out at its default, so that a scene of plain views costs what it did.

extension InspectorScene {
    /// The drawing fields of `view`, each only when it differs from the default: `backgroundColor`,
    /// `cornerRadius`, `borderWidth` and `borderColor`, `clipsToBounds`, `text` (``textJSON(of:)``),
    /// `image` (the image's box in the view's bounds coordinates), `layout` (`"constraints"` for a view
    /// whose `translatesAutoresizingMaskIntoConstraints` is false) and `ambiguous` (its
    /// `hasAmbiguousLayout`).
    static func drawingFields(of view: UIView) -> [InspectorJSON.Field] {
        typealias F = InspectorJSON.Field
        var fields: [F] = []
        if let color = view.backgroundColor { fields.append(F("backgroundColor", colorJSON(color))) }
        let layer = view.layer
        if layer.cornerRadius > 0 { fields.append(F("cornerRadius", .number(rounded(layer.cornerRadius)))) }
        if layer.borderWidth > 0 {
            fields.append(F("borderWidth", .number(rounded(layer.borderWidth))))
            fields.append(F("borderColor", layer.borderColor.map { colorJSON(UIColor(cgColor: $0)) } ?? .null))
        }
        if view.clipsToBounds { fields.append(F("clipsToBounds", .bool(true))) }
        if let text = textJSON(of: view) { fields.append(F("text", text)) }
        if let imageView = view as? UIImageView, let image = imageView.image {
            fields.append(F("image", rectJSON(imageBox(image.size, in: view.bounds, mode: view.contentMode))))
        }
        // Only a view Auto Layout places can be ambiguous; asking the others would update the engine.
        if !view.translatesAutoresizingMaskIntoConstraints {
            fields.append(F("layout", .string("constraints")))
            if view.hasAmbiguousLayout { fields.append(F("ambiguous", .bool(true))) }
        }
        return fields
    }

    /// A color as `[red, green, blue, alpha]` in sRGB, three decimals.
    static func colorJSON(_ color: UIColor) -> InspectorJSON {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return .array([red, green, blue, alpha].map { .number((Double($0) * 1000).rounded() / 1000) })
    }

    /// A length to a hundredth of a point: finer than the page draws, and short in JSON.
    static func rounded(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }

    /// A rectangle as `[x, y, width, height]`, to a hundredth of a point.
    static func rectJSON(_ rect: CGRect) -> InspectorJSON {
        .array([rect.minX, rect.minY, rect.width, rect.height].map { .number(rounded($0)) })
    }

    /// Where an image of `size` shows in `bounds` for a content mode (Apple's `UIView.ContentMode` page):
    /// stretched, fitted or filled with its aspect ratio kept, or at its own size against an edge, a
    /// corner or the centre.
    static func imageBox(_ size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        switch mode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let scale = mode == .scaleAspectFit ? fit : fill
            let scaled = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width,
                height: scaled.height)
        default:
            let left: Set<UIView.ContentMode> = [.left, .topLeft, .bottomLeft]
            let right: Set<UIView.ContentMode> = [.right, .topRight, .bottomRight]
            let top: Set<UIView.ContentMode> = [.top, .topLeft, .topRight]
            let bottom: Set<UIView.ContentMode> = [.bottom, .bottomLeft, .bottomRight]
            let x =
                left.contains(mode)
                ? bounds.minX : right.contains(mode) ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y =
                top.contains(mode)
                ? bounds.minY : bottom.contains(mode) ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
