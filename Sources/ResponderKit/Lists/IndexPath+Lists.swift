import Foundation

#if !canImport(UIKit)
/// The row, section and item accessors UIKit adds to Foundation's `IndexPath` (behaviour 14.1). Foundation
/// on Linux has none of them (UIKit's own extension provides them on Apple platforms, hence the guard).
///
/// A list index path has two indices: the section, then the row (table views) or item (collection
/// views). Reading `row`, `item` or `section` from an index path of another length traps, as UIKit's
/// precondition does.
extension IndexPath {
    /// Creates an index path for the row `row` of the section `section` of a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Creates an index path for the item `item` of the section `section` of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section (table views): the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section (collection views): the second index, the same as `row`.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
