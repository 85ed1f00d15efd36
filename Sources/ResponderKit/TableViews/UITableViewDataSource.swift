import Foundation

/// What a ``UITableView`` asks for its content, with UIKit's Swift signatures and default answers
/// (behaviour 14.2; Apple's `UITableViewDataSource` page).
///
/// The table view asks for the counts when it loads its data (its first layout, or
/// ``UITableView/reloadData()``) and for a cell each time a row comes into view.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`. Required.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``. Required.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, shown in a label when the delegate gives no header view. Default nil.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, shown in a label when the delegate gives no footer view. Default nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (shows its editing control in editing mode). Default `true`.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Called when the user confirms the row's editing action (the delete confirmation button, or the
    /// insert control): update the data, then call ``UITableView/deleteRows(at:with:)`` or
    /// ``UITableView/insertRows(at:with:)``. Default: nothing.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control in editing mode. Default `false` (UIKit shows it when the
    /// data source implements ``tableView(_:moveRowAt:to:)``, which Swift cannot detect: answer `true`).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Called when the user dropped a row dragged by its reorder control at another place: move the data.
    /// The table view has already moved the row. Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// No reorder control.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
