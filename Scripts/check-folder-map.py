#!/usr/bin/env python3
"""Checks that the README's map of folders lists exactly the repository's folders.

The map is the `text` block of the README's "## Map of folders" section: one folder a line, its name
followed by `/`, indented two spaces per level under its parent, then an optional description. The tree is
every folder holding a file git tracks or would track (ignored files such as `.build` do not count), and
their parents. Folders below one named `Corpus` or `Fixtures` are data and are not listed.

Usage: python3 Scripts/check-folder-map.py     (exit 0 when they match; 1 with the differences; 2 when
the README has no map or a line of it cannot be read, naming the line)
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "README.md")
SECTION = "## Map of folders"
DATA_FOLDERS = {"Corpus", "Fixtures"}
INDENT = 2


class MapError(Exception):
    pass


def map_folders(text):
    """The folders the map lists, as paths relative to the repository."""
    lines = text.split("\n")
    try:
        start = lines.index(SECTION)
    except ValueError:
        raise MapError(f"README.md: no '{SECTION}' section")
    fence = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("```")), None)
    if fence is None or (next_section := next((i for i in range(start + 1, len(lines))
                                               if lines[i].startswith("## ")), len(lines))) < fence:
        raise MapError(f"README.md line {start + 1}: the map section has no ``` block")
    folders = []
    stack = []
    for number in range(fence + 1, len(lines)):
        line = lines[number]
        if line.startswith("```"):
            return folders
        if not line.strip():
            continue
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        name = stripped.split(" ", 1)[0]
        if indent % INDENT or indent // INDENT > len(stack) or not name.endswith("/") or len(name) < 2:
            raise MapError(f"README.md line {number + 1}: expected '<{INDENT} spaces per level>name/ "
                           f"description', found {line!r}")
        depth = indent // INDENT
        del stack[depth:]
        stack.append(name[:-1])
        folders.append("/".join(stack))
    raise MapError(f"README.md line {fence + 1}: the map's ``` block is not closed")


def tree_folders():
    """The repository's folders: those of the files git tracks or would track, and their parents."""
    output = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, check=True, capture_output=True).stdout
    folders = set()
    for path in output.decode("utf-8", "surrogateescape").split("\0"):
        if not path or not os.path.exists(os.path.join(ROOT, path)):
            continue
        parts = path.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            if any(part in DATA_FOLDERS for part in parts[:depth - 1]):
                break
            folders.add("/".join(parts[:depth]))
    return folders


def main():
    try:
        with open(README, encoding="utf-8") as file:
            listed = map_folders(file.read())
    except MapError as error:
        print(error, file=sys.stderr)
        return 2
    repeated = sorted({folder for folder in listed if listed.count(folder) > 1})
    tree = tree_folders()
    missing = sorted(tree - set(listed))
    extra = sorted(set(listed) - tree)
    for folder in missing:
        print(f"README.md, map of folders: '{folder}/' is in the tree but not in the map")
    for folder in extra:
        print(f"README.md, map of folders: '{folder}/' is in the map but not in the tree")
    for folder in repeated:
        print(f"README.md, map of folders: '{folder}/' is listed more than once")
    problems = len(missing) + len(extra) + len(repeated)
    print(f"map of folders: {len(set(listed))} folders listed, {len(tree)} in the tree, {problems} differences")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
