import Foundation
import ResponderKit

/// The drag and drop part's application (behaviour 15, 16): two lists of cards, `todoList` and `doneList`
/// (container views, each with a drop interaction), whose cards carry drag interactions; a `basket` whose
/// drop interaction refuses every drag (it proposes `.forbidden`); a `pinned` card whose drag delegate
/// gives no items (no drag begins); and a `photo` with a context menu ("Copy", "Favorite", "Delete").
///
/// A card dropped on the other list moves there (the list proposes `.move`; over its own list it proposes
/// `.cancel`). The same scene serves `responder demo --part dragdrop` (through ``LoggedScene/log``) and the inspector's
/// `dragdrop` scene (through ``ReportingScene/onCallback``).
///
/// Names: the window is `dragWindow`; the cards `card A`, `card B`, `card C` start in `todoList`.
@MainActor
public final class DragAndDropScene: ReportingScene {
    /// The list the cards start in.
    public let todoList: UIView
    /// The other list.
    public let doneList: UIView
    /// The drop target that refuses every drag.
    public let basket: UIView
    /// A card whose drag delegate gives no items.
    public let pinned: UIView
    /// The view with the context menu.
    public let photo: UIView
    /// The cards that can be dragged, by name.
    public let cards: [UIView]
    /// The photo's context menu interaction.
    public let photoMenu: UIContextMenuInteraction
    /// Whether the photo is a favourite (its "Favorite" action toggles it).
    public var isFavorite: Bool { menuDelegate.isFavorite }

    /// The card names the scene starts with.
    public static let cardNames = ["card A", "card B", "card C"]

    private let cardSource: CardDragSource
    private let listTargets: [CardListTarget]
    private let basketTarget: BasketTarget
    private let menuDelegate: PhotoMenuDelegate

    /// Builds the scene in an application on `clock` and makes its window key and visible.
    public init(clock: any ApplicationClock = VirtualClock()) {
        let parts = ReportingSceneParts(clock: clock)
        let relay = parts.relay
        todoList = UIView(frame: CGRect(x: 10, y: 40, width: 170, height: 300))
        todoList.accessibilityIdentifier = "todoList"
        doneList = UIView(frame: CGRect(x: 195, y: 40, width: 170, height: 300))
        doneList.accessibilityIdentifier = "doneList"
        basket = UIView(frame: CGRect(x: 10, y: 350, width: 355, height: 80))
        basket.accessibilityIdentifier = "basket"
        photo = UIView(frame: CGRect(x: 10, y: 440, width: 355, height: 200))
        photo.accessibilityIdentifier = "photo"
        pinned = UIView(frame: .zero)
        pinned.accessibilityIdentifier = "pinned"
        cards = Self.cardNames.map { name in
            let card = UIView(frame: .zero)
            card.accessibilityIdentifier = name
            return card
        }
        cardSource = CardDragSource(relay: relay)
        listTargets = [todoList, doneList].map { CardListTarget(list: $0, relay: relay) }
        basketTarget = BasketTarget(relay: relay)
        menuDelegate = PhotoMenuDelegate(relay: relay)
        photoMenu = UIContextMenuInteraction(delegate: menuDelegate)
        super.init(parts: parts, windowName: "dragWindow")

        for view in [todoList, doneList, basket, photo] { window.addSubview(view) }
        for card in cards { todoList.addSubview(card) }
        todoList.addSubview(pinned)
        for card in cards + [pinned] {
            let drag = UIDragInteraction(delegate: cardSource)
            // Enabled on every idiom (UIKit enables drags by default on iPad only).
            drag.isEnabled = true
            card.addInteraction(drag)
        }
        for target in listTargets { target.list.addInteraction(UIDropInteraction(delegate: target)) }
        basket.addInteraction(UIDropInteraction(delegate: basketTarget))
        photo.addInteraction(photoMenu)

        Self.layOut(todoList)
        Self.layOut(doneList)
        window.makeKeyAndVisible()
        startCopyingExplanations()
    }

    /// The names of the cards in `list`, top to bottom.
    public func cardNames(in list: UIView) -> [String] {
        list.subviews.map { DispatchLog.name(of: $0) }
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene says nothing about.
    public override func remark(for view: UIView) -> String? {
        if view === todoList || view === doneList {
            return "a list of cards with a drop interaction: proposes .move for a card from the other list"
        }
        if view === basket { return "a drop interaction that proposes .forbidden: every drop is refused" }
        if view === pinned { return "a drag interaction whose delegate gives no items: no drag begins" }
        if view === photo { return "a context menu interaction: Copy, Favorite, Delete" }
        if cards.contains(where: { $0 === view }) { return "a card with a drag interaction" }
        return nil
    }

    /// Stacks the cards of `list` from its top, 60 pt high, 10 pt apart.
    static func layOut(_ list: UIView) {
        for (index, card) in list.subviews.enumerated() {
            card.frame = CGRect(x: 10, y: 10 + CGFloat(index) * 70, width: list.bounds.width - 20, height: 60)
        }
    }

    /// Copies the drag and drop lines, recognizers beginning, ending or failing and cancelled touches.
    override func copiesExplanation(_ entry: DispatchLog.Entry) -> Bool {
        switch entry {
        case .dragAndDrop, .viewTouchesCancelled: true
        case let .gestureState(_, from, to, _): Self.isRecognizerMilestone(from: from, to: to)
        default: false
        }
    }
}

/// The cards' drag delegate: a card gives one item (its name, the card as local object); `pinned` none.
@MainActor
private final class CardDragSource: UIDragInteractionDelegate {
    let relay: CallbackRelay
    init(relay: CallbackRelay) { self.relay = relay }

    private func name(_ interaction: UIDragInteraction) -> String {
        interaction.view.map { DispatchLog.name(of: $0) } ?? "?"
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    {
        guard let card = interaction.view, card.accessibilityIdentifier != "pinned" else {
            relay.send("pinned", "itemsForBeginning → no items")
            return []
        }
        let name = DispatchLog.name(of: card)
        let item = UIDragItem(itemProvider: ResponderItemProvider(object: name))
        item.localObject = card
        relay.send(name, "itemsForBeginning → 1 item")
        return [item]
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        relay.send(name(interaction), "sessionWillBegin")
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {
        relay.send(name(interaction), "willEndWith \(operation)")
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        relay.send(name(interaction), "didEndWith \(operation)")
    }
}

/// A list's drop delegate: `.move` for cards from another list, `.cancel` over their own; the drop moves
/// the cards into this list.
@MainActor
private final class CardListTarget: UIDropInteractionDelegate {
    let list: UIView
    let relay: CallbackRelay
    private var lastProposal: UIDropOperation?
    init(list: UIView, relay: CallbackRelay) {
        self.list = list
        self.relay = relay
    }

    private var name: String { DispatchLog.name(of: list) }

    private func cards(_ session: any UIDropSession) -> [UIView] {
        session.items.compactMap { $0.localObject as? UIView }
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        let handles = !cards(session).isEmpty
        relay.send(name, "canHandle → \(handles)")
        return handles
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        lastProposal = nil
        relay.send(name, "sessionDidEnter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        let fromElsewhere = cards(session).contains { $0.superview !== list }
        let operation: UIDropOperation = fromElsewhere ? .move : .cancel
        // Reported when the proposal changes, not on every movement.
        if operation != lastProposal { relay.send(name, "sessionDidUpdate → \(operation)") }
        lastProposal = operation
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        relay.send(name, "sessionDidExit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        let moved = cards(session)
        relay.send(name, "performDrop: moves \(moved.map { DispatchLog.name(of: $0) }.joined(separator: ", "))")
        for card in moved {
            let old = card.superview
            list.addSubview(card)
            if let old { DragAndDropScene.layOut(old) }
        }
        DragAndDropScene.layOut(list)
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        relay.send(name, "concludeDrop")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        relay.send(name, "sessionDidEnd")
    }
}

/// The basket's drop delegate: it handles every drag and proposes `.forbidden`.
@MainActor
private final class BasketTarget: UIDropInteractionDelegate {
    let relay: CallbackRelay
    private var entered = false
    init(relay: CallbackRelay) { self.relay = relay }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        relay.send("basket", "canHandle → true")
        return true
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        entered = true
        relay.send("basket", "sessionDidEnter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        if entered { relay.send("basket", "sessionDidUpdate → .forbidden") }
        entered = false
        return UIDropProposal(operation: .forbidden)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        relay.send("basket", "sessionDidExit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        relay.send("basket", "sessionDidEnd")
    }
}

/// The photo's context menu delegate: "Copy", "Favorite" (on or off), "Delete" (destructive).
@MainActor
private final class PhotoMenuDelegate: UIContextMenuInteractionDelegate {
    let relay: CallbackRelay
    /// Whether the photo is a favourite (its "Favorite" action toggles it).
    private(set) var isFavorite = false
    init(relay: CallbackRelay) { self.relay = relay }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        relay.send("photoMenu", "configurationForMenuAtLocation at \(format(location))")
        let relay = relay
        let favorite = isFavorite
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let handler: UIActionHandler = { action in
                relay.send("photo", "handler \(action.title)")
                if action.title == "Favorite" { self?.isFavorite.toggle() }
            }
            return UIMenu(children: [
                UIAction(title: "Copy", handler: handler),
                UIAction(title: "Favorite", state: favorite ? .on : .off, handler: handler),
                UIAction(title: "Delete", attributes: .destructive, handler: handler),
            ])
        }
    }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        relay.send("photoMenu", "willDisplayMenuFor")
    }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        relay.send("photoMenu", "willEndFor")
    }
}
