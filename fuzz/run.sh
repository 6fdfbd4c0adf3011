#!/bin/bash
# Runs one fuzz target for SECONDS at nice 19, in one process (docs/fuzzing.md):
#   fuzz/run.sh TARGET SECONDS      TARGET: jsonl_import, stored_event, snapshot, card_set,
#                                   ygo_snapshot, ygo_card_set, json_fast, myth_snapshot,
#                                   myth_card_set, wheel_snapshot, wheel_card_set, registration,
#                                   rise_snapshot, rise_card_set or notation
# Needs the fuzz build (cmake --preset fuzz && cmake --build --preset fuzz). New inputs go to
# build/fuzz/work/TARGET/corpus and are merged (minimised) into fuzz/corpus/TARGET at the end;
# a crash, leak or hang is copied into fuzz/regressions/TARGET/ and the script exits 1. Every run
# is recorded in fuzz/runs.tsv (date, target, seconds, executions, result).
set -euo pipefail

if [[ $# -ne 2 || ! $2 =~ ^[0-9]+$ ]]; then
  echo "usage: fuzz/run.sh TARGET SECONDS (TARGET: jsonl_import stored_event snapshot card_set ygo_snapshot ygo_card_set json_fast myth_snapshot myth_card_set wheel_snapshot wheel_card_set registration rise_snapshot rise_card_set notation)" >&2
  exit 3
fi
target=$1
seconds=$2
root=$(cd "$(dirname "$0")/.." && pwd)
fuzzer=$root/build/fuzz/fuzz/${target}_fuzzer
if [[ ! -x $fuzzer ]]; then
  echo "error: $fuzzer is not built: cmake --preset fuzz && cmake --build --preset fuzz" >&2
  exit 3
fi
work=$root/build/fuzz/work/$target
mkdir -p "$work/corpus" "$work/artifacts" "$root/fuzz/corpus/$target" \
  "$root/fuzz/regressions/$target"
log=$work/run-$(date -u +%Y%m%dT%H%M%SZ).log

# -timeout: an input that takes longer than 10 s (FUZZ_TIMEOUT; wall-clock, so raise it on a
# loaded machine, where a niced fuzzer waits for the CPU) is a hang; -rss_limit_mb: one that needs more
# than 2 GiB is a memory exhaustion. -max_len covers the largest seed (a 50 KB game log).
set +e
nice -n 19 "$fuzzer" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -max_len=65536 \
  -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
  "$work/corpus" "$root/fuzz/corpus/$target" >"$log" 2>&1
status=$?
set -e

executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
result=ok
if [[ $status -ne 0 ]]; then
  result="finding (exit $status)"
  for artifact in "$work"/artifacts/*; do
    [[ -f $artifact ]] || continue
    cp "$artifact" "$root/fuzz/regressions/$target/"
    echo "finding: $artifact -> fuzz/regressions/$target/$(basename "$artifact")" >&2
  done
  grep -m 5 -E "ERROR|CHECK failed|SUMMARY" "$log" >&2 || true
fi

# Keep what added coverage (minimised) in the repository's corpus, except inputs over 16 KiB
# (the seeds cover whole games; the repository stays small). They stay in the work corpus.
nice -n 19 "$fuzzer" -merge=1 -max_len=65536 "$root/fuzz/corpus/$target" "$work/corpus" \
  >>"$log" 2>&1 || true
find "$root/fuzz/corpus/$target" -type f -size +16k ! -name '*.jsonl' -delete

printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$target" "$seconds" \
  "${executions:-?}" "$result" >>"$root/fuzz/runs.tsv"
echo "$target: $seconds s, ${executions:-?} executions, $result (log: $log)"
[[ $result == ok ]]
