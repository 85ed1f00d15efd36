import Foundation

/// The application's remote-control state (behaviour 8.2).
///
/// One instance lives in each ``UIApplication`` (its `remoteControlState` property); the public API is in
/// `UIApplication+RemoteControl.swift`.
@MainActor
final class RemoteControlState {
    /// Whether `beginReceivingRemoteControlEvents()` is in effect.
    var isReceivingRemoteControlEvents = false
}
