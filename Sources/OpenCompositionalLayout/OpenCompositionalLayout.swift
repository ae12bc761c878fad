// The one import an app needs: `import OpenCompositionalLayout` in place of `import UIKit`.
//
// It re-exports what UIKit code names: the geometry types (`IndexPath(item:section:)`, insets, edges), the
// headless views and the collection view, the compositional layout classes and the diffable data sources, and
// the diagnostics they report. The layout core beneath them (`LayoutInput`, `SectionSpec`, `LayoutResult`, …)
// is not re-exported, so its names never collide with an app's own: tools that want it write `import LayoutCore`.
// API beyond UIKit on UIKit's types that exists for tests sits behind SPI: `@_spi(Checked)` (the non-stopping
// twins of the calls UIKit ends with an exception) and `@_spi(Testing)` (`_checkInvariants()`, a collection view's
// `updateHistory`).
@_exported import CollectionGeometry
// `import UIKit` brings Foundation with it, networking included; off Apple platforms `URLSession`, `URLRequest` and
// `HTTPURLResponse` live in FoundationNetworking, so it comes too, and networking code compiles with only the import
// swapped. It is part of every Swift toolchain that has it (it links the toolchain's libcurl), so a library user
// resolves nothing more; where it does not exist (WebAssembly) nothing is imported.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import CollectionDiagnostics
@_exported import CollectionViewHost
@_exported import CompositionalLayoutEngine
@_exported import DiffableData
@_exported import DiffableDataSource
// The core's declarations that UIKit code names (UIKit's own enums), and the diagnostics the layout reports.
@_exported import enum LayoutCore.UIContentInsetsReference
@_exported import enum LayoutCore.UICollectionLayoutSectionOrthogonalScrollingBehavior
@_exported import struct LayoutCore.LayoutDiagnostic
// The waterfall's column memory, which an app saves and restores (beyond UIKit).
@_exported import struct LayoutCore.WaterfallColumnMemory
