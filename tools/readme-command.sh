#!/usr/bin/env bash
# Prints one of README.md's two set-up commands, so CI runs exactly what a new user reads.
#   tools/readme-command.sh editor   the "Install, build and start the editor" command
#   tools/readme-command.sh test     the "Install, build and run every test" command
# Fails if the README has no such heading, or its code block is not one command line.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
    editor) heading='**Install, build and start the editor**' ;;
    test) heading='**Install, build and run every test**' ;;
    *) echo "usage: $0 editor|test" >&2; exit 2 ;;
esac
block=$(awk -v heading="$heading" '
    index($0, heading) == 1 { found = 1; next }
    found && /^```sh$/ { inside = 1; next }
    inside && /^```$/ { exit }
    inside { print }
' README.md)
lines=$(printf '%s' "$block" | grep -c . || true)
if [ "$lines" -ne 1 ]; then
    echo "README.md: the block after '$heading' should be one command line, found $lines lines" >&2
    exit 1
fi
printf '%s\n' "$block"
