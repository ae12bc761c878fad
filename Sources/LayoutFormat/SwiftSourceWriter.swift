import JSONText
/// Writes the UIKit-named Swift code that builds a document's layout: the work behind `oclayout convert`.
///
/// The code has one function per section and one that makes the layout; it compiles against UIKit or
/// OpenCompositionalLayout — against OpenCompositionalLayout only when the document has a waterfall section
/// (`UICollectionLayoutWaterfallConfiguration` is its own) or a flow section (`UICollectionLayoutFlowConfiguration`
/// and `NSCollectionLayoutSection.flow(using:layoutEnvironment:)` are its own: UIKit lays flow sections out only in
/// a `UICollectionViewFlowLayout`, which cannot hold a document's other kinds of sections); the code says so in a
/// comment. Named handlers become comments (their closures live in the app).
///
/// Beyond UIKit.
public struct SwiftSourceWriter {
    /// The name of the function that makes the layout; section functions are named after it
    /// (`makeLayout` gives `makeLayoutSection0`, …). Characters a Swift identifier cannot hold are written `_`.
    public var functionName: String
    /// The module the code imports (`"UIKit"` or `"OpenCompositionalLayout"`), written as an identifier as
    /// ``functionName`` is.
    public var importedModule: String

    /// Creates a writer.
    public init(functionName: String = "makeLayout", importedModule: String = "UIKit") {
        self.functionName = functionName
        self.importedModule = importedModule
    }

    /// `name` as a Swift identifier: every character other than an ASCII letter, digit or underscore becomes
    /// `_`, and a name that is empty or starts with a digit gets a leading `_`. The function and module names are
    /// written through it, so no name can write code of its own.
    static func identifier(_ name: String) -> String {
        let characters = name.unicodeScalars.map { isIdentifierScalar($0) ? Character($0) : "_" }
        let text = String(characters)
        return text.first.map { !$0.isNumber } == true ? text : "_" + text
    }

    /// Whether `scalar` may stand in an identifier as written: an ASCII letter, digit or underscore.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
    }

    /// The Swift source for `document`.
    ///
    /// - Complexity: O(n) in the size of the document.
    public func source(for document: LayoutDocument) -> String {
        let functionName = Self.identifier(functionName)
        var lines = ["import \(Self.identifier(importedModule))", ""]
        for (index, section) in document.sections.enumerated() {
            lines += ["/// Section \(index) of the layout.", "@MainActor",
                      "func \(functionName)Section\(index)(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {"]
            var body = Body()
            body.section(section, result: "section")
            lines += body.lines.map { "    " + $0 }
            lines += ["    return section", "}", ""]
        }
        lines += ["/// The layout.", "@MainActor", "func \(functionName)() -> UICollectionViewCompositionalLayout {"]
        var body = Body()
        body.configuration(document.configuration)
        lines += body.lines.map { "    " + $0 }
        let last = document.sections.count - 1
        lines.append("    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in")
        if last == 0 {
            lines.append("        \(functionName)Section0(environment: environment)")
        } else {
            lines.append("        switch sectionIndex {")
            for index in 0..<last { lines.append("        case \(index): \(functionName)Section\(index)(environment: environment)") }
            lines.append("        default: \(functionName)Section\(last)(environment: environment)")
            lines.append("        }")
        }
        lines += ["    }, configuration: configuration)", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Statements, with numbered variable names.
    private struct Body {
        var lines: [String] = []
        var counters: [String: Int] = [:]

        mutating func name(_ base: String) -> String {
            let number = counters[base, default: 0]
            counters[base] = number + 1
            return "\(base)\(number)"
        }

        mutating func configuration(_ configuration: LayoutDocument.Configuration) {
            lines.append("let configuration = UICollectionViewCompositionalLayoutConfiguration()")
            lines.append("configuration.scrollDirection = .\(configuration.scrollDirection.rawValue)")
            lines.append("configuration.interSectionSpacing = \(number(configuration.interSectionSpacing))")
            lines.append("configuration.contentInsetsReference = .\(configuration.contentInsetsReference.rawValue)")
            if !configuration.boundarySupplementaryItems.isEmpty {
                let names = configuration.boundarySupplementaryItems.map { boundary($0) }
                lines.append("configuration.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
            }
        }

        mutating func section(_ section: LayoutDocument.Section, result: String) {
            switch section {
            case .compositional(let compositional):
                self.compositional(compositional, result: result)
            case .list(let list):
                let configuration = name("list")
                lines.append("var \(configuration) = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))")
                if list.headerMode != .none { lines.append("\(configuration).headerMode = .\(list.headerMode.rawValue)") }
                if list.footerMode != .none { lines.append("\(configuration).footerMode = .\(list.footerMode.rawValue)") }
                if !list.showsSeparators { lines.append("\(configuration).showsSeparators = false") }
                if let padding = list.headerTopPadding { lines.append("\(configuration).headerTopPadding = \(number(padding))") }
                lines.append("let \(result) = NSCollectionLayoutSection.list(using: \(configuration), layoutEnvironment: environment)")
            case .waterfall(let waterfall):
                self.waterfall(waterfall, result: result)
            case .flow(let flow):
                self.flow(flow, result: result)
            case .variants(let variants):
                lines.append("let \(result): NSCollectionLayoutSection")
                if variants.count > 1 { lines.append("let width = environment.container.effectiveContentSize.width") }
                for (offset, variant) in variants.enumerated().reversed() {
                    let keyword = offset == variants.count - 1 ? "if" : "} else if"
                    if offset == 0 {
                        lines.append(variants.count == 1 ? "do {" : "} else {")
                    } else {
                        lines.append("\(keyword) width >= \(number(variant.minimumWidth)) {")
                    }
                    var inner = Body(lines: [], counters: counters)
                    inner.section(variant.section, result: "chosen")
                    counters = inner.counters
                    lines += inner.lines.map { "    " + $0 }
                    lines.append("    \(result) = chosen")
                }
                lines.append("}")
            }
        }

        /// The waterfall configuration and its section; the heights and full-span items become the closures the
        /// configuration asks (item `i` is `heights[i % heights.count]` long).
        mutating func waterfall(_ waterfall: LayoutDocument.WaterfallSection, result: String) {
            let configuration = name("waterfall")
            lines.append("// A waterfall is OpenCompositionalLayout's own: UIKit has no waterfall layout.")
            switch waterfall.columns {
            case .count(let count):
                lines.append("var \(configuration) = UICollectionLayoutWaterfallConfiguration(columnCount: \(count))")
            case .minimumWidth(let width):
                lines.append("var \(configuration) = UICollectionLayoutWaterfallConfiguration(minimumColumnWidth: \(number(width)))")
            }
            if waterfall.interItemSpacing != 0 { lines.append("\(configuration).interItemSpacing = \(number(waterfall.interItemSpacing))") }
            if waterfall.interColumnSpacing != 0 {
                lines.append("\(configuration).interColumnSpacing = \(number(waterfall.interColumnSpacing))")
            }
            if waterfall.contentInsets != .zero { lines.append("\(configuration).contentInsets = \(insets(waterfall.contentInsets))") }
            let heights = name("itemHeights")
            lines.append("let \(heights): [CGFloat] = [\(waterfall.itemHeights.map(number).joined(separator: ", "))]")
            lines.append("\(configuration).itemHeightProvider = { indexPath, _ in .absolute(\(heights)[indexPath.item % \(heights).count]) }")
            if !waterfall.fullSpanItems.isEmpty {
                let fullSpans = name("fullSpanItems")
                lines.append("let \(fullSpans): Set<Int> = [\(waterfall.fullSpanItems.map(String.init).joined(separator: ", "))]")
                lines.append("\(configuration).fullSpanItemProvider = { indexPath in \(fullSpans).contains(indexPath.item) }")
            }
            if waterfall.columnPolicy != .shortestColumn {
                lines.append("\(configuration).columnPolicy = .\(waterfall.columnPolicy.rawValue)")
            }
            lines.append("let \(result) = NSCollectionLayoutSection.waterfall(using: \(configuration), layoutEnvironment: environment)")
        }

        /// The flow configuration, with the values that are not the flow layout's defaults, and its section.
        mutating func flow(_ flow: LayoutDocument.FlowSection, result: String) {
            let configuration = name("flow")
            lines.append("// A flow section in a compositional layout is OpenCompositionalLayout's own: UIKit lays flow sections")
            lines.append("// out only in a UICollectionViewFlowLayout.")
            lines.append("var \(configuration) = UICollectionLayoutFlowConfiguration()")
            if flow.itemSize != LayoutDocument.FlowSection.defaultItemSize { lines.append("\(configuration).itemSize = \(size(flow.itemSize))") }
            if flow.itemSizes.count == 1 {
                lines.append("\(configuration).itemSizes = [\(size(flow.itemSizes[0]))]")
            } else if !flow.itemSizes.isEmpty {
                lines.append("\(configuration).itemSizes = [")
                lines += flow.itemSizes.map { "    " + size($0) + "," }
                lines.append("]")
            }
            switch flow.estimatedItemSize {
            case .size(let estimate)?: lines.append("\(configuration).estimatedItemSize = \(size(estimate))")
            case .automatic?: lines.append("\(configuration).estimatedItemSize = UICollectionViewFlowLayout.automaticSize")
            case nil: break
            }
            if flow.minimumLineSpacing != LayoutDocument.FlowSection.defaultSpacing {
                lines.append("\(configuration).minimumLineSpacing = \(number(flow.minimumLineSpacing))")
            }
            if flow.minimumInteritemSpacing != LayoutDocument.FlowSection.defaultSpacing {
                lines.append("\(configuration).minimumInteritemSpacing = \(number(flow.minimumInteritemSpacing))")
            }
            if flow.sectionInset != .zero {
                // The flow layout's left inset is the leading one (it mirrors itself right to left).
                let inset = flow.sectionInset
                lines.append("\(configuration).sectionInset = UIEdgeInsets(top: \(number(inset.top)), left: \(number(inset.leading)), "
                             + "bottom: \(number(inset.bottom)), right: \(number(inset.trailing)))")
            }
            if flow.sectionInsetReference != .fromContentInset {
                lines.append("\(configuration).sectionInsetReference = .\(flow.sectionInsetReference.rawValue)")
            }
            if flow.headerReferenceSize != .zero { lines.append("\(configuration).headerReferenceSize = \(size(flow.headerReferenceSize))") }
            if flow.footerReferenceSize != .zero { lines.append("\(configuration).footerReferenceSize = \(size(flow.footerReferenceSize))") }
            if flow.sectionHeadersPinToVisibleBounds { lines.append("\(configuration).sectionHeadersPinToVisibleBounds = true") }
            if flow.sectionFootersPinToVisibleBounds { lines.append("\(configuration).sectionFootersPinToVisibleBounds = true") }
            lines.append("let \(result) = NSCollectionLayoutSection.flow(using: \(configuration), layoutEnvironment: environment)")
        }

        mutating func compositional(_ section: LayoutDocument.CompositionalSection, result: String) {
            let group = self.group(section.group)
            lines.append("let \(result) = NSCollectionLayoutSection(group: \(group))")
            if section.interGroupSpacing != 0 { lines.append("\(result).interGroupSpacing = \(number(section.interGroupSpacing))") }
            if section.contentInsets != .zero { lines.append("\(result).contentInsets = \(insets(section.contentInsets))") }
            if section.contentInsetsReference != .automatic {
                lines.append("\(result).contentInsetsReference = .\(section.contentInsetsReference.rawValue)")
            }
            if section.supplementaryContentInsetsReference != .automatic {
                lines.append("\(result).supplementaryContentInsetsReference = .\(section.supplementaryContentInsetsReference.rawValue)")
            }
            if section.orthogonalScrollingBehavior != .none {
                lines.append("\(result).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
            }
            if !section.boundarySupplementaryItems.isEmpty {
                let names = section.boundarySupplementaryItems.map { boundary($0) }
                lines.append("\(result).boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
            }
            if !section.supplementariesFollowContentInsets { lines.append("\(result).supplementariesFollowContentInsets = false") }
            if !section.decorationItems.isEmpty {
                let names = section.decorationItems.map { decoration($0) }
                lines.append("\(result).decorationItems = [\(names.joined(separator: ", "))]")
            }
            if let handler = section.visibleItemsInvalidationHandler {
                lines.append("// The document names the visible-items handler \(describe(handler)); set")
                lines.append("// \(result).visibleItemsInvalidationHandler to the app's closure for it.")
            }
        }

        mutating func group(_ group: LayoutDocument.Group) -> String {
            let size = self.size(group.size)
            let result: String
            switch group.kind {
            case .horizontal, .vertical:
                let subitems = group.subitems.map { element -> String in
                    switch element {
                    case .item(let item): self.item(item)
                    case .group(let nested): self.group(nested)
                    }
                }
                result = name("group")
                let kind = group.kind.rawValue
                if let count = group.count, let subitem = subitems.first {
                    let label = group.divideEvenly ? "subitem" : "repeatingSubitem"
                    lines.append("let \(result) = NSCollectionLayoutGroup.\(kind)(layoutSize: \(size), \(label): \(subitem), count: \(count))")
                } else {
                    lines.append("let \(result) = NSCollectionLayoutGroup.\(kind)(layoutSize: \(size), subitems: [\(subitems.joined(separator: ", "))])")
                }
                if let spacing = group.interItemSpacing { lines.append("\(result).interItemSpacing = \(self.spacing(spacing))") }
            case .custom:
                result = name("group")
                if let provider = group.itemProvider {
                    lines.append("// The document names the item provider \(describe(provider)); replace the closure with the app's.")
                    lines.append("let \(result) = NSCollectionLayoutGroup.custom(layoutSize: \(size)) { _ in [] }")
                } else {
                    lines.append("let \(result) = NSCollectionLayoutGroup.custom(layoutSize: \(size)) { _ in")
                    let items = group.frames.map { frame in
                        let rect = "CGRect(x: \(number(frame.x)), y: \(number(frame.y)), width: \(number(frame.width)), height: \(number(frame.height)))"
                        return frame.zIndex == 0 ? "NSCollectionLayoutGroupCustomItem(frame: \(rect))"
                                                 : "NSCollectionLayoutGroupCustomItem(frame: \(rect), zIndex: \(frame.zIndex))"
                    }
                    for (offset, item) in items.enumerated() {
                        let opening = offset == 0 ? "    [" : "     "
                        lines.append(opening + item + (offset == items.count - 1 ? "]" : ","))
                    }
                    lines.append("}")
                }
            }
            common(result, insets: group.contentInsets, edgeSpacing: group.edgeSpacing)
            if !group.supplementaryItems.isEmpty {
                let names = group.supplementaryItems.map { supplementary($0) }
                lines.append("\(result).supplementaryItems = [\(names.joined(separator: ", "))]")
            }
            return result
        }

        mutating func item(_ item: LayoutDocument.Item) -> String {
            let size = self.size(item.size)
            let supplementaries = item.supplementaryItems.map { supplementary($0) }
            let result = name("item")
            if supplementaries.isEmpty {
                lines.append("let \(result) = NSCollectionLayoutItem(layoutSize: \(size))")
            } else {
                lines.append("let \(result) = NSCollectionLayoutItem(layoutSize: \(size), supplementaryItems: [\(supplementaries.joined(separator: ", "))])")
            }
            common(result, insets: item.contentInsets, edgeSpacing: item.edgeSpacing)
            return result
        }

        mutating func common(_ name: String, insets: LayoutDocument.Insets, edgeSpacing: LayoutDocument.EdgeSpacing?) {
            if insets != .zero { lines.append("\(name).contentInsets = \(self.insets(insets))") }
            if let edgeSpacing {
                let parts = [("leading", edgeSpacing.leading), ("top", edgeSpacing.top), ("trailing", edgeSpacing.trailing),
                             ("bottom", edgeSpacing.bottom)].map { "\($0.0): \($0.1.map { spacing($0) } ?? "nil")" }
                lines.append("\(name).edgeSpacing = NSCollectionLayoutEdgeSpacing(\(parts.joined(separator: ", ")))")
            }
        }

        mutating func supplementary(_ item: LayoutDocument.SupplementaryItem) -> String {
            let result = name("supplementary")
            var arguments = "layoutSize: \(size(item.size)), elementKind: \(string(item.elementKind)), containerAnchor: \(anchor(item.containerAnchor))"
            if let itemAnchor = item.itemAnchor { arguments += ", itemAnchor: \(anchor(itemAnchor))" }
            lines.append("let \(result) = NSCollectionLayoutSupplementaryItem(\(arguments))")
            if item.zIndex != 1 { lines.append("\(result).zIndex = \(item.zIndex)") }
            if item.contentInsets != .zero { lines.append("\(result).contentInsets = \(insets(item.contentInsets))") }
            return result
        }

        mutating func boundary(_ item: LayoutDocument.BoundaryItem) -> String {
            let result = name("boundary")
            var arguments = "layoutSize: \(size(item.size)), elementKind: \(string(item.elementKind)), alignment: .\(item.alignment.rawValue)"
            if item.offset != .zero { arguments += ", absoluteOffset: \(point(item.offset))" }
            lines.append("let \(result) = NSCollectionLayoutBoundarySupplementaryItem(\(arguments))")
            if item.pinToVisibleBounds { lines.append("\(result).pinToVisibleBounds = true") }
            if !item.extendsBoundary { lines.append("\(result).extendsBoundary = false") }
            if item.zIndex != 1 { lines.append("\(result).zIndex = \(item.zIndex)") }
            if item.contentInsets != .zero { lines.append("\(result).contentInsets = \(insets(item.contentInsets))") }
            return result
        }

        mutating func decoration(_ item: LayoutDocument.DecorationItem) -> String {
            let result = name("decoration")
            lines.append("let \(result) = NSCollectionLayoutDecorationItem.background(elementKind: \(string(item.elementKind)))")
            if item.zIndex != 0 { lines.append("\(result).zIndex = \(item.zIndex)") }
            if item.contentInsets != .zero { lines.append("\(result).contentInsets = \(insets(item.contentInsets))") }
            return result
        }

        func size(_ size: LayoutDocument.Size) -> String {
            "NSCollectionLayoutSize(widthDimension: \(dimension(size.width)), heightDimension: \(dimension(size.height)))"
        }

        func size(_ size: LayoutDocument.PointSize) -> String {
            "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
        }

        func dimension(_ dimension: LayoutDocument.Dimension) -> String {
            switch dimension {
            case .fractionalWidth(let value): ".fractionalWidth(\(number(value)))"
            case .fractionalHeight(let value): ".fractionalHeight(\(number(value)))"
            case .absolute(let value): ".absolute(\(number(value)))"
            case .estimated(let value): ".estimated(\(number(value)))"
            case .uniformAcrossSiblings(let value): ".uniformAcrossSiblings(estimate: \(number(value)))"
            }
        }

        func spacing(_ spacing: LayoutDocument.Spacing) -> String {
            switch spacing {
            case .fixed(let value): ".fixed(\(number(value)))"
            case .flexible(let value): ".flexible(\(number(value)))"
            }
        }

        func insets(_ insets: LayoutDocument.Insets) -> String {
            "NSDirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
                + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
        }

        func point(_ point: LayoutDocument.Point) -> String { "CGPoint(x: \(number(point.x)), y: \(number(point.y)))" }

        func anchor(_ anchor: LayoutDocument.Anchor) -> String {
            let edges = "[" + anchor.edges.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
            switch anchor.offset {
            case .absolute(let offset) where offset == .zero: return "NSCollectionLayoutAnchor(edges: \(edges))"
            case .absolute(let offset): return "NSCollectionLayoutAnchor(edges: \(edges), absoluteOffset: \(point(offset)))"
            case .fractional(let offset): return "NSCollectionLayoutAnchor(edges: \(edges), fractionalOffset: \(point(offset)))"
            }
        }

        func describe(_ handler: LayoutDocument.Handler) -> String {
            let parameters = handler.parameters.sorted { $0.key < $1.key }.map { key, value -> String in
                switch value {
                case .number(let number): "\(parameterName(key)) \(self.number(number))"
                case .string(let text): "\(parameterName(key)) \(string(text))"
                case .bool(let flag): "\(parameterName(key)) \(flag)"
                }
            }
            return string(handler.name) + (parameters.isEmpty ? "" : " (" + parameters.joined(separator: ", ") + ")")
        }

        func number(_ value: Double) -> String { JSONWriter.numberText(value) }

        /// A handler parameter's name as the comment shows it: bare when it is a plain identifier, else a string
        /// literal, so that no name can end the comment's line.
        func parameterName(_ key: String) -> String {
            let isPlain = !key.isEmpty && key.unicodeScalars.allSatisfy(SwiftSourceWriter.isIdentifierScalar)
            return isPlain ? key : string(key)
        }

        /// A Swift string literal.
        func string(_ text: String) -> String {
            var output = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                case let control where TerminalText.isControl(control):
                    // Controls, line separators and bidirectional marks: nothing the code shows may end a comment
                    // line or reorder what a reader sees.
                    output += "\\u{\(String(control.value, radix: 16))}"
                default: output.unicodeScalars.append(scalar)
                }
            }
            return output + "\""
        }
    }
}
