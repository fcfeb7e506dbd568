#!/usr/bin/env bash
# The test command: installs what is missing, builds, runs every test, compares the Lottie corpus
# with a reference renderer, then a ThreadSanitizer pass and a short fuzzing pass.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/setup.sh --tests
# SwiftPM's debug configuration (testable imports, DEBUG) compiled with optimisation: the
# end-to-end tests render whole scenes with the built `zoetrope`, which then runs many times
# faster (the tests take 12 minutes on two cores instead of 20; the build 3 more).
swift build --build-tests -Xswiftc -O
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build 2>&1 | tee "$log" || status=$?

# Every Lottie document of the corpus against rlottie, the reference renderer (SSIM per instant).
lottie_status=0
Scripts/lottie-reference.sh || lottie_status=$?

# ThreadSanitizer over the multi-threaded code, then a bounded libFuzzer pass over the parsers
# and the image loader (Scripts/fuzz.sh SECONDS runs longer).
tsan_status=0
Scripts/tsan.sh || tsan_status=$?
fuzz_status=0
Scripts/fuzz.sh "${ZOETROPE_FUZZ_SECONDS:-45}" || fuzz_status=$?

# XCTest's overall summary, restated as the plain closing line CI reads ("N passed, N failed").
summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -1 || true)
if [[ -n "$summary" ]]; then
  executed=$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")
  failed=$(sed -E 's/.*with ([0-9]+) failures?.*/\1/' <<<"$summary")
  [[ $lottie_status -eq 0 ]] || echo "Lottie frames differ from the reference renderer's (Scripts/lottie-reference.sh)"
  [[ $tsan_status -eq 0 ]] || echo "ThreadSanitizer found a data race"
  [[ $fuzz_status -eq 0 ]] || echo "fuzzing found a crash"
  echo "$((executed - failed)) passed, $failed failed"
fi
[[ $status -ne 0 ]] && exit "$status"
[[ $lottie_status -ne 0 ]] && exit "$lottie_status"
[[ $tsan_status -ne 0 ]] && exit "$tsan_status"
exit "$fuzz_status"
