import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A collection view controller as UIKit code writes one: overrides of the data source and delegate
/// methods, and the flow layout's sizing callback.
@MainActor
private final class PhotoController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let photos = ["Beach", "Forest", "City", "Desert"]
    var selected: [IndexPath] = []
    var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.contentView.accessibilityIdentifier = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 80)
    }
}

/// Apple's `UICollectionViewController` page: the collection view is the view, with the controller as its
/// data source and delegate; `clearsSelectionOnViewWillAppear` (default true).
@MainActor
@Suite("UICollectionViewController (behaviour 14.9)")
struct CollectionViewControllerTests {
    @Test("behaviour 14.9: the collection view is the view, with the controller as data source and delegate")
    func collectionIsView() {
        let layout = UICollectionViewFlowLayout()
        let controller = PhotoController(collectionViewLayout: layout)
        let scene = TestScene(rootViewController: controller)
        #expect(controller.collectionView === controller.view)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.collectionView.frame == scene.window.bounds)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 4)
        let width = scene.window.bounds.width
        #expect(
            controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 90, width: width, height: 80))
        #expect(
            controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView
                .accessibilityIdentifier == "City")
    }

    @Test("behaviour 14.9: a tap on an item reaches the controller's didSelectItemAt override")
    func tapSelects() {
        let controller = PhotoController(collectionViewLayout: UICollectionViewFlowLayout())
        let scene = TestScene(rootViewController: controller)
        scene.touches.tap(at: CGPoint(x: 100, y: 90 + 40))
        #expect(controller.selected == [IndexPath(item: 1, section: 0)])
    }

    @Test("behaviour 14.9: clearsSelectionOnViewWillAppear clears the selection when the view appears again")
    func clearsSelection() {
        let controller = PhotoController(collectionViewLayout: UICollectionViewFlowLayout())
        let scene = TestScene(rootViewController: controller)
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        scene.window.isHidden = true
        scene.window.isHidden = false
        #expect(controller.appearances == 2)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)

        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        scene.window.isHidden = true
        scene.window.isHidden = false
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
