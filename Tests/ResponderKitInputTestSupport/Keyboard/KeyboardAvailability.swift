import Foundation
import ResponderKitInput

/// What the keyboard-layout tests need from the machine (input behaviour 4): they run only where it is
/// installed, and say so when they skip.
package enum KeyboardAvailability {
    /// Whether libxkbcommon loads and compiles `us` here (the `libxkbcommon0` and `xkb-data` packages;
    /// the machine image and CI have both).
    package static let libxkbcommonIsPresent =
        (try? KeyboardTextTranslator(KeyboardLayoutConfiguration(layout: "us", readsEnvironment: false)))?
        .usesLibxkbcommon ?? false

    /// Whether the Compose table of en_US.UTF-8 is installed (`/usr/share/X11/locale`, libx11-data).
    package static let composeTableIsPresent =
        FileManager.default.fileExists(atPath: "/usr/share/X11/locale/en_US.UTF-8/Compose")
}
