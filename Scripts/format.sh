#!/usr/bin/env bash
# Formats the package's Swift sources with the toolchain's swift-format and the checked-in `.swift-format`
# (docs/decisions.md, "Formatting and lint").
#
#   Scripts/format.sh            formats every file in place
#   Scripts/format.sh --check    lints (`swift format lint --strict`): prints each finding and their count,
#                                and exits 1 when there is any (CI runs this, .ci/run)
#
# The files: every Swift file, tracked or new (not ignored), under Sources, Tests, Benchmarks, Tools, Plugins
# and Fuzz, and the Package.swift files; this list is the one definition of what is formatted, so format
# through this script rather than `swift format --recursive` (which would also walk into `.build` folders).
# Left out: the porting tool's golden files (Tools/Sources/PortedExamples must equal the porter's output
# byte for byte, and Tools/Tests/UIKitPorterTests/Fixtures are its inputs, one of them deliberately
# unparsable), and lyft/Hammer's tests (Tests/HammerTests), kept as their authors wrote them but for what
# `responder port` changes.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

mode=format
case "${1:-}" in
    "") ;;
    --check) mode=check ;;
    *) echo "usage: Scripts/format.sh [--check]" >&2; exit 2 ;;
esac

roots='^(Sources|Tests|Benchmarks|Tools|Plugins|Fuzz)/|(^|/)Package\.swift$'
golden='^(Tools/(Sources/PortedExamples|Tests/UIKitPorterTests/Fixtures)|Tests/HammerTests)/'
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    list() { git ls-files -z --cached --others --exclude-standard -- '*.swift'; }
else
    list() { find . -name .build -prune -o -name '.build-*' -prune -o -name '*.swift' -print0 | sed -z 's|^\./||'; }
fi
files="$(mktemp)"
trap 'rm -f "$files" "${findings:-}"' EXIT
list | grep -zE "$roots" | grep -zvE "$golden" | while IFS= read -r -d '' file; do
    # A tracked file deleted in the working tree is still listed by git.
    if [ -f "$file" ]; then printf '%s\0' "$file"; fi
done > "$files"
checked="$(tr -cd '\0' < "$files" | wc -c)"

if [ "$mode" = format ]; then
    xargs -0 swift format format --in-place --parallel --configuration .swift-format < "$files"
    echo "swift-format: formatted $checked files in place"
    exit 0
fi

findings="$(mktemp)"
status=0
xargs -0 swift format lint --strict --parallel --configuration .swift-format < "$files" > "$findings" 2>&1 || status=$?
# One line per finding ("path:line:column: error: [Rule] message"); notes belong to the finding above them.
count="$(grep -cE '^[^ ].*:[0-9]+:[0-9]+: (warning|error): ' "$findings" || true)"
in_files="$( (grep -E '^[^ ].*:[0-9]+:[0-9]+: (warning|error): ' "$findings" || true) | cut -d: -f1 | sort -u | wc -l)"
cat "$findings"
if [ "$count" -eq 0 ] && [ "$status" -ne 0 ]; then
    echo "swift-format lint failed (exit status $status) without reporting a finding" >&2
    exit 1
fi
echo "swift-format: $count findings in $in_files of $checked files"
if [ "$count" -ne 0 ]; then
    echo "Scripts/format.sh fixes all of them but an over-long end-of-line comment, which needs a hand edit" >&2
    exit 1
fi
