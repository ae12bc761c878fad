// swift-tools-version: 6.0
import PackageDescription

/// Layers, bottom to top (each folder one layer):
/// CollectionGeometry → LayoutCore (pure, not main-actor: description → solve → query, diagnostics)
/// → CollectionViewHost (headless UIKit views and the layout base class)
/// → CompositionalLayoutEngine (the UIKit-named `NSCollectionLayout*` facade and
///   `UICollectionViewCompositionalLayout`, translating into LayoutCore).
/// CollectionGeometry → DiffableData (snapshots and the diff) → DiffableDataSource (with the host).
/// PlaygroundServer (the page and routes of `oclayout serve`, on Hummingbird) sits beside the tool.
/// LayoutRendering (SVG, PNG, HTML, frames JSON; a product of its own), DocumentRendering (a layout document
/// → pictures: the work of `oclayout render`) and oclayout (the command-line tool) sit on top.
/// `OpenCompositionalLayout` re-exports the lot: the one import an app needs.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "OpenCompositionalLayout",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OpenCompositionalLayout", targets: ["OpenCompositionalLayout"]),
        // UIKit where it exists, OpenCompositionalLayout elsewhere: one import for every platform.
        .library(name: "OpenCompositionalLayoutShim", targets: ["OpenCompositionalLayoutShim"]),
        .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        // Strategies for swift-snapshot-testing; the only product that depends on it.
        .library(name: "LayoutSnapshotStrategies", targets: ["LayoutSnapshotStrategies"]),
        .executable(name: "oclayout", targets: ["oclayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The playground server of `oclayout serve` only: the library products depend on nothing.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // The snapshot strategies of `LayoutSnapshotStrategies` only (its SnapshotTesting library has no
        // dependencies of its own to build).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "CollectionGeometry", swiftSettings: strictSettings),
        .target(name: "CollectionDiagnostics", dependencies: ["CollectionGeometry"], swiftSettings: strictSettings),
        .target(name: "LayoutCore", dependencies: ["CollectionGeometry", "CollectionDiagnostics"], swiftSettings: strictSettings),
        .target(name: "CollectionViewHost", dependencies: ["CollectionGeometry", "CollectionDiagnostics", "LayoutCore"], swiftSettings: strictSettings),
        .target(name: "CompositionalLayoutEngine",
                dependencies: ["CollectionGeometry", "LayoutCore", "CollectionViewHost"], swiftSettings: strictSettings),
        .target(name: "DiffableData", dependencies: ["CollectionGeometry", "CollectionDiagnostics"], swiftSettings: strictSettings),
        .target(name: "DiffableDataSource",
                dependencies: ["CollectionGeometry", "CollectionDiagnostics", "CollectionViewHost", "DiffableData"], swiftSettings: strictSettings),
        .target(name: "OpenCompositionalLayout",
                dependencies: ["CollectionGeometry", "CollectionDiagnostics", "LayoutCore", "CollectionViewHost", "CompositionalLayoutEngine",
                               "DiffableData", "DiffableDataSource"],
                swiftSettings: strictSettings),
        .target(name: "OpenCompositionalLayoutShim", dependencies: ["OpenCompositionalLayout"], swiftSettings: strictSettings),
        .target(name: "LayoutRendering", dependencies: ["OpenCompositionalLayout"], swiftSettings: strictSettings),
        .target(name: "LayoutExamples", dependencies: ["OpenCompositionalLayout"], swiftSettings: strictSettings),
        .target(name: "LayoutDocument", dependencies: ["OpenCompositionalLayout"], swiftSettings: strictSettings),
        .target(name: "DocumentRendering", dependencies: ["OpenCompositionalLayout", "LayoutRendering", "LayoutDocument"],
                swiftSettings: strictSettings),
        // `oclayout serve`: the playground page and its JSON routes (not a product).
        .target(name: "PlaygroundServer",
                dependencies: ["DocumentRendering", "LayoutRendering", "LayoutDocument",
                               .product(name: "Hummingbird", package: "hummingbird")],
                swiftSettings: strictSettings),
        .target(name: "LayoutSnapshotTesting", dependencies: ["OpenCompositionalLayout", "LayoutRendering"],
                swiftSettings: strictSettings),
        .target(name: "LayoutSnapshotStrategies",
                dependencies: ["OpenCompositionalLayout", "LayoutRendering",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                swiftSettings: strictSettings),
        .executableTarget(name: "oclayout",
                          dependencies: ["OpenCompositionalLayout", "LayoutRendering", "LayoutExamples", "LayoutDocument",
                                         "DocumentRendering", "PlaygroundServer",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: strictSettings),
        .testTarget(name: "LayoutCoreTests", dependencies: ["CollectionGeometry", "LayoutCore"], swiftSettings: strictSettings),
        // What several test targets share (a seeded generator); not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(name: "LayoutTests", dependencies: ["OpenCompositionalLayout", "OpenCompositionalLayoutShim", "TestSupport"],
                    swiftSettings: strictSettings),
        .testTarget(name: "DiffableDataTests", dependencies: ["OpenCompositionalLayout", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "CollectionViewTests", dependencies: ["OpenCompositionalLayout", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "LayoutDocumentTests", dependencies: ["OpenCompositionalLayout", "LayoutDocument"],
                    swiftSettings: strictSettings),
        .testTarget(name: "RenderingTests",
                    dependencies: ["OpenCompositionalLayout", "LayoutRendering", "LayoutExamples", "LayoutDocument",
                                   "DocumentRendering", "LayoutSnapshotTesting", "TestSupport"],
                    swiftSettings: strictSettings),
        .testTarget(name: "LayoutSnapshotStrategiesTests",
                    dependencies: ["OpenCompositionalLayout", "LayoutRendering", "LayoutSnapshotStrategies",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"], swiftSettings: strictSettings),
        .testTarget(name: "PlaygroundServerTests",
                    dependencies: ["PlaygroundServer", "DocumentRendering",
                                   .product(name: "Hummingbird", package: "hummingbird"),
                                   .product(name: "HummingbirdTesting", package: "hummingbird")],
                    swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
