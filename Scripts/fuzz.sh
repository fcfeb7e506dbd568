#!/usr/bin/env bash
# Fuzzes the curve-spec parser, the --background colour parser, the PNG loader and the picture
# decoder behind `Image` (FFmpeg's image decoders) with libFuzzer
# (coverage-guided, with AddressSanitizer) for a bounded time, from a small seed corpus.
# Usage: Scripts/fuzz.sh [SECONDS]   (default 60). Exits non-zero on any crash; the crashing
# input is kept in .build-fuzz/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}

# The fuzz target is declared only when ZOETROPE_FUZZ=1, in its own build folder: every module is
# instrumented, and libFuzzer supplies the program's main.
export ZOETROPE_FUZZ=1
# Crashes are reported by libFuzzer and AddressSanitizer; the Swift runtime's backtracer would get in their way.
export SWIFT_BACKTRACE=enable=no
scratch=.build-fuzz
swift build --scratch-path "$scratch" --product ZoetropeFuzz -Xswiftc -sanitize=fuzzer,address >/dev/null
fuzzer="$(swift build --scratch-path "$scratch" --product ZoetropeFuzz --show-bin-path)/ZoetropeFuzz"

# Seeds: the first byte picks the parser (0 curve, 1 colour, 2 PNG snapshot, 3 picture), the rest is its input.
corpus="$scratch/corpus"
mkdir -p "$corpus" "$scratch/crashes"
seed() { printf '%b' "$1" >"$corpus/seed-$2"; }
seed '\x00spring(duration=0.5,bounce=0.3)' curve-1
seed '\x00spring(mass=1,stiffness=100,damping=10,velocity=2)' curve-2
seed '\x00cubic(0.17,0.67,0.76,1)' curve-3
seed '\x00easeInEaseOut' curve-4
seed '\x00spring(dampingRatio=0.5,response=0.4)' curve-5
seed '\x01#F2F2F780' colour-1
seed '\x01transparent' colour-2
for png in Tests/CairoRenderingTests/Golden/gradients.png Tests/CairoRenderingTests/Golden/layer-shapes.png; do
  { printf '\x02'; cat "$png"; } >"$corpus/seed-image-$(basename "$png")"
done
# Pictures (3) for ImageDecoder: a PNG, the app demo's JPEG, a tiny GIF.
{ printf '\x03'; cat Tests/CairoRenderingTests/Golden/gradients.png; } >"$corpus/seed-picture-png"
{ printf '\x03'; cat Scenes/Resources/AppDemo/trip-screenshot.jpg; } >"$corpus/seed-picture-jpeg"
printf '\x03GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;' \
  >"$corpus/seed-picture-gif"

echo "fuzz: $seconds s over curves, colours, PNG snapshots and pictures"
log="$scratch/fuzz.log"
if ! "$fuzzer" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$scratch/crashes/" -print_final_stats=1 >"$log" 2>&1; then
  grep -E "^(==|SUMMARY|artifact_prefix|Test unit written)|ERROR" "$log" | head -20 >&2
  echo "fuzz: crash found (input in $scratch/crashes/, full log $log)" >&2
  exit 1
fi
grep -E "^Done|DONE" "$log"
echo "fuzz: no crash"
