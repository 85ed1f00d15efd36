#!/usr/bin/env python3
"""Writes the hand-made accelerometer recordings of this folder (README.md): evemu files of an evdev
accelerometer (INPUT_PROP_ACCELEROMETER, ABS_X/Y/Z in -2048 ... 2047 at 256 units per g, the kernel's
sign: lying face up reads +1 g on z, standing upright in portrait +1 g on y), sampled at 50 Hz.

Run `python3 make.py` in this folder after changing it.
"""

import math


def header(resolution):
    return f"""# EVEMU 1.3
# Hand-made: an evdev accelerometer, ABS_X/Y/Z -2048 ... 2047 at {resolution} units per g
N: Hand-made Accelerometer
I: 0019 0000 0000 0000
P: 40 00 00 00 00 00 00 00
B: 00 09 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 02 00 00 00 00 00 00 00 00
B: 03 07 00 00 00 00 00 00 00
B: 04 00 00 00 00 00 00 00 00
B: 05 00 00 00 00 00 00 00 00
A: 00 -2048 2047 0 0 {resolution}
A: 01 -2048 2047 0 0 {resolution}
A: 02 -2048 2047 0 0 {resolution}
"""


def events(frames, dropped_before=None):
    """`frames`: (x, y, z) in units, 20 ms apart from 1 s; like the kernel, a frame carries only the axes
    that changed. A SYN_DROPPED comes before frame `dropped_before`."""
    lines, last = [], (None, None, None)
    for index, frame in enumerate(frames):
        time = 1.0 + index * 0.02
        if index == dropped_before:
            lines.append(f"E: {time:.6f} 0000 0003 0")
        for code, (value, previous) in enumerate(zip(frame, last)):
            if value != previous:
                lines.append(f"E: {time:.6f} 0003 {code:04x} {value}")
        lines.append(f"E: {time:.6f} 0000 0000 0")
        last = frame
    return "\n".join(lines) + "\n"


def tilt_and_shake():
    frames = []
    # 0.5 s face up (x jitters by one unit, so every frame changes an axis, as a real sensor's noise does).
    frames += [(i % 2, 0, 256) for i in range(25)]
    # 1 s tilting up about x, from face up to portrait.
    for i in range(1, 51):
        angle = math.pi / 2 * i / 50
        frames.append((i % 2, round(256 * math.sin(angle)), round(256 * math.cos(angle))))
    # 1 s upright in portrait.
    frames += [((i + 1) % 2, 256, 0) for i in range(50)]
    # 0.2 s shaken along x: ±3 g, the direction reversed every frame.
    frames += [(768 if i % 2 == 0 else -768, 256, 0) for i in range(10)]
    # 0.8 s still in portrait.
    frames += [(i % 2, 256, 0) for i in range(40)]
    return frames


RECORDINGS = {
    "tilt-and-shake.events": (
        256, None, tilt_and_shake(),
        "175 frames at 50 Hz: 0.5 s face up, 1 s tilting up to portrait, 1 s in portrait, 0.2 s shaken\n"
        "# along x (±3 g, reversed every frame), 0.8 s still: UIDevice's orientation goes faceUp, then\n"
        "# portrait (behaviour 8.8), and the shake is one motionBegan/motionEnded (behaviour 8.1).",
    ),
    "without-resolution.events": (
        0, 3, [(i % 2, 0, 256) for i in range(5)],
        "5 frames face up of a device whose axes have no resolution (0 units per g), a SYN_DROPPED\n"
        "# before the fourth: no sample can be scaled; 4 frames are lost for want of a resolution, 1 after\n"
        "# SYN_DROPPED.",
    ),
}

for name, (resolution, dropped, frames, comment) in RECORDINGS.items():
    with open(name, "w") as file:
        file.write(header(resolution))
        file.write("# Hand-made, not recorded (Tests/Fixtures/hand-made-accelerometers/make.py).\n")
        file.write("# " + comment + "\n")
        file.write(events(frames, dropped))
