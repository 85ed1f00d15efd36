import Foundation

/// What a ``UICollectionView`` asks for its content, with UIKit's Swift signatures and default answers
/// (behaviour 14.9, 14.10; Apple's `UICollectionViewDataSource` page).
///
/// The collection view asks for the counts when it loads its data (its first layout or query, or
/// ``UICollectionView/reloadData()``) and for a cell each time an item comes into view.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`. Required.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``. Required.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Whether the item may be moved interactively (behaviour 14.10). Default `true` (UIKit answers true
    /// when the data source implements ``collectionView(_:moveItemAt:to:)``, which Swift cannot detect;
    /// see docs/decisions.md).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Called when an interactive movement ended with the item at another place: move the data. The
    /// collection view already shows the item there. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Every item can move.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
