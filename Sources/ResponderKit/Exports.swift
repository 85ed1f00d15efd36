// `import UIKit` brings Foundation with it (CGPoint, CGRect, CGFloat, TimeInterval, NSCoder,
// NotificationCenter, IndexPath, Date, String(format:)...). ResponderKit stands in for UIKit, so it
// does the same: a file that says only `import ResponderKit` sees Foundation (docs/decisions.md, "What
// importing ResponderKit brings").
@_exported import Foundation
