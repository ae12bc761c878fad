import LayoutCore
import OpenCompositionalLayout

extension LayoutSnapshot {
    /// What a realized cell shows: its list content configuration's text and secondary text, its background
    /// colour and the separator below it. Captured from the live cell, so renderers can draw the cell as
    /// configured instead of as a bare box.
    ///
    /// A supplementary view that is a cell with a content configuration (a list header or footer: Apple's list
    /// samples register `UICollectionViewListCell` for them, configured with `UIListContentConfiguration.header()`,
    /// `.groupedHeader()`, `.footer()`…) is captured the same way, with its ``elementKind``.
    public struct CellContent: Hashable, Sendable {
        /// The separator drawn along a row's bottom edge.
        public struct Separator: Hashable, Sendable {
            /// The distance from the cell's leading edge to the separator's start (the content's text, as
            /// `separatorLayoutGuide`, unless the configuration sets insets).
            public var leadingInset: CGFloat
            /// The distance from the separator's end to the cell's trailing edge.
            public var trailingInset: CGFloat
            /// The separator's colour.
            public var color: Color

            /// Creates a separator.
            public init(leadingInset: CGFloat, trailingInset: CGFloat, color: Color) {
                self.leadingInset = leadingInset
                self.trailingInset = trailingInset
                self.color = color
            }
        }

        /// An image the cell shows, which pictures draw as a placeholder of its size (they load no images).
        public struct Image: Hashable, Sendable {
            /// The symbol's name (`UIImage(systemName:)`), or `image` for other images.
            public var name: String
            /// Where the image is, in the cell's bounds (origin at its top-left corner).
            public var frame: CGRect

            /// Creates an image.
            public init(name: String, frame: CGRect) {
                self.name = name
                self.frame = frame
            }
        }

        /// The cell's section.
        public var section: Int
        /// The cell's item.
        public var item: Int
        /// The element kind of a supplementary view's content; `nil` for a cell's.
        public var elementKind: String?
        /// The primary text, if any.
        public var text: String?
        /// The secondary text, if any.
        public var secondaryText: String?
        /// The primary text's colour.
        public var textColor: Color?
        /// The secondary text's colour.
        public var secondaryTextColor: Color?
        /// The primary text's point size.
        public var textFontSize: CGFloat
        /// The secondary text's point size.
        public var secondaryTextFontSize: CGFloat
        /// Whether the secondary text sits beside the text, at the trailing edge (a value cell), instead of
        /// below it.
        public var secondaryTextBesideText: Bool
        /// The distance from the cell's leading edge to the text (margins, indentation and image).
        public var textLeadingInset: CGFloat
        /// The distance from the text's end to the cell's trailing edge (the trailing margin).
        public var textTrailingInset: CGFloat
        /// Whether the cell lays out right to left (its leading edge is on the right).
        public var isRightToLeft: Bool
        /// The background colour, resolved for the cell's state; nil when it has none.
        public var backgroundColor: Color?
        /// The separator below the cell, if its list shows one there.
        public var separator: Separator?
        /// The image its content shows, if any.
        public var image: Image?
        /// Its accessories, placed in its bounds as UIKit places them (a list cell's `accessories`).
        public var accessories: [ViewSnapshot.Accessory] = []
        /// Where the text's label is, in the cell's bounds, when the cell places its labels itself (a
        /// `UITableViewCell`'s legacy `textLabel`); nil: the text is placed by the list content rule.
        public var textFrame: CGRect?
        /// Where the secondary text's label is, in the cell's bounds, when the cell places its labels itself (a
        /// `UITableViewCell`'s legacy `detailTextLabel`); nil: placed by the list content rule.
        public var secondaryTextFrame: CGRect?
        /// How the text is aligned in ``textFrame`` (`.natural`: to the leading edge).
        public var textAlignment: NSTextAlignment = .natural
        /// How the secondary text is aligned in ``secondaryTextFrame`` (`.natural`: to the leading edge).
        public var secondaryTextAlignment: NSTextAlignment = .natural

        /// Creates a cell's content.
        public init(section: Int, item: Int, text: String? = nil, secondaryText: String? = nil, textColor: Color? = nil,
                    secondaryTextColor: Color? = nil, textFontSize: CGFloat = 17, secondaryTextFontSize: CGFloat = 15,
                    secondaryTextBesideText: Bool = false, textLeadingInset: CGFloat = 16, textTrailingInset: CGFloat = 16,
                    isRightToLeft: Bool = false, backgroundColor: Color? = nil, separator: Separator? = nil,
                    elementKind: String? = nil) {
            self.section = section
            self.item = item
            self.elementKind = elementKind
            self.text = text
            self.secondaryText = secondaryText
            self.textColor = textColor
            self.secondaryTextColor = secondaryTextColor
            self.textFontSize = textFontSize
            self.secondaryTextFontSize = secondaryTextFontSize
            self.secondaryTextBesideText = secondaryTextBesideText
            self.textLeadingInset = textLeadingInset
            self.textTrailingInset = textTrailingInset
            self.isRightToLeft = isRightToLeft
            self.backgroundColor = backgroundColor
            self.separator = separator
        }
    }

    /// How a list section looks, for renderers: its appearance and whether it is drawn as one rounded group.
    public struct ListStyle: Hashable, Sendable {
        /// The list appearance (`UICollectionLayoutListConfiguration.Appearance`).
        public var appearance: UICollectionLayoutListConfiguration.Appearance
        /// Whether rows show separators (`showsSeparators`).
        public var showsSeparators: Bool

        /// Creates a list style.
        public init(appearance: UICollectionLayoutListConfiguration.Appearance, showsSeparators: Bool = true) {
            self.appearance = appearance
            self.showsSeparators = showsSeparators
        }

        /// The corner radius of the group of rows: ``LayoutSnapshot/insetGroupedCornerRadius`` for inset-grouped
        /// sections, 0 otherwise.
        public var groupCornerRadius: CGFloat {
            appearance == .insetGrouped ? LayoutSnapshot.insetGroupedCornerRadius : 0
        }
    }

    /// The corner radius of an inset-grouped list's group of rows: 10 pt, UIKit's inset-grouped corners on
    /// iPhone (iOS 13–18; Apple does not publish the value, so it lives with the engine's other
    /// undocumented list metrics).
    public static let insetGroupedCornerRadius: CGFloat = ListMetrics.insetGroupedCornerRadius
}
