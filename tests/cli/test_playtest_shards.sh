#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's sharded-study recipes, run locally: a study split into 4 shards with GNU parallel
# (tools/playtest-shards.sh) and as 4 Slurm array tasks (tools/playtest-shard.sbatch, each task
# run here with its SLURM_ARRAY_TASK_ID) merges into the same report, byte for byte, as one run of
# all the games. Usage: test_playtest_shards.sh CLI SOURCE_DIR
set -euo pipefail
cli=$1
source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$source"
scenario=scenarios/base-beginner-3-4.json
options=(--seed 11 --bots greedy,random,greedy,random --threads 1)

"$cli" playtest "$scenario" --games 42 "${options[@]}" -o "$work/one-run.json" >/dev/null

# GNU parallel, two jobs at a time; 42 games in 4 shards of 10, 10, 11 and 11.
tools/playtest-shards.sh --cli "$cli" --jobs 2 "$scenario" 42 4 "$work/parallel.json" \
    -- "${options[@]}"
ls "$work/parallel.json.parts" | grep -c '^part-0000[0-3]\.json$' | grep -qx 4
cmp "$work/one-run.json" "$work/parallel.json"

# The Slurm array: tasks 0..3 (in any order), then the merge job.
for task in 3 0 2 1; do
    SLURM_ARRAY_TASK_ID=$task SLURM_SUBMIT_DIR=$source ISLE_CLI=$cli \
        bash tools/playtest-shard.sbatch "$scenario" 42 4 "$work/slurm" -- "${options[@]}"
done
"$cli" merge "$work"/slurm/part-*.json -o "$work/slurm.json"
cmp "$work/one-run.json" "$work/slurm.json"

# A shard that is not there, and too many shards, are refused with a reason.
if tools/playtest-shards.sh --cli "$cli" --only 4 "$scenario" 42 4 2>"$work/err"; then exit 1; fi
grep -q "shard 4 of 4 does not exist" "$work/err"
if tools/playtest-shards.sh --cli "$cli" "$scenario" 3 4 "$work/x.json" 2>"$work/err"; then exit 1; fi
grep -q "need 1 <= SHARDS <= GAMES" "$work/err"
echo "playtest shards: parallel and Slurm merges equal one run of 42 games"
