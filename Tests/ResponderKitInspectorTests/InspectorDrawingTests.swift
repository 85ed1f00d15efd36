import Foundation
import ResponderKit
import Testing

@testable import ResponderKitInspector

@MainActor
private func makeHub() -> InspectorHub {
    InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/inspector-test.sock", drivesTime: false))
}

/// What the `scene` message carries for the page to draw each view as the application shows it, and the
/// `viewLayout` answer (docs/inspector-protocol.md 1.4): the layer's colours, corner radius and border
/// (Apple's `UIView.backgroundColor`, `CALayer.cornerRadius`, `CALayer.borderWidth`, `CALayer.borderColor`,
/// `UIView.clipsToBounds` pages), text in the text model's metrics (docs/behaviour/text-input.md, 17.1),
/// image boxes (Apple's `UIView.ContentMode` page), and how Auto Layout places a view (behaviour 20.7, 20.8).
@MainActor
@Suite("Inspector: drawing the views")
struct InspectorDrawingTests {
    /// A client watching the tutorial scene, and the scene's window.
    private func tutorial() throws -> (InspectorHub, InspectorTestClient, UIWindow) {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "tutorial"])
        let window = try #require(hub.session("tutorial")).scene.window
        return (hub, client, window)
    }

    /// The views of the scene as a client that chooses `scene` again receives them, by name.
    private func views(_ client: InspectorTestClient, scene: String = "tutorial") -> [String: InspectorJSON] {
        client.send(["type": "chooseScene", "scene": .string(scene)])
        let views = client.messages("scene").last?["views"]?.arrayValue ?? []
        var result: [String: InspectorJSON] = [:]
        for view in views {
            if let name = view["name"]?.stringValue, result[name] == nil { result[name] = view }
        }
        return result
    }

    private func numbers(_ json: InspectorJSON?) -> [Double] { json?.arrayValue?.compactMap(\.numberValue) ?? [] }

    @Test(
        "UIView.backgroundColor, CALayer.cornerRadius, borderWidth, borderColor, clipsToBounds, alpha and isHidden reach the scene; defaults are left out"
    )
    func layerAppearance() throws {
        let (_, client, window) = try tutorial()
        let card = UIView(frame: CGRect(x: 10, y: 400, width: 100, height: 60))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor
        card.clipsToBounds = true
        card.alpha = 0.4
        let ghost = UIView(frame: CGRect(x: 120, y: 400, width: 50, height: 50))
        ghost.accessibilityIdentifier = "ghost"
        ghost.backgroundColor = .white
        ghost.isHidden = true
        let plain = UIView(frame: CGRect(x: 200, y: 400, width: 50, height: 50))
        plain.accessibilityIdentifier = "plain"
        for view in [card, ghost, plain] { window.addSubview(view) }

        let views = views(client)
        let drawn = try #require(views["card"])
        #expect(numbers(drawn["backgroundColor"]) == [1, 0.5, 0, 1])
        #expect(drawn["cornerRadius"] == 12 && drawn["borderWidth"] == 2)
        #expect(numbers(drawn["borderColor"]) == [0, 0, 1, 0.5])
        #expect(drawn["clipsToBounds"] == true && drawn["alpha"]?.numberValue.map { abs($0 - 0.4) < 1e-6 } == true)
        // White is a gray: its components in sRGB repeat the level.
        #expect(numbers(views["ghost"]?["backgroundColor"]) == [1, 1, 1, 1])
        #expect(views["ghost"]?["hidden"] == true && views["ghost"]?["effectivelyHidden"] == true)
        let defaults = [
            "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "clipsToBounds", "text", "image", "layout",
        ]
        #expect(defaults.allSatisfy { views["plain"]?[$0] == nil })
    }

    @Test(
        "A label's text is drawn in the text model's metrics: its font size, line height, colour, lines centred vertically and aligned"
    )
    func labelText() throws {
        let (_, client, window) = try tutorial()
        let label = UILabel(frame: CGRect(x: 20, y: 500, width: 200, height: 40))
        label.accessibilityIdentifier = "caption"
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        label.textAlignment = .center
        let wrapped = UILabel(frame: CGRect(x: 20, y: 560, width: 50, height: 100))
        wrapped.accessibilityIdentifier = "wrapped"
        wrapped.text = "one two three"
        wrapped.numberOfLines = 0
        window.addSubview(label)
        window.addSubview(wrapped)

        let views = views(client)
        let text = try #require(views["caption"]?["text"])
        let font = UIFont.boldSystemFont(ofSize: 20)
        #expect(text["size"] == 20 && text["weight"] == 700)
        #expect(text["lineHeight"]?.numberValue == InspectorScene.rounded(font.lineHeight))
        #expect(numbers(text["color"]) == [1, 0, 0, 1])
        let line = try #require(text["lines"]?.arrayValue?.first?.arrayValue)
        #expect(line.first == "Hello")
        // The model's width (label.intrinsicContentSize is it rounded up), centred in the 200 pt width, and
        // the single line centred in the 40 pt height: its baseline an ascender below its top.
        let width = try #require(line[3].numberValue)
        #expect(
            width <= Double(label.intrinsicContentSize.width) && width > Double(label.intrinsicContentSize.width) - 1)
        #expect(abs((line[1].numberValue ?? 0) - (200 - width) / 2) < 0.02)
        let baseline = (40 - font.lineHeight) / 2 + font.ascender
        #expect(abs((line[2].numberValue ?? 0) - Double(baseline)) < 0.02)

        // Words wrap within the width (8.5 pt a character at 17 pt: "one two" is 59.5 pt), one line a word
        // here, each a line height below the last.
        let lines = views["wrapped"]?["text"]?["lines"]?.arrayValue ?? []
        #expect(lines.compactMap { $0.arrayValue?.first?.stringValue } == ["one", "two", "three"])
        let baselines = lines.compactMap { $0.arrayValue?[2].numberValue }
        #expect(
            baselines.count == 3
                && abs(baselines[1] - baselines[0] - Double(UIFont.systemFont(ofSize: 17).lineHeight)) < 0.02)
    }

    @Test("An image view's image is a box of the image's size, placed by the content mode")
    func imageBox() throws {
        let (_, client, window) = try tutorial()
        let centred = UIImageView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
        centred.accessibilityIdentifier = "centred"
        centred.image = UIImage(size: CGSize(width: 40, height: 20))
        centred.contentMode = .center
        let fitted = UIImageView(frame: CGRect(x: 140, y: 300, width: 100, height: 100))
        fitted.accessibilityIdentifier = "fitted"
        fitted.image = UIImage(size: CGSize(width: 40, height: 20))
        fitted.contentMode = .scaleAspectFit
        window.addSubview(centred)
        window.addSubview(fitted)

        let views = views(client)
        #expect(numbers(views["centred"]?["image"]) == [30, 40, 40, 20])
        #expect(numbers(views["fitted"]?["image"]) == [0, 25, 100, 50])
    }

    @Test(
        "A text field's text lines up with its caret: the line starts where the caret at the start is, is as wide as the caret moves, and sits on the caret's line"
    )
    func fieldTextMatchesCaret() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "text"])
        let scene = try #require(hub.session("text")).scene
        let field = try #require(scene.view(named: "nameField") as? UITextField)
        field.text = "Ada Lovelace"
        let secure = try #require(scene.view(named: "passwordField") as? UITextField)
        secure.text = "pw"

        let views = views(client, scene: "text")
        let line = try #require(views["nameField"]?["text"]?["lines"]?.arrayValue?.first?.arrayValue)
        let start = field.caretRect(for: field.beginningOfDocument)
        let end = field.caretRect(for: field.endOfDocument)
        let font = try #require(field.font)
        #expect(line.first == "Ada Lovelace")
        #expect(abs((line[1].numberValue ?? 0) - Double(start.minX)) < 0.02)
        #expect(abs((line[2].numberValue ?? 0) - Double(start.minY + font.ascender)) < 0.02)
        #expect(abs((line[3].numberValue ?? 0) - Double(end.minX - start.minX)) < 0.02)
        // Secure text is drawn as bullets, never as the text.
        #expect(views["passwordField"]?["text"]?["lines"]?.arrayValue?.first?.arrayValue?.first == "••")
    }

    @Test("behaviour 20.7: views Auto Layout places are marked, and the ambiguous one as ambiguous")
    func constraintMarks() throws {
        let (_, client, window) = try tutorial()
        let placed = UIView()
        placed.accessibilityIdentifier = "placed"
        let loose = UIView()
        loose.accessibilityIdentifier = "loose"
        for view in [placed, loose] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        NSLayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 12),
            placed.topAnchor.constraint(equalTo: window.topAnchor, constant: 500),
            placed.widthAnchor.constraint(equalToConstant: 80), placed.heightAnchor.constraint(equalToConstant: 30),
            loose.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            loose.topAnchor.constraint(equalTo: window.topAnchor, constant: 500),
        ])
        window.layoutIfNeeded()

        let views = views(client)
        #expect(views["placed"]?["layout"] == "constraints" && views["placed"]?["ambiguous"] == nil)
        #expect(views["loose"]?["layout"] == "constraints" && views["loose"]?["ambiguous"] == true)
        #expect(views["green"]?["layout"] == nil, "a view that keeps its frame has no layout mark")
    }

    @Test(
        "behaviour 20.8: inspectView answers the view's constraints, those affecting it per axis, and its layout explanation"
    )
    func inspectView() throws {
        let (_, client, window) = try tutorial()
        let badge = UIView()
        badge.accessibilityIdentifier = "badge"
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        let leading = badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 12)
        let top = badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 40)
        let width = badge.widthAnchor.constraint(equalToConstant: 50)
        let height = badge.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([leading, top, width, height])

        client.send(["type": "inspectView", "view": "badge"])
        let answer = try #require(client.messages("viewLayout").last)
        #expect(client.errors.isEmpty)
        #expect(answer["view"] == "badge" && answer["layout"] == "constraints" && answer["ambiguous"] == false)
        #expect(answer["constraints"] == .array([width, height].map { .string($0.description) }))
        let horizontal = answer["affecting"]?["horizontal"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(Set(horizontal) == Set([leading.description, width.description]))
        let vertical = answer["affecting"]?["vertical"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(Set(vertical) == Set([top.description, height.description]))
        #expect(answer["explanation"] == .array(badge.layoutExplanation().map { .string($0) }))
        #expect(answer["frame"] == .rect(CGRect(x: 12, y: 40, width: 50, height: 20)))

        // A view that keeps its frame says so; an unknown view is an invalid field.
        client.send(["type": "inspectView", "view": "green"])
        #expect(client.messages("viewLayout").last?["layout"] == "frame")
        client.send(["type": "inspectView", "view": "nowhere"])
        #expect(client.errors == ["invalid-field"])
        client.send(["type": "inspectView", "view": "badge", "index": 1])
        #expect(client.errors == ["invalid-field", "invalid-field"], "index 1 is not badge")
    }

    @Test("behaviour 14.3: the list scene's rows carry their titles as their labels' text, each in its own row")
    func listRowTitles() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "list"])
        let views = client.messages("scene").last?["views"]?.arrayValue ?? []
        let byIndex = Dictionary(
            uniqueKeysWithValues: views.compactMap { view in view["index"]?.numberValue.map { (Int($0), view) } })
        // Each label's row: the cell among its ancestors.
        func row(of view: InspectorJSON) -> String? {
            var current: InspectorJSON? = view
            while let node = current {
                if node["cell"] != nil { return node["name"]?.stringValue }
                current = node["parent"]?.numberValue.flatMap { byIndex[Int($0)] }
            }
            return nil
        }
        var titles: [String: String] = [:]
        for view in views where view["className"] == "UILabel" {
            guard let row = row(of: view),
                let title = view["text"]?["lines"]?.arrayValue?.first?.arrayValue?.first?.stringValue
            else { continue }
            titles[row] = title
        }
        #expect(titles["row 2"] == "Your parcel is on its way")
        #expect(titles.count >= 10, "\(titles)")
    }
}
