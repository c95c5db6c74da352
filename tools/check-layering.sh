#!/usr/bin/env bash
# Fails when model/ or validation/ include a Qt header: those layers stay Qt-free so the rules
# engine runs headless and fast (README "Architecture").
set -u
root=${1:-$(dirname "$0")/..}
hits=$(grep -rnE '^\s*#\s*include\s*[<"]Q[A-Za-z]' "$root/model" "$root/validation" 2>/dev/null)
if [ -n "$hits" ]; then
    echo "Qt include under model/ or validation/ (not allowed):"
    echo "$hits"
    exit 1
fi
echo "layering: model/ and validation/ include no Qt headers"
