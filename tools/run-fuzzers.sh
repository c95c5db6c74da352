#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz/ in build/fuzz (clang, ASan + UBSan, ccache) and runs
# each for SECONDS, two at a time. Exits non-zero when any target finds a crash, a sanitizer report,
# a leak, a timeout (> FUZZ_TIMEOUT s for one input) or an input needing more than 512 MB.
# Prints one summary line per target: executions, executions per second, peak RSS.
#
#   tools/run-fuzzers.sh 60                      # CI: one minute per target
#   tools/run-fuzzers.sh 14400                   # four hours per target (README "Fuzzing")
#   FUZZ_TARGETS="pioneers_game" tools/run-fuzzers.sh 600
#
# Inputs that reach new code are kept in build/fuzz/corpus/<target> (so a later run goes on from
# there); findings go to build/fuzz/artifacts/<target>/. Each run is added to the ledger
# docs/studies/fuzz-ledger.tsv (time, commit, target, seconds, executions, peak MB, verdict; in the
# repository so that runs on different machines add up: commit it), and the totals over all runs
# are printed (lines starting with # are notes). FUZZ_LEDGER=FILE keeps the ledger elsewhere.
# Seeds: tests/fuzz/corpus/<target>, the shipped scenarios and test files, and the
# installed Pioneers maps.
set -euo pipefail

seconds=${1:?usage: tools/run-fuzzers.sh SECONDS}
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build/fuzz
jobs=${FUZZ_JOBS:-2}
timeout=${FUZZ_TIMEOUT:-10}
rss_limit=${FUZZ_RSS_LIMIT_MB:-512}
targets=${FUZZ_TARGETS:-"scenario_json pioneers_game game_record playtest_report tmx_export scenario_engine"}

# The commit the targets are built from (a working tree with changes gets a "+").
commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no -- . ':!docs/studies' 2>/dev/null)" ]; then
    commit="$commit+"
fi
ledger=${FUZZ_LEDGER:-$root/docs/studies/fuzz-ledger.tsv}

launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake -S "$root/tests/fuzz" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g" \
    "${launcher[@]}" >"$build.configure.log" 2>&1 || { cat "$build.configure.log"; exit 2; }
cmake --build "$build" -j2 --target $(for t in $targets; do echo "fuzz_$t"; done) >"$build.build.log" 2>&1 \
    || { tail -50 "$build.build.log"; exit 2; }

# Seeds: the committed corpus plus the files each format really has.
seed() {
    local target=$1 dir=$build/corpus/$1
    mkdir -p "$dir" "$build/artifacts/$target" "$build/logs"
    cp -n "$root/tests/fuzz/corpus/$target/"* "$dir/" 2>/dev/null || true
    case $target in
    scenario_json | tmx_export | scenario_engine)
        cp -n "$root"/scenarios/*.json "$root"/tests/data/malformed/*.json "$dir/"
        cp -n "$root"/tests/data/formats/*/*.json "$dir/" 2>/dev/null || true ;;
    pioneers_game)
        cp -n /usr/share/games/pioneers/*.game "$dir/" 2>/dev/null || true ;;
    esac
}
dict_of() {
    case $1 in
    pioneers_game) echo "$root/tests/fuzz/pioneers.dict" ;;
    *) echo "$root/tests/fuzz/json.dict" ;;
    esac
}

run_one() {
    local target=$1 log=$build/logs/$1.log
    # detect_leaks: a leak is a finding; malloc_limit_mb: one allocation beyond the RSS limit too.
    # quarantine_size_mb: ASan keeps freed blocks poisoned in a 256 MB quarantine by default,
    # which alone took pioneers_game to 466 MB of the 512 MB limit with no input above 5 MB (its
    # release replay); 64 MB still catches a use after free, and the peak then measures the inputs.
    ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=0:quarantine_size_mb=64 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$build/fuzz_$target" "$build/corpus/$target" -dict="$(dict_of "$target")" \
        -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss_limit" \
        -malloc_limit_mb="$rss_limit" -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$build/artifacts/$target/" >"$log" 2>&1
}

summary() {
    local target=$1 status=$2 log=$build/logs/$1.log
    local execs rate rss
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
    local verdict=ok
    if [ "$status" -ne 0 ]; then
        verdict="FAILED (exit $status): $(grep -m1 -E '^==[0-9]+==ERROR|SUMMARY|ALARM|out-of-memory|fuzz property|runtime error' "$log" || echo "see $log")"
    fi
    printf '%-16s %12s execs %8s exec/s  peak %5s MB  %s\n' "$target" "${execs:-?}" "${rate:-?}" \
        "${rss:-?}" "$verdict"
    # The ledger keeps every run's count, so executions add up over runs that go on from one corpus.
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$commit" "$target" "$seconds" \
        "${execs:-0}" "${rss:-?}" "$verdict" >>"$ledger"
}

# Per target: executions over every run in the ledger, and the runs that found something.
ledger_totals() {
    awk -F'\t' -v targets="$targets" '
        BEGIN { n = split(targets, t, " ") }
        /^#/ { next }
        { execs[$3] += $5; runs[$3]++; if ($7 != "ok") bad[$3]++; if ($6 + 0 > peak[$3]) peak[$3] = $6 + 0 }
        END { for (i = 1; i <= n; i++)
                  printf "%-16s %12d execs in %d runs, %d with findings, peak %d MB\n",
                         t[i], execs[t[i]], runs[t[i]], bad[t[i]], peak[t[i]] }' "$ledger"
}

failed=0
declare -A pids=()
for target in $targets; do seed "$target"; done
pending=($targets)
results=()
while [ ${#pending[@]} -gt 0 ] || [ ${#pids[@]} -gt 0 ]; do
    while [ ${#pending[@]} -gt 0 ] && [ ${#pids[@]} -lt "$jobs" ]; do
        run_one "${pending[0]}" &
        pids[${pending[0]}]=$!
        pending=("${pending[@]:1}")
    done
    for target in "${!pids[@]}"; do
        if ! kill -0 "${pids[$target]}" 2>/dev/null; then
            status=0
            wait "${pids[$target]}" || status=$?
            unset "pids[$target]"
            results+=("$(summary "$target" "$status")")
            [ "$status" -eq 0 ] || failed=1
        fi
    done
    sleep 1
done
echo "fuzzing: $seconds s per target, logs in $build/logs"
printf '%s\n' "${results[@]}"
echo "all runs so far ($ledger):"
ledger_totals
exit $failed
