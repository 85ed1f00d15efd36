import Foundation

extension EventGenerator {
    /// Shared setting values for all event generators.
    public static var settings = Settings()

    /// Shared setting values for all event generators: lyft/Hammer's, with its defaults. The delays are
    /// waited on the application's clock.
    public struct Settings: Sendable {
        /// The delay waited after activating the accessibility engine. Default 0.02 s. There is no engine
        /// to activate here (the accessibility properties are always stored); the delay is kept so that
        /// timings match Hammer's.
        public var accessibilityActivateDelay: TimeInterval = 0.02

        /// The delay Hammer waits the first time it activates the engine in a simulator. Default 5 s. Not
        /// waited here: there is no simulator to warm up.
        public var accessibilityActivateFirstTimeDelay: TimeInterval = 5.0

        /// Whether creating a generator waits ``accessibilityActivateDelay``. Default true.
        public var forceActivateAccessibilityEngine: Bool = true

        /// Whether creating a generator waits for animations to finish. Default false.
        public var waitForAnimations: Bool = false

        /// Whether creating a generator waits for a frame (1/60 s). Default true.
        public var waitForFrameRender: Bool = true

        /// Creates settings with the defaults.
        public init() {}
    }
}
