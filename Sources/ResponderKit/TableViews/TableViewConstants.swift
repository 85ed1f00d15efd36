import Foundation

/// The table view's fixed numbers (behaviour 14.2): where UIKit sizes rows and headers itself
/// (`automaticDimension`, self-sizing from Auto Layout), the headless table view uses these.
enum TableViewConstants {
    /// A row's height when ``UITableView/rowHeight`` is `automaticDimension` and there is no estimate:
    /// UIKit's standard row height, 44 pt.
    static let defaultRowHeight: CGFloat = 44
    /// A section header's or footer's height when it has a view and the height is `automaticDimension`:
    /// 28 pt, UIKit's plain-style header height.
    static let defaultSectionHeaderHeight: CGFloat = 28
}
