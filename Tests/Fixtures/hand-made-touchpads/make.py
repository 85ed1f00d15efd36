#!/usr/bin/env python3
"""Writes the hand-made touchpad recordings of this folder (evemu 1.3 text). Each is a formula, not a
recording of a device: the formula and its numbers are in the file's header comment.

Usage: python3 make.py   (rewrites the .events files next to it)
"""
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
RESOLUTION = 12              # units per millimetre on both axes
WIDTH, HEIGHT = 1200, 840    # 100 x 70 mm
FRAME = 0.010                # seconds between frames (100 Hz)

DESCRIPTION = f"""# EVEMU 1.3
# Hand-made: a 100 x 70 mm touchpad, {RESOLUTION} units per millimetre, two slots, BTN_TOOL_DOUBLETAP
N: Hand-made Touchpad
I: 0011 0002 0007 0001
P: 01 00 00 00 00 00 00 00
B: 00 0b 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 01 00 00 00 00 00
B: 01 20 64 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 02 00 00 00 00 00 00 00 00
B: 03 03 00 00 00 00 80 60 02
B: 04 00 00 00 00 00 00 00 00
B: 05 00 00 00 00 00 00 00 00
A: 00 0 {WIDTH} 0 0 {RESOLUTION}
A: 01 0 {HEIGHT} 0 0 {RESOLUTION}
A: 2f 0 1 0 0 0
A: 35 0 {WIDTH} 0 0 {RESOLUTION}
A: 36 0 {HEIGHT} 0 0 {RESOLUTION}
A: 39 0 65535 0 0 0
"""


def events(frames, interval=FRAME):
    """evemu E: lines for `frames`, a list of two (x, y) positions per frame: both fingers land in the
    first frame, move in the others, and lift one frame after the last."""
    lines = []
    time = 1.0
    previous = [None, None]

    def line(type_, code, value):
        lines.append(f"E: {time:.6f} {type_:04x} {code:04x} {value}")

    for index, frame in enumerate(frames):
        for slot, (x, y) in enumerate(frame):
            x, y = round(x), round(y)
            changes = []
            if index == 0:
                changes.append((0x39, 100 + slot))
            if previous[slot] is None or previous[slot][0] != x:
                changes.append((0x35, x))
            if previous[slot] is None or previous[slot][1] != y:
                changes.append((0x36, y))
            if changes:
                line(3, 0x2f, slot)
                for code, value in changes:
                    line(3, code, value)
            previous[slot] = (x, y)
        if index == 0:
            line(1, 0x14a, 1)    # BTN_TOUCH
            line(1, 0x14d, 1)    # BTN_TOOL_DOUBLETAP
        line(3, 0x00, round(frame[0][0]))
        line(3, 0x01, round(frame[0][1]))
        line(0, 0, 0)
        time += interval
    for slot in (0, 1):
        line(3, 0x2f, slot)
        line(3, 0x39, -1)
    line(1, 0x14a, 0)
    line(1, 0x14d, 0)
    line(0, 0, 0)
    return "\n".join(lines) + "\n"


def write(name, comment, frames, interval=FRAME):
    header = "".join(f"# {text}\n" if text else "#\n" for text in comment.strip("\n").split("\n"))
    with open(os.path.join(HERE, name), "w") as out:
        out.write(DESCRIPTION + header + events(frames, interval))


def mm(value):
    return value * RESOLUTION


# Two fingers 20 mm apart side by side scroll down together, 0.5 mm a frame, for 30 frames (15 mm at
# 50 mm/s); the firmware's positions jitter along the line between them by +-3 units (0.25 mm), in
# opposite directions for the two fingers, so the reported distance between them changes by up to 6 units
# (0.5 mm) from one frame to the next.
JITTER = [0, 3, -3, 2, -2, 3, -1, -3, 1, 3, -2, 0, 3, -3, 2, -3, 1, -2, 3, 0, -3, 2, -1, 3, -3, 1, 2, -3, 0, 3,
          -2]
scroll = []
for index in range(31):
    y = mm(20) + index * mm(0.5)
    j = JITTER[index]
    scroll.append(((mm(40) - j, y), (mm(60) + j, y)))
write("two-finger-scroll-jittering-distance.events", f"""
Hand-made, not recorded (Tests/Fixtures/hand-made-touchpads/make.py).
Two fingers 20 mm apart, side by side at (40, 20) and (60, 20) mm, scroll down together by 0.5 mm a
frame for 30 frames (100 Hz: 15 mm at 50 mm/s), then lift. Along the line between them the reported
positions jitter by up to 3 units (0.25 mm) a frame, in opposite directions, so the distance between
the fingers changes by up to 6 units (0.5 mm) between frames: {', '.join(map(str, JITTER))} units
on each side. libinput: both fingers move the same way, a scroll (input behaviour 3.1).
""", scroll)

# Two fingers 30 mm apart turn about their common centre (50, 35) mm, 3 degrees a frame for 30 frames
# (90 degrees clockwise on the screen, whose y axis points down), then lift.
turn = []
for index in range(31):
    angle = math.radians(3 * index)
    dx, dy = 15 * math.cos(angle), 15 * math.sin(angle)
    turn.append(((mm(50 - dx), mm(35 - dy)), (mm(50 + dx), mm(35 + dy))))
write("two-finger-rotation.events", """
Hand-made, not recorded (Tests/Fixtures/hand-made-touchpads/make.py).
Two fingers 30 mm apart, at (35, 35) and (65, 35) mm, turn about their common centre (50, 35) mm by
3 degrees a frame for 30 frames (100 Hz), a quarter turn clockwise as seen on the pad (y grows
downwards), keeping their distance, then lift. libinput: the fingers move in opposite directions, a
pinch whose angle changes: a rotation (input behaviour 3.2).
""", turn)

# Two fingers 20 mm apart, side by side, move apart along the line between them by 0.5 mm a frame each
# for 20 frames (to 40 mm), then lift.
pinch = []
for index in range(21):
    spread = index * 0.5
    pinch.append(((mm(40 - spread), mm(35)), (mm(60 + spread), mm(35))))
write("two-finger-pinch-out.events", """
Hand-made, not recorded (Tests/Fixtures/hand-made-touchpads/make.py).
Two fingers 20 mm apart, at (40, 35) and (60, 35) mm, move apart along the line between them by 0.5 mm
a frame each for 20 frames (100 Hz), to 40 mm apart, then lift. libinput: the fingers move in opposite
directions, a pinch (input behaviour 3.1); the scale is 2.
""", pinch)

# Two fingers 20 mm apart side by side scroll down together at 160 mm/s, but the firmware reports one
# finger a frame, in turn (40 frames a second, as PS/2 pads report several fingers): each report moves
# one finger to where it is now (8 mm after the first report), while the other stays where it was last
# reported, so the distance between them changes by a whole frame's motion every frame.
alternating = []
for index in range(13):
    first = mm(15) + (index if index % 2 == 0 else index - 1) * mm(4)
    second = mm(15) + (index if index % 2 == 1 else max(index - 1, 0)) * mm(4)
    alternating.append(((mm(40), first), (mm(60), second)))
write("two-finger-scroll-alternating-reports.events", """
Hand-made, not recorded (Tests/Fixtures/hand-made-touchpads/make.py).
Two fingers 20 mm apart, side by side at (40, 15) and (60, 15) mm, scroll down together at 160 mm/s for
12 frames of 25 ms (48 mm), then lift; but the firmware reports one finger a frame, in turn, as some PS/2
pads do: each report moves one finger to where it is (8 mm after the first report), while the other
stays where it was last reported, so the distance and the angle between the fingers change by a whole
frame's motion every frame. libinput: both fingers move the same way, a scroll (input behaviour 3.1).
""", alternating, interval=0.025)
