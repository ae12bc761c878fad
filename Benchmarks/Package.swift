// swift-tools-version: 6.0
// Benchmarks live in their own package, out of the library's default build and test run.
// Run from this folder: `swift run -c release LayoutBenchmark`, `swift run -c release DiffBenchmark`.
import PackageDescription

let package = Package(
    name: "OpenCompositionalLayoutBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "OpenCompositionalLayout", path: "..")],
    targets: [
        .executableTarget(name: "LayoutBenchmark",
                          dependencies: [.product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout")]),
        .executableTarget(name: "DiffBenchmark",
                          dependencies: [.product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout")]),
    ],
    swiftLanguageModes: [.v6]
)
