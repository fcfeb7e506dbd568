#!/usr/bin/env bash
# The main job: installs what is missing, builds in release mode, and renders every built-in
# scene to out/<scene>.mp4 and out/<scene>.gif.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/setup.sh
swift build -c release --product zoetrope
zoetrope="$(swift build -c release --show-bin-path)/zoetrope"

mkdir -p out
for scene in $("$zoetrope" list --names); do
  for extension in mp4 gif; do
    "$zoetrope" render "$scene" -o "out/$scene.$extension" --quiet
  done
done

echo "Rendered:"
for file in out/*.mp4 out/*.gif; do
  printf '  %-40s %8s bytes\n' "$file" "$(stat -c %s "$file")"
done
