#!/usr/bin/env python3
"""Writes the hand-made keyboard recordings of this folder (README.md): evemu files of a keyboard with
every key of KEY_ESC ... KEY_MICMUTE, typing a list of keystrokes 80 ms apart (a key down and its
release 40 ms later, a modifier held around the keys it modifies).

Run `python3 make.py` in this folder after changing it.
"""

HEADER = """# EVEMU 1.3
# Hand-made: a keyboard with the keys KEY_ESC (1) ... KEY_MICMUTE (248), no LEDs, no auto-repeat
N: Hand-made Keyboard
I: 0011 0001 0001 ab41
P: 00 00 00 00 00 00 00 00
B: 00 03 00 00 00 00 00 00 00
"""

# Keys 1 ... 248 of the EV_KEY bitmask (96 bytes, 8 a line): bit 0 (KEY_RESERVED) off.
def key_bits():
    bits = bytearray(96)
    for code in range(1, 249):
        bits[code // 8] |= 1 << (code % 8)
    lines = []
    for start in range(0, 96, 8):
        lines.append("B: 01 " + " ".join(f"{b:02x}" for b in bits[start:start + 8]))
    return "\n".join(lines) + "\n"

OTHER_TYPES = "".join(f"B: {t:02x} 00 00 00 00 00 00 00 00\n" for t in (2, 3, 4, 5))

KEY = {"shift": 42, "c": 46, "a": 30, "f": 33, "apostrophe": 40, "e": 18, "space": 57, "o": 24,
       "l": 38, "enter": 28}


def events(strokes):
    """`strokes`: names of keys, or ("shift", name) for a key typed with Shift held."""
    lines, time = [], 1.0

    def emit(code, value):
        lines.append(f"E: {time:.6f} 0001 {code:04x} {value}")
        lines.append(f"E: {time:.6f} 0000 0000 0")

    for stroke in strokes:
        modifier, name = stroke if isinstance(stroke, tuple) else (None, stroke)
        if modifier:
            emit(KEY[modifier], 1)
            time += 0.02
        emit(KEY[name], 1)
        time += 0.04
        emit(KEY[name], 0)
        if modifier:
            time += 0.02
            emit(KEY[modifier], 0)
        time += 0.04
    return "\n".join(lines) + "\n"


RECORDINGS = {
    "cafe-with-a-dead-key.events": (
        "Types Shift-C, a, f, the apostrophe key, e, space, o, l, e, Return: \"Café ole\\r\" with the us(intl)\n"
        "# layout (its apostrophe is a dead acute: input behaviour 4.3), \"Caf'e ole\\r\" with us or the built-in\n"
        "# US layout.",
        [("shift", "c"), "a", "f", "apostrophe", "e", "space", "o", "l", "e", "enter"],
    ),
}

for name, (comment, strokes) in RECORDINGS.items():
    with open(name, "w") as file:
        file.write(HEADER + key_bits() + OTHER_TYPES)
        file.write("# Hand-made, not recorded (Tests/Fixtures/hand-made-keyboards/make.py).\n")
        file.write("# " + comment + "\n")
        file.write(events(strokes))
