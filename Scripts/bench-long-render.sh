#!/usr/bin/env bash
# A 10-minute 1920×1080 render split across machines (issue 51; Scripts/bench.sh part l, or alone):
# the bench's `long-run` scene (36,000 frames at 60 fps, 144 encoder segments of 250 frames)
# rendered by one process, then as 8, 32 and 72 chunks, each chunk run alone on this machine (as
# on a machine of its own), laid longest first onto M machines plus the concat. Also what a
# chunk's fast-forward costs: the scene played without drawing up to the last chunk's start.
# Usage: Scripts/bench-long-render.sh [BIN-FOLDER] (default: the release build's). With
# BENCH_LOCK=FILE, each timed run holds that flock(1) lock, so builds that take it too never
# run beside a measurement.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-helpers.sh
bin=$(bench_binaries ZoetropeBench "${1:-}")
make_scratch
render=("$bin/ZoetropeBench" cli render long-run --quiet)
# Runs a command holding $BENCH_LOCK, when set.
serialized() { if [[ -n ${BENCH_LOCK:-} ]]; then (flock 9 && "$@") 9>"$BENCH_LOCK"; else "$@"; fi; }

echo "== A 10-minute render in chunks: long-run, 1920×1080, 36,000 frames (load $(cut -d' ' -f1 /proc/loadavg))"
read -r one_s one_kib one_others < <(serialized measure_alone "${render[@]}" -o "$work/one.mp4")
echo "   one process: ${one_s} s, peak $((one_kib / 1024)) MiB, $(stat -c %s "$work/one.mp4") bytes (other processes used ${one_others} CPU s meanwhile)"

# Fast-forward: the first frame at 591.5 s (past the last chunk's start, 591.67 s) against the
# first frame at 0, five rounds each, alternating; the difference is playing 591.5 s undrawn.
: >"$work/ff"
for _ in 1 2 3 4 5; do
  read -r start_s _ < <(serialized measure "${render[@]}" --to 0.05 -o "$work/first.mp4")
  read -r late_s _ < <(serialized measure "${render[@]}" --from 591.5 --to 591.55 -o "$work/late.mp4")
  echo "$start_s $late_s" >>"$work/ff"
done
ff_s=$(awk '{ print $2 - $1 }' "$work/ff" | median)
echo "   fast-forward to 591.5 s: ${ff_s} s (median of 5; 3 frames at 0: $(awk '{ print $1 }' "$work/ff" | median) s," \
  "at 591.5 s: $(awk '{ print $2 }' "$work/ff" | median) s)"

echo "   | chunks | each chunk (s) | sum (s) | peak memory per chunk | concat | on M = chunks machines | speed-up (goal ≥ 0.8 M) | fast-forward / last chunk | joined | others' CPU s |"
echo "   |---|---|---|---|---|---|---|---|---|---|"
for count in 8 32 72; do
  : >"$work/times"
  peak=0 others=0
  for ((i = 0; i < count; i++)); do
    read -r chunk_s chunk_kib chunk_others < <(serialized measure_alone "${render[@]}" --chunk "$i/$count" -o "$work/part-$(printf %02d "$i").mp4")
    echo "$chunk_s" >>"$work/times"
    others=$(awk -v a="$others" -v b="$chunk_others" 'BEGIN { print a + b }')
    ((chunk_kib > peak)) && peak=$chunk_kib
  done
  read -r join_s _ < <(serialized measure "$bin/ZoetropeBench" cli concat "$work"/part-*.mp4 -o "$work/joined.mp4")
  cmp -s "$work/joined.mp4" "$work/one.mp4" && same="identical bytes" || same="DIFFERS"
  wall=$(makespan "$count" "$join_s" <"$work/times")
  last_s=$(tail -1 "$work/times")
  echo "   | $count | $(sort -g "$work/times" | awk 'NR == 1 { low = $1 } END { print low "–" $1 }') | $(awk '{ s += $1 } END { printf "%.1f", s }' "$work/times")" \
    "| $((peak / 1024)) MiB | ${join_s} s | ${wall} s | $(ratio "$one_s" "$wall")× ($(awk -v m="$count" 'BEGIN { print 0.8 * m }'))" \
    "| $(awk -v f="$ff_s" -v c="$last_s" 'BEGIN { printf "%.1f %%", (c > 0 ? 100 * f / c : 0) }') | $same | $others |"
  rm -f "$work"/part-*.mp4 "$work/joined.mp4"
done
