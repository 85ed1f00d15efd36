// ResponderKitTesting is imported as "the UIKit" of test files: like ResponderKit (and UIKit), it brings
// Foundation with it, so such a file needs no `import Foundation` (docs/decisions.md, "What importing
// ResponderKit brings"). It does so through ResponderKit, which re-exports Foundation, and not by
// re-exporting Foundation itself: ResponderKit's `Timer` and `DispatchQueue.main` work stand in for
// Foundation's only in files that do not import Foundation (docs/decisions.md, "Timers and main-queue work
// run on the current application's clock").
@_exported import ResponderKit
