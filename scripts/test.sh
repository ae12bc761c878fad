#!/usr/bin/env bash
# The project's tests, as CI runs them: the library's Swift tests (with the SnapshotTesting trait, so the
# swift-snapshot-testing strategies are tested too), the tool's and the playground server's Swift tests (the
# package in Tools/), then the playground's browser test (`oclayout serve` driven in Debian's Chromium through
# Playwright). What the browser test needs is installed only when it is missing: Chromium from Debian's
# packages, Playwright from PyPI (never `playwright install`: the test uses Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

# Runs a command as root: directly when already root, else through sudo.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# (a) The library's Swift tests.
swift test --traits SnapshotTesting

# (b) The tool's and the playground server's Swift tests; this also builds the tool the browser test starts.
swift test --package-path Tools --traits Playground
oclayout_path="$(swift build --package-path Tools --traits Playground --show-bin-path)/oclayout"

# (c) What the browser test needs, only when missing.
if ! command -v chromium >/dev/null 2>&1; then
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium
fi
chromium_path="$(command -v chromium)"
if ! python3 -c "import playwright" >/dev/null 2>&1; then
    # A Debian-managed Python refuses plain pip installs (PEP 668); fall back to the override then.
    python3 -m pip install playwright || python3 -m pip install --break-system-packages playwright
fi

# (d) The browser test, bounded in time; it stops the server it starts whatever happens.
timeout 300 python3 Tools/Tests/Playground/playground_browser_test.py --oclayout "$oclayout_path" --chromium "$chromium_path"
