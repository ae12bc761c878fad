// swift-tools-version: 6.1
// The `oclayout` command-line tool and its playground server, in a package of their own so that their
// dependencies (swift-argument-parser, FlyingFox) never reach the library's users.
// From the repository root: `swift run --package-path Tools oclayout demo --output out`,
// `swift run --package-path Tools --traits Playground oclayout serve`, `swift test --package-path Tools --traits Playground`.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "OpenCompositionalLayoutTools",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "oclayout", targets: ["oclayout"]),
        // The playground server, for the benchmarks in `Benchmarks/` (not for apps).
        .library(name: "PlaygroundServer", targets: ["PlaygroundServer"]),
    ],
    traits: [
        .trait(name: "Playground",
               description: "Builds `oclayout serve`, the browser playground, on FlyingFox; off by default, so the tool's "
                   + "other commands build without a server."),
    ],
    dependencies: [
        .package(name: "OpenCompositionalLayout", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The playground server of `oclayout serve`: pure Swift on BSD sockets, no NIO and no TLS stack.
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        // `oclayout serve`: the playground page and its JSON routes (not a product). The starter documents are
        // embedded from `Resources/StarterDocuments`, links to files in `Examples/Documents`.
        .target(name: "PlaygroundServer",
                dependencies: [.product(name: "DocumentRendering", package: "OpenCompositionalLayout"),
                               .product(name: "LayoutRendering", package: "OpenCompositionalLayout"),
                               .product(name: "LayoutDocument", package: "OpenCompositionalLayout"),
                               .product(name: "FlyingFox", package: "FlyingFox"),
                               .product(name: "FlyingSocks", package: "FlyingFox")],
                resources: [.embedInCode("Resources/StarterDocuments")],
                swiftSettings: strictSettings),
        .executableTarget(name: "oclayout",
                          dependencies: [.product(name: "OpenCompositionalLayout", package: "OpenCompositionalLayout"),
                                         .product(name: "LayoutRendering", package: "OpenCompositionalLayout"),
                                         .product(name: "LayoutExamples", package: "OpenCompositionalLayout"),
                                         .product(name: "LayoutDocument", package: "OpenCompositionalLayout"),
                                         .product(name: "DocumentRendering", package: "OpenCompositionalLayout"),
                                         .target(name: "PlaygroundServer", condition: .when(traits: ["Playground"])),
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          swiftSettings: strictSettings),
        .testTarget(name: "PlaygroundServerTests",
                    dependencies: ["PlaygroundServer",
                                   .product(name: "DocumentRendering", package: "OpenCompositionalLayout"),
                                   .product(name: "FlyingFox", package: "FlyingFox")],
                    swiftSettings: strictSettings),
        // The tool run as a child process: arguments, exit codes, messages and files.
        .testTarget(name: "OCLayoutTests",
                    dependencies: ["oclayout",
                                   .product(name: "LayoutDocument", package: "OpenCompositionalLayout"),
                                   .product(name: "LayoutExamples", package: "OpenCompositionalLayout")],
                    swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
