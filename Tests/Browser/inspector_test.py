#!/usr/bin/env python3
"""The real-browser test of `responder inspect` (docs/inspector-protocol.md, section 3 "The page").

Starts `.build/debug/responder inspect --port <free port>`, opens the page in Debian's headless Chromium
driven by Playwright (launched with the system browser: nothing is downloaded), dispatches real touch
events through the DevTools protocol (`Input.dispatchTouchEvent`, one and two fingers) plus mouse and pen
events, checks what the page shows through its `data-testid`s, saves a screenshot and always stops the
server. Exit code 0 when every check passed; 1 with a message when one failed; 2 on a setup problem.

    python3 Tests/Browser/inspector_test.py [--binary PATH] [--update-readme-screenshot]

See Tests/Browser/README.md.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import traceback
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
ARTIFACTS = HERE / "artifacts"
README_SCREENSHOT = ROOT / "docs" / "images" / "inspector.png"

SERVER_START_TIMEOUT = 30.0  # seconds until GET /health answers "ok"
STEP_TIMEOUT_MS = 10_000  # every Playwright wait and assertion
TOTAL_TIMEOUT = 240.0  # the whole test, then the watchdog kills the server and exits


class CheckFailed(Exception):
    """A check on what the page shows failed."""


class SetupFailed(Exception):
    """The server, the browser or Playwright could not be started."""


def log(message: str) -> None:
    print(message, flush=True)


def check(condition: bool, message: str) -> None:
    if not condition:
        raise CheckFailed(message)
    log(f"  ok: {message}")


def ensure(message: str, *assertions) -> None:
    """Runs Playwright `expect(...)` assertions (callables; each waits up to STEP_TIMEOUT_MS) for one
    check and reports it under `message`."""
    for assertion in assertions:
        try:
            assertion()
        except AssertionError as error:
            raise CheckFailed(f"{message}\n{error}") from None
    log(f"  ok: {message}")


# --- the server --------------------------------------------------------------------------------------

def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(binary: Path, port: int, log_path: Path) -> subprocess.Popen:
    if not binary.is_file() or not os.access(binary, os.X_OK):
        raise SetupFailed(f"no executable at {binary}: build it first (`swift build`)")
    log_file = open(log_path, "wb")
    command = [str(binary), "inspect", "--port", str(port)]
    log(f"starting: {' '.join(command)} (output in {log_path.relative_to(ROOT)})")
    return subprocess.Popen(command, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=log_file,
                            stderr=subprocess.STDOUT)


def wait_until_healthy(server: subprocess.Popen | None, base_url: str, log_path: Path | None) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    last_error = "no answer"
    while time.monotonic() < deadline:
        if server is not None and server.poll() is not None:
            output = log_path.read_text(errors="replace") if log_path else ""
            raise SetupFailed(f"the server exited with status {server.returncode} before answering:\n{output}")
        try:
            with urllib.request.urlopen(base_url + "/health", timeout=2) as response:
                body = response.read().decode(errors="replace").strip()
                if response.status == 200 and body == "ok":
                    return
                last_error = f"GET /health answered {response.status} {body!r}"
        except (urllib.error.URLError, ConnectionError, socket.timeout, OSError) as error:
            last_error = str(error)
        time.sleep(0.2)
    raise SetupFailed(f"the server did not answer GET {base_url}/health within {SERVER_START_TIMEOUT:.0f} s "
                      f"(last: {last_error})")


def stop_server(server: subprocess.Popen) -> None:
    if server.poll() is not None:
        log(f"server had already exited with status {server.returncode}")
        return
    server.terminate()
    try:
        server.wait(timeout=5)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(timeout=5)
    log("server stopped")


# --- touch, mouse and pen input through the DevTools protocol ------------------------------------------

class Fingers:
    """Real touch input: `Input.dispatchTouchEvent` makes Chromium fire TouchEvents and PointerEvents
    (pointerType "touch") exactly as a touchscreen would. Coordinates are CSS pixels in the viewport."""

    def __init__(self, cdp):
        self.cdp = cdp
        self.points: dict[int, tuple[float, float]] = {}

    def _touch_points(self) -> list[dict]:
        return [{"x": x, "y": y, "id": i, "radiusX": 4, "radiusY": 4, "force": 0.5}
                for i, (x, y) in sorted(self.points.items())]

    def down(self, *points: tuple[int, float, float]) -> None:
        for i, x, y in points:
            self.points[i] = (x, y)
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": self._touch_points()})

    def move(self, *points: tuple[int, float, float]) -> None:
        for i, x, y in points:
            self.points[i] = (x, y)
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": self._touch_points()})

    def up_all(self) -> None:
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        self.points.clear()

    def tap(self, x: float, y: float, hold: float = 0.05) -> None:
        self.down((0, x, y))
        time.sleep(hold)
        self.up_all()

    def pinch(self, cx: float, cy: float, start: float, end: float, steps: int = 12,
              interval: float = 0.016) -> None:
        """Two fingers on a horizontal line through (cx, cy), `start` apart, spreading to `end` apart."""
        self.down((0, cx - start / 2, cy), (1, cx + start / 2, cy))
        time.sleep(interval)
        for step in range(1, steps + 1):
            half = (start + (end - start) * step / steps) / 2
            self.move((0, cx - half, cy), (1, cx + half, cy))
            time.sleep(interval)
        self.up_all()


def pen_drag(cdp, start: tuple[float, float], end: tuple[float, float], steps: int = 10) -> None:
    """A pen stroke: `Input.dispatchMouseEvent` with pointerType "pen" (PointerEvents with a pressure)."""
    common = {"button": "left", "pointerType": "pen", "force": 0.5, "tiltX": 20, "tiltY": 10}
    cdp.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": start[0], "y": start[1],
                                          "pointerType": "pen"})
    cdp.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": start[0], "y": start[1],
                                          "clickCount": 1, "buttons": 1, **common})
    for step in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * step / steps
        y = start[1] + (end[1] - start[1]) * step / steps
        time.sleep(0.016)
        cdp.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y, "buttons": 1, **common})
    cdp.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": end[0], "y": end[1],
                                          "clickCount": 1, "buttons": 0, **common})


# --- the page ------------------------------------------------------------------------------------------

class Inspector:
    def __init__(self, page, expect):
        self.page = page
        self.expect = expect

    def tid(self, test_id: str, **attributes: str):
        selector = f'[data-testid="{test_id}"]'
        for name, value in attributes.items():
            selector += f'[data-{name.replace("_", "-")}="{value}"]'
        return self.page.locator(selector)

    def wait_ready(self, scene: str | None = None) -> None:
        ensure(f"the page is connected and ready{' with scene ' + repr(scene) if scene else ''}",
               lambda: self.expect(self.tid("connection-status")).to_have_attribute("data-state", "open"),
               lambda: self.expect(self.tid("app")).to_have_attribute("data-ready", "true"),
               *([lambda: self.expect(self.tid("app")).to_have_attribute("data-scene", scene)] if scene else []),
               lambda: self.expect(self.tid("window-rect")).to_have_count(1))

    def choose_scene(self, scene: str) -> None:
        if self.tid("app").get_attribute("data-scene") != scene:
            self.tid("scene-chooser").select_option(scene)
        self.wait_ready(scene)

    def scene_message(self) -> dict:
        """The last `scene` message the page received (window.inspector.messages)."""
        scene = self.page.evaluate("""() => {
            const messages = (window.inspector && window.inspector.messages) || [];
            for (let i = messages.length - 1; i >= 0; i--) {
                const m = typeof messages[i] === 'string' ? JSON.parse(messages[i]) : messages[i];
                if (m && m.type === 'scene') return m;
            }
            return null;
        }""")
        if scene is None:
            raise CheckFailed("window.inspector.messages holds no `scene` message")
        return scene

    def window_to_viewport(self, wx: float, wy: float) -> tuple[float, float]:
        """Window points to viewport CSS pixels, through the drawn window (`window-rect`)."""
        window = self.scene_message()["window"]
        box = self.tid("window-rect").bounding_box()
        if box is None or box["width"] <= 0:
            raise CheckFailed("window-rect is not laid out")
        return (box["x"] + wx * box["width"] / window["width"],
                box["y"] + wy * box["height"] / window["height"])

    def view_centre(self, name: str) -> tuple[float, float]:
        """The centre of a view's polygon (`view-rect[data-view=name]`) in viewport CSS pixels."""
        rect = self.tid("view-rect", view=name)
        self.expect(rect).to_have_count(1)
        # The stage is redrawn whenever a message arrives (an `inspectView` answer, a scene update), so
        # the element found a moment ago can be replaced before it is measured: ask again until a box is
        # there, for as long as the other checks wait.
        box = None
        deadline = time.monotonic() + 5
        while box is None and time.monotonic() < deadline:
            self.expect(rect).to_be_visible()
            rect.scroll_into_view_if_needed()
            box = rect.bounding_box()
            if box is None:
                self.page.wait_for_timeout(50)
        if box is None:
            raise CheckFailed(f"view-rect of {name} has no box after 5 s")
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def touch_ids(self) -> list[str]:
        return self.tid("touch-item").evaluate_all("items => items.map(i => i.dataset.touch)")

    def select_newest_touch(self, known: int) -> str:
        """Waits for a touch-item beyond the `known` ones and makes sure it is the selected touch."""
        ensure("the touch appears in touch-list",
               lambda: self.expect(self.tid("touch-item")).not_to_have_count(known))
        ids = self.touch_ids()
        check(len(ids) > known, f"touch-list grew from {known} to {len(ids)} item(s)")
        newest = ids[-1]
        shown = re.compile(rf"^\s*#?{re.escape(newest)}\s*$")
        if not shown.match(self.tid("selected-touch").inner_text()):
            log(f"  (touch {newest} was not selected automatically: clicking its touch-item)")
            self.tid("touch-item", touch=newest).click()
        ensure(f"selected-touch shows the new touch {newest}",
               lambda: self.expect(self.tid("selected-touch")).to_have_text(shown))
        return newest

    def state_changes(self, recognizer: str, to: str):
        """`state-change` items of one recognizer. Their `data-recognizer` is the recognizer's name, as in
        `recognizer-row` ("pinch"), or the dispatch log's "name (kind)" form ("pinch (pinch)")."""
        base = f'[data-testid="state-change"][data-to="{to}"]'
        return self.page.locator(f'{base}[data-recognizer="{recognizer}"], '
                                 f'{base}[data-recognizer^="{recognizer} ("]')

    def contact_types(self, session: str) -> set[str]:
        """The contact types (`direct`, `pencil`, ...) of the `input` events a session broadcast."""
        return set(self.page.evaluate("""(session) => (window.inspector.messages || [])
            .filter((m) => m.type === 'events' && m.session === session)
            .flatMap((m) => m.events).filter((e) => e.kind === 'input' && e.contacts)
            .flatMap((e) => e.contacts.map((c) => c.type))""", session))

    def pointer_buttons(self, session: str) -> list[int]:
        """The `buttons` of the `pointer` inputs (the mouse as the application's pointer) a session broadcast."""
        return self.page.evaluate("""(session) => (window.inspector.messages || [])
            .filter((m) => m.type === 'events' && m.session === session)
            .flatMap((m) => m.events).filter((e) => e.kind === 'input' && e.pointer)
            .map((e) => e.pointer.buttons)""", session)

    def scroll_inputs(self, session: str) -> list[dict]:
        """The `scroll` inputs (`{dx, dy, kind, phase}`) a session broadcast."""
        return self.page.evaluate("""(session) => (window.inspector.messages || [])
            .filter((m) => m.type === 'events' && m.session === session)
            .flatMap((m) => m.events).filter((e) => e.kind === 'input' && e.scroll)
            .map((e) => e.scroll)""", session)

    def data(self, test_id: str, attribute: str, **attributes: str) -> list[str]:
        return self.tid(test_id, **attributes).evaluate_all(
            f"items => items.map(i => i.getAttribute('data-{attribute}'))")


# --- the checks ----------------------------------------------------------------------------------------

def check_tutorial_taps(inspector: Inspector, fingers: Fingers) -> None:
    log("tutorial scene: one-finger taps")
    inspector.choose_scene("tutorial")
    tid, expect = inspector.tid, inspector.expect

    # A tap on yellow (inside blue inside orange): the hit view, and the chain up from it.
    known = inspector.touch_ids()
    x, y = inspector.view_centre("yellow")
    fingers.tap(x, y)
    inspector.select_newest_touch(len(known))
    ensure("a tap on yellow: hit-view shows yellow",
           lambda: expect(tid("hit-view")).to_have_attribute("data-view", "yellow"),
           lambda: expect(tid("hit-view")).to_contain_text("yellow"))
    chain = inspector.data("chain-item", "view")
    check(chain[:3] == ["yellow", "blue", "orange"], f"responder-chain starts yellow, blue, orange: {chain}")
    ensure("callbacks list yellow's touchesBegan and touchesEnded",
           lambda: expect(tid("callback", view="yellow", method="touchesBegan")).not_to_have_count(0),
           lambda: expect(tid("callback", view="yellow", method="touchesEnded")).not_to_have_count(0))

    # A tap where the hidden, the faded (alpha 0.01) and the interaction-disabled overlays lie over green
    # (window points 110...160, 120...170): hit-testing skips all three, each for its reason, and
    # chooses green.
    known = inspector.touch_ids()
    x, y = inspector.window_to_viewport(135, 145)
    fingers.tap(x, y)
    inspector.select_newest_touch(len(known))
    ensure("a tap on the overlays: hit-view shows green, chosen in the hit-test walk",
           lambda: expect(tid("hit-view")).to_have_attribute("data-view", "green"),
           lambda: expect(tid("walk-step", outcome="chosen", view="green")).to_have_count(1))
    skipped = {view: tid("walk-step", view=view, outcome="skipped").first.get_attribute("data-reason")
               for view in ("hiddenView", "fadedView", "disabledOverlay")
               if tid("walk-step", view=view, outcome="skipped").count() > 0}
    check(skipped == {"hiddenView": "hidden", "fadedView": "transparent",
                      "disabledOverlay": "userInteractionDisabled"},
          f"hit-test-walk lists the three overlays as skipped, with their reasons: {skipped}")
    ensure("the stage marks green as the hit view (view-rect data-hit)",
           lambda: expect(tid("view-rect", view="green")).to_have_attribute("data-hit", "true"))


def check_gesture_pinch(inspector: Inspector, fingers: Fingers) -> None:
    log("gestures scene: a two-finger pinch, then a one-finger tap")
    inspector.choose_scene("gestures")
    tid, expect = inspector.tid, inspector.expect

    # Two fingers, 60 pt apart, spreading to 220 pt, in the middle of gestureView.
    window = inspector.scene_message()["window"]
    cx, cy = inspector.window_to_viewport(window["width"] / 2, window["height"] / 2)
    scale = inspector.tid("window-rect").bounding_box()["width"] / window["width"]
    known = len(inspector.touch_ids())
    fingers.pinch(cx, cy, start=60 * scale, end=220 * scale, steps=14)
    ensure("the pinch made two touches in touch-list",
           lambda: expect(tid("touch-item")).to_have_count(known + 2))
    types = inspector.contact_types("gestures")
    check(types == {"direct"}, f"the fingers reached the server as direct contacts (contact types: {sorted(types)})")
    ensure("recognizer-history: pinch went began, changed and ended",
           *[lambda to=to: expect(inspector.state_changes("pinch", to)).not_to_have_count(0)
             for to in ("began", "changed", "ended")])
    began = inspector.state_changes("pinch", "began").first
    log(f"      (data-recognizer {began.get_attribute('data-recognizer')!r}: {began.inner_text().strip()!r})")
    # The page names recognizers as the dispatch log does ("pinch (pinch)"), see docs/inspector-protocol.md.
    ensure("recognizers has a row for pinch",
           lambda: expect(inspector.page.locator('[data-testid="recognizer-row"][data-recognizer="pinch"], '
                                       '[data-testid="recognizer-row"][data-recognizer^="pinch ("]')).to_have_count(1))

    # One finger: tap recognizes once doubleTap failed (0.35 s, on the server's clock).
    x, y = inspector.window_to_viewport(window["width"] / 2, window["height"] / 3)
    fingers.tap(x, y)
    ensure("recognizer-history: a one-finger tap ended tap (after doubleTap failed)",
           lambda: expect(inspector.state_changes("tap", "ended")).not_to_have_count(0))

    ensure("the timeline has entries and its scrubber is enabled",
           lambda: expect(tid("timeline-event")).not_to_have_count(0),
           lambda: expect(tid("timeline-scrubber")).to_be_enabled())
    kinds = set(inspector.data("timeline-event", "kind"))
    check({"input", "hitTest", "gestureState"} <= kinds,
          f"timeline has entries of kinds input, hitTest and gestureState (all kinds: {sorted(kinds)})")
    check_timeline_points(inspector, "gestures")


def cli_number(value: float) -> str:
    """A number as the CLI writes it (Sources/ResponderKitDemoScenes/Formatting.swift, `format(_:)`), for
    finite values below 1e15: at most two decimals, halves away from zero, no trailing zeros, no "-0"."""
    hundredths = math.floor(abs(value) * 100 + 0.5) * (1 if value >= 0 else -1)
    if hundredths == 0:
        return "0"
    if hundredths % 100 == 0:
        return str(hundredths // 100)
    return f"{hundredths / 100:.2f}".rstrip("0")


def check_timeline_points(inspector: Inspector, session: str) -> None:
    """docs/inspector-protocol.md 3 (`timeline`): the timeline writes an input's contact points as the CLI
    does, not as the raw doubles of the server's text (`(160.00000456459503, 320.00002069283073)`)."""
    inputs = inspector.page.evaluate("""(session) => (window.inspector.messages || [])
        .filter((m) => m.type === 'events' && m.session === session)
        .flatMap((m) => m.events).filter((e) => e.kind === 'input' && e.contacts)""", session)
    items = inspector.tid("timeline-event", kind="input")
    shown = dict(zip(inspector.data("timeline-event", "seq", kind="input"), items.all_inner_texts()))
    compared, raw_differs, wrong = 0, 0, []
    for event in inputs:
        text = shown.get(str(event["seq"]))
        if text is None:
            continue
        expected = "input: " + "; ".join(f"contact {c['id']} {c['state']} at ({cli_number(c['x'])}, {cli_number(c['y'])})"
                                         for c in event["contacts"])
        compared += 1
        raw_differs += event["text"] != expected
        if not text.endswith(expected):
            wrong.append(f"seq {event['seq']}: shown {text!r}, expected {expected!r}")
    check(compared > 0 and not wrong,
          f"timeline input entries write points as the CLI does ({compared} compared, {raw_differs} of them "
          f"differ from the server's raw text){': ' + '; '.join(wrong[:3]) if wrong else ''}")


def check_controls_mouse_and_pen(inspector: Inspector, cdp) -> None:
    log("controls scene: a mouse click on the button, a pen stroke on the slider")
    inspector.choose_scene("controls")
    tid, expect = inspector.tid, inspector.expect
    views = inspector.scene_message()["views"]

    def first_control(kind: str) -> dict:
        for view in views:
            if kind in view.get("className", "") and "control" in view:
                return view
        raise CheckFailed(f"the controls scene lists no {kind} with a `control` field: "
                          f"{[(v.get('name'), v.get('className')) for v in views]}")

    def centre(view: dict) -> tuple[float, float]:
        corners = view["corners"]
        return sum(c[0] for c in corners) / 4, sum(c[1] for c in corners) / 4

    button = first_control("Button")
    inspector.page.mouse.click(*inspector.window_to_viewport(*centre(button)))
    ensure(f"a mouse click on {button['name']}: control-events list touchDown and touchUpInside",
           *[lambda event=event: expect(tid("control-event", control=button["name"], event=event))
             .not_to_have_count(0) for event in ("touchDown", "touchUpInside")])

    # A pen stroke that grabs the slider's thumb (a 31 pt circle at the track's left end: a fresh
    # session's slider has UIKit's default value 0) and drags it to the right.
    slider = first_control("Slider")
    xs = [c[0] for c in slider["corners"]]
    _, middle_y = centre(slider)
    start = inspector.window_to_viewport(min(xs) + 15, middle_y)
    end = inspector.window_to_viewport(min(xs) + (max(xs) - min(xs)) * 0.8, middle_y)
    pen_drag(cdp, start, end)
    ensure(f"a pen stroke on {slider['name']}: control-events list valueChanged",
           lambda: expect(tid("control-event", control=slider["name"], event="valueChanged"))
           .not_to_have_count(0))
    types = inspector.contact_types("controls")
    check("pencil" in types, f"the server saw the pen as a pencil contact (contact types: {sorted(types)})")
    buttons = inspector.pointer_buttons("controls")
    check(1 in buttons and 0 in buttons,
          f"the server saw the mouse as the application's pointer, clicking with the primary button "
          f"(pointer inputs' buttons: {sorted(set(buttons))})")


def check_controls_hover_and_wheel(inspector: Inspector) -> None:
    """Behaviour 12.1 and 12.3 through the page: the mouse hovers hoverCard (its hover recognizer and pointer
    interaction), then the wheel scrolls scrollView."""
    log("controls scene: a mouse hover over hoverCard, a wheel scroll over scrollView")
    inspector.choose_scene("controls")
    tid, expect, page = inspector.tid, inspector.expect, inspector.page

    x, y = inspector.view_centre("hoverCard")
    page.mouse.move(x - 20, y - 10)
    page.mouse.move(x, y, steps=4)
    ensure("hovering hoverCard: hovered-view, the active hover recognizer and the pointer interaction's region and style",
           lambda: expect(tid("hovered-view")).to_have_attribute("data-view", "hoverCard"),
           lambda: expect(tid("hover-recognizer", view="hoverCard")).to_have_count(1),
           lambda: expect(tid("pointer-interaction", view="hoverCard", active="true")).to_have_attribute("data-region", "hoverCard"),
           lambda: expect(tid("pointer-interaction", view="hoverCard")).to_have_attribute("data-style", re.compile("highlight")),
           lambda: expect(tid("pointer-buttons")).to_have_attribute("data-buttons", "0"),
           lambda: expect(tid("pointer-marker")).to_have_count(1),
           lambda: expect(inspector.state_changes("hover", "began")).not_to_have_count(0))

    def scroll_button_top() -> float:
        view = next(v for v in inspector.scene_message()["views"] if v["name"] == "scrollButton")
        return min(c[1] for c in view["corners"])

    before = scroll_button_top()
    sx, sy = inspector.view_centre("scrollView")
    page.mouse.move(sx, sy, steps=4)
    ensure("leaving hoverCard: the hover recognizer ends and the interaction's region is gone",
           lambda: expect(inspector.state_changes("hover", "ended")).not_to_have_count(0),
           lambda: expect(tid("hover-recognizer")).to_have_count(0),
           lambda: expect(tid("pointer-interaction", view="hoverCard")).to_have_attribute("data-active", "false"))
    page.mouse.wheel(0, 200)
    ensure("a wheel scroll (pixels): scrollView's pan begins and, after the idle gap, ends",
           lambda: expect(inspector.state_changes("scrollPan", "began")).not_to_have_count(0),
           lambda: expect(inspector.state_changes("scrollPan", "ended")).not_to_have_count(0))
    try:
        page.wait_for_function("""(before) => {
            const messages = window.inspector.messages;
            for (let i = messages.length - 1; i >= 0; i--) {
                const m = messages[i];
                if (m.type !== 'scene') continue;
                const v = m.views.find((view) => view.name === 'scrollButton');
                return v && Math.min(...v.corners.map((c) => c[1])) <= before - 150;
            }
            return false;
        }""", arg=before, timeout=STEP_TIMEOUT_MS)
    except Exception as error:
        raise CheckFailed(f"the wheel did not scroll scrollView's content up by 150 pt or more "
                          f"(scrollButton's top was {before}, is {scroll_button_top()}): {error}") from None
    check(True, f"the wheel scrolled scrollView: scrollButton's top went from {before} to {scroll_button_top()}")
    scrolls = inspector.scroll_inputs("controls")
    check([s["phase"] for s in scrolls][:1] == ["began"] and scrolls[-1]["phase"] == "ended"
          and all(s["kind"] == "continuous" for s in scrolls) and sum(s["dy"] for s in scrolls) == -200,
          f"the server saw one continuous scroll of 200 pt towards the bottom, began … ended "
          f"({[(s['phase'], s['dy']) for s in scrolls]})")


def check_list_select(inspector: Inspector, fingers: Fingers) -> None:
    """The `list` scene (behaviour 14.3, 14.4): a tap on a row selects it; the page shows the row selected (its
    `view-rect` and `tree-item` carry `data-selected="true"`) and the timeline says why (`listTouch`)."""
    log("list scene: a tap selects a row")
    inspector.choose_scene("list")
    tid, expect = inspector.tid, inspector.expect
    ensure("the list's rows are drawn, none selected",
           lambda: expect(tid("view-rect", view="row 2")).to_have_count(1),
           lambda: expect(tid("view-rect", view="row 2")).to_have_attribute("data-selected", "false"))
    ensure("the rows' titles are drawn as their labels' text (docs/inspector-protocol.md 3, view-text)",
           lambda: expect(inspector.page.locator('[data-testid="view-text"]', has_text="Your parcel is on its way"))
           .to_have_count(1))
    # No two captions overlap: each caption's box is apart from every other's.
    overlaps = inspector.page.evaluate("""() => {
        const boxes = [...document.querySelectorAll('[data-testid="view-caption"]')].map((n) => n.getBoundingClientRect());
        let count = 0;
        for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i], b = boxes[j];
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) count++;
        }
        return count; }""")
    check(overlaps == 0, f"no two view captions overlap in the list scene ({overlaps} pairs overlap)")
    tid("tree-item", view="row 2").click()
    ensure("a click on row 2 in the hierarchy inspects it: its placement and layout explanation are shown",
           lambda: expect(tid("inspected-view")).to_have_attribute("data-view", "row 2"),
           lambda: expect(tid("explanation-line")).not_to_have_count(0),
           lambda: expect(tid("view-rect", view="row 2")).to_have_attribute("data-inspected", "true"))
    x, y = inspector.view_centre("row 2")
    fingers.tap(x, y)
    ensure("row 2 is shown selected, in the stage and in the tree, and the timeline says why",
           lambda: expect(tid("view-rect", view="row 2")).to_have_attribute("data-selected", "true"),
           lambda: expect(tid("view-rect", view="row 2")).to_have_attribute("data-highlighted", "false"),
           lambda: expect(tid("tree-item", view="row 2")).to_have_attribute("data-selected", "true"),
           lambda: expect(tid("timeline-event", kind="listTouch")).not_to_have_count(0),
           lambda: expect(tid("callback", view="mailbox")).not_to_have_count(0))
    outcomes = inspector.page.evaluate("""() => (window.inspector.messages || [])
        .filter((m) => m.type === 'events' && m.session === 'list')
        .flatMap((m) => m.events).filter((e) => e.kind === 'listTouch').map((e) => e.outcome)""")
    check("selected row 2 in section 0" in outcomes,
          f"a listTouch event says \"selected row 2 in section 0\" (the events said {outcomes})")


def check_dragdrop_menu(inspector: Inspector) -> None:
    """The `dragdrop` scene (behaviour 16.9, 15.4): a right click on the photo shows its context menu's items
    (`dragState`); choosing one sends `menu` and the photo's handler runs (a `callback` of `photo`)."""
    log("dragdrop scene: a right click shows the photo's menu; choosing Copy runs its handler")
    inspector.choose_scene("dragdrop")
    tid, expect, page = inspector.tid, inspector.expect, inspector.page
    x, y = inspector.view_centre("photo")
    page.mouse.move(x, y)
    page.mouse.click(x, y, button="right")
    ensure("the menu's three items are listed, on the photo",
           lambda: expect(tid("context-menu-item")).to_have_count(3),
           lambda: expect(tid("context-menu-status")).to_have_attribute("data-view", "photo"))
    tid("context-menu-choose", title="Copy").click()
    ensure("the menu is gone and the photo's handler ran",
           lambda: expect(tid("context-menu-item")).to_have_count(0),
           lambda: expect(tid("context-menu-status")).to_have_text("none"),
           lambda: expect(tid("callback", view="photo")).to_have_count(1))


def check_text_typing(inspector: Inspector, cdp) -> None:
    """The `text` scene (docs/inspector-protocol.md 1.3 `key`, 1.4 `textState`; behaviour 17.7): a click on the
    name field makes it first responder and focuses the stage; the browser's keys type into it, Backspace
    deletes, Return moves to the secure field, whose text the panel shows masked; an input method's
    composition (DevTools' `Input.imeSetComposition`, then `Input.insertText`) becomes marked text in the
    notes view, then its committed text (behaviour 17.8)."""
    log("text scene: a click on the name field, then typing with the keyboard")
    inspector.choose_scene("text")
    tid, expect, page = inspector.tid, inspector.expect, inspector.page
    x, y = inspector.view_centre("nameField")
    page.mouse.click(x, y)
    ensure("the name field is first responder, with a caret drawn",
           lambda: expect(tid("first-responder")).to_have_attribute("data-view", "nameField"),
           lambda: expect(tid("caret-marker")).to_have_count(1))
    page.keyboard.type("Hi!")
    ensure("the typed text is in the field",
           lambda: expect(tid("text-content")).to_have_attribute("data-text", "Hi!"),
           lambda: expect(tid("text-selection")).to_have_attribute("data-location", "3"))
    page.keyboard.press("Backspace")
    ensure("Backspace deleted the last character",
           lambda: expect(tid("text-content")).to_have_attribute("data-text", "Hi"))
    page.keyboard.press("Enter")
    ensure("Return moved to the password field",
           lambda: expect(tid("first-responder")).to_have_attribute("data-view", "passwordField"))
    page.keyboard.type("ab")
    ensure("the password field's text is masked",
           lambda: expect(tid("text-content")).to_have_attribute("data-secure", "true"),
           lambda: expect(tid("text-content")).to_have_attribute("data-text", "••"),
           lambda: expect(tid("held-keys")).to_have_attribute("data-keys", ""))
    x, y = inspector.view_centre("notesView")
    page.mouse.click(x, y)
    ensure("the notes view is first responder",
           lambda: expect(tid("first-responder")).to_have_attribute("data-view", "notesView"))
    cdp.send("Input.imeSetComposition", {"text": "ni", "selectionStart": 2, "selectionEnd": 2})
    ensure("the composition is the notes view's marked text",
           lambda: expect(tid("text-marked")).to_have_attribute("data-text", "ni"),
           lambda: expect(tid("text-content")).to_have_attribute("data-text", "ni"))
    cdp.send("Input.insertText", {"text": "你"})
    ensure("the committed text replaced it, unmarked",
           lambda: expect(tid("text-content")).to_have_attribute("data-text", "你"),
           lambda: expect(tid("text-marked")).to_have_attribute("data-text", ""))


def check_motion_sensors(inspector: Inspector) -> None:
    """The `motion` scene fed by the page's motion sensors (docs/inspector-protocol.md 1.3 `motion`, 1.4
    `motionState`, 3): in the touch-enabled context the page listens to `devicemotion`
    (`motion-sensors-status` `on`), at once or after its button asked permission; an absolute orientation and forty synthetic `devicemotion` events of a
    device face up with its right edge 30° down (W3C: accelerationIncludingGravity (-4.9, 0, 8.49) m/s²),
    12 ms apart, reach the application: its device motion has gravity (0.5, 0, -0.87) g and a 30° roll,
    and the level's bubble moved 40 pt left."""
    log("motion scene: synthetic DeviceMotionEvents tilt the level")
    inspector.choose_scene("motion")
    tid, expect, page = inspector.tid, inspector.expect, inspector.page
    # Chromium, like iOS Safari, has DeviceMotionEvent.requestPermission(): the page asks with its button,
    # which needs a user gesture (a click), granted by the browser's permissions.
    if tid("motion-sensors-status").get_attribute("data-state") == "needs-permission":
        page.context.grant_permissions(["accelerometer", "gyroscope", "magnetometer"])
        tid("motion-sensors").click()
    ensure("the page listens to this device's motion sensors",
           lambda: expect(tid("motion-sensors-status")).to_have_attribute("data-state", "on"),
           lambda: expect(tid("motion-status")).to_have_attribute("data-source", "application"))
    page.evaluate("""async () => {
        window.dispatchEvent(new DeviceOrientationEvent('deviceorientationabsolute',
            { alpha: 0, beta: 0, gamma: 30, absolute: true }));
        for (let i = 0; i < 40; i++) {
            window.dispatchEvent(new DeviceMotionEvent('devicemotion', {
                accelerationIncludingGravity: { x: -4.903325, y: 0, z: 8.492749 },
                rotationRate: { alpha: 0, beta: 0, gamma: 0 }, interval: 12 }));
            await new Promise((resolve) => setTimeout(resolve, 12));
        }
    }""")
    ensure("the application's device motion shows the tilt, from samples the server took",
           lambda: expect(tid("motion-row", quantity="gravity")).to_have_attribute("data-values", "0.5 0 -0.87"),
           lambda: expect(tid("motion-row", quantity="attitude")).to_have_attribute("data-values", "30° 0° -90°"),
           lambda: expect(tid("motion-samples")).not_to_have_attribute("data-accelerometer", "0"),
           lambda: expect(tid("motion-samples")).not_to_have_attribute("data-magnetometer", "0"))
    bubble = next(v for v in inspector.scene_message()["views"] if v["name"] == "bubble")
    check(abs(bubble["frame"]["x"] - 45) < 0.5, f"the bubble moved 40 pt left, to x = 45 in the level ({bubble['frame']})")


# --- main ----------------------------------------------------------------------------------------------

def run_browser(base_url: str, chromium: str, viewport: tuple[int, int], update_readme: bool) -> None:
    try:
        from playwright.sync_api import expect, sync_playwright
    except ImportError as error:
        raise SetupFailed(f"Playwright is not installed ({error}): python3 -m pip install playwright") from error

    expect.set_options(timeout=STEP_TIMEOUT_MS)
    page_errors: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium, headless=True, timeout=30_000,
            args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"])
        log(f"browser: Chromium {browser.version} ({chromium})")
        try:
            context = browser.new_context(has_touch=True, is_mobile=False,
                                          viewport={"width": viewport[0], "height": viewport[1]},
                                          device_scale_factor=1)
            context.set_default_timeout(STEP_TIMEOUT_MS)
            page = context.new_page()
            page.on("pageerror", lambda error: page_errors.append(str(error)))
            page.on("console", lambda m: page_errors.append(f"console.{m.type}: {m.text}")
                    if m.type == "error" and not m.location.get("url", "").endswith("/favicon.ico") else None)
            try:
                page.goto(base_url + "/", wait_until="load")
                inspector = Inspector(page, expect)
                inspector.wait_ready()
                log(f"      (first scene: {inspector.tid('app').get_attribute('data-scene')!r})")
                cdp = context.new_cdp_session(page)
                fingers = Fingers(cdp)
                check_gesture_pinch(inspector, fingers)
                check_controls_mouse_and_pen(inspector, cdp)
                check_controls_hover_and_wheel(inspector)
                check_tutorial_taps(inspector, fingers)
                check_list_select(inspector, fingers)
                check_dragdrop_menu(inspector)
                check_text_typing(inspector, cdp)
                check_motion_sensors(inspector)
                errors = inspector.data("error-item", "code")
                check(errors == [], f"the page lists no protocol errors {errors}")
                check(page_errors == [], f"no JavaScript errors on the page {page_errors}")
            except BaseException:
                page.screenshot(path=str(ARTIFACTS / "failure.png"), full_page=True)
                log(f"screenshot of the failure: {(ARTIFACTS / 'failure.png').relative_to(ROOT)}")
                try:
                    messages = page.evaluate("JSON.stringify((window.inspector || {}).messages || [], null, 1)")
                    (ARTIFACTS / "messages.json").write_text(messages)
                    log(f"messages the page received: {(ARTIFACTS / 'messages.json').relative_to(ROOT)}")
                except Exception as error:  # the page may be gone
                    log(f"(could not save the page's messages: {error})")
                if page_errors:
                    log("JavaScript errors on the page:\n  " + "\n  ".join(page_errors))
                raise
            shot = ARTIFACTS / "inspector.png"
            page.screenshot(path=str(shot), full_page=True)
            log(f"screenshot: {shot.relative_to(ROOT)}")
            if update_readme:
                README_SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(shot, README_SCREENSHOT)
                log(f"screenshot for the README: {README_SCREENSHOT.relative_to(ROOT)}")
        finally:
            browser.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", type=Path, default=ROOT / ".build" / "debug" / "responder",
                        help="the responder executable (default: .build/debug/responder)")
    parser.add_argument("--url", help="test a server already running at this URL instead of starting one")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                        help="the system Chromium (default: /usr/bin/chromium)")
    parser.add_argument("--viewport", default="1280x900", help="viewport WIDTHxHEIGHT in CSS pixels")
    parser.add_argument("--update-readme-screenshot", action="store_true",
                        help="also save the screenshot as docs/images/inspector.png")
    args = parser.parse_args()

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for stale in ("failure.png", "messages.json"):
        (ARTIFACTS / stale).unlink(missing_ok=True)
    width, height = (int(v) for v in args.viewport.lower().split("x"))
    if not Path(args.chromium).is_file():
        log(f"SETUP FAILED: no Chromium at {args.chromium} (apt-get install chromium)")
        return 2

    server = None
    server_log = ARTIFACTS / "server.log"

    def watchdog() -> None:
        log(f"FAILED: the browser test took more than {TOTAL_TIMEOUT:.0f} s; stopping")
        if server is not None and server.poll() is None:
            server.kill()
        os._exit(1)

    timer = threading.Timer(TOTAL_TIMEOUT, watchdog)
    timer.daemon = True
    timer.start()
    started = time.monotonic()
    try:
        if args.url:
            base_url = args.url.rstrip("/")
        else:
            port = free_port()
            base_url = f"http://127.0.0.1:{port}"
            server = start_server(args.binary.absolute(), port, server_log)
        wait_until_healthy(server, base_url, server_log if server else None)
        log(f"server answers at {base_url} ({time.monotonic() - started:.1f} s)")
        run_browser(base_url, args.chromium, (width, height), args.update_readme_screenshot)
    except CheckFailed as failure:
        log(f"FAILED: {failure}")
        return 1
    except SetupFailed as failure:
        log(f"SETUP FAILED: {failure}")
        return 2
    except AssertionError as failure:  # Playwright's expect(...)
        log(f"FAILED: {failure}")
        return 1
    except Exception as failure:  # Playwright timeouts and errors
        traceback.print_exc()
        log(f"FAILED: {type(failure).__name__}: {failure}")
        return 1
    finally:
        if server is not None:
            stop_server(server)
        timer.cancel()
    log(f"PASSED: the inspector page in Chromium ({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
