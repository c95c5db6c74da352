#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A playtest study split into shards: GAMES games of SCENARIO in SHARDS disjoint game ranges
# (playtest --first-game), run with GNU parallel on this machine, then merged (islewright-cli
# merge). The README shows the same split over ssh (GNU parallel --sshloginfile) and as a Slurm array
# (tools/playtest-shard.sbatch, which runs one shard with --only). Game i always gets the seed
# Rng::deriveSeed(seed, i), so the merged report equals one run of GAMES games byte for byte.
#
#   tools/playtest-shards.sh [--cli PATH] [--jobs N] [--dir DIR]
#       SCENARIO GAMES SHARDS OUT.json [-- PLAYTEST OPTIONS (--seed, --bots, --threads, ...)]
#   tools/playtest-shards.sh [--cli PATH] [--dir DIR] --only K SCENARIO GAMES SHARDS
#       [-- PLAYTEST OPTIONS]        # shard K alone, no merge (one Slurm array task)
#
# Shard k plays games floor(k*GAMES/SHARDS) up to floor((k+1)*GAMES/SHARDS) - 1 and writes
# DIR/part-NNNNN.json (DIR defaults to OUT.json's name + ".parts", or "parts" with --only).
set -euo pipefail

cli=islewright-cli
jobs=""
dir=""
only=""
while [ $# -gt 0 ]; do
    case $1 in
    --cli) cli=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    -h | --help) sed -n '3,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) break ;;
    esac
done
usage() { echo "usage: $0 [options] SCENARIO GAMES SHARDS OUT.json [-- PLAYTEST OPTIONS] (--help)" >&2; exit 2; }
scenario=${1:-}; games=${2:-}; shards=${3:-}
[ -n "$scenario" ] && [ -n "$games" ] && [ -n "$shards" ] || usage
shift 3
out=""
if [ -z "$only" ]; then
    out=${1:-}
    [ -n "$out" ] || usage
    shift
fi
if [ $# -gt 0 ]; then
    [ "$1" = "--" ] || usage
    shift
fi
playtest_options=("$@")
case $games$shards in *[!0-9]*) echo "$0: GAMES and SHARDS are whole numbers" >&2; exit 2 ;; esac
if [ "$shards" -lt 1 ] || [ "$games" -lt "$shards" ]; then
    echo "$0: need 1 <= SHARDS <= GAMES (got $shards shards for $games games)" >&2
    exit 2
fi

first_of() { echo $(($1 * games / shards)); }
part_of() { printf '%s/part-%05d.json' "$dir" "$1"; }

# One shard: the games [first_of k, first_of k+1).
run_shard() {
    local k=$1 first count
    first=$(first_of "$k")
    count=$(($(first_of $((k + 1))) - first))
    "$cli" playtest "$scenario" --first-game "$first" --games "$count" \
        "${playtest_options[@]}" -o "$(part_of "$k")" >/dev/null
}

if [ -n "$only" ]; then
    case $only in *[!0-9]*) echo "$0: --only takes a shard number" >&2; exit 2 ;; esac
    [ "$only" -lt "$shards" ] || { echo "$0: shard $only of $shards does not exist" >&2; exit 2; }
    dir=${dir:-parts}
    mkdir -p "$dir"
    run_shard "$only"
    exit 0
fi

command -v parallel >/dev/null || {
    echo "$0: GNU parallel is not installed (Debian: apt-get install parallel)" >&2
    exit 2
}
dir=${dir:-$out.parts}
mkdir -p "$dir"
parallel_options=(--halt now,fail=1)
[ -n "$jobs" ] && parallel_options+=(--jobs "$jobs")
# One line per shard: k, first game, part file; parallel -q quotes every word of the command.
for ((k = 0; k < shards; ++k)); do
    first=$(first_of "$k")
    printf '%s %s %s %s\n' "$k" "$first" "$(($(first_of $((k + 1))) - first))" "$(part_of "$k")"
done | parallel "${parallel_options[@]}" --colsep ' ' -q \
    "$cli" playtest "$scenario" --first-game "{2}" --games "{3}" "${playtest_options[@]}" -o "{4}" \
    >/dev/null
parts=()
for ((k = 0; k < shards; ++k)); do parts+=("$(part_of "$k")"); done
"$cli" merge "${parts[@]}" -o "$out"
