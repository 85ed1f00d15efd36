import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

// Behaviour 16.11 with real processes: the router in the test process, a drag source and a drop target as
// `router-test-app` children (`--drag-source`, `--drop-target`) on a Unix-domain socket. The source's card is
// at (20, 20)-(120, 120) of the left window; the target's window is the right half of the screen. Every
// wait is bounded.

@Suite("Drags between application processes through the router (behaviour 16.11)", .serialized, .timeLimit(.minutes(1)))
struct RouterDragProcessTests {
    /// Lifts the source's card (held past the lift delay on the source's clock) and carries it over the target.
    /// The two applications of every test: the drag source on the left half, the drop target on the right.
    private func launchSourceAndTarget(
        _ fixture: RouterProcessFixture, source: [String], target: [String]
    ) async throws -> (source: RouterChildApp, target: RouterChildApp) {
        let sourceApp = try await fixture.launch(id: 1, windows: ["left:0,0,200,480"], options: source)
        let targetApp = try await fixture.launch(id: 2, windows: ["right:200,0,200,480"], options: target)
        return (sourceApp, targetApp)
    }

    /// Lifts the card in the source and carries it over the target's window; with `target`, waits until the
    /// target's drop interaction saw the drag (its first update).
    private func liftAndCarry(
        _ fixture: RouterProcessFixture, source: RouterChildApp, over target: RouterChildApp? = nil
    ) async {
        fixture.touch(1, 50, 50)
        #expect(await source.waitForLines(startingWith: "drag lift"), "\(source.lines)")
        fixture.touch(1, 70, 60)
        #expect(await source.waitForLines(startingWith: "drag began"), "\(source.lines)")
        fixture.touch(1, 300, 100)
        fixture.touch(1, 302, 100)
        if let target { #expect(await target.waitForLines(startingWith: "drop update"), "\(target.lines)") }
    }

    private func dragLines(_ app: RouterChildApp) -> [String] {
        app.lines.filter { $0.hasPrefix("drag ") || $0.hasPrefix("drop ") || $0.hasPrefix("load") }
    }

    @Test(
        "16.11: a copy between two processes: the target loads the text from the source; the source learns .copy and the transfer"
    )
    func copyBetweenProcesses() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let (source, target) = try await launchSourceAndTarget(
            fixture, source: ["--drag-source", "hello between apps"], target: ["--drop-target", "copy"])
        await liftAndCarry(fixture, source: source, over: target)
        fixture.touch(1, 302, 100, .lifted)
        #expect(await source.waitForLines(startingWith: "drag transferred"), "\(source.lines)")
        #expect(await target.waitForLines(startingWith: "loaded"), "\(target.lines)")
        #expect(
            dragLines(target) == [
                "drop enter", "drop update .copy", "drop perform", "drop conclude", "drop end",
                "loaded hello between apps 18",
            ])
        #expect(
            dragLines(source) == [
                "drag lift", "drag began", "drag willEnd .copy", "drag didEnd .copy", "drag transferred",
            ])
        #expect(await routerEventually { fixture.router.carriedDrags.isEmpty })
    }

    @Test("16.11: a target process that proposes .forbidden: no drop; the source ends with .cancel")
    func forbiddenBetweenProcesses() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let (source, target) = try await launchSourceAndTarget(
            fixture, source: ["--drag-source", "no"], target: ["--drop-target", "forbidden"])
        await liftAndCarry(fixture, source: source, over: target)
        fixture.touch(1, 302, 100, .lifted)
        #expect(await source.waitForLines(startingWith: "drag didEnd"), "\(source.lines)")
        #expect(await target.waitForLines(startingWith: "drop end"), "\(target.lines)")
        #expect(dragLines(target) == ["drop enter", "drop update .forbidden", "drop exit", "drop end"])
        #expect(dragLines(source) == ["drag lift", "drag began", "drag willEnd .cancel", "drag didEnd .cancel"])
    }

    @Test("16.11: a drag restricted to its application is never offered to another process")
    func restrictedNeverOffered() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let (source, target) = try await launchSourceAndTarget(
            fixture, source: ["--drag-source", "mine", "--drag-restricted", "yes"], target: ["--drop-target", "copy"])
        await liftAndCarry(fixture, source: source)
        fixture.touch(1, 302, 100, .lifted)
        #expect(await source.waitForLines(startingWith: "drag didEnd"), "\(source.lines)")
        #expect(dragLines(source).suffix(2) == ["drag willEnd .cancel", "drag didEnd .cancel"])
        #expect(dragLines(target).isEmpty)
    }

    @Test("16.11: a source process killed mid-drag: the target's drop interaction exits and ends, without waiting")
    func sourceKilledMidDrag() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let (source, target) = try await launchSourceAndTarget(
            fixture, source: ["--drag-source", "x"], target: ["--drop-target", "copy"])
        await liftAndCarry(fixture, source: source, over: target)
        source.kill()
        #expect(await target.waitForLines(startingWith: "drop end"), "\(target.lines)")
        #expect(dragLines(target) == ["drop enter", "drop update .copy", "drop exit", "drop end"])
        #expect(await routerEventually { fixture.router.carriedDrags.isEmpty })
    }

    @Test(
        "16.11: a target process killed mid-drop: the source ends with .cancel (willEndWith, didEndWith), never hangs")
    func targetKilledMidDrop() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let (source, target) = try await launchSourceAndTarget(
            fixture, source: ["--drag-source", "x"], target: ["--drop-target", "copy"])
        await liftAndCarry(fixture, source: source, over: target)
        // The target stops answering, then dies after the drop was sent to it.
        target.suspend()
        fixture.touch(1, 302, 100, .lifted)
        #expect(await routerEventually { fixture.router.carriedDrags.count == 1 })
        #expect(!source.lines.contains { $0.hasPrefix("drag willEnd") })
        target.kill()
        #expect(await source.waitForLines(startingWith: "drag didEnd"), "\(source.lines)")
        #expect(dragLines(source) == ["drag lift", "drag began", "drag willEnd .cancel", "drag didEnd .cancel"])
        #expect(await routerEventually { fixture.router.carriedDrags.isEmpty })
    }

    @Test("16.11: item data over the maximum is refused between processes with a typed error")
    func overSizeRefused() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let bytes = RemoteDragConstants.maximumItemDataBytes + 1
        let (source, target) = try await launchSourceAndTarget(
            fixture, source: ["--drag-source", "x", "--drag-bytes", "\(bytes)"], target: ["--drop-target", "copy"])
        await liftAndCarry(fixture, source: source, over: target)
        fixture.touch(1, 302, 100, .lifted)
        #expect(await target.waitForLines(startingWith: "load failed"), "\(target.lines)")
        let error = ItemProviderError.tooLarge(
            typeIdentifier: TypeIdentifiers.utf8PlainText, byteCount: bytes,
            maximum: RemoteDragConstants.maximumItemDataBytes)
        #expect(target.lines(startingWith: "load failed") == ["load failed \(error)"])
        #expect(await source.waitForLines(startingWith: "drag didEnd .copy"), "\(source.lines)")
    }

    @Test("16.11: a load the source never answers times out on the target's clock")
    func loadTimesOut() async throws {
        let fixture = try RouterProcessFixture()
        defer { fixture.tearDown() }
        let (source, target) = try await launchSourceAndTarget(
            fixture, source: ["--drag-source", "x", "--drag-silent", "yes"],
            target: ["--drop-target", "copy", "--load-timeout", "0.3"])
        await liftAndCarry(fixture, source: source, over: target)
        fixture.touch(1, 302, 100, .lifted)
        #expect(await target.waitForLines(startingWith: "load failed"), "\(target.lines)")
        let error = ItemProviderError.timedOut(typeIdentifier: TypeIdentifiers.utf8PlainText, after: 0.3)
        #expect(target.lines(startingWith: "load failed") == ["load failed \(error)"])
    }
}
