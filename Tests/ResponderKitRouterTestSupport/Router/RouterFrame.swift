import Foundation
import ResponderKit

/// A digitizer frame of contacts given as (id, x, y, state).
package func routerFrame(_ time: TimeInterval, _ contacts: (Int, CGFloat, CGFloat, TouchContact.State)...)
    -> HardwareInput
{
    .digitizer(
        DigitizerFrame(
            timestamp: time,
            contacts: contacts.map {
                TouchContact(id: $0.0, location: CGPoint(x: $0.1, y: $0.2), state: $0.3)
            }))
}
