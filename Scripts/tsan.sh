#!/usr/bin/env bash
# ThreadSanitizer pass over the code that runs on several threads: the export pipeline (engine
# thread, rasterizing workers, encoding thread), presentation recycling and parallel sibling
# copies, parallel rendering and conversion bands (and the kernels' row bands), the GIF optimiser's
# thread and parallel frames, the preview's frames drawn ahead of a stepping client.
# Any data race fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-tsan
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
# Only the test targets holding the pass's tests are built (Package.swift reads the list).
export ZOETROPE_TEST_TARGETS="MotionCoreTests,CairoRenderingTests,MediaEncodingTests,ZoetropeTests,ZoetropeCommandLineTests"
swift build --build-tests --sanitize=thread --scratch-path "$scratch" >/dev/null
filter="ZoetropeTests|LockedTests|FontRegistrationTests|PresentationRecyclerTests|LayerArgumentTests|LayerRendererDeterminismTests|EncodingThreadTests|PixelScalerBandTests|GIFFrameOptimizationTests|GIFWriterTests|RowBandsTests|FramesAheadTests|FrameAnswerTests|PreviewAPITests|ReducedBlurTests|BoxBlurTests|AffineBilinearSamplerTests"
log="$scratch/tsan.log"
status=0
swift test --skip-build --sanitize=thread --scratch-path "$scratch" --filter "$filter" >"$log" 2>&1 || status=$?
if grep -q "ThreadSanitizer" "$log" || [[ $status -ne 0 ]]; then
  grep -E -A30 "WARNING: ThreadSanitizer|error:" "$log" | head -60 >&2
  echo "tsan: data race or failure (full log $log)" >&2
  exit 1
fi
echo "tsan: $(grep -E "Executed [0-9]+ tests" "$log" | tail -1 | sed -E 's/^[[:space:]]*//'), no data race"
