#!/usr/bin/env bash
# Re-records the checked-in hashes of the renderer's output after a deliberate change to how layouts or views draw:
# the example documents' pictures and frames (Tests/RenderingTests/References/render-hashes.sha256) and the view
# screens' PNG and SVG (Tests/RenderingTests/References/view-hashes.sha256). Review the diff before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
OCLAYOUT_UPDATE_REFERENCES=1 swift test -j 1 --traits SnapshotTesting --filter "DeterministicRenderTests|ViewDeterminismTests"
git diff --stat -- Tests/RenderingTests/References
