// ResponderKitTesting is imported as "the UIKit" of test files: like ResponderKit (and UIKit), it brings
// Foundation with it, so such a file needs no `import Foundation` (issue 11).
@_exported import Foundation
