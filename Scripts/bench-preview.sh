#!/usr/bin/env bash
# The preview's latencies (issues 28 and 49; Scripts/bench.sh part k, or alone), idle and again
# while the machine runs another build:
# - one curl fetching frames one after another on one keep-alive connection, as the page does
#   while stepping or playing; the time of each transfer, first byte sent to last byte received.
#   Forward steps of app-demo at 1920×1080 from 4 s as PAM patches (what the page asks for on
#   this machine; goal ≤ 33 ms median, ≤ 50 p90), as whole PAM frames and as PNG (a page on
#   another machine), of
#   city-guide at 1× from 3 s (goal ≤ 16 ms median), and seeks over city-guide at 1× (golden-ratio
#   times, about half of them backwards; goal ≤ 150 ms);
# - the page in headless Chromium by its own clock (Scripts/preview-latency.py): a drag's release
#   and a pause to their frames, and forward steps from key press to frame shown (goal ≤ 60 ms);
# - under load (Scripts/preview-load.py): a cheap frame beside slow ones, and a request among 200
#   idle connections (goals: within one frame's time; within 100 ms).
# "Another build" is a debug build of this package from nothing in a scratch folder, measured
# once its compiler jobs run and stopped afterwards.
# Usage: Scripts/bench-preview.sh [BIN-FOLDER] (default: the release build's). With
# BENCH_LOCK=FILE, the whole run holds that flock(1) lock, so builds that take it too wait
# (the load's own build does not take it).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -n ${BENCH_LOCK:-} && -z ${BENCH_LOCK_HELD:-} ]]; then exec env BENCH_LOCK_HELD=1 flock "$BENCH_LOCK" "$0" "$@"; fi
command -v curl >/dev/null || { echo "bench-preview: curl is needed"; exit 1; }
bin=${1:-}
if [[ -z $bin ]]; then
  swift build -c release --product zoetrope >/dev/null
  bin="$(swift build -c release --show-bin-path)"
fi
work=$(mktemp -d)
"$bin/zoetrope" preview --port 0 >"$work/preview.log" 2>&1 &
preview_pid=$!
load_pid=""
stop() {
  if [[ -n $load_pid ]]; then
    # SwiftPM cancels a build on SIGINT and ends its compiler jobs (each in a process group of its
    # own); the build's folder is removed once nothing runs from it.
    kill -INT "$load_pid" 2>/dev/null || true
    for _ in $(seq 100); do pgrep -f "$work/load-build" >/dev/null || break; sleep 0.2; done
    pkill -KILL -f "$work/load-build" 2>/dev/null || true
  fi
  kill "$preview_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap stop EXIT
address=""
for _ in $(seq 100); do
  address=$(grep -o 'http://[0-9.]*:[0-9]*/' "$work/preview.log" | head -1 || true)
  [[ -n $address ]] && break
  sleep 0.1
done
[[ -n $address ]] || { echo "bench-preview: the preview did not start"; cat "$work/preview.log"; exit 1; }

# One transfer time in ms per line, for the scene, the scale, then the times ($format: png, or pam
# as the page asks on this machine; with $patches, each frame after the first asks, as the page
# does, for the rectangle that changed since the one before).
frame_times() {
  local scene=$1 scale=$2 previous="" query; shift 2
  curl -s -o /dev/null "${address}api/frame?scene=$scene&scale=$scale&t=$1"   # the scene's stage and caches made
  for t in "$@"; do
    query="scene=$scene&scale=$scale&format=${format:-png}&t=$t"
    if [[ -n ${patches:-} ]]; then query+="&client=bench-$scene${previous:+&since=$previous}"; fi
    previous=$t
    printf 'url = "%sapi/frame?%s"\noutput = "/dev/null"\n' "$address" "$query"
  done >"$work/curl.config"
  curl -s -w '%{time_total}\n' -K "$work/curl.config" | awk '{ printf "%.2f\n", $1 * 1000 }'
}
summary() { sort -n | awk '{ v[NR] = $1 } END { printf "median %.1f ms, p90 %.1f ms, worst %.1f ms", v[int((NR + 1) / 2)], v[int(NR * 0.9)], v[NR] }'; }
steps() { awk -v from="$1" -v fps="$2" 'BEGIN { for (i = 1; i <= 120; i++) printf "%.6f\n", from + i / fps }'; }
load() { cut -d' ' -f1 /proc/loadavg; }
measure_all() {
  echo "   app-demo 1920×1080 forward steps as PAM patches (what the page asks for on the same machine): $(format=pam patches=1 frame_times app-demo 1.5 $(steps 4 30) | summary) (goal ≤ 33 median, ≤ 50 p90)"
  echo "   app-demo 1920×1080 forward steps as whole PAM frames: $(format=pam frame_times app-demo 1.5 $(steps 4 30) | summary)"
  echo "   app-demo 1920×1080 forward steps as PNG (a page on another machine): $(frame_times app-demo 1.5 $(steps 4 30) | summary)"
  echo "   city-guide 1× forward steps: $(frame_times city-guide 1 $(steps 3 60) | summary) (goal ≤ 16)"
  local seeks
  seeks=$(awk 'BEGIN { for (i = 1; i <= 40; i++) { f = i * 0.61803398875; printf "%.6f\n", (f - int(f)) * 10.5 } }')
  echo "   city-guide 1× seeks: $(frame_times city-guide 1 $seeks | summary) (goal ≤ 150)"
  if command -v chromedriver >/dev/null; then python3 Scripts/preview-latency.py "$address"; fi
  python3 Scripts/preview-load.py "$address"
}

echo "== The preview over HTTP keep-alive (curl, one connection) and in headless Chromium (load $(load))"
measure_all

swift build --scratch-path "$work/load-build" >/dev/null 2>&1 &
load_pid=$!
for _ in $(seq 600); do pgrep -f "swift-frontend.*$work/load-build" >/dev/null && break; sleep 0.2; done
sleep 5
echo "== The same while the machine runs another build (a debug build of this package; load $(load))"
measure_all
echo "   (load $(load) at the end)"
