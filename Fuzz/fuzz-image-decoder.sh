#!/bin/sh
# Fuzzes the image decoders (`ImageCodec`: the PNG decoder with its inflater, and the header sniffer) with
# libFuzzer: any bytes must decode or be refused with a typed error, without trapping, hanging or allocating past
# the pixel limit (Fuzz/LayoutFuzzer, target ImageDecoderFuzzer). Runs RUNS inputs (default 1,000,000), seeded with
# the PNG fixtures the tests use. Outside the default build and test run.
set -eu
cd "$(dirname "$0")/LayoutFuzzer"
RUNS="${RUNS:-1000000}"
WORK="${TMPDIR:-/tmp}/oclayout-fuzz-images"
mkdir -p "$WORK/corpus"
python3 ../../scripts/make-image-fixtures.py --write-corpus "$WORK/corpus"
swift build -c release --scratch-path "$WORK/build" --product ImageDecoderFuzzer -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld
"$WORK/build/release/ImageDecoderFuzzer" -runs="$RUNS" -max_len=8192 -timeout=10 "$WORK/corpus"
