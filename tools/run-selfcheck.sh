#!/usr/bin/env bash
# Runs `islewright-cli selfcheck` on every scenario file for a long study (issue 17: 10^6 games),
# in runs of GAMES games per file with seeds that no earlier run used, and keeps a ledger of every
# run in docs/studies/selfcheck-ledger.tsv (time, commit, seed, bots, games, actions, seconds,
# verdict). The ledger is in the repository so that runs on different machines add up: commit it.
# Prints the run's summary and the totals over the ledger. Exits non-zero when a run fails.
#
#   tools/run-selfcheck.sh 770 greedy        # one run: 770 games per file (about 20,000 games)
#   tools/run-selfcheck.sh 100 random 5      # five runs of 100 random-bot games per file
#
# Needs the release build (cmake --preset release && cmake --build build/release).
set -euo pipefail

games=${1:?usage: tools/run-selfcheck.sh GAMES-PER-FILE [random|greedy] [RUNS]}
bots=${2:-greedy}
runs=${3:-1}
root=$(cd "$(dirname "$0")/.." && pwd)
cli=$root/build/release/app/cli/islewright-cli
ledger=${SELFCHECK_LEDGER:-$root/docs/studies/selfcheck-ledger.tsv}
[ -x "$cli" ] || { echo "run-selfcheck: build the release preset first ($cli)" >&2; exit 2; }
touch "$ledger"

for ((run = 0; run < runs; ++run)); do
    # A fresh seed: one past the largest in the ledger (seed 1 is CI's).
    seed=$(awk -F'\t' 'BEGIN { s = 1 } /^#/ { next } $3 + 0 > s { s = $3 + 0 } END { print s + 1 }' "$ledger")
    log=$(mktemp)
    # The commit of the binary's sources when the run starts (a rebuild during a long run does not
    # change the process that is running).
    commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')
    # (The ledgers themselves do not count as a change.)
    if [ -n "$(git -C "$root" status --porcelain --untracked-files=no -- . ':!docs/studies' 2>/dev/null)" ]; then
        commit="$commit+" # a working tree with changes
    fi
    start=$(date +%s)
    status=0
    "$cli" selfcheck "$root/scenarios" --games "$games" --seed "$seed" --bots "$bots" >"$log" 2>&1 \
        || status=$?
    seconds=$(($(date +%s) - start))
    summary=$(grep -E '^Self-check passed' "$log" || true)
    played=$(sed -n 's/^Self-check passed: \([0-9]*\) games.*/\1/p' "$log")
    actions=$(sed -n 's/^Self-check passed: [0-9]* games, \([0-9]*\) actions checked.*/\1/p' "$log")
    verdict=ok
    if [ "$status" -ne 0 ]; then
        verdict="FAILED (exit $status): $(grep -m1 -E 'FAILED|cannot' "$log" || echo "see the output")"
        cat "$log"
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$commit" "$seed" "$bots" \
        "${played:-0}" "${actions:-0}" "$seconds" "$verdict" >>"$ledger"
    echo "run-selfcheck: seed $seed, $bots bots: ${summary:-$verdict}"
    rm -f "$log"
    [ "$status" -eq 0 ] || exit "$status"
done
awk -F'\t' '/^#/ { next }
            { games += $5; actions += $6; seconds += $7; runs++; if ($8 != "ok") bad++;
              commits[$2] = 1 }
            END { n = 0; for (c in commits) n++
                  printf "all runs so far (%s): %d games, %d actions checked, %d runs (%d failed), %.1f h, %d commits\n",
                         FILENAME, games, actions, runs, bad, seconds / 3600, n }' "$ledger"
