// swift-tools-version: 6.0
// libFuzzer targets: the whole pipeline (document decoding, the UIKit-named objects, a layout pass in a collection
// view and rect queries; `Fuzz/fuzz-layout.sh`), the document decoder alone (`LayoutFormat`, with its canonical
// round trip; `Fuzz/fuzz-document-decoder.sh`) and the image decoders (`ImageCodec`; `Fuzz/fuzz-image-decoder.sh`). Built with `-sanitize=fuzzer`; not part of the package's default
// build or test run.
import PackageDescription

let package = Package(
    name: "LayoutFuzzer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "OpenCompositionalLayout", path: "../..")],
    targets: [
        .executableTarget(
            name: "LayoutFuzzer",
            dependencies: [
                .product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout"),
                .product(name: "LayoutDocument", package: "OpenCompositionalLayout"),
            ],
            // Coverage instrumentation without libFuzzer's own `main`: `main.swift` runs libFuzzer's driver,
            // linked from the toolchain's no-main runtime (see `Fuzz/fuzz-layout.sh`).
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])]),
        .executableTarget(
            name: "DocumentDecoderFuzzer",
            dependencies: [.product(name: "LayoutFormat", package: "OpenCompositionalLayout")],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])]),
        .executableTarget(
            name: "ImageDecoderFuzzer",
            dependencies: [.product(name: "ImageCodec", package: "OpenCompositionalLayout")],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])]),
    ],
    swiftLanguageModes: [.v6]
)
