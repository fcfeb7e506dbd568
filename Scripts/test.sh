#!/usr/bin/env bash
# The test command: installs what is missing, builds, runs every test, compares the Lottie corpus
# with a reference renderer, then a ThreadSanitizer pass and a short fuzzing pass.
#
# After the build the work runs in two lanes at once, so both cores stay busy: most tests run one
# at a time on one thread, while the few that build whole packages (and the sanitizer builds) use
# every core. Lane "building": the end-to-end tests that build a package, then the
# ThreadSanitizer pass. Lane "tests": every other test, the Lottie corpus, then the fuzzing pass.
# Each lane's output is printed whole when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/setup.sh --tests
# SwiftPM's debug configuration (testable imports, DEBUG) compiled with optimisation: the
# end-to-end tests render whole scenes with the built `zoetrope`, which then runs many times
# faster (the tests take 12 minutes on two cores instead of 20; the build 3 more).
swift build --build-tests -Xswiftc -O
# The test bundle is run directly, not through `swift test`: SwiftPM lets one process at a time
# use a build folder, and the two lanes run the same bundle side by side.
bundle="$(swift build --show-bin-path)/ZoetropePackageTests.xctest"
building="EndToEndTests.PackageScriptTests,EndToEndTests.ReviewCommandTests,EndToEndTests.UserPackageTests"
others=$("$bundle" --list-tests | sed -nE 's#^([A-Za-z0-9_]+\.[A-Za-z0-9_]+)/.*#\1#p' | sort -u \
  | grep -vxF -f <(tr , '\n' <<<"$building") | paste -sd, -)

lanes=$(mktemp -d)
trap 'rm -rf "$lanes"' EXIT
steps=(tests building lottie tsan fuzz)

# Runs one step of a lane, its output kept in $lanes/<step>.log and its exit status in
# $lanes/<step>.status; one line says when it ends.
step() {
  local name=$1; shift
  local status=0 start=$SECONDS
  "$@" >"$lanes/$name.log" 2>&1 || status=$?
  echo "$status" >"$lanes/$name.status"
  echo "test.sh: $name ended with status $status after $((SECONDS - start)) s"
}

(
  step building "$bundle" "$building"
  # ThreadSanitizer over the multi-threaded code.
  step tsan Scripts/tsan.sh
) &
builds_lane=$!

step tests "$bundle" "$others"
# Every Lottie document of the corpus against rlottie, the reference renderer (SSIM per instant).
step lottie Scripts/lottie-reference.sh
# A bounded libFuzzer pass over the parsers and the image loader (Scripts/fuzz.sh SECONDS runs longer).
step fuzz Scripts/fuzz.sh "${ZOETROPE_FUZZ_SECONDS:-45}"
wait "$builds_lane" || true

for name in "${steps[@]}"; do
  cat "$lanes/$name.log" 2>/dev/null || true
done
status_of() { cat "$lanes/$1.status" 2>/dev/null || echo 1; }

# XCTest's summaries of both test runs, restated as the plain closing line CI reads ("N passed, N failed").
executed=0 failed=0 summaries=0
for name in tests building; do
  summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?" "$lanes/$name.log" | tail -1 || true)
  [[ -n "$summary" ]] || continue
  summaries=$((summaries + 1))
  executed=$((executed + $(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")))
  failed=$((failed + $(sed -E 's/.*with ([0-9]+) failures?.*/\1/' <<<"$summary")))
done
if [[ $summaries -gt 0 ]]; then
  [[ $(status_of lottie) -eq 0 ]] || echo "Lottie frames differ from the reference renderer's (Scripts/lottie-reference.sh)"
  [[ $(status_of tsan) -eq 0 ]] || echo "ThreadSanitizer found a data race"
  [[ $(status_of fuzz) -eq 0 ]] || echo "fuzzing found a crash"
  echo "$((executed - failed)) passed, $failed failed"
fi
for name in "${steps[@]}"; do
  status=$(status_of "$name")
  [[ $status -eq 0 ]] || exit "$status"
done
