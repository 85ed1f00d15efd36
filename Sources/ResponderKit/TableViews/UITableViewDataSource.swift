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
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
