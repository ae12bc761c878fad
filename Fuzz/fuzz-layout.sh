#!/bin/sh
# Fuzzes the whole pipeline with libFuzzer: document decoding, the UIKit-named objects, a layout pass in a
# collection view and rect queries (Fuzz/LayoutFuzzer). Runs RUNS inputs (default 1,000,000), seeded with the
# example documents. Every module is built with coverage instrumentation (`-sanitize=fuzzer`); lld links it
# (the Linux toolchain ships it). Outside the default build and test run.
set -eu
cd "$(dirname "$0")/LayoutFuzzer"
RUNS="${RUNS:-1000000}"
WORK="${TMPDIR:-/tmp}/oclayout-layout-fuzz"
mkdir -p "$WORK/corpus"
cp ../../Examples/Documents/*.json "$WORK/corpus/"
swift build -c release --scratch-path "$WORK/build" -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld
"$WORK/build/release/LayoutFuzzer" -runs="$RUNS" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
    -dict=../layout-document.dict "$WORK/corpus"
