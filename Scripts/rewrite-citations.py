#!/usr/bin/env python3
"""Rewrites citations of the former external behaviour reference into citations of docs/behaviour/, and
checks that every citation names a page of the project's own.

Comments and test names once cited "spec X.Y" and "section 11" of a UIKit reference and "linux-input.md
X.Y" of a Linux input reference, both kept outside the repository. Their content now lives in
docs/behaviour/ (index: docs/behaviour/README.md), with the same section numbers, and the citations read:

    spec 4.3                  -> behaviour 4.3
    Spec 2.1 / spec 9, step 5 -> Behaviour 2.1 / behaviour 9, step 5
    section 11                -> behaviour 11
    linux-input.md 1.3        -> input behaviour 1.3   (also "linux-input 1.3")

Only comments and string literals that name or explain a test (@Test, @Suite, #expect, #require,
Issue.record, Comment) are changed in Swift files; any other occurrence is listed and left alone, so
the script never changes code or program output. Markdown files under docs/ are prose and rewritten
whole, except docs/behaviour/ itself.

The script is idempotent: rewritten text matches none of the old forms. After rewriting it checks, and
exits with status 1 when a check fails (or, with --check, when anything is left to rewrite):

- every "behaviour N" and "input behaviour N" citation names a section listed in docs/behaviour/README.md;
- no tracker number is cited ("issue N", "(issue N)", "issue-N", "issues N and M", "Issue #N", also
  broken over two comment lines): a tracker lives outside the repository, so a comment cites the
  project's page that carries the reason instead. Looked for in the comments and string literals of
  every Swift file, in the shell and Python scripts (.sh, .py, .ci/run) and in every Markdown file
  (docs/, the README, the DocC catalogs), the tests included, each hit reported as file:line;
- every citation of a section of docs/decisions.md or docs/performance.md by its title names a heading
  the file has, word for word, so that a renamed section cannot leave stale citations (reported as
  file:line and the missing title). A citation is the file's name, then a comma, a space or an opening
  parenthesis, then the title in double quotes (several titles joined by commas or "and"), also broken
  over comment lines; the same holds for a Markdown link to one of their headings (the anchor after the
  file's name) and, inside those two files, for a title in double quotes followed by "above" or "below".

Usage: Scripts/rewrite-citations.py [--check] [--readme] [--root DIR]
"""

import argparse
import os
import re
import sys

SCANNED = ["Sources", "Tests", "Benchmarks", "Fuzz", "Examples", "Tools", "docs"]
README = "README.md"  # scanned only with --readme (the lead owns it)
SKIPPED_DIRS = {".build", ".git", "__pycache__", os.path.join("docs", "behaviour")}
INDEX = os.path.join("docs", "behaviour", "README.md")

# Whole phrases first (they carry file paths), then the general forms.
DECISIONS_LINK = ("[behaviour 11](behaviour/decisions-where-apple-is-silent.md"
                  "#11-decisions-this-project-takes)")
SPECIAL = [
    (re.compile(r"([Ss])ection 11 of `\.\./shared/spec/uikit-events\.md`"),
     lambda m: "[" + ("B" if m.group(1) == "S" else "b") + DECISIONS_LINK[2:]),
    (re.compile(r"`(?:\.\./shared/spec/)?linux-input\.md` (\d+(?:\.\d+)?)"),
     lambda m: f"[input behaviour {m.group(1)}](behaviour/linux-input.md)"),
    (re.compile(r"`(?:\.\./shared/spec/)?linux-input\.md`"),
     lambda m: "[docs/behaviour/linux-input.md](behaviour/linux-input.md)"),
]
GENERAL = [
    # "section 11 of the spec" (the README's wording)
    (re.compile(r"\b([Ss])ection 11 of the spec\b"),
     lambda m: ("B" if m.group(1) == "S" else "b") + "ehaviour 11"),
    # "linux-input.md 1.2", "linux-input 2.3", "linux-input.md 2, pitfall 8"
    (re.compile(r"\blinux-input(?:\.md)?(?=,? \d)"), lambda m: "input behaviour"),
    # "spec 4.3", "Spec 9, step 2"; "spec" followed by a section number only
    (re.compile(r"\b([Ss])pec (?=\d)"), lambda m: ("B" if m.group(1) == "S" else "b") + "ehaviour "),
    # "section 11", "Section 11's"
    (re.compile(r"\b([Ss])ection 11\b"), lambda m: ("B" if m.group(1) == "S" else "b") + "ehaviour 11"),
]
OLD_FORMS = re.compile(r"\b[Ss]pec \d|\b[Ss]ection 11\b|\blinux-input(?:\.md)?,? \d|"
                       r"shared/spec/|\blinux-input\.md\b")
CITATION = re.compile(r"\b(input )?[Bb]ehaviour (\d+(?:\.\d+)?)(?:, steps? (\d+))?")
TEST_TEXT = re.compile(r"@Test\b|@Suite\b|#expect\b|#require\b|Issue\.record\b|\bComment\b")

# The tracker and section checks look further than the rewriting: the scripts, the plugins, CI and the
# top-level README and package manifest too.
CHECKED = SCANNED + ["Plugins", "Scripts", ".ci"]
CHECKED_FILES = ["README.md", "Package.swift"]
CHECKED_SKIPPED_DIRS = {".build", ".git", "__pycache__", "node_modules"}
# A line break inside a comment or Markdown paragraph: the break, the indentation and a comment marker.
BREAK = r"[ \t]*\n[ \t]*(?://+|#+|\*)?[ \t]*"
TRACKER = re.compile(r"\b[Ii]ssues?(?:[ \t]*-[ \t]*|[ \t]+|" + BREAK + r")#?\d+\b")
# The files whose sections are cited by title, by the name the citations use.
TITLED = {"decisions.md": os.path.join("docs", "decisions.md"),
          "performance.md": os.path.join("docs", "performance.md")}
TITLE = r'"((?:[^"\n]|' + BREAK + r'){1,200}?)"'
# The file's name, then a comma, a space or a parenthesis (at least one), then the title.
SECTION_CITATION = re.compile(r"\b(decisions|performance)\.md\)?(?=[, \t\n(])" + r",?(?:[ \t]+|" + BREAK
                              + r")?\(?" + TITLE)
NEXT_TITLE = re.compile(r"(?:,| and|, and)(?:[ \t]+|" + BREAK + r")" + TITLE)
SECTION_LINK = re.compile(r"\b(decisions|performance)\.md#([\w-]+)")
NEARBY_TITLE = re.compile(TITLE + r"(?:[ \t]+|" + BREAK + r")(?:above|below)\b")


def rewrite_text(text, rules):
    for pattern, replacement in rules:
        text = pattern.sub(replacement, text)
    return text


def swift_regions(source):
    """Yields (start, end, kind) for comments ("comment") and string literals ("string") of Swift
    source. Handles //, nested /* */, "...", multi-line \"\"\" and raw #"..."# strings; an
    interpolation counts as part of its string (only citations in prose are looked for)."""
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            yield i, end, "comment"
            i = end
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            yield i, j, "comment"
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            hashes = len(re.match(r"#*", source[i:]).group(0))
            j = i + hashes
            delimiter = '"""' if source.startswith('"""', j) else '"'
            j += len(delimiter)
            closing = delimiter + "#" * hashes
            while j < n:
                if hashes == 0 and source[j] == "\\":
                    j += 2
                    continue
                if source.startswith(closing, j):
                    j += len(closing)
                    break
                if delimiter == '"' and source[j] == "\n":
                    break
                j += 1
            yield i, j, "string"
            i = j
        else:
            i += 1


def statement_text(source, position):
    """The line holding `position` and the line before it (a display name may follow `@Test(`)."""
    start = source.rfind("\n", 0, position)
    previous = source.rfind("\n", 0, max(start, 0)) if start > 0 else -1
    end = source.find("\n", position)
    return source[previous + 1: end if end >= 0 else len(source)]


def rewrite_swift(path, source, skipped):
    pieces, last = [], 0
    for start, end, kind in swift_regions(source):
        region = source[start:end]
        if not OLD_FORMS.search(region):
            continue
        if kind == "string" and not TEST_TEXT.search(statement_text(source, start)):
            line = source.count("\n", 0, start) + 1
            skipped.append(f"{path}:{line}: string literal not part of a test's text: {region[:80]}")
            continue
        pieces.append(source[last:start])
        pieces.append(rewrite_text(rewrite_text(region, SPECIAL), GENERAL))
        last = end
    pieces.append(source[last:])
    rewritten = "".join(pieces)
    for match in OLD_FORMS.finditer(rewritten):
        line = rewritten.count("\n", 0, match.start()) + 1
        entry = f"{path}:{line}: left as it is (code, or output text): {match.group(0)!r}"
        if not any(s.startswith(f"{path}:{line}:") for s in skipped):
            skipped.append(entry)
    return rewritten


def indexed_sections(root):
    """The section numbers of the two tables of docs/behaviour/README.md: UIKit's, then Linux input's."""
    uikit, linux, current = set(), set(), None
    with open(os.path.join(root, INDEX), encoding="utf-8") as index:
        for line in index:
            if line.startswith("## UIKit behaviour"):
                current = uikit
            elif line.startswith("## Linux input"):
                current = linux
            elif current is not None and (m := re.match(r"\| (\d+(?:\.\d+)?) \|", line)):
                current.add(m.group(1))
    return uikit, linux


def one_line(text):
    """A title as it reads: a line break inside it (and a comment's marker) is one space."""
    return re.sub(BREAK, " ", text).strip()


def headings(root):
    """The headings of each file cited by title, by the name citations use, outside code blocks."""
    found = {}
    for name, relative in TITLED.items():
        titles, fenced = set(), False
        with open(os.path.join(root, relative), encoding="utf-8") as document:
            for line in document:
                if line.startswith("```"):
                    fenced = not fenced
                elif not fenced and (m := re.match(r"#{1,6} (.+?)\s*$", line)):
                    titles.add(m.group(1))
        found[name] = titles
    return found


def anchor(title):
    """The anchor a Markdown renderer (GitHub's rule) gives a heading."""
    return re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")


def check_sections(relative, text, titles):
    """The citations of a titled section in `text` that name no heading of their file."""
    missing = []

    def report(position, name, title):
        line = text.count("\n", 0, position) + 1
        missing.append(f"{relative}:{line}: {TITLED[name]} has no section {title!r}")

    for match in SECTION_CITATION.finditer(text):
        name, position = match.group(1) + ".md", match.start()
        cited = [match]
        while next_match := NEXT_TITLE.match(text, cited[-1].end()):
            cited.append(next_match)
        for each in cited:
            if (title := one_line(each.group(each.lastindex))) not in titles[name]:
                report(each.start(), name, title)
    for match in SECTION_LINK.finditer(text):
        name = match.group(1) + ".md"
        if match.group(2) not in {anchor(title) for title in titles[name]}:
            report(match.start(), name, "#" + match.group(2))
    own = next((name for name, path in TITLED.items() if path == relative), None)
    if own is not None:
        for match in NEARBY_TITLE.finditer(text):
            if (title := one_line(match.group(1))) not in titles[own]:
                report(match.start(), own, title)
    return missing


def tracker_citations(relative, text):
    """The tracker numbers cited in `text`: in a Swift file only those in comments and string literals,
    consecutive line comments read as one (a citation may be broken over two of them)."""
    regions = []
    for start, end, kind in swift_regions(text) if relative.endswith(".swift") else [(0, len(text), "text")]:
        if regions and kind == regions[-1][2] == "comment" and not text[regions[-1][1]:start].strip():
            start = regions.pop()[0]
        regions.append((start, end, kind))
    hits = []
    for start, end, _ in regions:
        for match in TRACKER.finditer(text, start, end):
            line = text.count("\n", 0, match.start()) + 1
            hits.append(f"{relative}:{line}: {one_line(match.group(0))!r}")
    return hits


def checked_files(root):
    """Every Swift, Markdown, shell and Python file the tracker and section checks read."""
    for top in CHECKED:
        for directory, subdirectories, names in os.walk(os.path.join(root, top)):
            subdirectories[:] = sorted(d for d in subdirectories if d not in CHECKED_SKIPPED_DIRS)
            for name in sorted(names):
                path = os.path.join(directory, name)
                if name.endswith((".swift", ".md", ".py", ".sh")) or os.path.relpath(path, root) == os.path.join(
                        ".ci", "run"):
                    yield path
    for name in CHECKED_FILES:
        yield os.path.join(root, name)


def files(root):
    for top in SCANNED:
        for directory, subdirectories, names in os.walk(os.path.join(root, top)):
            relative = os.path.relpath(directory, root)
            subdirectories[:] = [d for d in subdirectories
                                 if d not in SKIPPED_DIRS and os.path.join(relative, d) not in SKIPPED_DIRS]
            for name in sorted(names):
                if name.endswith((".swift", ".md")):
                    yield os.path.join(directory, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail if anything is left to rewrite")
    parser.add_argument("--readme", action="store_true", help="also rewrite the top-level README.md")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.root)
    uikit, linux = indexed_sections(root)

    changed, skipped, unknown = [], [], []
    paths = list(files(root)) + ([os.path.join(root, README)] if arguments.readme else [])
    for path in paths:
        relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as file:
            source = file.read()
        if relative.endswith(".swift"):
            rewritten = rewrite_swift(relative, source, skipped)
        else:
            rewritten = rewrite_text(rewrite_text(source, SPECIAL), GENERAL)
        if rewritten != source:
            changed.append(relative)
            if not arguments.check:
                with open(path, "w", encoding="utf-8") as file:
                    file.write(rewritten)
        for match in CITATION.finditer(rewritten):
            section = match.group(2) if match.group(3) is None else f"{match.group(2)}.{match.group(3)}"
            known = linux if match.group(1) else uikit
            if section not in known:
                line = rewritten.count("\n", 0, match.start()) + 1
                unknown.append(f"{relative}:{line}: {match.group(0)!r} names no section of {INDEX}")

    titles = headings(root)
    trackers, stale = [], []
    for path in checked_files(root):
        relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        trackers.extend(tracker_citations(relative, text))
        stale.extend(check_sections(relative, text, titles))

    verb = "would change" if arguments.check else "changed"
    print(f"{verb} {len(changed)} files")
    for entry in skipped:
        print(f"skipped {entry}")
    for entry in unknown:
        print(f"unknown {entry}")
    for entry in trackers:
        print(f"tracker number {entry}: cite the project's page instead")
    for entry in stale:
        print(f"stale section citation {entry}")
    failed = bool(unknown) or bool(trackers) or bool(stale) or (arguments.check and bool(changed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
