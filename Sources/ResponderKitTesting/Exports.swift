// ResponderKitTesting is imported as "the UIKit" of test files: like ResponderKit (and UIKit), it brings
// Foundation with it, so such a file needs no `import Foundation` (docs/decisions.md, "What importing
// ResponderKit brings").
@_exported import Foundation
