import LayoutCore

extension LayoutDocument {
    /// The JSON Pointer (RFC 6901) of the part of this document a diagnostic of its layout is about: the group, item,
    /// supplementary, boundary or decoration item responsible, down to the value when one is
    /// (`/sections/0/group/subitems/1/size/width`), inside the variant the layout chose.
    ///
    /// The layout core solves some sections with parts of its own — a list's rows and its header and footer, a
    /// waterfall's columns — so a place the document does not spell out is named by the nearest part that makes it
    /// (`/sections/2/list/headerMode`, `/sections/3/waterfall/minimumColumnWidth`, `/sections/3/waterfall`), and a
    /// flow section's lines by the flow's keys (`/sections/4/flow/itemSize` for items wider than the section). The
    /// pointer only names what the document holds: a value at its default, which the document may leave out, is
    /// named by its parent. A diagnostic without a section is about the configuration (or, without a place, the
    /// whole layout: `prefix` itself); a section past the document's last is described by the last one, and named so.
    /// A group repeated by its `count` or its group's is one part of the document, named once.
    ///
    /// - Parameters:
    ///   - diagnostic: a diagnostic of solving `lowered`.
    ///   - lowered: this document lowered (``lowered(in:itemCounts:)``), which knows the variants it chose.
    ///   - prefix: the pointer of this document in its file (`/layout` for a preview's inline layout, else empty).
    /// - Complexity: O(d) for a place d subitems deep.
    ///
    /// Beyond UIKit.
    public func pointer(for diagnostic: LayoutDiagnostic, in lowered: LoweredLayout, prefix: String = "") -> String {
        place(of: diagnostic, variantChoices: lowered.variantChoices[diagnostic.section ?? -1] ?? [],
              prefix: JSONPointer(parsing: prefix)).description
    }

    /// `diagnostics` of this document's layout as warnings at the parts responsible (``pointer(for:in:prefix:)``),
    /// their messages prefixed `layout: `, in their order: what `oclayout validate`, `render` and the playground
    /// report. With `onePerPlace`, a message repeated at one pointer (a rule broken by every group of a section,
    /// or by a group repeated in many places) is said once.
    ///
    /// - Complexity: O(n · d) for n diagnostics d subitems deep.
    ///
    /// Beyond UIKit.
    public func layoutWarnings(for diagnostics: [LayoutDiagnostic], in lowered: LoweredLayout, prefix: String = "",
                               onePerPlace: Bool = true) -> [Problem] {
        var seen = Set<String>()
        return diagnostics.compactMap { diagnostic in
            let pointer = self.pointer(for: diagnostic, in: lowered, prefix: prefix)
            guard !onePerPlace || seen.insert(pointer + "\u{0}" + diagnostic.message).inserted else { return nil }
            return Problem(severity: .warning, pointer: pointer, message: "layout: \(diagnostic.message)")
        }
    }

    /// The pointer of a diagnostic's place, in the variants chosen by index at each level.
    func place(of diagnostic: LayoutDiagnostic, variantChoices: [Int], prefix root: JSONPointer) -> JSONPointer {
        let place = diagnostic.place
        switch place?.element {
        case .layout?:
            let spacing = place?.property == .interSectionSpacing && configuration.interSectionSpacing != 0
            return spacing ? root.appending("configuration").appending("interSectionSpacing") : root
        case .layoutBoundaryItem(let index)?:
            let items = configuration.boundarySupplementaryItems
            guard items.indices.contains(index) else { return root }
            return items[index].pointer(to: place?.property,
                                        at: root.appending("configuration").appending("boundarySupplementaryItems").appending(index))
        default:
            break
        }
        guard let index = diagnostic.section, let last = sections.indices.last else { return root }
        let documentIndex = min(max(index, 0), last)
        var pointer = root.appending("sections").appending(documentIndex)
        var section = sections[documentIndex]
        for choice in variantChoices {
            guard case .variants(let variants) = section, variants.indices.contains(choice) else { break }
            pointer = pointer.appending("variants").appending(choice).appending("section")
            section = variants[choice].section
        }
        guard let place else { return pointer }
        switch section {
        case .compositional(let compositional): return compositional.pointer(to: place, at: pointer)
        case .list(let list): return list.pointer(to: place, at: pointer.appending("list"))
        case .waterfall(let waterfall): return waterfall.pointer(to: place, at: pointer.appending("waterfall"))
        case .flow(let flow):
            let axis: ScrollAxis = configuration.scrollDirection == .vertical ? .vertical : .horizontal
            return flow.pointer(to: place, at: pointer.appending("flow"), scrollAxis: axis)
        case .variants: return pointer
        }
    }
}

private extension LayoutDocument.CompositionalSection {
    func pointer(to place: LayoutDiagnostic.Place, at section: JSONPointer) -> JSONPointer {
        switch place.element {
        case .section:
            switch place.property {
            case .contentInsets? where contentInsets != .zero: return section.appending("contentInsets")
            case .interGroupSpacing? where interGroupSpacing != 0: return section.appending("interGroupSpacing")
            case .visibleItemsInvalidationHandler? where visibleItemsInvalidationHandler != nil:
                return section.appending("visibleItemsInvalidationHandler")
            default: return section
            }
        case .item(let path):
            let found = Self.element(at: path, in: group, pointer: section.appending("group"))
            return found.isExact ? found.element.pointer(to: place.property, at: found.pointer) : found.pointer
        case .supplementaryItem(let index, let path):
            let found = Self.element(at: path, in: group, pointer: section.appending("group"))
            let items = found.element.supplementaryItems
            guard found.isExact, items.indices.contains(index) else { return found.pointer }
            return items[index].pointer(to: place.property, at: found.pointer.appending("supplementaryItems").appending(index))
        case .boundaryItem(let index):
            guard boundarySupplementaryItems.indices.contains(index) else { return section }
            return boundarySupplementaryItems[index].pointer(to: place.property,
                                                             at: section.appending("boundarySupplementaryItems").appending(index))
        case .decorationItem(let index):
            guard decorationItems.indices.contains(index) else { return section }
            let item = section.appending("decorationItems").appending(index)
            return place.property == .contentInsets && decorationItems[index].contentInsets != .zero ? item.appending("contentInsets") : item
        case .waterfall, .layout, .layoutBoundaryItem:
            return section
        }
    }

    /// The element a core subitem path leads to from the section's group, with its pointer; where the path leaves
    /// the document (it should not: a document's groups lower subitem for subitem), the last element it reaches.
    static func element(at path: [Int], in group: LayoutDocument.Group,
                        pointer: JSONPointer) -> (element: LayoutDocument.Element, pointer: JSONPointer, isExact: Bool) {
        var element = LayoutDocument.Element.group(group)
        var pointer = pointer
        for index in path {
            // A counted group lowers to its one subitem, so core index 0 is the document's subitem 0 in every form.
            guard case .group(let inner) = element, inner.kind != .custom, inner.subitems.indices.contains(index) else {
                return (element, pointer, false)
            }
            element = inner.subitems[index]
            pointer = pointer.appending("subitems").appending(index)
        }
        return (element, pointer, true)
    }
}

private extension LayoutDocument.Element {
    var size: LayoutDocument.Size {
        switch self {
        case .item(let item): item.size
        case .group(let group): group.size
        }
    }

    var contentInsets: LayoutDocument.Insets {
        switch self {
        case .item(let item): item.contentInsets
        case .group(let group): group.contentInsets
        }
    }

    var edgeSpacing: LayoutDocument.EdgeSpacing? {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }

    var supplementaryItems: [LayoutDocument.SupplementaryItem] {
        switch self {
        case .item(let item): item.supplementaryItems
        case .group(let group): group.supplementaryItems
        }
    }

    func pointer(to property: LayoutDiagnostic.Place.Property?, at pointer: JSONPointer) -> JSONPointer {
        let group: LayoutDocument.Group? = if case .group(let group) = self { group } else { nil }
        switch property {
        case .width?: return pointer.appending("size").appending("width")
        case .height?: return pointer.appending("size").appending("height")
        case .contentInsets? where contentInsets != .zero: return pointer.appending("contentInsets")
        case .edgeSpacing? where edgeSpacing != nil: return pointer.appending("edgeSpacing")
        case .interItemSpacing? where group?.kind != .custom && group?.interItemSpacing != nil:
            return pointer.appending("interItemSpacing")
        case .count? where group?.count != nil: return pointer.appending("count")
        case .customItem(let index)? where group?.kind == .custom && group?.frames.indices.contains(index) == true:
            return pointer.appending("frames").appending(index)
        default: return pointer
        }
    }
}

private extension LayoutDocument.SupplementaryItem {
    func pointer(to property: LayoutDiagnostic.Place.Property?, at pointer: JSONPointer) -> JSONPointer {
        switch property {
        case .width?: pointer.appending("size").appending("width")
        case .height?: pointer.appending("size").appending("height")
        case .contentInsets? where contentInsets != .zero: pointer.appending("contentInsets")
        default: pointer
        }
    }
}

private extension LayoutDocument.BoundaryItem {
    func pointer(to property: LayoutDiagnostic.Place.Property?, at pointer: JSONPointer) -> JSONPointer {
        switch property {
        case .width?: pointer.appending("size").appending("width")
        case .height?: pointer.appending("size").appending("height")
        case .contentInsets? where contentInsets != .zero: pointer.appending("contentInsets")
        case .offset? where offset != .zero: pointer.appending("offset")
        default: pointer
        }
    }
}

private extension LayoutDocument.ListSection {
    /// A list is solved as rows of the core's own groups, with its supplementary header and then its footer as
    /// boundary items: those are named by the modes that make them, anything else by the list.
    func pointer(to place: LayoutDiagnostic.Place, at list: JSONPointer) -> JSONPointer {
        guard case .boundaryItem(let index) = place.element else { return list }
        let hasHeader = headerMode == .supplementary
        if hasHeader, index == 0 { return list.appending("headerMode") }
        if footerMode == .supplementary, index == (hasHeader ? 1 : 0) { return list.appending("footerMode") }
        return list
    }
}

private extension LayoutDocument.WaterfallSection {
    /// A waterfall is solved as columns: its values are named by their keys; its placeholder group by the waterfall.
    func pointer(to place: LayoutDiagnostic.Place, at waterfall: JSONPointer) -> JSONPointer {
        switch (place.element, place.property) {
        case (.waterfall, .columns?):
            switch columns {
            case .count: return waterfall.appending("columnCount")
            case .minimumWidth: return waterfall.appending("minimumColumnWidth")
            }
        case (.waterfall, .interItemSpacing?) where interItemSpacing != 0: return waterfall.appending("interItemSpacing")
        case (.waterfall, .interColumnSpacing?) where interColumnSpacing != 0: return waterfall.appending("interColumnSpacing")
        case (.waterfall, .itemLengths?): return waterfall.appending("itemHeights")
        case (.section, .contentInsets?) where contentInsets != .zero: return waterfall.appending("contentInsets")
        default: return waterfall
        }
    }
}

private extension LayoutDocument.FlowSection {
    /// A flow is solved as lines of its items with its header and footer as boundary items: the items' sizes are
    /// named by the key that gives them (the listed sizes, the estimate, or the item size), the spacings and inset by
    /// their keys, the header and footer by their reference sizes; what is at its default by the flow.
    func pointer(to place: LayoutDiagnostic.Place, at flow: JSONPointer, scrollAxis: ScrollAxis) -> JSONPointer {
        switch (place.element, place.property) {
        case (.section, .itemLengths?):
            if !itemSizes.isEmpty, estimatedItemSize == nil { return flow.appending("itemSizes") }
            if case .size? = estimatedItemSize { return flow.appending("estimatedItemSize") }
            return itemSize == Self.defaultItemSize ? flow : flow.appending("itemSize")
        case (.section, .interItemSpacing?) where minimumInteritemSpacing != Self.defaultSpacing:
            return flow.appending("minimumInteritemSpacing")
        case (.section, .interGroupSpacing?) where minimumLineSpacing != Self.defaultSpacing:
            return flow.appending("minimumLineSpacing")
        case (.section, .contentInsets?) where sectionInset != .zero:
            return flow.appending("sectionInset")
        case (.boundaryItem(let index), _):
            // The header comes first when it has a length along the scroll axis, then the footer.
            let items = flowSectionSpec.boundaryItems(scrollAxis: scrollAxis)
            guard items.indices.contains(index) else { return flow }
            let isHeader = items[index].elementKind == FlowSectionSpec.headerElementKind
            return flow.appending(isHeader ? "headerReferenceSize" : "footerReferenceSize")
        default:
            return flow
        }
    }
}
