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
source Scripts/bench-helpers.sh
make_scratch

echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), load $(cut -d' ' -f1 /proc/loadavg)"
"$bin/ZoetropeBench" engine
"$bin/ZoetropeBench" motion
if "$bin/ZoetropeBench" render >/dev/null 2>&1; then "$bin/ZoetropeBench" render; fi

# Times command A and command B in turn, A B A B ..., `rounds` pairs (after one untimed run of
# each), under GNU time; prints each one's median wall and CPU seconds and peak memory, and the
# ratio A/B taken pair by pair (median, then min–max), so a drift in the machine's speed during
# the rounds moves both sides of each pair alike.
paired() {  # rounds, command B (one string, split into words), command A and its arguments...
  local rounds=$1 baseline=$2 pair
  shift 2
  : >"$work/pairs"
  "$@" >/dev/null 2>&1 || { echo "   A failed: $*"; return 1; }
  $baseline >/dev/null 2>&1 || { echo "   B failed: $baseline"; return 1; }
  for pair in $(seq "$rounds"); do
    /usr/bin/time -f "%e %U %S %M" -o "$work/a" "$@" >/dev/null 2>&1 || { echo "   A failed: $*"; return 1; }
    /usr/bin/time -f "%e %U %S %M" -o "$work/b" $baseline >/dev/null 2>&1 || { echo "   B failed: $baseline"; return 1; }
    echo "$(cat "$work/a") $(cat "$work/b")" >>"$work/pairs"
  done
  # The median over the pairs of an awk expression of the fields (A's wall, user, system and
  # peak KiB in $1–$4, B's in $5–$8).
  column() { awk "{ printf \"%.2f\\n\", $1 }" "$work/pairs" | median; }
  echo "   A: wall $(column '$1') s, cpu $(column '$2 + $3') s, peak $(column '$4 / 1024') MiB;" \
    "B: wall $(column '$5') s, cpu $(column '$6 + $7') s, peak $(column '$8 / 1024') MiB"
  echo "   A/B wall $(column '$1 / $5') ($(awk '{ printf "%.2f\n", $1 / $5 }' "$work/pairs" | sort -n | sed -n '1p;$p' | paste -sd-))," \
    "cpu $(column '($6 + $7 > 0 ? ($2 + $3) / ($6 + $7) : 0)'), peak $(column '$4 / $8')"
}

# (a) MP4: loading-indicator at 1920×1080, 192 frames, rendered once to raw BGRA. Three rounds,
# each running ours then the CLI; "others" is the CPU time other processes took meanwhile (on 2
# cores, anything above a few tenths of a second distorts that run).
"$bin/zoetrope" render loading-indicator --scale 4 -o "$work/f%04d.png" --quiet
ffmpeg -v error -framerate 60 -start_number 0 -i "$work/f%04d.png" -f rawvideo -pix_fmt bgra "$work/frames.bgra"
frames=$(ls "$work"/f*.png | wc -l)
rm "$work"/f*.png
echo "== MP4, $frames frames 1920×1080 from the same raw BGRA file (x264 crf 23, medium, tune animation)"
# Untimed warm-up: on this VM the first process to fault in ~500 MB after an idle spell pays about
# a second of extra system time, whichever side it is.
ffmpeg -v error -y -f rawvideo -pix_fmt bgra -s 1920x1080 -r 60 -i "$work/frames.bgra" -c:v libx264 -crf 23 \
  -preset medium -tune animation -pix_fmt yuv420p "$work/cli.mp4"
for round in 1 2 3; do
  read -r ours_s ours_kb ours_others < <(measure_alone "$bin/ZoetropeBench" encode-mp4 "$work/frames.bgra" 1920 1080 60 "$work/ours.mp4")
  read -r cli_s cli_kb cli_others < <(measure_alone ffmpeg -v error -y -f rawvideo -pix_fmt bgra -s 1920x1080 -r 60 \
    -i "$work/frames.bgra" -c:v libx264 -crf 23 -preset medium -tune animation -pix_fmt yuv420p "$work/cli.mp4")
  echo "   round $round (load $(cut -d' ' -f1 /proc/loadavg)): ours ${ours_s} s, peak ${ours_kb} KiB (others ${ours_others} s);" \
    "CLI ${cli_s} s, peak ${cli_kb} KiB (others ${cli_others} s);" \
    "wall ratio $(ratio "$ours_s" "$cli_s") (goal ≤ 1.0), memory ratio $(ratio "$ours_kb" "$cli_kb") (goal ≤ 1.0)"
done
echo "   sizes: ours $(stat -c %s "$work/ours.mp4") bytes, CLI $(stat -c %s "$work/cli.mp4") bytes"

# (b) GIF: the same 30 fps frames through our writer and through the CLI's two-pass recipe:
# size, SSIM against the true frames (paired by index), wall time and peak memory of each side.
# The GIF work alone is timed from one raw BGRA file that both sides read twice (as for MP4 in
# part a); from the PNG files both sides also decode them (ours with Cairo's PNG loader, the CLI
# with FFmpeg's). Three rounds each, ours then the CLI.
# SSIM of a GIF against the true frames, pairing frames by index (GIF delays are centiseconds).
ssim() {
  ffmpeg -v info -i "$1" -framerate 30 -start_number 0 -i "$2/g%04d.png" \
    -lavfi "[0:v]fps=30,settb=1/30,setpts=N[a];[1:v]settb=1/30,setpts=N[b];[a][b]ssim" -f null - 2>&1 \
    | sed -n 's/.*All:\([0-9.]*\).*/\1/p' | tail -1
}
gif_versus_cli() {  # name, render arguments...
  local name=$1; shift
  local frames="$work/gif-$name"
  mkdir -p "$frames"
  read -r png_s png_kb < <(measure "$bin/zoetrope" render "$@" --fps 30 -o "$frames/g%04d.png" --quiet)
  read -r render_s render_kb < <(measure "$bin/zoetrope" render "$@" -o "$work/rendered.gif" --quiet)
  local size width height
  size=$(ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=s=x:p=0 "$frames/g0000.png")
  width=${size%x*}; height=${size#*x}
  ffmpeg -v error -framerate 30 -start_number 0 -i "$frames/g%04d.png" -f rawvideo -pix_fmt bgra "$work/gif.bgra"
  local raw_cli="ffmpeg -v error -y -f rawvideo -pix_fmt bgra -s $size -r 30 -i '$work/gif.bgra'"
  local png_cli="ffmpeg -v error -y -framerate 30 -start_number 0 -i '$frames/g%04d.png'"
  local recipe_tail="-lavfi 'paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle'"
  echo "== GIF, $name: $(ls "$frames" | wc -l) frames $size at 30 fps"
  local round ours_s ours_kb cli_s cli_kb raw_ratios="" png_ratios=""
  for round in 1 2 3; do
    read -r ours_s ours_kb < <(measure "$bin/ZoetropeBench" encode-gif-raw "$work/gif.bgra" "$width" "$height" 30 "$work/ours.gif")
    read -r cli_s cli_kb < <(measure bash -c "$raw_cli -vf palettegen=stats_mode=diff '$work/palette.png' && $raw_cli -i '$work/palette.png' $recipe_tail '$work/cli.gif'")
    raw_ratios+=" $(ratio "$ours_s" "$cli_s")"
    echo "   raw frames, round $round: ours ${ours_s} s, peak ${ours_kb} KiB; CLI ${cli_s} s, peak ${cli_kb} KiB"
  done
  for round in 1 2 3; do
    read -r ours_s ours_kb < <(measure "$bin/ZoetropeBench" encode-gif "$frames" 30 "$work/ours-png.gif")
    read -r cli_s cli_kb < <(measure bash -c "$png_cli -vf palettegen=stats_mode=diff '$work/palette.png' && $png_cli -i '$work/palette.png' $recipe_tail '$work/cli-png.gif'")
    png_ratios+=" $(ratio "$ours_s" "$cli_s")"
    echo "   PNG files, round $round: ours ${ours_s} s, peak ${ours_kb} KiB; CLI ${cli_s} s, peak ${cli_kb} KiB"
  done
  cmp -s "$work/ours.gif" "$work/ours-png.gif" || echo "   (ours from raw frames and from PNGs DIFFER)"
  local ours_size cli_size
  ours_size=$(stat -c %s "$work/ours.gif"); cli_size=$(stat -c %s "$work/cli.gif")
  echo "   ours: $ours_size bytes, SSIM $(ssim "$work/ours.gif" "$frames"); ffmpeg two-pass (palettegen stats_mode=diff," \
    "paletteuse bayer 5 diff_mode=rectangle): $cli_size bytes, SSIM $(ssim "$work/cli.gif" "$frames")"
  echo "   size ratio $(ratio "$ours_size" "$cli_size") (goal ≤ 1.0 at no lower SSIM); wall ratio, GIF work alone (raw frames):$raw_ratios" \
    "(goal ≤ 1.0); from PNG files:$png_ratios"
  echo "   whole job: zoetrope render to GIF ${render_s} s vs render to PNGs ${png_s} s + the two-pass recipe:" \
    "ratio $(ratio "$render_s" "$(awk -v a="$png_s" -v b="$cli_s" 'BEGIN { print a + b }')")"
  rm -rf "$frames" "$work/gif.bgra"
}
gif_versus_cli "loading-indicator" loading-indicator
gif_versus_cli "city-guide" city-guide
gif_versus_cli "city-guide --scale 2" city-guide --scale 2

# (c) Memory does not grow with the video's length: the same 1080p scene for 2 s and for 20 s.
read -r short_s short_kb < <(measure "$bin/zoetrope" render loading-indicator --scale 4 --to 2 -o "$work/short.mp4" --quiet)
read -r long_s long_kb < <(measure "$bin/zoetrope" render loading-indicator --scale 4 --to 20 -o "$work/long.mp4" --quiet)
echo "== Exporter memory vs length (loading-indicator 1920×1080 to MP4)"
echo "   2 s (120 frames): peak ${short_kb} KiB in ${short_s} s; 20 s (1200 frames): peak ${long_kb} KiB in ${long_s} s"
echo "   peak ratio long/short $(ratio "$long_kb" "$short_kb") (bounded pipeline: ≈ 1)"

# (d) GIF memory: flat with length, and against the MP4 export of the same scene and size.
read -r gif_short_s gif_short_kb < <(measure "$bin/zoetrope" render loading-indicator --scale 2 --to 2 -o "$work/short.gif" --quiet)
read -r gif_long_s gif_long_kb < <(measure "$bin/zoetrope" render loading-indicator --scale 2 --to 60 -o "$work/long.gif" --quiet)
read -r mp4_s mp4_kb < <(measure "$bin/zoetrope" render loading-indicator --scale 2 --to 2 -o "$work/same.mp4" --quiet)
echo "== GIF memory (loading-indicator 960×540, 30 fps)"
echo "   2 s: peak ${gif_short_kb} KiB in ${gif_short_s} s; 60 s: peak ${gif_long_kb} KiB in ${gif_long_s} s;" \
  "ratio long/short $(ratio "$gif_long_kb" "$gif_short_kb") (goal ≤ 1.1)"
echo "   GIF vs MP4 of the same 2 s: $(ratio "$gif_short_kb" "$mp4_kb") (MP4 peak ${mp4_kb} KiB; goal ≤ 1.5)"
read -r city_gif_s city_gif_kb < <(measure "$bin/zoetrope" render city-guide --scale 2 -o "$work/city2.gif" --quiet)
read -r city_mp4_s city_mp4_kb < <(measure "$bin/zoetrope" render city-guide --scale 2 -o "$work/city2.mp4" --quiet)
echo "   city-guide --scale 2 (780×1688, 10.5 s): GIF peak ${city_gif_kb} KiB in ${city_gif_s} s, MP4 peak ${city_mp4_kb} KiB" \
  "in ${city_mp4_s} s: ratio $(ratio "$city_gif_kb" "$city_mp4_kb") (goal ≤ 1.5)"

# (e) What a lossless GIF optimiser still finds in our files (gifsicle -O3; goal: under 2 %).
command -v gifsicle >/dev/null || { [[ $(id -u) -eq 0 ]] && apt-get install -y -qq gifsicle >/dev/null; }
echo "== gifsicle -O3 on our GIFs"
"$bin/zoetrope" render city-guide -o "$work/city.gif" --quiet
for gif in "$work/city.gif" "$work/city2.gif" "$work/short.gif"; do
  gifsicle -O3 "$gif" -o "$work/optimised.gif"
  before=$(stat -c %s "$gif"); after=$(stat -c %s "$work/optimised.gif")
  echo "   $(basename "$gif"): $before → $after bytes, saves $(awk -v a="$before" -v b="$after" 'BEGIN { printf "%.1f", (a - b) * 100 / a }') %"
done

# (f) VideoLayer: a 1080p scene drawn frame by frame with a 1080p clip playing full-screen behind
# its layers, and without it (no encoder: its cost depends on the picture); the difference is what
# the clip costs — decoding, conversion to RGB, drawing — set against FFmpeg decoding the clip
# alone (goal: at most the clip's decode time, i.e. each frame decoded once).
ffmpeg -v error -y -f lavfi -i testsrc2=size=1920x1080:rate=30:duration=4 -c:v libx264 -pix_fmt yuv420p "$work/clip.mp4"
read -r decode_s decode_kb < <(measure ffmpeg -v error -i "$work/clip.mp4" -f null -)
read -r bgra_s bgra_kb < <(measure ffmpeg -v error -i "$work/clip.mp4" -pix_fmt bgra -f null -)
read -r without_s without_kb < <(measure "$bin/ZoetropeBench" render-video none)
read -r with_s with_kb < <(measure "$bin/ZoetropeBench" render-video "$work/clip.mp4")
read -r ours_decode_s ours_decode_kb < <(measure "$bin/ZoetropeBench" decode-video "$work/clip.mp4")
echo "== VideoLayer: 1920×1080, 120 frames, with a 1080p 30 fps clip behind the layers"
echo "   without the clip ${without_s} s (peak ${without_kb} KiB), with it ${with_s} s (peak ${with_kb} KiB);" \
  "ffmpeg -i clip -f null - ${decode_s} s, to BGRA (-pix_fmt bgra) ${bgra_s} s"
echo "   clip cost $(awk -v a="$with_s" -v b="$without_s" 'BEGIN { printf "%.2f", a - b }') s:" \
  "ratio to the clip's decode time $(ratio "$(awk -v a="$with_s" -v b="$without_s" 'BEGIN { print a - b }')" "$decode_s")"
echo "   VideoDecoder alone (the 120 frames, decoded once each and converted to BGRA): ${ours_decode_s} s," \
  "ratio to ffmpeg's decode to BGRA $(ratio "$ours_decode_s" "$bgra_s") (goal ≤ 1.0), to its bare decode $(ratio "$ours_decode_s" "$decode_s")"

# (g) The preview: city-guide frames as PNG at 1080 pixels tall, stepping forward and seeking.
echo "== Preview frames"
"$bin/ZoetropeBench" preview

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
    simulated=$(printf '%s\n' "${chunk_times[@]}" | makespan "$machines" "$join_s")
    echo "   $machines machine(s): ${simulated} s, speed-up $(ratio "$one_s" "$simulated")× over one process"
  done
  rm -f "$work"/part-*.mp4 "$work"/pair*.mp4 "$work"/one.mp4 "$work"/joined.mp4
}
chunked_render "city-guide --scale 2, 780×1688, 630 frames" city-guide --scale 2
chunked_render "city-guide --scale 2 --to 60, 780×1688, 3600 frames" city-guide --scale 2 --to 60
# (l) A 10-minute 1080p render as 8, 32 and 72 chunks of whole segments: the makespan table.
Scripts/bench-long-render.sh "$bin"
# What closed segments cost in size: ours against x264 run once over the same frames (same settings).
"$bin/zoetrope" render city-guide --quiet -o "$work/seg.mp4"
"$bin/zoetrope" render city-guide --quiet -o "$work/true-%04d.png"
ffmpeg -v error -framerate 60 -i "$work/true-%04d.png" -vf "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p" \
  -c:v libx264 -profile:v high -preset medium -crf 23 -tune animation -threads 3 -x264-params stitchable=1:cpu-independent=1 "$work/x264.mp4"
rm -f "$work"/true-*.png
echo "== Closed segments' size cost: city-guide at 1×, 630 frames: ours (segments of 250 frames) $(stat -c %s "$work/seg.mp4") bytes;" \
  "x264 in one run $(stat -c %s "$work/x264.mp4") bytes: ratio $(ratio "$(stat -c %s "$work/seg.mp4")" "$(stat -c %s "$work/x264.mp4")")"

# (j) Backing stores (issue 33): a render with every layer's own content kept across frames, against
# x264 alone encoding the very same frames from ready YUV with the same settings, alternating rounds
# (`paired`); the same render with --no-cache beside it. Goal: ≤ 1.25× x264's wall time.
x264_versus_render() {  # label, yuv size, fps, frame count, render arguments...
  local label=$1 size=$2 fps=$3 count=$4; shift 4
  "$bin/zoetrope" render "$@" -o "$work/yuv-%04d.png" --quiet
  yuv_from_pngs "$fps" "$work/yuv-%04d.png" "$work/frames.yuv"
  rm -f "$work"/yuv-*.png
  local x264
  x264=$(x264_alone "$size" "$fps" "$work/frames.yuv" "$work/x264.mp4")
  echo "== $label, $count frames: render+encode vs x264 alone on the same YUV frames (goal ≤ 1.25× wall)"
  paired 5 "$x264" "$bin/zoetrope" render "$@" -o "$work/cached.mp4" --quiet
  echo "   the same with --no-cache:"
  paired 3 "$x264" "$bin/zoetrope" render "$@" --no-cache -o "$work/direct.mp4" --quiet
  cmp -s "$work/cached.mp4" "$work/direct.mp4" && echo "   cached and --no-cache files: identical" || echo "   cached and --no-cache files DIFFER"
  rm -f "$work/frames.yuv"
}
x264_versus_render "app-demo 1920×1080" 1920x1080 30 240 app-demo --scale 1.5
x264_versus_render "city-guide --scale 3 (1170×2532), first 4 s" 1170x2532 60 240 city-guide --scale 3 --to 4

# (m) Lottie (issue 50): growth.json (LottieFiles: 200 frames at 25 fps, 30 layers, gradients) at
# 1080×1080, rendered and encoded against x264 alone on the same frames (goal ≤ 1.3×), and its
# frames drawn to PNG files against rlottie's Python binding drawing and saving the same frames
# (Scripts/rlottie-frames.py; goal: faster than it).
lottie=Tests/ZoetropeTests/Lottie/Files/lottie-ios/LottieFiles/growth.json
x264_versus_render "Lottie growth.json 1080×1080" 1080x1080 25 200 "$lottie" --scale 1.08
python=$(Scripts/lottie-venv.sh)
echo "== Lottie growth.json 1080×1080, 200 frames to PNG: zoetrope (A) vs rlottie-python (B)"
paired 3 "$python Scripts/rlottie-frames.py $lottie 1080 1080 $work/rlottie" "$bin/zoetrope" render "$lottie" --scale 1.08 -o "$work/lottie-%04d.png" --quiet
rm -rf "$work"/rlottie "$work"/lottie-*.png
# Every file of the Lottie corpus at 1080p against x264 alone (Scripts/bench-lottie-corpus.sh).
Scripts/bench-lottie-corpus.sh "$bin"

# (k) The preview over HTTP keep-alive and in headless Chromium, idle and under a build's load
# (issues 28 and 49): Scripts/bench-preview.sh.
Scripts/bench-preview.sh "$bin"

# (i) review: `zoetrope review HEAD` of this repository with nothing changed, its builds up to date
# (the untimed warm-up run builds the base's worktree under .build/review/), against one
# `render --all` of the same scenes to MP4, alternating (goal: at most 2.5×).
if git rev-parse --git-dir >/dev/null 2>&1; then
  echo "== review of every built-in scene (nothing changed) vs one render --all"
  paired 3 "$bin/zoetrope render --all -o $work/all --quiet" "$bin/zoetrope" review HEAD -o "$work/review"
fi
