#!/usr/bin/env bash
# Runs README's first command (install, build, start the editor) as written, with the editor on Qt's
# offscreen platform: passes when the build succeeds and the editor it starts is still running after
# ISLE_EDITOR_ALIVE_SECONDS (default 15); then closes the editor. Used by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
command=$(tools/readme-command.sh editor)
program=${command##*&& }          # the last step: the editor binary the command starts
name=$(basename "$program")
alive=${ISLE_EDITOR_ALIVE_SECONDS:-15}
here=$(pwd -P)

QT_QPA_PLATFORM=offscreen bash -c "$command" &
runner=$!

# The editor process: named like the binary, started in this checkout (not some other editor).
editor_pid() {
    local pid
    for pid in $(pgrep -x "$name" || true); do
        if [ "$(readlink "/proc/$pid/cwd" 2>/dev/null)" = "$here" ]; then
            echo "$pid"
            return 0
        fi
    done
    return 0 # none yet; an editor of another checkout must not end the script (set -e)
}

pid=""
while [ -z "$pid" ]; do
    if ! kill -0 "$runner" 2>/dev/null; then
        status=0; wait "$runner" || status=$?
        echo "ci-start-editor: README's first command ended (exit $status) before the editor started" >&2
        exit 1
    fi
    sleep 1
    pid=$(editor_pid)
done
echo "ci-start-editor: the editor started (pid $pid); waiting ${alive} s"
sleep "$alive"
if ! kill -0 "$pid" 2>/dev/null; then
    status=0; wait "$runner" || status=$?
    echo "ci-start-editor: the editor exited (status $status) within ${alive} s of starting" >&2
    exit 1
fi
echo "ci-start-editor: the editor is still running after ${alive} s; closing it"
kill -TERM "$pid"
wait "$runner" || true
