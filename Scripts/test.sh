#!/usr/bin/env bash
# The test command: installs what is missing, builds, and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/setup.sh
swift build
swift test --parallel --num-workers 2
