import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// What the table view and the collection view share through one list drag and drop (behaviour 16.8,
/// 16.10): here, how they hold their delegates.
@MainActor
@Suite("List drag and drop: the table view's and the collection view's (behaviour 16.8, 16.10)")
struct ListDragAndDropTests {
    @Test("behaviour 16.8, 16.10: a list's dragDelegate and dropDelegate are held weakly")
    func delegatesAreHeldWeakly() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let table = UITableView(frame: frame, style: .plain)
        let collection = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        var delegate: ListDelegates? = ListDelegates()
        table.dragDelegate = delegate
        table.dropDelegate = delegate
        collection.dragDelegate = delegate
        collection.dropDelegate = delegate
        #expect(table.dragDelegate === delegate && table.dropDelegate === delegate)
        #expect(collection.dragDelegate === delegate && collection.dropDelegate === delegate)
        delegate = nil
        #expect(table.dragDelegate == nil && table.dropDelegate == nil)
        #expect(collection.dragDelegate == nil && collection.dropDelegate == nil)
    }
}

/// The drag and drop delegates of both lists, with only the required methods.
@MainActor
private final class ListDelegates: UITableViewDragDelegate, UITableViewDropDelegate, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    { [] }
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {}
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] { [] }
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
    ) {}
}
