#!/usr/bin/env bash
# Compares zoetrope's frames of every document in the Lottie corpus (Tests/ZoetropeTests/Lottie/Files)
# with rlottie's, the reference renderer, installed from PyPI into .build/lottie-venv once.
# Fails when a document not listed in the corpus's expected-differences.txt scores below SSIM 0.97 at
# one of five instants, or when any document fails to render. Writes the per-file table to
# .build/lottie-reference/table.md and the side-by-side pairs beside it (ZOETROPE: the binary to test).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/lottie-venv
if ! "$venv/bin/python" -c "import rlottie_python, numpy, PIL" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check rlottie-python==1.3.8 numpy==2.4.6 pillow==13.0.0
fi
files=Tests/ZoetropeTests/Lottie/Files
"$venv/bin/python" Scripts/lottie-reference.py --zoetrope "${ZOETROPE:-.build/debug/zoetrope}" \
  --check "$files/expected-differences.txt" --pairs .build/lottie-reference --table .build/lottie-reference/table.md "$files"
