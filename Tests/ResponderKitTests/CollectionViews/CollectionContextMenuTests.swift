import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 15.8 (collection view items' context menus); Apple's UICollectionViewDelegate pages:
// collectionView(_:contextMenuConfigurationForItemsAt:point:) ("An empty array indicates ... the space between
// cells. An array with multiple index paths indicates ... an item in a multiple selection"), the deprecated
// collectionView(_:contextMenuConfigurationForItemAt:point:), collectionView(_:willDisplayContextMenu:animator:),
// collectionView(_:willEndContextMenuInteraction:animator:) and
// collectionView(_:willPerformPreviewActionForMenuWith:animator:).

/// Items with menus (those in `itemsWithMenus`), recording every call as text.
@MainActor
private final class ItemMenus: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    var itemsWithMenus: Set<Int> = [4]
    var logsHighlights = false

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration \(indexPaths.map(\.item))")
        guard let first = indexPaths.first, itemsWithMenus.contains(first.item) else { return nil }
        return UIContextMenuConfiguration(
            identifier: NSString(string: "item \(first.item)"), previewProvider: { UIViewController() }
        ) { [unowned self] _ in
            UIMenu(children: [UIAction(title: "Share") { _ in self.log.append("share item \(first.item)") }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        if logsHighlights { log.append("didHighlight item \(indexPath.item)") }
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        if logsHighlights { log.append("didUnhighlight item \(indexPath.item)") }
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect item \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willDisplayContextMenu") }
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willEndContextMenu") }
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) { log.append("willPerformPreviewAction \(configuration.identifier)") }
}

/// A delegate written for iOS 13–15: only the single-item method.
@MainActor
private final class LegacyItemMenus: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration item \(indexPath.item)")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy") { _ in }])
        }
    }
}

@Suite("Collection view context menus (behaviour 15.8)")
@MainActor
struct CollectionContextMenuTests {
    private func makeCollection<Delegate: UICollectionViewDataSource & UICollectionViewDelegate>(
        _ delegate: Delegate
    ) -> (TestScene, UICollectionView) {
        let scene = TestScene()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collection = scene.add(
            UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = delegate
        collection.delegate = delegate
        collection.layoutIfNeeded()
        return (scene, collection)
    }

    private func center(_ collection: UICollectionView, _ item: Int) -> CGPoint {
        let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("behaviour 15.8: a long press on an item: the collection view asks its delegate for that item's menu")
    func longPressMenu() throws {
        let items = ItemMenus()
        let (scene, collection) = makeCollection(items)
        #expect(collection.contextMenuInteraction != nil)
        let menu = try #require(scene.menus.longPress(at: center(collection, 4)))
        #expect(menu.outline == ["Share"])
        #expect(items.log == ["configuration [4]", "willDisplayContextMenu"])
        scene.menus.choose("Share")
        #expect(items.log.suffix(2) == ["willEndContextMenu", "share item 4"])
    }

    @Test("behaviour 15.8: a secondary click shows the menu; tapping the preview commits, then the menu ends")
    func secondaryClickAndCommit() throws {
        let items = ItemMenus()
        let (scene, collection) = makeCollection(items)
        _ = try #require(scene.menus.secondaryClick(at: center(collection, 4)))
        #expect(items.log == ["configuration [4]", "willDisplayContextMenu"])
        items.log.removeAll()
        #expect(scene.menus.commitPreview())
        #expect(items.log == ["willPerformPreviewAction item 4", "willEndContextMenu"])
    }

    @Test("behaviour 15.8, 14.9: an item whose configuration is nil is held and lifted as usual: no menu, selected")
    func nilConfigurationSelects() {
        let items = ItemMenus()
        let (scene, collection) = makeCollection(items)
        #expect(scene.menus.longPress(at: center(collection, 2)) == nil)
        #expect(items.log == ["configuration [2]", "didSelect item 2"])
        #expect(scene.application.visibleContextMenu == nil)
    }

    @Test("behaviour 15.8, 14.9: when an item's menu appears its highlight is removed and it is not selected")
    func menuCancelsTheItemsTouch() {
        let items = ItemMenus()
        items.logsHighlights = true
        let (scene, collection) = makeCollection(items)
        scene.menus.longPress(at: center(collection, 4))
        #expect(
            items.log == [
                "didHighlight item 4", "configuration [4]", "didUnhighlight item 4", "willDisplayContextMenu",
            ])
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test("behaviour 15.8 (Apple: an empty array ... the space between cells): a press between items asks with none")
    func betweenItems() {
        let items = ItemMenus()
        let (scene, collection) = makeCollection(items)
        let left = center(collection, 0)
        let right = center(collection, 1)
        #expect(scene.menus.secondaryClick(at: CGPoint(x: (left.x + right.x) / 2, y: left.y)) == nil)
        #expect(items.log == ["configuration []"])
    }

    @Test("behaviour 15.8 (Apple: multiple index paths ... an item in a multiple selection): pressed item first")
    func multipleSelection() throws {
        let items = ItemMenus()
        let (scene, collection) = makeCollection(items)
        collection.allowsMultipleSelection = true
        for item in [1, 4, 7] {
            collection.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
        _ = try #require(scene.menus.secondaryClick(at: center(collection, 4)))
        #expect(items.log == ["configuration [4, 1, 7]", "willDisplayContextMenu"])
        scene.menus.dismiss()
        items.log.removeAll()
        items.itemsWithMenus = [9]
        _ = try #require(scene.menus.secondaryClick(at: center(collection, 9)))
        #expect(items.log == ["configuration [9]", "willDisplayContextMenu"])
    }

    @Test("behaviour 15.8: a delegate with only the deprecated single-item method gets the pressed item")
    func deprecatedSingleItemMethod() throws {
        let items = LegacyItemMenus()
        let (scene, collection) = makeCollection(items)
        let menu = try #require(scene.menus.longPress(at: center(collection, 3)))
        #expect(menu.outline == ["Copy"])
        #expect(items.log == ["configuration item 3"])
        scene.menus.dismiss()
        #expect(scene.menus.secondaryClick(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(items.log == ["configuration item 3"])
    }
}
