import Foundation

/// The thresholds of context menus (behaviour 15.1). Apple documents none of them.
public enum ContextMenuConstants {
    /// How long a finger is held still on a view with a ``UIContextMenuInteraction`` before its menu
    /// appears: 0.5 s (behaviour 15.1, EMP). Apple documents no duration; 0.5 s is the long-press duration
    /// Apple's Human Interface Guidelines courses quote for revealing contextual actions and the documented
    /// default `minimumPressDuration` of a long press. The highlight starts earlier on a device; the menu
    /// is what this value times.
    public static let menuPressDuration: TimeInterval = 0.5
}
