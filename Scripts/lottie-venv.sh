#!/usr/bin/env bash
# Installs rlottie's Python binding (the Lottie reference renderer, from PyPI) with numpy and Pillow
# into .build/lottie-venv once, and prints the path of that environment's python.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/lottie-venv
if ! "$venv/bin/python" -c "import rlottie_python, numpy, PIL" 2>/dev/null; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check rlottie-python==1.3.8 numpy==2.4.6 pillow==13.0.0 >&2
fi
echo "$PWD/$venv/bin/python"
