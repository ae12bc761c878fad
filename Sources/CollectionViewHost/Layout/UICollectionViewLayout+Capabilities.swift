/// The optional protocols a layout conforms to, found by casting once. A protocol cast looks the conformance
/// up at run time, and the collection view asks on every layout pass.
@MainActor
package struct LayoutCapabilities {
    /// The layout as an orthogonal-scrolling layout, if it is one. Unretained: the layout owns this value.
    package unowned(unsafe) let orthogonalScrolling: (any OrthogonalScrollingLayout)?
    /// The layout as a self-sizing layout, if it is one. Unretained, as above.
    package unowned(unsafe) let selfSizing: (any SelfSizingAxesReporting)?
    /// The layout as one that gives list cells their environment, if it is one. Unretained, as above.
    package unowned(unsafe) let listEnvironment: (any ListEnvironmentProviding)?
    /// The layout as one that gives list rows their separators, if it is one. Unretained, as above.
    package unowned(unsafe) let listSeparators: (any ListSeparatorProviding)?

    init(layout: UICollectionViewLayout) {
        orthogonalScrolling = layout as? any OrthogonalScrollingLayout
        selfSizing = layout as? any SelfSizingAxesReporting
        listEnvironment = layout as? any ListEnvironmentProviding
        listSeparators = layout as? any ListSeparatorProviding
    }
}
