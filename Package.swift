// swift-tools-version: 6.1
import PackageDescription

/// Layers, bottom to top (each folder one layer):
/// CollectionGeometry → LayoutCore (pure, not main-actor: description → solve → query, diagnostics)
/// → CollectionViewHost (headless UIKit views and the layout base class; beneath it also ConstraintSolver and
///   ImageCodec, which depend on nothing)
/// ImageCodec (PNG in and out, image sniffing) → Raster (a pixel buffer, a TrueType reader, an outline rasterizer,
///   a bitmap font; no UIKit names) → LayoutRendering.
/// → CompositionalLayoutEngine (the UIKit-named `NSCollectionLayout*` facade and
///   `UICollectionViewCompositionalLayout`, translating into LayoutCore).
/// CollectionGeometry → DiffableData (snapshots and the diff) → DiffableDataSource (with the host).
/// `OpenCompositionalLayout` re-exports the UIKit-named layers: the one import an app needs.
/// CollectionGeometry → LayoutCore → LayoutFormat (the JSON layout format as values, lowered to the core; with
/// JSONText, the one JSON writer) → LayoutDocument (the format ↔ UIKit-named objects), LayoutRendering (SVG, PNG, HTML, frames JSON), DocumentRendering
/// (a document → pictures) and LayoutExamples sit on top.
///
/// The library products depend on no other package. The command-line tool and its playground server live in
/// the package in `Tools/` (with swift-argument-parser and FlyingFox), the benchmarks in `Benchmarks/`; the
/// swift-snapshot-testing strategies are behind the `SnapshotTesting` trait, so a package that does not enable
/// it resolves nothing but this one (see docs/ARCHITECTURE.md).
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
        // The layout core alone: value types, `Sendable`, no UIKit names (`import LayoutCore`).
        .library(name: "LayoutCore", targets: ["LayoutCore"]),
        // The constraint solver beneath Auto Layout, for toolkits that want constraints without UIKit's names.
        .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
        // PNG decoding and encoding, zlib inflation and image-size sniffing beneath `UIImage(data:)`: value types,
        // no UIKit names.
        .library(name: "ImageCodec", targets: ["ImageCodec"]),
        // The JSON layout format; `JSONText` is its JSON value and writer.
        .library(name: "LayoutDocument", targets: ["LayoutDocument", "LayoutFormat", "JSONText"]),
        // The format alone, without UIKit-named objects: decode, validate and lower documents to the layout core.
        .library(name: "LayoutFormat", targets: ["LayoutFormat", "JSONText"]),
        // Pixels without UIKit: an RGB pixel buffer, a TrueType outline reader and rasterizer, a bitmap font.
        .library(name: "Raster", targets: ["Raster"]),
        // The drawing list and its SVG and pixel back ends, without UIKit names (beneath the host).
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        // A layout document → pictures, frames and problems (what `oclayout render` and the playground do).
        .library(name: "DocumentRendering", targets: ["DocumentRendering"]),
        // The built-in example layouts.
        .library(name: "LayoutExamples", targets: ["LayoutExamples"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        // Strategies for swift-snapshot-testing, with the `SnapshotTesting` trait enabled (empty without it).
        .library(name: "LayoutSnapshotStrategies", targets: ["LayoutSnapshotStrategies"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting",
               description: "Builds LayoutSnapshotStrategies on Point-Free's swift-snapshot-testing; off by default, "
                   + "so that the library's users resolve no other package."),
    ],
    dependencies: [
        // `LayoutSnapshotStrategies` only, with the `SnapshotTesting` trait (its SnapshotTesting library has no
        // dependencies of its own to build).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "CollectionGeometry", swiftSettings: strictSettings),
        .target(name: "CollectionDiagnostics", dependencies: ["CollectionGeometry"], swiftSettings: strictSettings),
        .target(name: "LayoutCore", dependencies: ["CollectionGeometry", "CollectionDiagnostics"], swiftSettings: strictSettings),
        // The Cassowary constraint solver beneath Auto Layout: pure values, no UIKit names, no dependencies.
        .target(name: "ConstraintSolver", swiftSettings: strictSettings),
        // Image files as pixels and back (a zlib inflater, a PNG decoder and encoder, a size sniffer for JPEG, GIF and
        // WebP): pure values, no dependencies; `UIImage(data:)` decodes through it.
        .target(name: "ImageCodec", swiftSettings: strictSettings),
        // Drawing into pixels, beneath the renderers: an RGB pixel buffer with fills, strokes and bitmaps, a TrueType
        // outline reader, an anti-aliasing outline rasterizer and a bitmap font. Foundation and ImageCodec only.
        .target(name: "Raster", dependencies: ["ImageCodec"], swiftSettings: strictSettings),
        // The drawing list (shapes, text runs, images, groups) and its two back ends, SVG text and pixels, beneath the
        // host so that images made by drawing have pixels. Text is drawn from an embedded open-licensed outline font
        // (DejaVu Sans; its licence travels with it).
        .target(name: "Graphics", dependencies: ["CollectionGeometry", "ImageCodec", "Raster"],
                resources: [.copy("Resources/DejaVuSans.ttf"), .copy("Resources/DejaVuSans-LICENSE.txt")],
                swiftSettings: strictSettings),
        .target(name: "CollectionViewHost",
                dependencies: ["CollectionGeometry", "CollectionDiagnostics", "LayoutCore", "ConstraintSolver", "ImageCodec",
                               "Raster", "Graphics"],
                swiftSettings: strictSettings),
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
        // JSON values and the project's one JSON writer and string escaping (Foundation only): the layout format's
        // canonical form, frames JSON and the playground's answers all write through it.
        .target(name: "JSONText", swiftSettings: strictSettings),
        .target(name: "LayoutRendering", dependencies: ["OpenCompositionalLayout", "JSONText", "ImageCodec", "Raster", "Graphics"],
                swiftSettings: strictSettings),
        .target(name: "LayoutExamples", dependencies: ["OpenCompositionalLayout"], swiftSettings: strictSettings),
        // The JSON layout format as values, beneath the host: decoding, validation, the schema and the lowering to
        // the layout core. The schema is embedded from `Resources/layout-1.2.schema.json`, a link to
        // `schema/layout-1.2.schema.json`.
        .target(name: "LayoutFormat", dependencies: ["CollectionGeometry", "LayoutCore", "JSONText"],
                resources: [.embedInCode("Resources/layout-1.2.schema.json")], swiftSettings: strictSettings),
        // The format and the UIKit-named objects, both ways (re-exports LayoutFormat).
        .target(name: "LayoutDocument", dependencies: ["OpenCompositionalLayout", "LayoutFormat", "JSONText"],
                swiftSettings: strictSettings),
        .target(name: "DocumentRendering", dependencies: ["OpenCompositionalLayout", "LayoutRendering", "LayoutDocument"],
                swiftSettings: strictSettings),
        .target(name: "LayoutSnapshotTesting", dependencies: ["OpenCompositionalLayout", "LayoutRendering"],
                swiftSettings: strictSettings),
        .target(name: "LayoutSnapshotStrategies",
                dependencies: ["OpenCompositionalLayout", "LayoutRendering", "LayoutSnapshotTesting",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                                        condition: .when(traits: ["SnapshotTesting"]))],
                swiftSettings: strictSettings),
        .testTarget(name: "LayoutCoreTests", dependencies: ["CollectionGeometry", "LayoutCore", "TestSupport"], resources: [.copy("Fixtures")],
                    swiftSettings: strictSettings),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "ImageCodecTests", dependencies: ["ImageCodec"], swiftSettings: strictSettings),
        // What several test targets share (a seeded generator, frame tolerances); not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(name: "LayoutTests", dependencies: ["OpenCompositionalLayout", "OpenCompositionalLayoutShim", "TestSupport"],
                    swiftSettings: strictSettings),
        .testTarget(name: "DiffableDataTests", dependencies: ["OpenCompositionalLayout", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(name: "CollectionViewTests", dependencies: ["OpenCompositionalLayout", "ImageCodec", "TestSupport"],
                    swiftSettings: strictSettings),
        .testTarget(name: "LayoutDocumentTests", dependencies: ["OpenCompositionalLayout", "LayoutDocument", "LayoutFormat"],
                    swiftSettings: strictSettings),
        .testTarget(name: "RenderingTests",
                    dependencies: ["OpenCompositionalLayout", "LayoutRendering", "LayoutExamples", "LayoutDocument",
                                   "DocumentRendering", "LayoutSnapshotTesting", "ImageCodec", "Raster", "Graphics", "TestSupport"],
                    // The reference hashes are read from the source tree (and rewritten there), not bundled.
                    exclude: ["References"],
                    swiftSettings: strictSettings),
        // An app's model module whose type names match the layout core's (not a product), and the test that
        // `import OpenCompositionalLayout` leaves those names to the app.
        .target(name: "AppModelsFixture", path: "Tests/AppModelsFixture", swiftSettings: strictSettings),
        // UIKit idioms written as apps write them, in the Swift 5 language mode: they compile against UIKit and here.
        .testTarget(name: "UIKitIdiomsTests", dependencies: ["OpenCompositionalLayout"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PublicSurfaceTests", dependencies: ["OpenCompositionalLayout", "AppModelsFixture"],
                    swiftSettings: strictSettings),
        .testTarget(name: "LayoutSnapshotStrategiesTests",
                    dependencies: ["OpenCompositionalLayout", "LayoutRendering", "LayoutSnapshotStrategies", "LayoutSnapshotTesting",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                                            condition: .when(traits: ["SnapshotTesting"]))],
                    exclude: ["__Snapshots__"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
