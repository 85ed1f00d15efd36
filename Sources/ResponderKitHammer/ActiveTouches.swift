import ResponderKit

/// A finger or the stylus that is down: where it is, and the contact id the digitizer reports for it.
struct ActiveContact {
    var location: CGPoint
    let contactID: Int
    var pressure: CGFloat = 0
    var altitude: CGFloat = 0
    var azimuth: CGFloat = 0
}

/// The fingers and the stylus an ``EventGenerator`` has down, in the order they went down (lyft/Hammer's
/// `TouchStorage`). Contact ids are unique in the process, so two generators never share one.
@MainActor
struct ActiveTouches {
    private(set) var fingers: [(index: FingerIndex, contact: ActiveContact)] = []
    private(set) var stylus: ActiveContact?
    private static var lastContactID = 10_000

    /// The fingers that are down, in the order they went down.
    var fingerIndices: [FingerIndex] { fingers.map(\.index) }

    func finger(_ index: FingerIndex) -> ActiveContact? {
        fingers.first { $0.index == index }?.contact
    }

    /// Puts a finger down at `location`. Throws when it is already down or the device has no room for it.
    mutating func addFinger(_ index: FingerIndex, at location: CGPoint) throws -> ActiveContact {
        guard finger(index) == nil else { throw HammerError.touchForFingerAlreadyExists(index: index) }
        let limit = UIDevice.current.maxNumberOfFingers
        guard limit > 0 else { throw HammerError.deviceDoesNotSupportTouches }
        guard fingers.count < limit else { throw HammerError.fingerLimitReached(limit: fingers.count) }
        let contact = ActiveContact(location: location, contactID: Self.nextContactID())
        fingers.append((index, contact))
        return contact
    }

    /// Moves a finger that is down. Throws when it is not down.
    mutating func moveFinger(_ index: FingerIndex, to location: CGPoint) throws -> ActiveContact {
        guard let position = fingers.firstIndex(where: { $0.index == index }) else {
            throw HammerError.touchForFingerDoesNotExist(index: index)
        }
        fingers[position].contact.location = location
        return fingers[position].contact
    }

    /// Lifts a finger that is down. Throws when it is not down.
    mutating func removeFinger(_ index: FingerIndex) throws -> ActiveContact {
        guard let position = fingers.firstIndex(where: { $0.index == index }) else {
            throw HammerError.touchForFingerDoesNotExist(index: index)
        }
        return fingers.remove(at: position).contact
    }

    /// Puts the stylus down as `contact` (its contact id is made here). Throws when it is down or the
    /// device takes none.
    mutating func addStylus(_ contact: ActiveContact) throws -> ActiveContact {
        guard stylus == nil else { throw HammerError.touchForStylusAlreadyExists }
        guard UIDevice.current.supportsStylus else { throw HammerError.deviceDoesNotSupportStylus }
        stylus = contact
        return contact
    }

    /// Updates the stylus that is down. Throws when it is not down.
    mutating func updateStylus(_ update: (inout ActiveContact) -> Void) throws -> ActiveContact {
        guard var current = stylus else { throw HammerError.touchForStylusDoesNotExist }
        update(&current)
        stylus = current
        return current
    }

    /// Lifts the stylus. Throws when it is not down.
    mutating func removeStylus() throws -> ActiveContact {
        guard let current = stylus else { throw HammerError.touchForStylusDoesNotExist }
        stylus = nil
        return current
    }

    static func nextContactID() -> Int {
        lastContactID += 1
        return lastContactID
    }
}
