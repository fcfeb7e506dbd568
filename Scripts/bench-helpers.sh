# What Scripts/bench.sh and its part scripts (bench-long-render.sh, bench-lottie-corpus.sh)
# share: the binaries, timing a command, ratios, medians. Sourced; the timing functions need
# $work set to a scratch folder.

# A scratch folder in $work, removed when the script exits.
make_scratch() {
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
}

# The folder of release binaries a part script was given as its first argument, or, run alone
# without one, the release build's after building `product`.
bench_binaries() {  # product, [folder]
  if [[ -n ${2:-} ]]; then echo "$2"; return; fi
  swift build -c release --product "$1" >/dev/null
  swift build -c release --show-bin-path
}

# The yardstick of the render benchmarks: x264 alone with the settings our MP4s use (part j),
# encoding raw 4:2:0 frames of `size` at `rate` from `yuv` into `mp4`; one string, for `paired`.
x264_alone() {  # size, rate, yuv, mp4
  echo "ffmpeg -v error -y -f rawvideo -pix_fmt yuv420p -s $1 -r $2 -i $3 -c:v libx264 -profile:v high" \
    "-preset medium -crf 23 -tune animation -threads 3 -x264-params stitchable=1:cpu-independent=1 -f mp4 $4"
}

# Numbered PNG frames (an FFmpeg pattern from 0) as raw BT.709 limited-range 4:2:0 in `yuv`, the
# yardstick's input; scaled to `size` (WxH) when given.
yuv_from_pngs() {  # rate, pattern, yuv, [size]
  ffmpeg -v error -y -framerate "$1" -start_number 0 -i "$2" \
    -vf "scale=${4:+${4/x/:}:}out_color_matrix=bt709:out_range=tv,format=yuv420p" -f rawvideo "$3"
}

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
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# Chunk times (seconds, one per line on stdin) laid longest first, each onto the least loaded of
# `machines` machines, plus the join: the wall time of the whole render on those machines.
makespan() {  # machines, join seconds
  sort -gr | awk -v m="$1" -v join="$2" '
    { best = 1; for (i = 2; i <= m; i++) if (load[i] < load[best]) best = i; load[best] += $1 }
    END { worst = 0; for (i = 1; i <= m; i++) if (load[i] > worst) worst = load[i]; printf "%.2f", worst + join }'
}
