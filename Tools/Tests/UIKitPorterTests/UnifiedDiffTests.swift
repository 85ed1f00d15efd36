import Foundation
import Testing
import UIKitPorter

/// `--diff` prints `diff -u`'s format (GNU diffutils manual, "Detailed Description of Unified Format").
@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("One hunk with three lines of context; far-apart changes make two hunks")
    func hunks() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
            .replacingOccurrences(of: "line 11\n", with: "")
        #expect(
            UnifiedDiff.of(old: old, new: new, oldName: "a/f", newName: "b/f") == """
                --- a/f
                +++ b/f
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -8,5 +8,4 @@
                 line 8
                 line 9
                 line 10
                -line 11
                 line 12

                """)
    }

    @Test("Equal texts give an empty diff")
    func equal() {
        #expect(UnifiedDiff.of(old: "a\n", new: "a\n", oldName: "a/f", newName: "b/f") == "")
    }
}
