import Foundation
import Testing

/// `responder demo --part layout` (behaviour 20.2, 20.8, 20.9, 19.1): the layout part prints the frames the
/// first layout pass solved, the tap that lands on the button's solved frame, the sheet's constant and frame
/// at each frame of the pan, the snap animation on the clock, and the explanation of the button's frame.
@Suite("responder demo --part layout: frames solved by constraints, a pan driving a constraint (behaviour 20, 19.1)")
struct DemoLayoutCLITests {
    private func layoutPart() throws -> DemoPartOutput {
        let run = try CLIRun.run(["demo", "--part", "layout"])
        #expect(run.status == 0)
        return DemoPartOutput(run.text)
    }

    @Test("behaviour 20.9, 20.6: the scene lists the frames of the first layout pass, the form inside the margins")
    func firstPassFrames() throws {
        let output = try layoutPart()
        #expect(output.lines.first == "ResponderKit demo, part 7: Auto Layout")
        let frames = output.lines.compactMap { line -> String? in
            guard let colon = line.firstIndex(of: ":"), line.contains(" (") else { return nil }
            return String(line[..<colon])
        }
        #expect(
            output.hasRun(
                [
                    "root (0, 0, 375, 667)", "form (20, 20, 335, 156)", "usernameField (0, 0, 335, 44)",
                    "passwordField (0, 56, 335, 44)", "signInButton (0, 112, 335, 44)", "sheet (0, 547, 375, 120)",
                ], in: frames))
    }

    @Test("behaviour 20.2: a tap at the button's solved centre lands on it")
    func tapLands() throws {
        let output = try layoutPart()
        #expect(
            output.hasRun(
                ["finger: taps signInButton at (187.5, 154)", "form: signIn (.touchUpInside)"]))
        #expect(output.lines.contains("hitTest at its centre: signInButton"))
    }

    @Test("behaviour 20.1, 20.2: each frame of the pan sets sheetTop.constant, and the next pass moves the sheet")
    func panFrames() throws {
        let output = try layoutPart()
        #expect(
            output.hasRun(
                [
                    "finger: moves to (187.5, 507.5)",
                    "sheetPan: .began: translation y -50 → sheetTop.constant = -120 + (-50) = -170",
                    "layout pass: sheet.frame (0, 497, 375, 170)",
                    "finger: moves to (187.5, 457.5)",
                    "sheetPan: .changed: translation y -100 → sheetTop.constant = -120 + (-100) = -220",
                    "layout pass: sheet.frame (0, 447, 375, 220)",
                ]))
        #expect(output.events.contains("layout pass: sheet.frame (0, 297, 375, 370)"))
        #expect(output.lines.contains("sheetTop.constant -370; finger still down"))
    }

    @Test(
        "behaviour 19.1: released, the sheet snaps open: the model frame at once, the presented frame over 0.3 s, then the completion"
    )
    func snapAnimation() throws {
        let output = try layoutPart()
        #expect(
            output.hasRun(
                [
                    "finger: lifts",
                    "sheetPan: .ended: velocity y 0 → snaps open, animating sheetTop.constant to -440 over 0.3 s",
                    "poll: sheet.frame (the model) (0, 227, 375, 440)",
                ]))
        #expect(output.lines.contains("0.300 s  sheet: animation completion(finished: true), frame (0, 227, 375, 440)"))
        let presented = output.events.filter { $0.hasPrefix("poll: sheet.layer.presentation().frame") }
        #expect(presented.count == 3)
        #expect(presented.last == "poll: sheet.layer.presentation().frame (0, 227, 375, 440)")
        #expect(output.lines.contains("sheet.frame (0, 227, 375, 440)"))
    }

    @Test("behaviour 20.8: the log explains the button's frame by the stack view's constraints")
    func explanation() throws {
        let output = try layoutPart()
        #expect(
            output.hasRun(
                [
                    "signInButton: frame (0 112; 335 44)", "x and width from:",
                    "<NSLayoutConstraint 'UISV-alignment' signInButton.leading == form.leading   (active)>",
                ], in: output.lines))
        #expect(
            output.lines.contains(
                "<NSLayoutConstraint 'UISV-spacing' signInButton.top == passwordField.bottom + 12   (active)>"))
        #expect(output.lines.contains("<NSLayoutConstraint signInButton.height == 44   (active)>"))
    }

    @Test("behaviour 20.6: a larger safe area moves the form down at the next pass")
    func safeAreaChange() throws {
        let output = try layoutPart()
        #expect(output.events.contains("root: viewSafeAreaInsetsDidChange, safeAreaInsets top 64 bottom 0"))
        #expect(output.lines.contains("form.frame (20, 64, 335, 156)"))
        #expect(output.lines.last == "signInButton.frame (0, 112, 335, 44)")
    }

    @Test("the layout part is the seventh of --part all, after text")
    func partOfAll() throws {
        let run = try CLIRun.run(["demo", "--part", "all", "--no-hit-test"])
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n").map(String.init)
        let text = try #require(lines.firstIndex(of: "ResponderKit demo, part 6: text input"))
        let layout = try #require(lines.firstIndex(of: "ResponderKit demo, part 7: Auto Layout"))
        #expect(text < layout)
    }
}
