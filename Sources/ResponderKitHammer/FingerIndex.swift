import ResponderKit

/// A finger of the two hands, as lyft/Hammer numbers them: the identity of a touch across an
/// ``EventGenerator``'s calls.
public enum FingerIndex: UInt32, CaseIterable, Sendable {
    case rightThumb = 1
    case rightIndex = 2
    case rightMiddle = 3
    case rightRing = 4
    case rightLittle = 5

    case leftThumb = 6
    case leftIndex = 7
    case leftMiddle = 8
    case leftRing = 9
    case leftLittle = 10

    /// No finger named: the generator picks the next free finger (or the last one down).
    public static let automatic: FingerIndex? = nil

    /// The fingers the device has, in the order they are picked: the first
    /// ``UIDevice/maxNumberOfFingers`` of the cases.
    @MainActor static var defaultOrder: [FingerIndex] {
        Array(FingerIndex.allCases.prefix(UIDevice.current.maxNumberOfFingers))
    }
}

extension Array where Element == FingerIndex? {
    /// No fingers named: the generator picks as many as the call needs.
    public static let automatic: [FingerIndex?] = []
}
