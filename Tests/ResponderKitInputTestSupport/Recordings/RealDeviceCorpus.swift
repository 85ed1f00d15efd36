import Foundation
import ResponderKitTestSupport

/// The real-device recordings in `Tests/Fixtures/evemu-devices` (copied from whot/evemu-devices, see its
/// ATTRIBUTION.md), read by the input tests and replayed by the replay tests.
package enum RealDeviceCorpus {
    package static let root = RepositoryPaths.fixtures.appendingPathComponent("evemu-devices")

    /// The path of a fixture: `folder/name`.
    package static func path(_ folder: String, _ name: String) -> String {
        root.appendingPathComponent(folder).appendingPathComponent(name).path
    }
}
