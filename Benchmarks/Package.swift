// swift-tools-version: 6.0
// Benchmarks live in their own package, out of the library's default build and test run.
// Run from this folder: `swift run -c release LayoutBenchmark`, `swift run -c release DiffBenchmark`,
// `swift run -c release DocumentBenchmark`, `swift run -c release ConstraintBenchmark`, `swift run -c release AutoLayoutBenchmark`,
// `swift run -c release SnapshotBenchmark` (and, against kiwisolver,
// `python3 Scripts/kiwi_compare.py`: see Scripts/README.md).
import PackageDescription

let package = Package(
    name: "OpenCompositionalLayoutBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "OpenCompositionalLayout", path: ".."),
                   .package(name: "OpenCompositionalLayoutTools", path: "../Tools")],
    targets: [
        // Timing, medians, the fill floor and a seeded generator, shared by the benchmarks.
        .target(name: "BenchmarkSupport"),
        .executableTarget(name: "LayoutBenchmark",
                          dependencies: ["BenchmarkSupport", .product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout")]),
        // Documents through the layout core and through the playground server.
        .executableTarget(name: "DocumentBenchmark",
                          dependencies: ["BenchmarkSupport", .product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout"),
                                         .product(name: "LayoutDocument", package: "OpenCompositionalLayout"),
                                         .product(name: "LayoutRendering", package: "OpenCompositionalLayout"),
                                         .product(name: "DocumentRendering", package: "OpenCompositionalLayout"),
                                         .product(name: "PlaygroundServer", package: "OpenCompositionalLayoutTools")]),
        .executableTarget(name: "DiffBenchmark",
                          dependencies: ["BenchmarkSupport", .product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout")]),
        // The constraint solver alone: a typical list cell and random sparse systems (Scripts/kiwi_compare.py
        // times kiwisolver on the same systems).
        .executableTarget(name: "ConstraintBenchmark",
                          dependencies: ["BenchmarkSupport", .product(name: "ConstraintSolver", package: "OpenCompositionalLayout")]),
        // A social-feed cell laid out by hand, with layout anchors and with stack views, side by side.
        .executableTarget(name: "AutoLayoutBenchmark",
                          dependencies: ["BenchmarkSupport", .product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout")]),
        // An iPhone screen (a navigation controller and a 20-row list) captured and encoded to PNG at 3×.
        .executableTarget(name: "SnapshotBenchmark",
                          dependencies: ["BenchmarkSupport", .product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout"),
                                         .product(name: "LayoutRendering", package: "OpenCompositionalLayout"),
                                         .product(name: "Raster", package: "OpenCompositionalLayout"),
                                         .product(name: "ImageCodec", package: "OpenCompositionalLayout")]),
    ],
    swiftLanguageModes: [.v6]
)
