#!/usr/bin/env python3
"""Writes a long evemu recording for the constant-memory measurement (docs/performance.md, "Streaming replay
in constant memory"): the description and events of an evemu file (the Decoding benchmark writes the 63 s
one to $TMPDIR/responderkit-decoding-*/long.evemu), its events repeated, each copy shifted to start 0.5 s after
the previous one ends, until the output reaches the size asked for. Never commit the output.

    python3 Benchmarks/Scripts/long-evemu.py long.evemu 1000 /tmp/1g.evemu   # about 1000 MB
"""
import sys


def main() -> None:
    source, megabytes, out = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    description, events = [], []
    with open(source) as f:
        for line in f:
            (events if line.startswith("E:") else description).append(line)
    parsed = []
    for line in events:
        _, time, rest = line.split(" ", 2)
        seconds, micro = time.split(".")
        parsed.append((int(seconds) * 1_000_000 + int(micro), rest))
    span = parsed[-1][0] - parsed[0][0] + 500_000
    limit = int(megabytes * 1_000_000)
    written = 0
    with open(out, "w") as f:
        for line in description:
            f.write(line)
        copy = 0
        while written < limit:
            shift = copy * span
            chunk = "".join(
                "E: %d.%06d %s" % ((t + shift) // 1_000_000, (t + shift) % 1_000_000, rest) for t, rest in parsed
            )
            f.write(chunk)
            written += len(chunk)
            copy += 1
    print(f"{out}: {copy} copies, {written / 1e6:.0f} MB, {copy * span / 1e6:.0f} s")


main()
