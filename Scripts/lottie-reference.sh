#!/usr/bin/env bash
# Compares zoetrope's frames of every document in the Lottie corpus (Tests/ZoetropeTests/Lottie/Files)
# with rlottie's, the reference renderer (Scripts/lottie-venv.sh installs it from PyPI once).
# Fails when a document not listed in the corpus's expected-differences.txt scores below SSIM 0.97 at
# one of five instants, or when any document fails to render. Writes the per-file table to
# .build/lottie-reference/table.md and the side-by-side pairs beside it (ZOETROPE: the binary to test).
set -euo pipefail
cd "$(dirname "$0")/.."
python=$(Scripts/lottie-venv.sh)
files=Tests/ZoetropeTests/Lottie/Files
"$python" Scripts/lottie-reference.py --zoetrope "${ZOETROPE:-.build/debug/zoetrope}" \
  --check "$files/expected-differences.txt" --pairs .build/lottie-reference --table .build/lottie-reference/table.md "$files"
