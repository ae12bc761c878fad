import CollectionGeometry

extension LayoutResult {
    /// Lays out `input`: the layout core's entry point for toolkits that do not use the UIKit-named classes
    /// (beyond UIKit).
    ///
    /// - Parameters:
    ///   - input: the description, the container, the item counts and any measured sizes.
    ///   - rightToLeft: whether to mirror every frame for a right-to-left layout.
    ///   - customFrames: the items of custom groups (`GroupSpec.Kind.custom(n)` asks with `n`); called once per
    ///     group size. Without it, custom groups hold no items (with a diagnostic).
    ///   - waterfallSources: the item sources of waterfall sections (`SectionSpec.waterfall`), by section;
    ///     the items the view's size reaches are placed, the rest when ``placeWaterfallItems(meeting:input:isRightToLeft:sources:)``
    ///     reaches them.
    /// - Complexity: O(sections + slots per group template + measured items); independent of the item count
    ///   for sections whose groups repeat.
    public init(solving input: LayoutInput, rightToLeft: Bool = false, customFrames: CustomFrameSource? = nil,
                waterfallSources: WaterfallSources? = nil) {
        self = LayoutSolver.solve(input, isRightToLeft: rightToLeft, customFrames: customFrames ?? { _, _, _ in [] },
                                  waterfallSources: waterfallSources ?? { _ in nil })
    }

    /// The visible region along the main axis, in the left-to-right space the result is solved in.
    private func pinContext(_ visibleRegion: CGRect?) -> PinContext {
        guard let visibleRegion, !visibleRegion.isNull else { return .unpinned }
        switch scrollAxis {
        case .vertical:
            return PinContext(visibleMainStart: visibleRegion.minY, visibleMainEnd: visibleRegion.maxY)
        case .horizontal:
            let mirroredRegion = mirrored(visibleRegion)
            return PinContext(visibleMainStart: mirroredRegion.minX, visibleMainEnd: mirroredRegion.maxX)
        }
    }

    /// Calls `body` with every element whose frame meets `rect`, edges included: Core Graphics' rule for
    /// `CGRectIntersectsRect`, under which rects that only share an edge intersect.
    ///
    /// - Parameters:
    ///   - rect: the region to query, in content coordinates.
    ///   - visibleRegion: where the view's visible region is, for pinned boundary items (`pinToVisibleBounds`);
    ///     nil places them where they are laid out.
    /// - Complexity: O(log s + k) for s sections and k elements in `rect` (uniform and variable sections; a
    ///   waterfall section answers with the items placed so far).
    public func forEachElement(in rect: CGRect, visibleRegion: CGRect? = nil, _ body: (LayoutElement) -> Void) {
        forEachElement(in: rect, pinning: pinContext(visibleRegion), body)
    }

    /// Every element whose frame meets `rect` (see ``forEachElement(in:visibleRegion:_:)``).
    /// - Complexity: O(log s + k).
    public func elements(in rect: CGRect, visibleRegion: CGRect? = nil) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        forEachElement(in: rect, visibleRegion: visibleRegion) { elements.append($0) }
        return elements
    }

    /// The cell at `indexPath`, or nil when there is none.
    /// - Complexity: O(1) for uniform sections; O(log(g / 64) + 64 + slots) for self-sizing ones.
    public func cell(at indexPath: IndexPath) -> LayoutElement? {
        item(at: indexPath)
    }

    /// The supplementary view of `kind` at `indexPath` (boundary, item, group or global), or nil.
    /// - Complexity: O(boundary items + supplementaries per group template).
    public func supplementaryElement(ofKind kind: String, at indexPath: IndexPath, visibleRegion: CGRect? = nil) -> LayoutElement? {
        supplementary(ofKind: kind, at: indexPath, pinning: pinContext(visibleRegion))
    }

    /// The decoration view of `kind` at `indexPath`, or nil.
    /// - Complexity: O(decorations of the section).
    public func decorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutElement? {
        decoration(ofKind: kind, at: indexPath)
    }
}
