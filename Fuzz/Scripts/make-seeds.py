#!/usr/bin/env python3
"""Writes the seed corpora in Fuzz/Corpus/<target>/ (docs/fuzzing.md).

The seeds are small valid files in the style of each tool (taken from Examples/recordings/pinch.evemu,
the tests' fixtures and the docs' examples) and a few edge cases. Run from the repository root:
    python3 Fuzz/Scripts/make-seeds.py
Regression inputs (crashers found by fuzzing, prefixed `crash-`) are committed by hand and never
touched by this script.
"""
import json, os, struct

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "Fuzz", "Corpus")


def write(target, name, data):
    directory = os.path.join(CORPUS, target)
    os.makedirs(directory, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(directory, name), "wb") as f:
        f.write(data)


# --- The pinch recording: its description and first frames --------------------------------------
pinch = open(os.path.join(ROOT, "Examples", "recordings", "pinch.evemu"), encoding="utf-8").read().split("\n")
description = [l for l in pinch if l[:2] in ("N:", "I:", "P:", "B:", "A:")]
event_lines = [l for l in pinch if l.startswith("E:")]
head = []
frames = 0
for line in pinch:
    head.append(line)
    if line.startswith("E:") and "SYN_REPORT" in line:
        frames += 1
        if frames == 6:
            break
events = []
for line in head:
    if line.startswith("E:"):
        words = line.split("#")[0].split()
        seconds, micro = words[1].split(".")
        events.append((int(seconds), int(micro), int(words[2], 16), int(words[3], 16), int(words[4])))

axes = {}
for line in description:
    if line.startswith("A:"):
        w = line.split()
        axes[int(w[1], 16)] = [int(x) for x in w[2:]]
name = description[0][3:]

# --- evemu ----------------------------------------------------------------------------------------
write("evemu", "pinch-head.evemu", "\n".join(head) + "\n")
write("evemu", "events-only.evemu", "# EVEMU 1.3\n" + "\n".join(l for l in head if l.startswith("E:")) + "\n")
write("evemu", "description-only.evemu", "# EVEMU 1.3\n" + "\n".join(description) + "\n")
v10 = ["N: ELAN Touchscreen #2", "I: 0018 04f3 2a1f 0100", "P: 02 00 00 00 00 00 00 00",
       "B: 00 1b 00 00 00 00 00 00 00", "B: 03 03 00 00 00 00 80 61 06", "A: 35 0 3456 4 0",
       "A: 36 0 1944 4 0", "A: 2f 0 9 0 0", "A: 39 0 65535 0 0"]
ev = ["E: 1286961434.869736 0003 0039 100", "E: 1286961434.869736 0003 0035 1200",
      "E: 1286961434.869736 0003 0036 800", "E: 1286961434.869736 0000 0000 0",
      "E: 1286961434.877048 0003 0039 -1", "E: 1286961434.877048 0000 0000 0"]
write("evemu", "headerless-1.0.evemu", "\n".join(v10 + ev) + "\n")
write("evemu", "crlf-1.2.evemu", "\r\n".join(["# EVEMU 1.2"] + v10[:5] + ["A: 35 0 3456 4 0 13", "L: 00 0", "S: 00 1"]
                                            + ["E: 0.000001 0003 0039 -001\t# tracking", "E: 0.000001 0000 0000 0000"]) + "\r\n")
write("evemu", "edge-bad-lines.evemu", "# EVEMU 1.3\nN: x\nI: 0018 zz 0 0\nB: 03 03\nA: 40 0 1 0 0 0\n"
      "E: 0.1 0003 0000 1\nE: -1.000000 0003 0000 1\nE: 0.000001 10000 0000 1\nE: 0.000001 0003 0000 99999999999\n"
      "X: what\nN: second\nE: 0.000002 0000 0000 0000 extra\n")
write("evemu", "edge-version.evemu", "# EVEMU 2.0\nN: future\nI: 0 0 0 0\n")
write("evemu", "edge-empty.evemu", "")

# --- evtest ---------------------------------------------------------------------------------------
codes_names = {0: "ABS_X", 1: "ABS_Y", 47: "ABS_MT_SLOT", 48: "ABS_MT_TOUCH_MAJOR", 53: "ABS_MT_POSITION_X",
               54: "ABS_MT_POSITION_Y", 57: "ABS_MT_TRACKING_ID", 58: "ABS_MT_PRESSURE"}
type_names = {0: "EV_SYN", 1: "EV_KEY", 3: "EV_ABS", 4: "EV_MSC"}
header = ["Input driver version is 1.0.1", "Input device ID: bus 0x18 vendor 0x1d6b product 0x5354 version 0x100",
          'Input device name: "%s"' % name, "Supported events:", "  Event type 0 (EV_SYN)",
          "  Event type 1 (EV_KEY)", "    Event code 330 (BTN_TOUCH)", "  Event type 3 (EV_ABS)"]
for code, (lo, hi, fuzz, flat, res) in sorted(axes.items()):
    header += ["    Event code %d (%s)" % (code, codes_names.get(code, "?")), "      Value      0",
               "      Min     %4d" % lo, "      Max     %4d" % hi]
    if fuzz: header.append("      Fuzz    %4d" % fuzz)
    if flat: header.append("      Flat    %4d" % flat)
    if res: header.append("      Resolution %4d" % res)
header += ["  Event type 4 (EV_MSC)", "    Event code 5 (MSC_TIMESTAMP)", "Properties:",
           "  Property type 1 (INPUT_PROP_DIRECT)", "Key repeat handling:", "  Repeat type 20 (EV_REP)",
           "    Repeat code 0 (REP_DELAY)", "      Value    250", "Testing ... (interrupt to exit)"]


def evtest_line(e):
    s, u, t, c, v = e
    prefix = "Event: time %d.%06d, " % (s, u)
    if t == 0 and c == 0:
        return prefix + "-------------- SYN_REPORT ------------"
    return prefix + "type %d (%s), code %d (%s), value %d" % (t, type_names.get(t, "?"), c,
                                                             codes_names.get(c, "MSC_TIMESTAMP" if t == 4 else "BTN_TOUCH"), v)


evtest_events = [evtest_line(e) for e in events]
write("evtest", "pinch-head.evtest", "\n".join(header + evtest_events) + "\n")
write("evtest", "events-only.evtest", "\n".join(evtest_events) + "\n")
write("evtest", "header-only.evtest", "\n".join(header) + "\n")
write("evtest", "markers.evtest", "\n".join(header[:4] + [
    "Event: time 1.000000, type 4 (EV_MSC), code 4 (MSC_SCAN), value 90001",
    "Event: time 1.000000, type 1 (EV_KEY), code 272 (BTN_LEFT), value 1",
    "Event: time 1.000000, ++++++++++++++ SYN_MT_REPORT ++++++++++++",
    "Event: time 1.000000, >>>>>>>>>>>>>> SYN_DROPPED <<<<<<<<<<<<",
    "Event: time 1.000000, type 0 (EV_SYN), code 9 (?), value 7",
    "Event: time 1.000000, -------------- Report Sync ------------",
    "Event: time 1.000001, -------------- Config Sync ------------",
    "Event: time 1.000002, type 3 (EV_ABS), code 63 (?), value -5",
    "Event: time 1.000002, -------------- SYN_REPORT ------------"]) + "\n")
write("evtest", "preamble.evtest", "No device specified, trying to scan all of /dev/input/event*\nAvailable devices:\n"
      "/dev/input/event0:\tPower Button\nSelect the device event number [0-0]: 0\n" + "\n".join(header) + "\n")
write("evtest", "edge-bad-lines.evtest", "\n".join(header[:3] + [
    "Event: time 1.0, type 3 (EV_ABS), code 0 (ABS_X), value 1",
    "Event: time 1.000000, type 3 (EV_ABS), code 99999 (?), value 1",
    "Event: time 1.000000, type 3 (EV_ABS), code 0 (ABS_X), value x",
    "garbage after events", "Event: time 1.000000, type 3, code 0, value 1"]) + "\n")

# --- libinput record ------------------------------------------------------------------------------


def libinput(evs, devices_extra=""):
    out = ["# libinput record", "version: 1", "ndevices: 1", "libinput:", '  version: "1.25.0"', '  git: "unknown"',
           "system:", '  os: "debian:12"', '  kernel: "6.1.0-18-amd64"',
           "future-key: {nested: [1, 2, {deeper: 'it''s ignored'}]}", "devices:", "- node: /dev/input/event7",
           "  evdev:", "    # Name: " + name, '    name: "%s"' % name, "    id: [24, 7531, 21332, 256]", "    codes:",
           "      0: [0, 1, 2, 3, 4] # EV_SYN", "      1: [330] # EV_KEY", "      3: [%s] # EV_ABS" % ", ".join(str(c) for c in sorted(axes)),
           "      4: [5] # EV_MSC", "    absinfo:"]
    for code, (lo, hi, fuzz, flat, res) in sorted(axes.items()):
        out.append("      %d: [%d, %d, %d, %d, %d]" % (code, lo, hi, fuzz, flat, res))
    out += ["    properties: [1]", "  hid: [5, 13, 9, 4]", "  udev:", "    properties:", "    - ID_INPUT=1",
            "  quirks:", "  - ModelTouchscreen=1", "  events:", "  # Current time is 12:43:13",
            "  - hid:", "      time: [0, 0]", "      hidraw3: [1, 2, 3, 4]"]
    start = True
    for e in evs:
        if start: out.append("  - evdev:")
        start = e[2] == 0 and e[3] == 0
        out.append("    - [%3d, %6d, %3d, %3d, %6d]" % e + (" # SYN_REPORT +8ms" if start else ""))
    return "\n".join(out) + "\n" + devices_extra


write("libinput", "pinch-head.yml", libinput(events))
write("libinput", "no-events.yml", "version: 1\ndevices:\n- evdev:\n    name: x\n    id: [1, 2, 3, 4]\n  events:\n")
write("libinput", "flow-style.yml", "---\nversion: 1\ndevices: [{evdev: {name: 'it''s', id: [1, 2, 3, 4], codes: {3: [0, 1]},"
      " absinfo: {0: [0, 100, 0, 0, 1], 1: [0, 100,\n    0, 0, 1]}, properties: []}, events: [{evdev: [[0, 1, 3, 0, 5], [0, 1, 0, 0, 0]]}]}]\n...\n")
write("libinput", "two-devices.yml", "version: 1\nndevices: 2\ndevices:\n- evdev:\n    name: \"first \\\"quoted\\\" \\\\ \\u00e9\"\n"
      "    id: [1, 2, 3, 4]\n  events:\n  - evdev:\n    - [0, 1, 1, 330, 1]\n    - [0, 1, 0, 0, 0]\n"
      "- evdev:\n    name: second\n    id: [5, 6, 7, 8]\n  events:\n  - evdev:\n    - [0, 2, 1, 330, 0]\n    - [0, 2, 0, 0, 0]\n")
write("libinput", "edge-unsupported.yml", "version: 1\ndevices:\n- evdev:\n    name: &a x\n    id: [1, 2, 3, 4]\n"
      "    codes: !!map {}\n    other: |\n      block\n  events:\n  - evdev:\n    - [0, 1, 3, 0]\n    - [0, -1, 3, 0, 0]\n"
      "    - ['0', 1, 3, 0, 0]\n")
write("libinput", "edge-version.yml", "version: 2\ndevices: []\n")
write("libinput", "edge-nesting.yml", "version: 1\nx: " + "[" * 70 + "]" * 70 + "\n")

# --- trace ----------------------------------------------------------------------------------------
doc_trace = ['{"format":"responderkit-trace","version":1,"screen":{"width":390.0,"height":844.0,"scale":3.0},"source":"TouchSimulator"}',
             '{"event":"digitizer","timestamp":0.016,"contacts":[{"id":1,"x":100.0,"y":200.0}]}',
             '{"event":"digitizer","timestamp":0.033,"contacts":[{"id":1,"x":104.5,"y":200.0}]}',
             '{"event":"digitizer","timestamp":0.05,"contacts":[{"id":1,"x":104.5,"y":200.0,"state":"lifted"}]}',
             '{"event":"key","timestamp":1.0,"keyCode":6,"transition":"down","modifierFlags":["command"]}',
             '{"event":"key","timestamp":1.1,"keyCode":6,"transition":"up"}',
             '{"event":"mediaKey","timestamp":2.0,"command":"togglePlayPause"}',
             '{"event":"accelerometer","timestamp":2.5,"x":0.02,"y":-0.98,"z":-0.1}']
write("trace", "docs-example.jsonl", "\n".join(doc_trace) + "\n")
device = {"name": name, "bustype": 24, "vendor": 7531, "product": 21332, "version": 256, "properties": [1],
          "codes": {"1": [330], "3": sorted(axes)}, "axes": {str(c): {"minimum": a[0], "maximum": a[1], "resolution": a[4]}
                                                           for c, a in axes.items() if a[4]},
          "calibration": [1, 0, 0, 0, 1, 0], "screen": {"x": 0, "y": 0, "width": 1024, "height": 768}}
write("trace", "every-kind.jsonl", "\n".join([
    json.dumps({"format": "responderkit-trace", "version": 1, "device": device, "source": "evemu: pinch.evemu"}, separators=(",", ":")),
    '{"event":"digitizer","timestamp":1e-07,"contacts":[{"id":-3,"x":1.5,"y":-2,"state":"hovering","force":0.5,'
    '"maximumPossibleForce":6.666666666666667,"majorRadius":3,"majorRadiusTolerance":1,"type":"pencil","altitudeAngle":0.3,'
    '"azimuthAngle":1,"rollAngle":2,"zOffset":0.25,"estimatedProperties":["force","azimuth","64"],'
    '"estimatedPropertiesExpectingUpdates":["location"],"estimationUpdateIndex":7}]}',
    '{"event":"cancelAllContacts","timestamp":2}',
    '{"event":"estimatedPropertiesUpdate","timestamp":3,"estimationUpdateIndex":7,"x":1,"y":2,"force":1,'
    '"azimuthAngle":0.5,"altitudeAngle":0.25,"isFinal":false}',
    '{"event":"key","timestamp":4,"keyCode":4,"transition":"down","modifierFlags":["shift","command","4096"],'
    '"characters":"A\\u00e9\\ud83d\\ude00","charactersIgnoringModifiers":""}',
    '{"event":"accelerometer","timestamp":"nan","x":"inf","y":"-inf","z":-0.0}',
    '', '   ', '{"event":"mediaKey","timestamp":5,"command":"endSeekingForward","unknown":[1,{"a":null}]}']) + "\r\n")
write("trace", "header-only.jsonl", '{"format":"responderkit-trace","version":1}\n')
write("trace", "edge-bad-lines.jsonl", "\n".join([
    '{"format":"responderkit-trace","version":1}', '{"event":"digitizer","timestamp":0,"contacts":[{"id":1.5,"x":1,"y":2}]}',
    '{"event":"digitizer","timestamp":1e400,"contacts":[]}', '{"event":"key","timestamp":1,"keyCode":99999999999999999999}',
    '{"event":"nope","timestamp":1}', '{"event":"key","event":"key"}', '{"unterminated": "\\u12', '[1,2', 'not json',
    '{"event":"digitizer","timestamp":0,"contacts":[{"id":1,"x":"abc","y":2}]}']) + "\n")
write("trace", "edge-version.jsonl", '{"format":"responderkit-trace","version":2}\n{"event":"cancelAllContacts","timestamp":1}\n')
write("trace", "edge-nesting.jsonl", '{"format":"responderkit-trace","version":1}\n' + '[' * 600 + ']' * 600 + "\n")

# --- byte-order marks, line ends, and inputs that used to cost quadratic time --------------------
# A UTF-8 byte-order mark is skipped in every format; lone carriage returns are YAML line breaks and
# errors elsewhere (docs/trace-format.md 3.2). Keys never released and a frame of many contacts
# (docs/performance.md, "Replays linear in their input") are kept small: the targets decode them.
BOM = "\ufeff"
evemu_head = "\n".join(head) + "\n"
write("evemu", "bom-crlf.evemu", BOM + evemu_head.replace("\n", "\r\n"))
write("evemu", "edge-old-mac-line-ends.evemu", evemu_head.replace("\n", "\r"))
evtest_head = "\n".join(header + evtest_events) + "\n"
write("evtest", "bom.evtest", BOM + evtest_head)
write("evtest", "edge-old-mac-line-ends.evtest", evtest_head.replace("\n", "\r"))
write("libinput", "bom-old-mac-line-ends.yml", BOM + libinput(events).replace("\n", "\r"))
write("libinput", "mixed-line-ends.yml", libinput(events).replace(":\n", ":\r\n").replace("]\n", "]\r"))
trace_text = "\n".join(doc_trace) + "\n"
write("trace", "bom-crlf.jsonl", BOM + trace_text.replace("\n", "\r\n"))
write("trace", "edge-old-mac-line-ends.jsonl", trace_text.replace("\n", "\r"))
write("trace", "keys-never-released.jsonl", "\n".join(
    ['{"format":"responderkit-trace","version":1}']
    + ['{"event":"key","timestamp":%g,"keyCode":%d,"transition":"down"}' % ((i + 1) / 1000, 4 + i) for i in range(260)]) + "\n")
write("trace", "frame-many-contacts.jsonl", '{"format":"responderkit-trace","version":1}\n'
      + '{"event":"digitizer","timestamp":0.016,"contacts":[%s]}\n'
      % ",".join('{"id":%d,"x":%d,"y":%d}' % (i + 1, i * 7 % 390, i * 13 % 844) for i in range(300)))

# --- raw evdev bytes ------------------------------------------------------------------------------


def record(e):
    s, u, t, c, v = e
    return struct.pack("<qqHHi", s, u, t, c, v)


stream = b"".join(record(e) for e in events)
write("evdev", "pinch-head.bin", stream)
write("evdev", "truncated.bin", stream[:24 * 3 + 11])
write("evdev", "bad-usec.bin", record(events[0]) + struct.pack("<qqHHi", 0, 1000000, 3, 0, 1))
write("evdev", "bad-type.bin", record(events[0]) + struct.pack("<qqHHi", 1, 0, 0x20, 0, 1))
write("evdev", "bad-code.bin", struct.pack("<qqHHi", 1, 0, 3, 0x40, 1))
write("evdev", "negative-seconds.bin", struct.pack("<qqHHi", -1, 0, 0, 0, 0))
write("evdev", "extremes.bin", struct.pack("<qqHHi", 2**63 - 1, 999999, 1, 0x2ff, -2**31) + struct.pack("<qqHHi", 0, 0, 0x1f, 0, 2**31 - 1))

# --- IPC frames -----------------------------------------------------------------------------------


def frame(type_, payload=b""):
    return struct.pack("<IB", len(payload) + 1, type_) + payload


def string(s):
    b = s.encode("utf-8")
    return struct.pack("<H", len(b)) + b


def contact(id_, x, y, state=0, kind=0, index=None):
    return (struct.pack("<qddBB", id_, x, y, state, kind) + struct.pack("<8d", 0.5, 6.666, 20, 5, 1.5707963267948966, 0, 0, 0)
            + struct.pack("<HH", 1, 9) + struct.pack("<B", index is not None) + struct.pack("<q", index or 0))


hello = frame(1, b"RKIP" + struct.pack("<HB", 1, 1))
frames = {
    "hello": hello,
    "register": frame(2, struct.pack("<I", 7) + string("Demo app \u00e9")),
    "windows": frame(3, struct.pack("<H", 2) + struct.pack("<I5dB", 1, 0, 0, 390, 844, 0, 1) + struct.pack("<I5dB", 2, 10, 20, 100, 50, 2000, 0)),
    "digitizer": frame(4, struct.pack("<Bd", 1, 12.5) + struct.pack("<H", 2) + contact(1, 100, 200) + contact(2, 150.5, -3, 1, 2, 42)),
    "cancel": frame(4, struct.pack("<Bd", 2, 13)),
    "estimated": frame(4, struct.pack("<Bdq", 3, 14, 42) + struct.pack("<B5d", 0b11111, 1, 0.5, 0.25, 10, 20)),
    "key": frame(4, struct.pack("<BdIBI", 4, 15, 4, 0, 1 << 17) + b"\x01" + string("A") + b"\x00"),
    "accelerometer": frame(4, struct.pack("<B4d", 5, 16, 0.02, -0.98, -0.0)),
    "mediakey": frame(4, struct.pack("<BdB", 6, 17, 103)),
    "front": frame(5, struct.pack("<BI", 1, 7)),
    "gesture": frame(6, struct.pack("<d", 18) + string("home")),
    "goodbye": frame(7, string("shutdown")),
}
for key, value in frames.items():
    write("ipc", key + ".bin", value)
write("ipc", "session-stream.bin", b"".join(frames.values()))
write("ipc", "edge-oversized.bin", struct.pack("<I", 65537) + b"\x01")
write("ipc", "edge-empty-frame.bin", struct.pack("<I", 0))
write("ipc", "edge-bad-version.bin", frame(1, b"RKIP" + struct.pack("<HB", 2, 1)))
write("ipc", "edge-trailing.bin", frame(7, string("x") + b"\x00"))
write("ipc", "edge-bad-utf8.bin", frame(7, struct.pack("<H", 2) + b"\xc3\x28"))
write("ipc", "edge-too-many-contacts.bin", frame(4, struct.pack("<BdH", 1, 0, 257)))
# Numbers the protocol refuses (docs/ipc-protocol.md, section 5, "Bounds": one such window list used to
# crash `responder router`): every f64 must be finite and within ±1e9 (ProtocolLimits.maximumMagnitude).
def window(x, y, w, h, level):
    return frame(3, struct.pack("<H", 1) + struct.pack("<I5dB", 1, x, y, w, h, level, 1))
app_session = hello + frames["register"]
write("ipc", "attack-window-infinite-x.bin", app_session + window(float("inf"), 0, 10, 10, 0))
write("ipc", "attack-window-negative-infinite-level.bin", app_session + window(0, 0, 10, 10, float("-inf")))
write("ipc", "attack-window-nan-level.bin", app_session + window(0, 0, 10, 10, float("nan")))
write("ipc", "attack-window-width-past-int-max.bin", app_session + window(0, 0, 1e19, 10, 0))
write("ipc", "attack-window-at-bound.bin", app_session + window(-1e9, 0, 1e9, 1e9, 1e9))
write("ipc", "attack-window-just-past-bound.bin", app_session + window(0, 0, 10, 10, 1000000000.0000001))
write("ipc", "attack-contact-infinite-y.bin", frame(4, struct.pack("<Bd", 1, 12.5) + struct.pack("<H", 1) + contact(1, 100, float("inf"))))
write("ipc", "attack-timestamp-nan.bin", frame(4, struct.pack("<Bd", 2, float("nan"))))
write("ipc", "attack-gesture-timestamp-huge.bin", frame(6, struct.pack("<d", 1.7976931348623157e308) + string("home")))
write("ipc", "attack-accelerometer-negative-zero-and-subnormal.bin", frame(4, struct.pack("<B4d", 5, 0, -0.0, 5e-324, -5e-324)))
# What one input source may hold (docs/ipc-protocol.md, section 13, "Limits": 64 contacts down or hovering
# and 16 pointer devices in use per source): contacts never lifted, touching then hovering, and pointer
# devices whose button is never released or whose swipe never ends, each past its cap.
source_hello = frame(1, b"RKIP" + struct.pack("<HB", 2, 3))
def contacts_frame(first, count, state):
    return frame(4, struct.pack("<BdH", 1, first * 0.001, count) + b"".join(contact(first + i, 10 + i, 20, state) for i in range(count)))
write("ipc", "flood-contacts-never-lifted.bin",
      source_hello + contacts_frame(0, 40, 0) + contacts_frame(40, 40, 0) + contacts_frame(80, 40, 2))
def pointer_press(device):
    return frame(4, struct.pack("<BdqBddq", 7, device * 0.001, device, 0, 10, 20, 1))
def swipe_began(device):
    return frame(8, struct.pack("<dqBBBdd", 1 + device * 0.001, device, 3, 0, 2, 0, 0))
write("ipc", "flood-pointer-devices-never-released.bin",
      source_hello + b"".join(pointer_press(d) for d in range(20)) + b"".join(swipe_began(100 + d) for d in range(20)))

# --- inspector messages ---------------------------------------------------------------------------
messages = {
    "hello": '{"v":1,"type":"hello","client":"page"}',
    "choose-scene": '{"v":1,"type":"chooseScene","scene":"tutorial","id":3}',
    "pointer-touch": '{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":100.5,"y":200,"timestamp":1234.5,"pressure":0.5,"width":20,"height":22}',
    "pointer-pen": '{"v":1,"type":"pointer","pointerId":2,"pointerType":"pen","phase":"move","x":-5,"y":1e3,"timestamp":0,"tiltX":30,"tiltY":-100,"twist":400,"altitudeAngle":null,"azimuthAngle":1.2,"id":"a"}',
    "load-recording": json.dumps({"v": 1, "type": "loadRecording", "name": "pinch.evemu", "text": "\n".join(head[29:60]) + "\n"}),
    "playback-play": '{"v":1,"type":"playback","action":"play","speed":2}',
    "playback-seek": '{"v":1,"type":"playback","action":"seek","time":1.5}',
    "playback-pause": '{"v":1,"type":"playback","action":"pause"}',
    "export": '{"v":1,"type":"exportTrace"}',
    "reset": '{"v":1,"type":"reset","id":{"nested":[1,2,3]}}',
    "edge-version": '{"v":2,"type":"hello"}',
    "edge-unknown-type": '{"v":1,"type":"\\u0000\\ud83d\\ude00"}',
    "edge-bad-field": '{"v":1,"type":"pointer","pointerId":1.5,"pointerType":"touch","phase":"down","x":1,"y":1,"timestamp":1}',
    "mouse-hover": '{"v":1,"type":"mouse","x":187.5,"y":560,"buttons":0,"timestamp":1016.25}',
    "mouse-secondary": '{"v":1,"type":"mouse","x":180,"y":60,"buttons":2,"timestamp":1100,"id":4}',
    "wheel-pixel-began": '{"v":1,"type":"wheel","deltaMode":0,"deltaX":0,"deltaY":120,"phase":"began","x":187,"y":320,"timestamp":2000}',
    "wheel-pixel-ended": '{"v":1,"type":"wheel","deltaMode":0,"deltaX":0,"deltaY":0,"phase":"ended","x":187,"y":320,"timestamp":2150}',
    "wheel-lines": '{"v":1,"type":"wheel","deltaMode":1,"deltaX":-1,"deltaY":3,"x":187,"y":320,"timestamp":2200}',
    "edge-mouse-buttons": '{"v":1,"type":"mouse","x":1,"y":1,"buttons":32,"timestamp":1}',
    "edge-wheel-phase": '{"v":1,"type":"wheel","deltaMode":2,"deltaY":1e4,"phase":"changed","x":1,"y":1,"timestamp":1}',
    "edge-not-object": '[1,"two",null,true,-0.0,1e308]',
    "edge-not-json": '{"v":1,',
    "edge-duplicate-keys": '{"v":1,"v":2,"type":"hello"}',
    "load-recording-bom-crlf": json.dumps({"v": 1, "type": "loadRecording", "name": "bom.jsonl", "text": BOM + trace_text.replace("\n", "\r\n")}),
    "load-recording-keys-never-released": json.dumps({"v": 1, "type": "loadRecording", "name": "keys.jsonl", "text": "\n".join(
        ['{"format":"responderkit-trace","version":1}']
        + ['{"event":"key","timestamp":%g,"keyCode":%d,"transition":"down"}' % ((i + 1) / 1000, 4 + i) for i in range(260)]) + "\n"}),
}
for key, value in messages.items():
    write("inspector", key + ".json", value)

# --- inspector attacks (docs/inspector-protocol.md, section 4, "Limits and security"): HTTP request heads
# and client WebSocket frames -----------------------------------------------------------------------------
def http(target="/", headers=("Host: 127.0.0.1:8080",), method="GET"):
    return (f"{method} {target} HTTP/1.1\r\n" + "".join(h + "\r\n" for h in headers) + "\r\n").encode()


UPGRADE = ("Host: 127.0.0.1:8080", "Upgrade: websocket", "Connection: Upgrade",
           "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13")


def ws_frame(payload, opcode=1, fin=True, rsv=0, masked=True, declared=None):
    length = len(payload) if declared is None else declared
    first = (0x80 if fin else 0) | (rsv << 4) | opcode
    mask_bit = 0x80 if masked else 0
    if length < 126:
        head = struct.pack(">BB", first, mask_bit | length)
    elif length < 65536:
        head = struct.pack(">BBH", first, mask_bit | 126, length)
    else:
        head = struct.pack(">BBQ", first, mask_bit | 127, length)
    if not masked:
        return head + payload
    mask = b"\x37\xfa\x21\x3d"
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


attacks = {
    "http-page.txt": http(),
    "http-upgrade.txt": http("/ws", UPGRADE),
    "http-upgrade-own-origin.txt": http("/ws", UPGRADE + ("Origin: http://127.0.0.1:8080",)),
    "http-cross-origin.txt": http("/ws", UPGRADE + ("Origin: http://evil.example",)),
    "http-null-origin.txt": http("/ws", UPGRADE + ("Origin: null",)),
    "http-rebinding-host.txt": http("/ws", ("Host: rebind.example:8080",) + UPGRADE[1:] + ("Origin: http://rebind.example:8080",)),
    "http-no-host.txt": http("/health", ()),
    "http-two-hosts.txt": http("/health", ("Host: 127.0.0.1", "Host: evil.example")),
    "http-long-url.txt": http("/" + "a" * 16384),
    "http-long-header.txt": http("/", ("Host: 127.0.0.1", "X-Big: " + "c" * 16384)),
    "http-many-headers.txt": http("/", ("Host: 127.0.0.1",) + ("X-A: b",) * 100),
    "http-bad-escape.txt": http("/%zz"),
    "http-truncated-escape.txt": http("/index.html%2"),
    "http-overlong-utf8.txt": http("/%C0%AF"),
    "http-wrong-case.txt": http("/Health"),
    "http-token-query.txt": http("/?token=0123456789abcdef0123456789abcdef"),
    "http-token-cookie.txt": http("/inspector.js", ("Host: 127.0.0.1", "Cookie: responderkit-inspector-token=0123456789abcdef0123456789abcdef")),
    "http-post-body.txt": http("/health", ("Host: 127.0.0.1", "Content-Length: 5"), "POST") + b"hello",
    "http-obs-fold.txt": b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n folded\r\n\r\n",
    "http-bare-lf.txt": b"GET /health HTTP/1.1\nHost: 127.0.0.1\n\n",
    "http-stalled.txt": b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ",
    "http-bad-version.txt": b"GET / HTTP/2\r\nHost: 127.0.0.1\r\n\r\n",
    "ws-hello.bin": ws_frame(b'{"v":1,"type":"hello"}'),
    "ws-declared-1gib.bin": ws_frame(b"A" * 64, declared=1 << 30),
    "ws-fragments.bin": ws_frame(b'{"v":1,', fin=False) + ws_frame(b'"type":"hello"}', opcode=0),
    "ws-fragment-flood.bin": ws_frame(b"A" * 4096, fin=False) + ws_frame(b"A" * 4096, opcode=0, fin=False, declared=8 << 20),
    "ws-unmasked.bin": ws_frame(b"{}", masked=False),
    "ws-rsv1.bin": ws_frame(b"{}", rsv=4),
    "ws-unknown-opcode.bin": ws_frame(b"", opcode=3),
    "ws-long-ping.bin": ws_frame(b"\x01" * 126, opcode=9),
    "ws-fragmented-ping.bin": ws_frame(b"\x01", opcode=9, fin=False),
    "ws-stray-continuation.bin": ws_frame(b"{}", opcode=0),
    "ws-interleaved-message.bin": ws_frame(b"{", fin=False) + ws_frame(b"}"),
    "ws-close-1-byte.bin": ws_frame(b"\x03", opcode=8),
    "ws-close-bad-code.bin": ws_frame(b"\x03\xe7", opcode=8),
    "ws-bad-utf8.bin": ws_frame(b"\xc3\x28"),
    "ws-ping-then-text.bin": ws_frame(b"\x01\x02", opcode=9) + ws_frame(b'{"v":1,"type":"hello"}'),
    "ws-top-bit-length.bin": bytes([0x81, 0xff]) + b"\x80" + b"\x00" * 7 + b"\x00" * 4,
    "json-escapes.json": '{"v":1,"type":"hello","client":"' + "\\u0041" * 4096 + '"}',
    # Slowloris, duplicate lengths, the request line's exact limit, the token in a refused request, close
    # codes, a flood handed over in batches (docs/cli.md, "Inspector limits and security").
    "http-trickled-header.txt": b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a\r\nX-Sl",
    "http-duplicate-content-length.txt": http("/health", ("Host: 127.0.0.1", "Content-Length: 0", "Content-Length: 0")),
    "http-conflicting-content-length.txt":
        http("/health", ("Host: 127.0.0.1", "Content-Length: 0", "Content-Length: 5")) + b"hello",
    "http-line-4096.txt": http("/?q=" + "a" * (4096 - len("GET /?q= HTTP/1.1")), ("Host: 127.0.0.1",)),
    "http-line-4097.txt": http("/?q=" + "a" * (4097 - len("GET /?q= HTTP/1.1")), ("Host: 127.0.0.1",)),
    "http-token-refused.txt": http("/?token=0123456789abcdef0123456789abcdef", ("Host: 127.0.0.1",), "POST"),
    "ws-close-empty.bin": ws_frame(b"", opcode=8),
    "ws-close-private-code.bin": ws_frame(b"\x0f\xa0bye", opcode=8),
    "ws-close-iana-code.bin": ws_frame(b"\x03\xf4", opcode=8),
    "ws-close-unassigned-code.bin": ws_frame(b"\x0b\xb7", opcode=8),
    "ws-close-1005.bin": ws_frame(b"\x03\xed", opcode=8),
    "ws-hello-flood.bin": ws_frame(b'{"v":1,"type":"hello"}') * 40,
}
for name, data in attacks.items():
    write("inspector", "attack-" + name, data)
