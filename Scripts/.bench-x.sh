#!/usr/bin/env bash
# Benchmarks: the engine, the renderer against direct Cairo, our MP4 and GIF encoders
# against FFmpeg's own command-line tool on the very same frames. Prints ratios; the figures
# in docs/PERFORMANCE.md come from this script.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/setup.sh
command -v /usr/bin/time >/dev/null || { [[ $(id -u) -eq 0 ]] && apt-get install -y -qq time; }
swift build -c release --product zoetrope >/dev/null
swift build -c release --product ZoetropeBench >/dev/null
bin="$(swift build -c release --show-bin-path)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), load $(cut -d' ' -f1 /proc/loadavg)"



# Runs a command under GNU time; prints "seconds peak-KiB".
measure() { /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; return 1; }; cat "$work/time"; }
# CPU seconds all processes have used since boot (user, nice, system, irq, softirq, steal).
busy_cpu() { awk '/^cpu / { printf "%.2f", ($2 + $3 + $4 + $7 + $8 + $9) / 100 }' /proc/stat; }
# Like measure, plus the CPU seconds other processes used meanwhile: "seconds peak-KiB others".
measure_alone() {
  local before after
  before=$(busy_cpu)
  /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$@" >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; return 1; }
  after=$(busy_cpu)
  # Clock-tick rounding can make the difference slightly negative: report it as 0.
  awk -v a="$before" -v b="$after" '{ o = (b - a) - $3 - $4; printf "%s %s %.2f\n", $1, $2, (o > 0 ? o : 0) }' "$work/time"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
# (h) Chunked renders: one process against 2 chunk processes run side by side on this machine,
# and the per-chunk times of 8 chunks (each run alone) laid onto M machines (longest first, each
# to the least loaded machine) plus the join, to simulate splitting the render across machines.
# Every chunk encodes whole 250-frame segments (up to 249 frames before its own), so a short
# render scales by its segments; the 60 s render (the scene holding its last state after 10.5 s)
# shows a render many segments long.
chunked_render() {  # label, render arguments...
  local label=$1; shift
  echo "== Chunked render ($label, MP4)"
  read -r one_s _ < <(measure "$bin/zoetrope" render "$@" --quiet -o "$work/one.mp4")
  if [[ $label == *"630 frames"* ]]; then
    read -r pair_s _ < <(measure bash -c "for i in 0 1; do '$bin/zoetrope' render $* --quiet --chunk \$i/2 -o '$work/pair-'\$i.mp4 & done; wait")
    read -r pair_join_s _ < <(measure "$bin/zoetrope" concat "$work"/pair-0.mp4 "$work"/pair-1.mp4 -o "$work/pair.mp4")
    echo "   one process ${one_s} s; 2 chunk processes side by side ${pair_s} s + concat ${pair_join_s} s:" \
      "ratio $(ratio "$(awk -v a="$pair_s" -v b="$pair_join_s" 'BEGIN { print a + b }')" "$one_s") (2 cores: the single process already uses both)"
  else
    echo "   one process ${one_s} s"
  fi
  local chunk_times=() i
  for i in 0 1 2 3 4 5 6 7; do
    read -r chunk_s _ < <(measure "$bin/zoetrope" render "$@" --quiet --chunk "$i/8" -o "$work/part-$i.mp4")
    chunk_times+=("$chunk_s")
  done
  read -r join_s _ < <(measure "$bin/zoetrope" concat "$work"/part-?.mp4 -o "$work/joined.mp4")
  echo "   8 chunks alone: ${chunk_times[*]} s (sum $(printf '%s\n' "${chunk_times[@]}" | awk '{ s += $1 } END { print s }') s); concat ${join_s} s"
  # MP4 is encoded in closed segments that every render encodes alike: the same bytes, or PSNR says how far apart.
  if cmp -s "$work/joined.mp4" "$work/one.mp4"; then
    echo "   joined file: the one-process file byte for byte ($(stat -c %s "$work/one.mp4") bytes)"
  else
    ffmpeg -v error -i "$work/joined.mp4" -i "$work/one.mp4" -lavfi "psnr=stats_file=$work/psnr.txt" -f null -
    awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^psnr_avg:/) { split($i, a, ":"); if (a[2] == "inf") same++; else { v = a[2] + 0; s += v; n++; if (n == 1 || v < min) min = v } } }
         END { printf "   joined file DIFFERS from one process: %d frames identical, the others %.2f dB mean, worst %s dB\n", same, (n ? s / n : 0), min }' "$work/psnr.txt"
  fi
  local machines simulated
  for machines in 1 2 4 8; do
    simulated=$(printf '%s\n' "${chunk_times[@]}" | sort -gr | awk -v m="$machines" -v join="$join_s" '
      { best = 1; for (i = 2; i <= m; i++) if (load[i] < load[best]) best = i; load[best] += $1 }
      END { worst = 0; for (i = 1; i <= m; i++) if (load[i] > worst) worst = load[i]; printf "%.2f", worst + join }')
    echo "   $machines machine(s): ${simulated} s, speed-up $(ratio "$one_s" "$simulated")× over one process"
  done
  rm -f "$work"/part-*.mp4 "$work"/pair*.mp4 "$work"/one.mp4 "$work"/joined.mp4
}
chunked_render "city-guide --scale 2, 780×1688, 630 frames" city-guide --scale 2
chunked_render "city-guide --scale 2 --to 60, 780×1688, 3600 frames" city-guide --scale 2 --to 60
# What closed segments cost in size: ours against x264 run once over the same frames (same settings).
"$bin/zoetrope" render city-guide --quiet -o "$work/seg.mp4"
"$bin/zoetrope" render city-guide --quiet -o "$work/true-%04d.png"
ffmpeg -v error -framerate 60 -i "$work/true-%04d.png" -vf "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p" \
  -c:v libx264 -profile:v high -preset medium -crf 23 -tune animation -threads 3 -x264-params stitchable=1:cpu-independent=1 "$work/x264.mp4"
rm -f "$work"/true-*.png
echo "== Closed segments' size cost: city-guide at 1×, 630 frames: ours (segments of 250 frames) $(stat -c %s "$work/seg.mp4") bytes;" \
  "x264 in one run $(stat -c %s "$work/x264.mp4") bytes: ratio $(ratio "$(stat -c %s "$work/seg.mp4")" "$(stat -c %s "$work/x264.mp4")")"
