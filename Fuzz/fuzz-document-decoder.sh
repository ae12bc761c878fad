#!/bin/sh
# Fuzzes the layout document decoder (`LayoutFormat`, beneath the UIKit layers) with libFuzzer: any bytes must
# decode without trapping or hanging, and every document that decodes must write canonical JSON that decodes to
# the same document (Fuzz/LayoutFuzzer, target DocumentDecoderFuzzer). Runs RUNS inputs (default 1,000,000),
# seeded with the example documents. Every module is built with coverage instrumentation (`-sanitize=fuzzer`); lld
# links it (the Linux toolchain ships it). Outside the default build and test run.
set -eu
cd "$(dirname "$0")/LayoutFuzzer"
RUNS="${RUNS:-1000000}"
WORK="${TMPDIR:-/tmp}/oclayout-fuzz"
mkdir -p "$WORK/corpus"
cp ../../Examples/Documents/*.json "$WORK/corpus/"
swift build -c release --scratch-path "$WORK/build" --product DocumentDecoderFuzzer -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld
"$WORK/build/release/DocumentDecoderFuzzer" -runs="$RUNS" -max_len=4096 -timeout=10 -dict=../layout-document.dict "$WORK/corpus"
