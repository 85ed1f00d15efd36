import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitTestSupport
import Testing

/// `responder replay` on a keyboard's recording (docs/cli.md, "Keyboards: the layout"): the keys type through the
/// layout the options name, and the summary says what they typed.
@Suite("responder replay: a keyboard's recording types through a keyboard layout (input behaviour 4)")
struct ReplayKeyboardCLITests {
    private static let cafe = RepositoryPaths.fixtures
        .appendingPathComponent("hand-made-keyboards/cafe-with-a-dead-key.events").path

    @Test(
        "input behaviour 4.3: with us(intl), the apostrophe is a dead acute: the recording types Café",
        .enabled(if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 is not installed"))
    func deadKeyThroughTheLayout() throws {
        let run = try CLIRun.run([
            "replay", Self.cafe, "--keyboard-layout", "us", "--keyboard-variant", "intl", "--keyboard-options", "",
        ])
        #expect(run.status == 0, "\(run.errors)")
        let typed = run.text.split(separator: "\n").filter { $0.contains("  typed ") }
        #expect(typed.count == 1, "\(run.text)")
        // Without a Compose table for the locale, the dead key types nothing (and the note says so).
        let expected =
            run.errors.contains("no Compose table")
            ? "\"Cafe ole\\r\" (11 keys), layout English (US, intl., with dead keys)"
            : "\"Café ole\\r\" (11 keys), layout English (US, intl., with dead keys)"
        #expect(typed.first?.contains(expected) == true, "\(typed)")
    }

    @Test(
        "input behaviour 4.2: with us, the same keys type the apostrophe",
        .enabled(if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 is not installed"))
    func plainUS() throws {
        let run = try CLIRun.run(["replay", Self.cafe, "--keyboard-layout", "us", "--keyboard-options", ""])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.text.contains("typed           \"Caf'e ole\\r\" (11 keys), layout English (US) (libxkbcommon"),
            "\(run.text)")
    }

    @Test(
        "input behaviour 4.5: a layout that does not exist stops the replay with an error naming it",
        .enabled(if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 is not installed"))
    func unknownLayout() throws {
        let run = try CLIRun.run(["replay", Self.cafe, "--keyboard-layout", "no-such-layout"])
        #expect(run.status != 0)
        #expect(run.errors.contains("keyboard layout no-such-layout"), "\(run.errors)")
        #expect(run.errors.contains("does not compile: libxkbcommon: "), "\(run.errors)")
    }

    @Test("input behaviour 4.1: a variant without its layout is refused before anything is read")
    func variantWithoutLayout() throws {
        let run = try CLIRun.run(["replay", Self.cafe, "--keyboard-variant", "intl"])
        #expect(run.status != 0)
        #expect(run.errors.contains("--keyboard-variant needs --keyboard-layout"), "\(run.errors)")
    }
}
