#!/bin/sh
# Fuzzes the layout document decoder with libFuzzer (needs a Swift toolchain with -sanitize=fuzzer,
# as the Linux toolchains have). Runs RUNS inputs (default 1,000,000), seeded with the example documents.
# The decoder's sources do not depend on the rest of the package, so they are compiled on their own.
set -eu
cd "$(dirname "$0")/.."
RUNS="${RUNS:-1000000}"
WORK="${TMPDIR:-/tmp}/oclayout-fuzz"
mkdir -p "$WORK/corpus"
cp Examples/Documents/*.json "$WORK/corpus/"
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name LayoutDocumentFuzz \
    Sources/LayoutDocument/JSON/*.swift Sources/LayoutDocument/Decoding/*.swift Sources/LayoutDocument/Model/*.swift \
    Fuzz/DocumentDecoderFuzzer.swift -o "$WORK/fuzz-document-decoder"
"$WORK/fuzz-document-decoder" -runs="$RUNS" -max_len=4096 -timeout=10 -dict=Fuzz/layout-document.dict "$WORK/corpus"
