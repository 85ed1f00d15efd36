import Foundation

// UIKit's notification names, with UIKit's raw strings, so that observers written for UIKit compile and
// match. Who posts each one, with which `object` and when, is documented with the poster:
// Windows/UIWindow.swift (key and visibility), Application/UIApplication+State.swift (application),
// Scenes/UIScene.swift (scene), Responders/InputViews.swift (keyboard), Text/UITextField+Editing.swift and
// Text/UITextView+Editing.swift (text controls), Motion/UIApplication+DeviceSensors.swift (device),
// Pasteboard/UIPasteboard.swift (pasteboard, declared there).

extension UIWindow {
    /// Posted after a window became key (after its ``UIWindow/becomeKey()``); `object` is the window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted after a window stopped being key (after its ``UIWindow/resignKey()``); `object` is the window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a hidden window was shown (`isHidden` became false); `object` is the window.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name(
        "UIWindowDidBecomeVisibleNotification")
    /// Posted when a shown window was hidden (`isHidden` became true); `object` is the window.
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
}

extension UIDevice {
    /// Posted when ``UIDevice/orientation`` changed while orientation notifications are generated
    /// (behaviour 8.8); `object` is the device.
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    /// Posted when ``UIDevice/proximityState`` changed (behaviour 8.7); `object` is the device.
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")
}

extension UIApplication {
    /// Posted after the application became active, after the delegate's
    /// `applicationDidBecomeActive(_:)`; `object` is the application.
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the application is about to stop being active, after the delegate's
    /// `applicationWillResignActive(_:)`; `object` is the application.
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted after the application entered the background, after the delegate's
    /// `applicationDidEnterBackground(_:)`; `object` is the application.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the application is about to leave the background, after the delegate's
    /// `applicationWillEnterForeground(_:)`; `object` is the application.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
}

extension UIScene {
    /// Posted when a scene was added to its application, after the delegate's
    /// `scene(_:willConnectTo:options:)`; `object` is the scene.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after a scene was removed from its application, after the delegate's
    /// `sceneDidDisconnect(_:)`; `object` is the scene.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after a scene became active, after the delegate's `sceneDidBecomeActive(_:)`; `object` is the scene.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active, after the delegate's `sceneWillResignActive(_:)`;
    /// `object` is the scene.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground, after the delegate's
    /// `sceneWillEnterForeground(_:)`; `object` is the scene.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted after a scene entered the background, after the delegate's `sceneDidEnterBackground(_:)`;
    /// `object` is the scene.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}

extension UIResponder {
    /// Posted before the keyboard (the application's input views) appears or changes; `object` is the
    /// application (UIKit posts nil; naming the application lets several applications share a process),
    /// `userInfo` holds the keys below.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared or changed; see ``keyboardWillShowNotification``.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard goes away; see ``keyboardWillShowNotification``.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard went away; see ``keyboardWillShowNotification``.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (it appears, changes or goes away), just before
    /// ``keyboardWillShowNotification`` or ``keyboardWillHideNotification``; same `userInfo`.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed, just before ``keyboardDidShowNotification`` or
    /// ``keyboardDidHideNotification``; same `userInfo`.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// `userInfo` key: the keyboard's frame in screen coordinates before the change, an `NSValue`
    /// (read it with `cgRectValue`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `userInfo` key: the keyboard's frame in screen coordinates after the change, an `NSValue`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `userInfo` key: the duration of the keyboard's animation in seconds, an `NSNumber` (a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `userInfo` key: the curve of the keyboard's animation, an `NSNumber` (an `Int`). ResponderKit sends
    /// 7, the value iOS devices send (the keyboard's own curve, which `UIView.AnimationCurve` does not name);
    /// shifted left by 16 it makes `UIView.AnimationOptions`, as on iOS.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `userInfo` key: whether the keyboard belongs to the current application, an `NSNumber` (a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UITextField {
    /// Posted after a text field began editing (after `textFieldDidBeginEditing` and
    /// `editingDidBegin`); `object` is the field, no `userInfo`.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted after the user changed a text field's text (after `editingChanged`); `object` is the field,
    /// no `userInfo`. Not posted for programmatic changes.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a text field ended editing (after `textFieldDidEndEditing` and `editingDidEnd`);
    /// `object` is the field, no `userInfo`.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// The key UIKit names for the reason editing ended (``UITextField/DidEndEditingReason``).
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}

extension UITextView {
    /// Posted after a text view began editing (after `textViewDidBeginEditing`); `object` is the view, no
    /// `userInfo`.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed a text view's text (after `textViewDidChange`); `object` is the
    /// view, no `userInfo`. Not posted for programmatic changes.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view ended editing (after `textViewDidEndEditing`); `object` is the view, no
    /// `userInfo`.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")
}

extension NSValue {
    /// Wraps a rectangle, as UIKit's `NSValue(cgRect:)` (the keyboard notifications' frames).
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The wrapped rectangle, as UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
}
