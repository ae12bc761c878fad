import CollectionGeometry
import CollectionDiagnostics
import LayoutCore
import CollectionViewHost

/// The layouts whose frames the layout core solves (beyond UIKit): ``UICollectionViewCompositionalLayout`` and
/// ``UICollectionViewFlowLayout`` derive from it, each describing its sections its own way; everything else — the
/// solve, the queries, self-sizing, pinning, orthogonal scrolling, following reloads and batch updates — is this
/// class's, so the two layouts behave alike where UIKit's do. Apps use the two layouts: this class itself describes
/// no sections.
///
/// On `prepare()` the layout asks its subclass for each section as an `NSCollectionLayoutSection`
/// (``sectionDescription(at:itemCount:environment:)``), translates the sections into a value-type description,
/// solves it with the pure solver, and answers queries from the immutable result without scanning every element.
/// Frames are UIKit's, in content coordinates, with orthogonal sections at orthogonal offset 0.
@MainActor
open class CoreSolvedCollectionViewLayout: UICollectionViewLayout {
    /// The layouts the layout core solves are mirrored in a right-to-left layout, as UIKit's compositional and flow
    /// layouts are; a subclass that answers `false` keeps the left-to-right frames.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The layout-wide settings of the next pass: scroll direction, content insets reference, spacing between
    /// sections and global boundary items. Subclasses override it.
    package var passConfiguration: UICollectionViewCompositionalLayoutConfiguration {
        UICollectionViewCompositionalLayoutConfiguration()
    }

    /// The description of section `index`, holding `itemCount` items, for a pass in `environment`, or nil to
    /// leave the section out. Subclasses override it.
    package func sectionDescription(at index: Int, itemCount: Int, environment: LayoutEnvironment) -> NSCollectionLayoutSection? {
        nil
    }

    private(set) var result = LayoutResult.empty
    /// Whether any boundary item of `result` pins to the visible bounds. Only pinned items read the visible
    /// region, so without them a query need not read the view's bounds and insets.
    private var hasPinnedItems = false
    /// Each section's visible-items handler, as the section provider returned it for the last full pass.
    private var sectionHandlers: [NSCollectionLayoutSectionVisibleItemsInvalidationHandler?] = []
    private var rootEnvironment: LayoutEnvironment?
    private var loggedDiagnostics: Set<LayoutDiagnostic> = []
    private var hasActiveInvalidationHandlers = false
    /// The description the result was solved from (without its measurements, which the result keeps), to
    /// update the result in place when an item is measured.
    private(set) var lastInput: LayoutInput?
    private var lastIsRightToLeft = false
    var selfSizingState: (result: LayoutResult, input: LayoutInput?) { (result, lastInput) } // read by +SelfSizing.swift
    /// Whether the next `prepare()` must translate the sections and solve again (anything but measured
    /// cells of variable sections and scrolling invalidated the layout).
    var needsFullSolve = true
    /// The cell the current self-sizing pass keeps still on screen (see +ScrollAnchor.swift).
    var scrollAnchor: ScrollAnchor?
    /// The cells the current self-sizing pass keeps still inside orthogonal sections, by section.
    var orthogonalAnchors: [Int: OrthogonalScrollAnchor] = [:]
    private var measuredSupplementarySizes: [Int: [String: CGSize]] = [:]
    private var measuredForViewSize: CGSize?
    /// The measurements taken at other view sizes, so that coming back to a size (rotating back) finds its
    /// frames as they were; dropped when the items change.
    private var measurementsByViewSize: [ViewSizeKey: (items: [Int: MeasuredSizeStore], supplementary: [Int: [String: CGSize]])] = [:]
    /// The collection view's reload count the kept measurements belong to.
    private var measurementsReloadGeneration = 0
    /// The waterfall sections' remembered columns as of the last full pass (see ``waterfallColumnMemory``).
    private var storedWaterfallMemory: [Int: WaterfallColumnMemory] = [:]
    /// Whether ``waterfallColumnMemory`` was set since the last full pass (the result's columns are then not
    /// taken over).
    private var waterfallMemoryWasSet = false
    /// The reload (its number in the collection view's update context) whose item mapping the remembered
    /// columns followed.
    private var columnsFollowedReload = 0
    /// The batch update (its number in the collection view's update context) whose first full pass carried the
    /// measurements through it: measurements taken after that pass are at the update's new index paths and
    /// must not be remapped again.
    private var measurementsFollowedUpdate: Int?
    /// The result as it stood before the batch update in progress (set by the update's first full pass), for
    /// the items' frames before it (``itemAttributesBeforeUpdate(at:)``); dropped when the update is finalized.
    private var resultBeforeUpdate: LayoutResult?
    /// Each element's attributes as the visible-items handlers last left them, so single-element queries
    /// agree with rect queries (a private copy: callers never see these objects).
    private var handlerAdjustments: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Each section's list configuration, for the sections of the last full pass that are lists (read by
    /// +List.swift: background, swipe actions, separators).
    var listConfigurations: [UICollectionLayoutListConfiguration?] = []
    /// The configuration of a layout made by `list(using:)`, whose every section is a list.
    var layoutListConfiguration: UICollectionLayoutListConfiguration?
    /// The list background this layout last gave its collection view, and which view it gave it to.
    var appliedListBackground: (color: UIColor, view: ObjectIdentifier)?

    /// A view size as a dictionary key.
    private struct ViewSizeKey: Hashable {
        var width: CGFloat
        var height: CGFloat
        init(_ size: CGSize) {
            width = size.width
            height = size.height
        }
    }

    private struct ElementKey: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var indexPath: IndexPath
    }

    // MARK: Layout pass

    /// Reads the collection view (size, insets, direction, counts), asks for the sections and solves the layout.
    /// Without a collection view the layout is empty.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            result = .empty
            hasPinnedItems = false
            sectionHandlers = []
            listConfigurations = []
            return
        }
        let configuration = passConfiguration
        let pass = PassGeometry(collectionView, scrollDirection: configuration.scrollDirection,
                                contentInsetsReference: configuration.contentInsetsReference,
                                flips: flipsHorizontallyInOppositeLayoutDirection)
        guard !isCurrent(for: pass) else { return }
        needsFullSolve = false
        rootEnvironment = pass.environment

        var measuredItemSizes = measurementsCarried(to: pass.size)
        // A memory the app set describes the items as they are now: it follows no reload or update.
        let memoryWasSet = waterfallMemoryWasSet
        var columnMemory = memoryWasSet ? storedWaterfallMemory : result.waterfallColumnMemory(updating: storedWaterfallMemory)
        waterfallMemoryWasSet = false
        followReloadsAndUpdates(measuredItemSizes: &measuredItemSizes, columnMemory: &columnMemory,
                                memoryWasSet: memoryWasSet)
        if measuredForViewSize != pass.size {
            measuredSupplementarySizes = [:]
            measuredForViewSize = pass.size
        }
        let sections = collectSectionSpecs(of: collectionView, environment: pass.environment)
        applyListBackground(to: collectionView)

        var input = LayoutInput(viewSize: pass.size, scrollAxis: pass.axis,
                                interSectionSpacing: configuration.interSectionSpacing,
                                contentInsetsReference: configuration.contentInsetsReference,
                                referenceInsets: pass.references,
                                globalBoundaryItems: configuration.boundarySupplementaryItems.map(\.boundarySpec),
                                sections: sections.specs, itemCounts: sections.counts)
        input.measuredItemSizes = measuredItemSizes
        input.measuredSupplementarySizes = measuredSupplementarySizes
        input.waterfallColumnMemory = columnMemory
        storedWaterfallMemory = columnMemory
        solve(input, pass: pass, customItemProviders: sections.context.customItemProviders)
    }

    /// What a full pass reads of the collection view.
    private struct PassGeometry {
        var size: CGSize
        var isRightToLeft: Bool
        var axis: ScrollAxis
        var references: ReferenceInsets
        var traits: UITraitCollection
        var environment: LayoutEnvironment

        @MainActor
        /// - Parameter flips: whether the layout mirrors itself right to left (else it lays out left to right).
        init(_ collectionView: UICollectionView, scrollDirection: UICollectionView.ScrollDirection,
             contentInsetsReference: UIContentInsetsReference, flips: Bool) {
            size = collectionView.bounds.size
            isRightToLeft = flips && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            axis = scrollDirection == .vertical ? .vertical : .horizontal
            references = ReferenceInsets(safeArea: collectionView.safeAreaInsets, layoutMargins: collectionView.layoutMargins,
                                         viewWidth: collectionView.bounds.width)
            traits = collectionView.traitCollection
            // The environment's container is the view inset on the cross axis by the reference insets.
            let containerInsets = references.containerInsets(for: contentInsetsReference, axis: axis,
                                                             isRightToLeft: isRightToLeft)
            environment = LayoutEnvironment(container: LayoutContainer(contentSize: size, contentInsets: containerInsets),
                                            traitCollection: traits, layoutMargins: collectionView.directionalLayoutMargins,
                                            scrollDirection: scrollDirection)
        }
    }

    /// Whether the last solve still holds for `pass`. Measured cells update the result in place and scrolling
    /// only moves pinned items, which queries place: neither needs the sections again. Everything else does
    /// (UIKit asks the section provider again after a size change, `invalidateEverything` or a change of the
    /// data source's counts).
    private func isCurrent(for pass: PassGeometry) -> Bool {
        guard !needsFullSolve, let lastInput else { return false }
        return lastInput.viewSize == pass.size && lastInput.referenceInsets == pass.references
            && lastInput.scrollAxis == pass.axis && lastIsRightToLeft == pass.isRightToLeft
    }

    /// The item measurements that hold for a view of `size`, with the supplementary ones set aside in
    /// `measuredSupplementarySizes`. Measurements hold for the size they were taken at; a new size measures
    /// again, unless it was measured before (a rotation back), whose measurements come back. A reload drops
    /// the measurements kept for other sizes.
    private func measurementsCarried(to size: CGSize) -> [Int: MeasuredSizeStore] {
        var measuredItemSizes = measuredForViewSize == size ? result.measuredItemSizes : [:]
        if measurementsReloadGeneration != updateContext.reloadGeneration {
            measurementsByViewSize = [:]
            measurementsReloadGeneration = updateContext.reloadGeneration
        }
        if let measuredForViewSize, measuredForViewSize != size {
            measurementsByViewSize[ViewSizeKey(measuredForViewSize)] = (result.measuredItemSizes, measuredSupplementarySizes)
            if measurementsByViewSize.count > Self.viewSizesRemembered {
                measurementsByViewSize = measurementsByViewSize.filter { $0.key == ViewSizeKey(measuredForViewSize) }
            }
            if let earlier = measurementsByViewSize.removeValue(forKey: ViewSizeKey(size)) {
                measuredItemSizes = earlier.items
                measuredSupplementarySizes = earlier.supplementary
                self.measuredForViewSize = size
            }
        }
        return measuredItemSizes
    }

    /// Carries what the layout keeps per item to the items' new index paths, as the collection view's update
    /// context describes them: a reload the data source maps by identifier moves the remembered columns; a
    /// batch update's first full pass moves the measurements and the columns. Cells measured in the update's
    /// own layout pass (rows it inserts, say) are measured at the new index paths, so a later full pass of the
    /// same update (a header measured after them) keeps them as they are.
    private func followReloadsAndUpdates(measuredItemSizes: inout [Int: MeasuredSizeStore],
                                         columnMemory: inout [Int: WaterfallColumnMemory], memoryWasSet: Bool) {
        let context = updateContext
        if columnsFollowedReload != context.reloadGeneration {
            columnsFollowedReload = context.reloadGeneration
            if let mapping = context.reloadItemMapping {
                if !memoryWasSet { columnMemory = Self.remap(columnMemory, through: mapping) }
                measurementsByViewSize = [:]
            }
        }
        if let update = context.batchUpdate, measurementsFollowedUpdate != context.batchUpdateGeneration {
            resultBeforeUpdate = result
            let mapping = BatchUpdateMapping(update)
            if !measuredItemSizes.isEmpty { measuredItemSizes = mapping.remap(measuredItemSizes) }
            if !columnMemory.isEmpty, !memoryWasSet {
                columnMemory = Self.remap(columnMemory) { mapping.newIndexPath(forOldIndexPath: $0) }
            }
            // Measurements of other sizes are at the old index paths.
            measurementsByViewSize = [:]
            measurementsFollowedUpdate = context.batchUpdateGeneration
        }
    }

    /// Asks for each section (``sectionDescription(at:itemCount:environment:)``) and takes what the layout keeps
    /// of it now (its description as values, its handler, waterfall and list configurations), so later changes
    /// to the object do not reach this pass: the effect of UIKit's copy, without copying every section.
    private func collectSectionSpecs(of collectionView: UICollectionView, environment: LayoutEnvironment)
        -> (specs: [SectionSpec?], counts: [Int], context: SpecContext) {
        let sectionCount = collectionView.numberOfSections
        var handlers: [NSCollectionLayoutSectionVisibleItemsInvalidationHandler?] = []
        handlers.reserveCapacity(sectionCount)
        var waterfalls: [UICollectionLayoutWaterfallConfiguration?] = []
        var lists: [UICollectionLayoutListConfiguration?] = []
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        var context = SpecContext()
        var specs: [SectionSpec?] = []
        specs.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let count = collectionView.numberOfItems(inSection: index)
            let section = sectionDescription(at: index, itemCount: count, environment: environment)
            handlers.append(section?.visibleItemsInvalidationHandler)
            if let waterfall = section?.waterfallConfiguration {
                if waterfalls.isEmpty { waterfalls = Array(repeating: nil, count: sectionCount) }
                waterfalls[index] = waterfall
            }
            if let list = section?.listConfiguration {
                if lists.isEmpty { lists = Array(repeating: nil, count: sectionCount) }
                lists[index] = list
            }
            specs.append(section?.makeSpec(&context))
            counts.append(count)
        }
        sectionHandlers = handlers
        waterfallSources = Self.waterfallSources(of: waterfalls)
        listConfigurations = lists
        return (specs, counts, context)
    }

    /// Solves `input`, keeps what the queries and later passes read, and sends each diagnostic of the solve
    /// to the diagnostic sink once.
    private func solve(_ input: LayoutInput, pass: PassGeometry,
                       customItemProviders providers: [NSCollectionLayoutGroupCustomItemProvider]) {
        var input = input
        let traits = pass.traits
        result = .empty
        result = LayoutSolver.solve(input, isRightToLeft: pass.isRightToLeft, customFrames: { provider, groupSize, groupInsets in
            // A custom group's provider sees an environment whose container is the group (UIKit header).
            let groupEnvironment = LayoutEnvironment(container: LayoutContainer(contentSize: groupSize, contentInsets: groupInsets),
                                                     traitCollection: traits)
            return providers[provider](groupEnvironment).map { CustomItemFrame(frame: $0.frame, zIndex: $0.zIndex) }
        }, waterfallSources: waterfallSources)
        hasPinnedItems = result.globalItems.contains { $0.pin != nil }
            || result.sections.contains { $0.boundaryItems.contains { $0.pin != nil } }
        // The result keeps the measurements; a second reference would copy them on every measurement.
        input.measuredItemSizes = [:]
        input.waterfallColumnMemory = [:]
        lastInput = input
        lastIsRightToLeft = pass.isRightToLeft
        handlerAdjustments = [:]
        hasActiveInvalidationHandlers = result.sections.contains { $0.hasVisibleItemsInvalidationHandler && !$0.selfSizes }
        let sink = diagnosticSink ?? .current
        for diagnostic in result.diagnostics where loggedDiagnostics.insert(diagnostic).inserted {
            sink.receive(diagnostic.diagnostic)
        }
    }

    /// How many view sizes besides the current one keep their measurements.
    private static let viewSizesRemembered = 4

    /// Remembered waterfall columns carried to the items' new index paths (nil: the item is gone).
    /// - Complexity: O(n) mapping calls for n remembered items.
    private static func remap(_ memory: [Int: WaterfallColumnMemory], through newIndexPath: (IndexPath) -> IndexPath?)
        -> [Int: WaterfallColumnMemory] {
        var remapped: [Int: WaterfallColumnMemory] = [:]
        for (section, sectionMemory) in memory {
            sectionMemory.forEachEntry { item, count, column in
                guard let path = newIndexPath(IndexPath(item: item, section: section)), path.count == 2 else { return }
                remapped[path.section, default: WaterfallColumnMemory()].setColumn(column, ofItem: path.item, columnCount: count)
            }
        }
        return remapped
    }

    /// The columns the items of this layout's waterfall sections were placed in, by section (beyond UIKit):
    /// what the layout keeps so that an item never changes column unless something before it changes (see
    /// ``WaterfallColumnMemory``). The memory follows the items through batch updates and diffable applies,
    /// and survives `reloadData()` (by index, or by identifier with a diffable data source that reloads a
    /// snapshot). Save it with the app's state and set it on a new layout before its first pass to restore
    /// the columns; setting it invalidates the layout.
    ///
    /// - Complexity: O(n) for n placed or remembered items.
    public var waterfallColumnMemory: [Int: WaterfallColumnMemory] {
        get { waterfallMemoryWasSet ? storedWaterfallMemory : result.waterfallColumnMemory(updating: storedWaterfallMemory) }
        set {
            storedWaterfallMemory = newValue
            waterfallMemoryWasSet = true
            invalidateLayout()
        }
    }

    // MARK: Queries

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return result.contentSize
    }

    /// The attributes objects are recycled: an object this method returned earlier is used again, for any
    /// element, once nobody else holds it. As in UIKit, callers that change attributes must copy them first.
    /// - Complexity: O(log sections + k) for k elements in `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        placeWaterfallItems(meeting: rect)
        var attributes: [UICollectionViewLayoutAttributes] = []
        // About as many elements as last time: one allocation, no regrowth.
        attributes.reserveCapacity(lastQueryCount)
        // The pool is taken out of the layout for the query, so each element costs no access to the layout's
        // own storage.
        var pool = attributesPool
        attributesPool = []
        var poolIndex = 0
        result.forEachElement(in: rect, pinning: pinContext()) { attributes.append(Self.recycledAttributes($0, &pool, &poolIndex)) }
        attributesPool = pool
        lastQueryCount = attributes.count
        applyInvalidationHandlers(to: attributes)
        return attributes
    }

    /// Where waterfall sections get their item lengths from: the section objects of the last pass.
    private var waterfallSources: WaterfallSources = { _ in nil }

    /// The item sources of the waterfall sections among `objects`.
    private static func waterfallSources(of configurations: [UICollectionLayoutWaterfallConfiguration?]) -> WaterfallSources {
        guard !configurations.isEmpty else { return { _ in nil } }
        return { index in
            guard index >= 0, index < configurations.count, let configuration = configurations[index] else { return nil }
            return configuration.itemSource(section: index)
        }
    }

    /// Places waterfall items as far as `rect` reaches (they are placed lazily).
    func placeWaterfallItems(meeting rect: CGRect) {
        guard !result.waterfallSections.isEmpty, let lastInput else { return }
        if result.placeWaterfallItems(meeting: rect, input: lastInput, isRightToLeft: lastIsRightToLeft, sources: waterfallSources) {
            handlerAdjustments = [:]
        }
    }

    /// Places waterfall items up to the one at `indexPath`.
    func placeWaterfallItem(at indexPath: IndexPath) {
        guard !result.waterfallSections.isEmpty, indexPath.count == 2, let lastInput else { return }
        result.placeWaterfallItems(upTo: indexPath.item, inSection: indexPath.section, input: lastInput,
                                   isRightToLeft: lastIsRightToLeft, sources: waterfallSources)
    }

    /// How many elements the last rect query returned.
    private var lastQueryCount = 0
    /// Attributes objects made by rect queries, reused once their callers let them go.
    private var attributesPool: [UICollectionViewLayoutAttributes] = []
    /// The most attributes objects kept for reuse.
    private static let attributesPoolLimit = 2_048

    /// Attributes for `element`: the next pooled object nobody else holds, or a new one.
    private static func recycledAttributes(_ element: LayoutElement, _ pool: inout [UICollectionViewLayoutAttributes],
                                           _ poolIndex: inout Int) -> UICollectionViewLayoutAttributes {
        while poolIndex < pool.count {
            let index = poolIndex
            poolIndex += 1
            if isKnownUniquelyReferenced(&pool[index]) {
                let attributes = pool[index]
                attributes.reset(category: element.category, elementKind: element.elementKind, section: element.section,
                                 item: element.item, frame: element.frame, zIndex: element.zIndex)
                return attributes
            }
        }
        let attributes = UICollectionViewLayoutAttributes(category: element.category, elementKind: element.elementKind,
                                                          indexPath: element.indexPath, frame: element.frame, zIndex: element.zIndex)
        if pool.count < attributesPoolLimit {
            pool.append(attributes)
            poolIndex = pool.count
        }
        return attributes
    }


    /// - Complexity: O(1).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        placeWaterfallItem(at: indexPath)
        return result.item(at: indexPath).map(makeAdjustedAttributes)
    }

    /// - Complexity: O(boundary and group supplementaries of the section).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return result.supplementary(ofKind: elementKind, at: indexPath, pinning: pinContext()).map(makeAdjustedAttributes)
    }

    /// - Complexity: O(decorations of the section).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return result.decoration(ofKind: elementKind, at: indexPath).map(makeAttributes)
    }

    /// A new size always needs a new pass; so does any scroll when items are pinned or a section has a
    /// visible-items handler (their attributes depend on the offset).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if collectionView.bounds.size != newBounds.size { return true }
        guard collectionView.bounds.origin != newBounds.origin else { return false }
        return hasPinnedItems || result.sections.contains { $0.hasVisibleItemsInvalidationHandler }
    }

    /// Answers whether a self-sized element's measured size changes the layout: a cell of a self-sizing or
    /// waterfall section whose measured size differs from the one recorded, or an estimated boundary item.
    /// A query: it records nothing (the measurement is applied by ``invalidateLayout(with:)``).
    /// - Complexity: O(1) once the layout is prepared.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        prepareIfNeeded()
        return acceptedMeasurement(preferredAttributes, original: originalAttributes, ifItChanges: true) != nil
    }

    /// The context for a self-sizing element whose preferred size differs from the layout's: it invalidates
    /// the element and carries the measurement to ``invalidateLayout(with:)``, which applies it and fills in
    /// how far the content size and the content offset move.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Where an accepted measurement goes: a cell's section and item, or a boundary item's section and kind.
    private enum AcceptedMeasurement {
        case cell(section: Int, item: Int, size: CGSize)
        case boundaryItem(section: Int, kind: String, size: CGSize)
    }

    /// The measurement `preferred` proposes for `original`'s element when the layout takes it — when it changes
    /// the layout, if `ifItChanges` (the query's answer; applying one that changes nothing changes nothing) — else nil.
    private func acceptedMeasurement(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes,
                                     ifItChanges: Bool = false) -> AcceptedMeasurement? {
        let indexPath = original.indexPath
        let size = preferred.size
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < result.sections.count,
              size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              size != original.size else { return nil }
        let index = indexPath.section
        switch original.representedElementCategory {
        case .cell:
            guard lastInput != nil, result.acceptsMeasurement(section: index, item: indexPath.item) else { return nil }
            if ifItChanges, !result.measurementWouldChange(size, section: index, item: indexPath.item,
                                                           estimatedAxes: { self.estimatedAxes(ofSection: index) }) {
                return nil
            }
            return .cell(section: index, item: indexPath.item, size: size)
        case .supplementaryView:
            guard let kind = original.representedElementKind,
                  result.sections[index].boundaryItems.contains(where: { $0.elementKind == kind }) else { return nil }
            return .boundaryItem(section: index, kind: kind, size: size)
        case .decorationView:
            return nil
        }
    }

    /// The axes section `index`'s group estimates in the last description, or nil.
    private func estimatedAxes(ofSection index: Int) -> (width: Bool, height: Bool)? {
        guard let lastInput, index >= 0, index < lastInput.sections.count else { return nil }
        return lastInput.sections[index]?.estimatedItemAxes
    }

    /// Records a measurement and sets `context`'s content-size and content-offset adjustments.
    ///
    /// A measured cell of a section whose groups stack updates the layout at once: its group is solved
    /// again and everything after it moves (O(log n) in the section's group count; no section provider
    /// call, no other group solved). Other measurements take effect at the next layout pass. Measurements
    /// are kept until the view's size changes.
    ///
    /// What stays still (beyond UIKit, which does not document it) is the pass's scroll anchor, by the rule the
    /// table view follows too (see `ScrollAnchor`); a measurement that needs the layout solved again (a header,
    /// a group whose item count changes) is solved at once for this.
    private func apply(_ measurement: AcceptedMeasurement, to context: UICollectionViewLayoutInvalidationContext) {
        let update: MeasurementUpdate
        switch measurement {
        case .cell(let section, let item, let size):
            guard let input = lastInput else { return }
            captureScrollAnchorIfNeeded()
            let isOrthogonal = result.sections[section].isOrthogonal
            if isOrthogonal { captureOrthogonalAnchorIfNeeded(section: section) }
            update = result.applyMeasuredSize(size, section: section, item: item, input: input, isRightToLeft: lastIsRightToLeft)
            switch update {
            case .unchanged: return
            case .needsSolve: needsFullSolve = true
            case .applied: handlerAdjustments = [:]
            }
            if case .applied(_, let shift) = update {
                context.contentSizeAdjustment = result.scrollAxis == .vertical ? CGSize(width: 0, height: shift) : CGSize(width: shift, height: 0)
            }
            if isOrthogonal, section < result.sections.count { adjustOrthogonalOffsetForAnchor(section: section) }
        case .boundaryItem(let section, let kind, let size):
            captureScrollAnchorIfNeeded()
            measuredSupplementarySizes[section, default: [:]][kind] = size
            needsFullSolve = true
            update = .needsSolve
        }
        if let adjustment = scrollAnchorAdjustment() {
            if adjustment != .zero {
                context.contentOffsetAdjustment.x += adjustment.x
                context.contentOffsetAdjustment.y += adjustment.y
            }
            return
        }
        // No cell on screen to keep still: keep what follows a group above the visible region still.
        guard case .applied(let groupStart, let shift) = update else { return }
        let visible = visibleRegion()
        let adjustment = ScrollAnchor.adjustmentWithoutAnchor(groupStart: groupStart, shift: shift,
                                                              visibleStart: visible.visibleMainStart, visibleEnd: visible.visibleMainEnd,
                                                              vertical: result.scrollAxis == .vertical, rightToLeft: result.isRightToLeft)
        context.contentOffsetAdjustment.x += adjustment.x
        context.contentOffsetAdjustment.y += adjustment.y
    }

    /// A context for a change of bounds: a new size invalidates everything; a scroll invalidates nothing
    /// (pinned items and visible-items handlers are placed when queried).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let collectionView, collectionView.bounds.size != newBounds.size { context.invalidateEverything = true }
        return context
    }

    /// Notes what `context` invalidates: everything and data-source count changes lay the layout out again
    /// from its sections at the next pass. A context made for a measured element applies the measurement
    /// (see ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``) and adds the
    /// content-size and content-offset adjustments it causes before the view applies them.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let change = context.preferredAttributesChange {
            context.preferredAttributesChange = nil
            prepareIfNeeded()
            if let measurement = acceptedMeasurement(change.preferred, original: change.original) {
                apply(measurement, to: context)
            }
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsFullSolve = true }
        super.invalidateLayout(with: context)
    }

    /// Drops the frames kept from before the update, then does what the base does.
    open override func finalizeCollectionViewUpdates() {
        resultBeforeUpdate = nil
        super.finalizeCollectionViewUpdates()
    }

    /// The attributes of the item at `indexPath` (an index path before the update) as the layout placed it before
    /// the batch update in progress, or nil outside an update or for an item it did not place.
    package func itemAttributesBeforeUpdate(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        resultBeforeUpdate?.item(at: indexPath).map(makeAttributes)
    }

    // MARK: Beyond UIKit

    /// Problems found by the last layout pass: bad input the layout repaired or skipped.
    public var diagnostics: [LayoutDiagnostic] {
        prepareIfNeeded()
        return result.diagnostics
    }

    /// The scrollable content size of an orthogonal section's region, or nil for other sections.
    /// Orthogonal frames are reported at orthogonal offset 0, so they extend to this size past the view.
    /// - Complexity: O(1).
    public func orthogonalContentSize(forSection section: Int) -> CGSize? {
        prepareIfNeeded()
        guard section >= 0, section < result.sections.count else { return nil }
        return result.sections[section].orthogonalContentSize
    }

    /// The whole frame of a section in content coordinates (boundary items and insets included), or nil.
    /// - Complexity: O(1).
    public func sectionFrame(forSection section: Int) -> CGRect? {
        prepareIfNeeded()
        guard section >= 0, section < result.sections.count, !result.sections[section].isMissing else { return nil }
        return result.mirrored(result.sections[section].frame)
    }

    /// The orthogonal scrolling behaviour of a laid-out section (`.none` when out of range).
    public func orthogonalScrollingBehavior(forSection section: Int) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        prepareIfNeeded()
        guard section >= 0, section < result.sections.count else { return .none }
        return result.sections[section].orthogonalScrollingBehavior
    }

    /// Calls `body` with every element whose frame meets `rect`, as values: the same elements and frames
    /// as ``layoutAttributesForElements(in:)`` (pinned items at the current offset), without allocating an
    /// attributes object per element. `visibleItemsInvalidationHandler` changes are not applied here.
    /// - Complexity: O(log sections + k) for k elements in `rect`.
    public func forEachElement(in rect: CGRect, _ body: (LayoutElement) -> Void) {
        prepareIfNeeded()
        placeWaterfallItems(meeting: rect)
        result.forEachElement(in: rect, pinning: pinContext(), body)
    }

    /// Every element whose frame meets `rect`, as values (see ``forEachElement(in:_:)``).
    /// - Complexity: O(log sections + k) for k elements in `rect`.
    public func elements(in rect: CGRect) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        forEachElement(in: rect) { elements.append($0) }
        return elements
    }

    // MARK: Helpers

    private func makeAttributes(_ element: LayoutElement) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(category: element.category, elementKind: element.elementKind,
                                         indexPath: element.indexPath, frame: element.frame, zIndex: element.zIndex)
    }

    /// Attributes with the last visible-items handler changes for the element, if any.
    private func makeAdjustedAttributes(_ element: LayoutElement) -> UICollectionViewLayoutAttributes {
        if !handlerAdjustments.isEmpty,
           let adjusted = handlerAdjustments[ElementKey(category: element.category, kind: element.elementKind, indexPath: element.indexPath)] {
            // The handler leaves the element's identity and size as they were, and the adjustments are
            // dropped on every invalidation: the copy is the element with the handler's values applied.
            return adjusted.copy()
        }
        return makeAttributes(element)
    }

    /// The visible region along the main axis, in the left-to-right space the result is solved in.
    private func pinContext() -> PinContext {
        hasPinnedItems ? visibleRegion() : .unpinned
    }

    /// The visible part of the content along the scroll axis: the bounds less the adjusted content insets.
    private func visibleRegion() -> PinContext {
        guard let collectionView else { return .unpinned }
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        switch result.scrollAxis {
        case .vertical:
            return PinContext(visibleMainStart: bounds.minY + insets.top, visibleMainEnd: bounds.maxY - insets.bottom)
        case .horizontal:
            let start = bounds.minX + insets.left, end = bounds.maxX - insets.right
            if result.isRightToLeft {
                return PinContext(visibleMainStart: result.contentSize.width - end, visibleMainEnd: result.contentSize.width - start)
            }
            return PinContext(visibleMainStart: start, visibleMainEnd: end)
        }
    }

    /// Hands each section's visible items to its `visibleItemsInvalidationHandler`; the handler's changes
    /// land in the returned attributes. Not for self-sizing sections (UIKit ignores the changes there).
    private func applyInvalidationHandlers(to attributes: [UICollectionViewLayoutAttributes]) {
        guard hasActiveInvalidationHandlers, let environment = rootEnvironment else { return }
        var bySection: [Int: [LayoutVisibleItem]] = [:]
        for attribute in attributes where attribute.representedElementCategory != .decorationView {
            let section = attribute.indexPath.section
            guard section < result.sections.count, result.sections[section].hasVisibleItemsInvalidationHandler,
                  !result.sections[section].selfSizes else { continue }
            // Global items take index path (0, 0) but belong to no section.
            if attribute.representedElementCategory == .supplementaryView,
               result.globalItems.contains(where: { $0.elementKind == attribute.representedElementKind }) { continue }
            bySection[section, default: []].append(LayoutVisibleItem(attributes: attribute))
        }
        for section in bySection.keys.sorted() {
            guard section < sectionHandlers.count, let handler = sectionHandlers[section],
                  let items = bySection[section] else { continue }
            // Orthogonal sections report their own scroll offset (see `orthogonalContentOffset(forSection:)`).
            let offset = result.sections[section].isOrthogonal ? (collectionView?.orthogonalContentOffset(forSection: section) ?? .zero) : (collectionView?.contentOffset ?? .zero)
            handler(items, offset, environment)
            for item in items {
                let attributes = item.attributes
                let key = ElementKey(category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                                     indexPath: attributes.indexPath)
                handlerAdjustments[key] = attributes.copy()
            }
        }
    }
}
