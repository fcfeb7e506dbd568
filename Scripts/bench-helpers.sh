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
