#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# How strong BOT plays against OPPONENT on a scenario: one BOT against PLAYERS-1 OPPONENTs, BOT
# rotated through every seat (GAMES games in each seat, seed SEED*16+seat), its wins counted over
# all seats with a 95% Wilson interval, and its mean time per decision (the playtest's "Bot
# thinking time": wall time of chooseAction on this machine). 1/PLAYERS is equal strength.
#
#   tools/bot-strength.sh [--cli PATH] SCENARIO BOT OPPONENT GAMES [PLAYERS [SEED [THREADS]]]
#   e.g. tools/bot-strength.sh scenarios/base-variable-3-4.json expert greedy 500 4 5 2
set -euo pipefail

cli=islewright-cli
if [ "${1:-}" = --cli ]; then cli=$2; shift 2; fi
usage() { sed -n '3,9p' "$0" | sed 's/^# \{0,1\}//'; }
case ${1:-} in -h | --help) usage; exit 0 ;; esac
if [ $# -lt 4 ]; then usage >&2; exit 2; fi
scenario=$1 bot=$2 opponent=$3 games=$4 players=${5:-4} seed=${6:-1} threads=${7:-1}
export LC_ALL=C LANGUAGE=C # the CLI's English output is parsed below

wins=0 decisions=0 nanos=0
for ((seat = 0; seat < players; seat++)); do
    lineup=""
    for ((s = 0; s < players; s++)); do
        name=$opponent
        [ "$s" -eq "$seat" ] && name=$bot
        lineup+="${lineup:+,}$name"
    done
    out=$("$cli" playtest "$scenario" --bots "$lineup" --games "$games" --threads "$threads" \
        --seed $((seed * 16 + seat)))
    won=$(awk -v s=$((seat + 1)) '$1 == s && NF >= 8 { print $3; exit }' <<<"$out")
    if ! [[ $won =~ ^[0-9]+$ ]]; then # a report this script cannot read must not count as 0 wins
        echo "bot-strength: cannot read seat $((seat + 1))'s wins from the playtest report:" >&2
        printf '%s\n' "$out" | sed -n '1,12p' >&2
        exit 1
    fi
    # "seat K: D decisions, mean M ms; ..." of the rotated seat, when the bot times itself.
    timing=$(awk -v s="seat $((seat + 1)):" 'index($0, s) && /decisions, mean/ {
        for (i = 1; i <= NF; i++) if ($i == "decisions,") d = $(i - 1); else if ($i == "ms;") m = $(i - 1)
        print d, m; exit }' <<<"$out")
    printf 'seat %d: %s won %d of %d%s\n' $((seat + 1)) "$bot" "$won" "$games" \
        "${timing:+ (${timing#* } ms per decision)}"
    wins=$((wins + won))
    if [ -n "$timing" ]; then
        d=${timing% *} m=${timing#* }
        decisions=$((decisions + d))
        nanos=$(awk -v d="$d" -v m="$m" -v n="$nanos" 'BEGIN { printf "%.0f", n + d * m * 1e6 }')
    fi
done
awk -v w="$wins" -v n=$((games * players)) -v p="$players" -v b="$bot" -v o="$opponent" \
    -v d="$decisions" -v ns="$nanos" 'BEGIN {
    r = w / n; z = 1.96
    c = (r + z * z / (2 * n)) / (1 + z * z / n)
    h = z * sqrt(r * (1 - r) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    printf "%s against %d %s: won %d of %d games = %.1f%% (95%% Wilson interval %.1f%%-%.1f%%; equal strength %.1f%%)\n",
        b, p - 1, o, w, n, 100 * r, 100 * (c - h), 100 * (c + h), 100 / p
    if (d > 0) printf "%s: %d decisions, mean %.3f ms per decision\n", b, d, ns / d / 1e6
}'
