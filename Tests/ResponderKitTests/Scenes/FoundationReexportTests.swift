import ResponderKit
import Testing

// docs/decisions.md, "What importing ResponderKit brings": `import UIKit` brings Foundation, and so does
// `import ResponderKit`. This file deliberately imports ResponderKit and nothing from Foundation: it
// compiles only because ResponderKit re-exports Foundation (Sources/ResponderKit/Exports.swift).

@Suite("Scenes: Foundation comes with import ResponderKit, as with import UIKit")
@MainActor
struct FoundationReexportTests {
    @Test(
        "CGPoint, CGRect, CGFloat, TimeInterval, Date, IndexPath, NSCoder, NotificationCenter and String(format:) are visible"
    )
    func foundationTypesAreVisible() {
        let point = CGPoint(x: 1, y: 2)
        let rect = CGRect(origin: point, size: CGSize(width: 3, height: 4))
        let width: CGFloat = rect.width
        let interval: TimeInterval = 0.5
        let date = Date(timeIntervalSince1970: interval)
        let indexPath = IndexPath(indexes: [1, 2])
        let decode: (NSCoder) -> UIView? = { UIView(coder: $0) }
        let center: NotificationCenter = .default
        #expect(rect.maxX == 4 && width == 3)
        #expect(date.timeIntervalSince1970 == 0.5)
        #expect(indexPath.count == 2 && indexPath[1] == 2)
        #expect(String(format: "%.1f", Double(width)) == "3.0")
        #expect(center === NotificationCenter.default)
        _ = decode
    }
}
