#!/usr/bin/env bash
# Every Lottie file of the test corpus (Tests/ZoetropeTests/Lottie/Files) at 1080p, rendered and
# encoded against x264 alone on the same frames (issue 50, item 5; Scripts/bench.sh part m, or
# alone): each file scaled so its shorter side is 1080 pixels (files under 135 points, which
# that would take past --scale 8, are left out), its first 4 s (or all of it when shorter);
# our frames drawn to PNG, converted by FFmpeg to the MP4's size in BT.709 limited-range 4:2:0,
# and x264 given them with part (j)'s settings. Three alternating pairs a file; prints each
# file's median wall and CPU ratio, then the median over the files and how many are at most 1.3.
# Usage: Scripts/bench-lottie-corpus.sh [BIN-FOLDER] (default: the release build's).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/bench-helpers.sh
bin=$(bench_binaries zoetrope "${1:-}")
make_scratch

# "scale seconds" for a document, or nothing when it is too small to reach 1080 pixels.
render_range() {
  python3 - "$1" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
scale = 1080 / min(d["w"], d["h"])
if scale <= 8:
    print(f"{scale:.6f} {min((d['op'] - d['ip']) / d['fr'], 4):.4f}")
PY
}
probe() { ffprobe -v error -select_streams v -show_entries "stream=$1" -of csv=p=0 "$2"; }

echo "== Lottie corpus at 1080p: render+encode vs x264 alone on the same frames (goal ≤ 1.3× wall)"
: >"$work/ratios"
# The list comes on descriptor 3: FFmpeg reads its standard input.
while IFS= read -r file <&3; do
  read -r scale seconds < <(render_range "$file") || continue
  arguments=("$file" --scale "$scale" --to "$seconds")
  "$bin/zoetrope" render "${arguments[@]}" -o "$work/ours.mp4" --quiet
  rate=$(probe r_frame_rate "$work/ours.mp4") size=$(probe width,height "$work/ours.mp4" | tr , x)
  mkdir -p "$work/png"
  "$bin/zoetrope" render "${arguments[@]}" -o "$work/png/f-%04d.png" --quiet 2>/dev/null
  frames=$(find "$work/png" -name '*.png' | wc -l)
  yuv_from_pngs "$rate" "$work/png/f-%04d.png" "$work/frames.yuv" "$size"
  rm -rf "$work/png"
  x264=$(x264_alone "$size" "$rate" "$work/frames.yuv" "$work/x264.mp4")
  : >"$work/pairs"
  for pair in 1 2 3; do
    /usr/bin/time -f "%e %U %S" -o "$work/a" "$bin/zoetrope" render "${arguments[@]}" -o "$work/ours.mp4" --quiet 2>/dev/null
    /usr/bin/time -f "%e %U %S" -o "$work/b" $x264
    echo "$(cat "$work/a") $(cat "$work/b")" >>"$work/pairs"
  done
  wall=$(awk '{ printf "%.3f\n", $1 / $4 }' "$work/pairs" | median)
  cpu=$(awk '{ printf "%.3f\n", ($2 + $3) / ($5 + $6) }' "$work/pairs" | median)
  echo "$wall" >>"$work/ratios"
  printf '   %-48s %10s %4s frames  wall %s  cpu %s\n' "${file#Tests/ZoetropeTests/Lottie/Files/}" "$size" "$frames" "$wall" "$cpu"
  rm -f "$work/frames.yuv"
done 3< <(find Tests/ZoetropeTests/Lottie/Files -name '*.json' | LC_ALL=C sort)
echo "   $(wc -l <"$work/ratios") files: median wall ratio $(median <"$work/ratios")," \
  "$(awk '$1 <= 1.3' "$work/ratios" | wc -l) at most 1.3, worst $(sort -n "$work/ratios" | tail -1)"
