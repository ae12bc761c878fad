// One import for every platform: UIKit where it exists, this package everywhere else.
//
// An app or library that builds for iOS and for Linux (or Windows, or WebAssembly) writes
// `import OpenCompositionalLayoutShim` instead of `import UIKit` in the files that use collection views:
// on Apple's platforms it gets UIKit's own classes, elsewhere the reimplementation with the same names.
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import OpenCompositionalLayout
#endif
