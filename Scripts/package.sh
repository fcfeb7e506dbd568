#!/usr/bin/env bash
# Builds a release `zoetrope` with the Swift runtime and Foundation linked in
# (--static-swift-stdlib), so it runs on a Debian machine without the Swift toolchain, with only
# the runtime libraries the README lists; writes dist/zoetrope-<version>-linux-<arch>.tar.gz
# (the binary and the built-in scenes' resources beside it) and prints its path.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/setup.sh >/dev/null
# A build directory of its own: the runtime linked in differs from an ordinary release build.
build=(swift build -c release --static-swift-stdlib --scratch-path "$PWD/.build-package")
"${build[@]}" --product zoetrope >&2
bin="$("${build[@]}" --show-bin-path)"
version="$("$bin/zoetrope" --version)"
name="zoetrope-$version-linux-$(uname -m)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name"
cp "$bin/zoetrope" "$stage/$name/"
# SwiftPM looks for a target's resources beside the executable first.
cp -R "$bin"/*.resources "$stage/$name/"
cp LICENSE "$stage/$name/"
mkdir -p dist
tar -C "$stage" -czf "dist/$name.tar.gz" "$name"
echo "dist/$name.tar.gz"
