#!/usr/bin/env bash
# Installs the Debian packages Zoetrope needs, once. Safe to run again: it installs only what
# is missing. As root it runs apt-get itself; otherwise it prints the exact command and fails.
# With --tests it also installs what only the tests use (Scripts/test.sh passes it).
set -euo pipefail

packages=(
  libcairo2-dev libpango1.0-dev librsvg2-dev
  libavcodec-dev libavformat-dev libavfilter-dev libavutil-dev libswscale-dev libswresample-dev
  zlib1g-dev pkg-config ffmpeg
)
# The fonts Zoetrope draws with ship with it (CairoRendering's resources); their system packages are
# installed for the tests only, which check that text is the same with and without them.
# GNU time measures peak memory in the end-to-end tests; gifsicle is the yardstick for GIF frame
# optimisation; rsvg-convert (librsvg2-bin) is librsvg's own rendering that SVG images are checked against;
# Chromium and its WebDriver drive the preview page, curl talks to both servers; python3-yaml reads
# the workflow `init` writes, whose steps a test runs; python3-venv holds the Lottie reference
# renderer (rlottie's binding from PyPI, Scripts/lottie-reference.sh).
[[ "${1:-}" == "--tests" ]] && packages+=(fonts-inter fonts-dejavu-core fonts-noto-color-emoji time gifsicle librsvg2-bin chromium chromium-driver curl python3-yaml python3-venv)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "setup: all ${#packages[@]} system packages present"
  exit 0
fi

command="apt-get install -y --no-install-recommends ${missing[*]}"
if [[ $(id -u) -ne 0 ]]; then
  echo "setup: missing packages: ${missing[*]}" >&2
  echo "setup: run as root:  apt-get update && $command" >&2
  exit 1
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"

for library in pangocairo librsvg-2.0 libavformat libavcodec libavfilter libavutil libswscale libswresample; do
  pkg-config --exists "$library" || { echo "setup: pkg-config cannot find $library after install" >&2; exit 1; }
done
echo "setup: done"
