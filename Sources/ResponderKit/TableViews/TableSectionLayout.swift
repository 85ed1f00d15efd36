import Foundation

/// The vertical geometry of one section of a loaded table view (behaviour 14.2): header, rows, footer,
/// top to bottom, in the table's content coordinates.
struct TableSectionLayout {
    /// The header view the delegate gave, if any.
    var header: UIView?
    /// The footer view the delegate gave, if any.
    var footer: UIView?
    /// The top of the header.
    var top: CGFloat = 0
    var headerHeight: CGFloat = 0
    /// The top of each row.
    var rowTops: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    var footerHeight: CGFloat = 0

    /// The top of the footer.
    var footerTop: CGFloat { (rowTops.last.map { $0 + rowHeights[rowHeights.count - 1] }) ?? top + headerHeight }
    /// The bottom of the section.
    var bottom: CGFloat { footerTop + footerHeight }

    /// The index of the first row whose bottom is below `y` (the row count when none is).
    func firstRow(endingAfter y: CGFloat) -> Int {
        var low = 0
        var high = rowTops.count
        while low < high {
            let middle = (low + high) / 2
            if rowTops[middle] + rowHeights[middle] > y { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The index of the row covering `y`, if any (binary search over the row tops).
    func row(atY y: CGFloat) -> Int? {
        guard !rowTops.isEmpty, y >= rowTops[0], y < footerTop else { return nil }
        var low = 0
        var high = rowTops.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowTops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return y < rowTops[low] + rowHeights[low] ? low : nil
    }
}
