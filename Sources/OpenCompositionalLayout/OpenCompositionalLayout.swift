// The one import an app needs: `import OpenCompositionalLayout` in place of `import UIKit`.
@_exported import CollectionGeometry
@_exported import CollectionDiagnostics
@_exported import LayoutCore
@_exported import CollectionViewHost
@_exported import CompositionalLayoutEngine
@_exported import DiffableData
@_exported import DiffableDataSource
