import Testing
import OpenCompositionalLayout

/// Worked numbers for list content. The default traits are an iPhone's: 3×, Large text. Body text is
/// 17 pt (line 20.287109375 → 61/3 on the pixel grid), subheadline 15 pt (line 17.900390625 → 54/3).
/// Cell margins are 11 pt above and below and 16 pt at the sides.
@Suite struct ListContentMeasurementTests {
    let phone = UITraitCollection.defaultPhone
    let measurer = AdvanceWidthTextMeasurer()

    func size(_ configuration: UIListContentConfiguration, _ width: CGFloat,
              traits: UITraitCollection = .defaultPhone) -> CGSize {
        configuration.measuredSize(fittingWidth: width, traitCollection: traits, measurer: measurer)
    }

    @Test func oneLineCell() {
        var content = UIListContentConfiguration.cell()
        content.text = "Hello"
        // 11 + 61/3 + 11 = 127/3.
        let measured = size(content, 320)
        #expect(measured.width == 320 && close(measured.height, 127.0 / 3))
    }

    @Test func subtitleCellStacksWithPadding() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Hello"
        content.secondaryText = "World"
        // 11 + 61/3 + 3 + 54/3 + 11 = 25 + 115/3 = 190/3.
        #expect(close(size(content, 320).height, 190.0 / 3))
    }

    @Test func wrappingTextGrowsTheCell() {
        var content = UIListContentConfiguration.cell()
        content.text = "Hello world"
        // Width 92 leaves a 60-pt column: two lines (40.57421875 → 122/3); 22 + 122/3 = 188/3.
        #expect(close(size(content, 92).height, 188.0 / 3))
        // A single-line limit keeps it at one line: 127/3.
        content.textProperties.numberOfLines = 1
        #expect(close(size(content, 92).height, 127.0 / 3))
    }

    @Test func valueCellSitsSideBySideWhenItFits() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Name"    // N .65 a .55 m .85 e .55 = 2.6 em = 44.2 → 133/3
        content.secondaryText = "Value" // V .65 a .55 l .25 u .55 e .55 = 2.55 em = 43.35 → 131/3
        // 133/3 + 8 + 131/3 = 96 fits the 288-pt column: one row, 127/3 tall.
        #expect(close(size(content, 320).height, 127.0 / 3))
        // At 100 the column is 68 < 96: the texts stack: 22 + 61/3 + 3 + 61/3 = 25 + 122/3 = 197/3.
        #expect(close(size(content, 100).height, 197.0 / 3))
    }

    @Test func imageTakesItsWidthAndPadding() {
        var content = UIListContentConfiguration.cell()
        content.text = "Hello world"
        content.image = UIImage(systemName: "star")
        // The placeholder symbol is a body line square: 61/3. Width 128.333…: column 128⅓ − 32 − 61/3 − 16 = 60,
        // so the text wraps to two lines as at width 92 without an image.
        #expect(close(size(content, 92 + 61.0 / 3 + 16).height, 188.0 / 3))
        // Natural width (width 0): 16 + 61/3 + 16 + "Hello world" (84.15 → 253/3) + 16 = 48 + 314/3.
        #expect(close(size(content, 0).width, 48 + 314.0 / 3))
    }

    @Test func maximumAndReservedImageSizes() {
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "star")
        content.imageProperties.maximumSize = CGSize(width: 10, height: 10)
        content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        // No text: the image alone, scaled to 10 × 10, reserving 30 wide: 16 + 30 + 16 = 62 wide, 11 + 10 + 11 tall.
        #expect(size(content, 0) == CGSize(width: 62, height: 32))
    }

    @Test func textFollowsTheContentSizeCategory() {
        var content = UIListContentConfiguration.cell()
        content.text = "Hello"
        let large = UITraitCollection(traitsFrom: [phone, UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)])
        // Body at xxxLarge is 23 pt: line 27.447265625 → 83/3; 22 + 83/3 = 149/3.
        #expect(close(size(content, 320, traits: large).height, 149.0 / 3))
        content.textProperties.adjustsFontForContentSizeCategory = false
        #expect(close(size(content, 320, traits: large).height, 127.0 / 3))
    }

    @Test func groupedHeaderUppercasesItsText() {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "ab"
        // "AB" in footnote (13 pt): A .65 + B .65 = 1.3 em = 16.9 → 51/3; margins 16 + 16.
        #expect(close(size(content, 0).width, 32 + 51.0 / 3))
    }

    @Test func badInputStaysBounded() {
        var content = UIListContentConfiguration.cell()
        #expect(size(content, 320) == CGSize(width: 320, height: 22)) // no text: the margins
        content.text = String(repeating: "word ", count: 2_000)
        for width in [CGFloat.nan, -1, .infinity, 0] {
            let measured = size(content, width)
            #expect(measured.width.isFinite && measured.height.isFinite && measured.height > 0)
        }
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 0)
        content.text = "x"
        let odd = size(content, 10)
        #expect(odd.height.isFinite && odd.height >= 0)
        // A column squeezed to nothing still wraps (one glyph per line) instead of measuring one long line.
        content.text = "abc"
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 50)
        #expect(close(size(content, 60).height, 3 * 61.0 / 3))
    }
}

@MainActor
@Suite struct CellSelfSizingTests {
    func listCell(text: String) -> UICollectionViewListCell {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        return cell
    }

    @Test func preferredAttributesMeasureTheHeight() {
        let cell = listCell(text: "Hello world")
        let estimated = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        estimated.frame = CGRect(x: 0, y: 100, width: 92, height: 44)
        let preferred = cell.preferredLayoutAttributesFitting(estimated)
        // Width held at 92; two lines: 188/3 (see ListContentMeasurementTests).
        #expect(preferred.size.width == 92)
        #expect(close(preferred.size.height, 188.0 / 3))
        #expect(estimated.size.height == 44) // the layout's attributes are not changed
    }

    @Test func listRowsAreAtLeast44Tall() {
        // One line is 127/3 ≈ 42.3; a list row is at least 44.
        let cell = listCell(text: "Hello")
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 44))
    }

    @Test func indentationNarrowsTheText() {
        // At 112 wide with two levels of 10: the text column is 112 − 20 − 32 = 60, so "Hello world" wraps.
        let cell = listCell(text: "Hello world")
        cell.indentationLevel = 2
        let size = cell.systemLayoutSizeFitting(CGSize(width: 112, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(close(size.height, 188.0 / 3))
    }

    @Test func horizontalSelfSizingMeasuresTheNaturalWidth() {
        let cell = listCell(text: "Hello")
        cell.selfSizingAxes = .horizontal
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: 50, height: 44)
        // 16 + 115/3 + 16 = 32 + 115/3; the height stays 44.
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(close(preferred.size.width, 32 + 115.0 / 3) && preferred.size.height == 44)
        cell.selfSizingAxes = []
        #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 50, height: 44))
    }

    @Test func cellsWithoutAContentConfigurationKeepTheirSize() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        let size = cell.systemLayoutSizeFitting(CGSize(width: 80, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 80, height: 30))
        let nan = cell.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: -3))
        #expect(nan.width.isFinite && nan.height.isFinite)
    }
}

@MainActor
@Suite struct ListHeaderSelfSizingTests {
    @Test func listCellsServingAsHeadersHaveNoRowMinimum() throws {
        // Apple's list samples register UICollectionViewListCell as the header class.
        let registration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Section"
            header.contentConfiguration = content
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: FixedRowLayout())
        let header = view.dequeueConfiguredReusableSupplementary(using: registration, for: IndexPath(item: 0, section: 0))
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: 320, height: 38)
        // Footnote 13 pt: line 13 × 2444 / 2048 = 15.513671875 → 47/3; header margins 6 + 6: 12 + 47/3 = 83/3 < 44.
        let preferred = header.preferredLayoutAttributesFitting(attributes)
        #expect(close(preferred.size.height, 83.0 / 3))
    }
}

@MainActor
@Suite struct CellMeasurementBadInputTests {
    @Test func nonFiniteAndNegativeTargetsGiveFiniteSizes() {
        let cell = UICollectionViewListCell(frame: .zero)
        var content = cell.defaultContentConfiguration()
        content.text = String(repeating: "x", count: 10_000)
        cell.contentConfiguration = content
        for target in [CGSize(width: CGFloat.nan, height: .nan), CGSize(width: -50, height: -1),
                       CGSize(width: CGFloat.infinity, height: 0), .zero] {
            let size = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 44)
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: CGFloat.nan, height: 44)
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred.size.width.isFinite && preferred.size.height.isFinite)
    }

    @Test func negativeIndentationCountsAsNone() {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.indentationLevel = -3
        cell.indentationWidth = .nan
        #expect(cell.indentation == 0)
        cell.indentationLevel = 2
        cell.indentationWidth = -10
        #expect(cell.indentation == 0)
    }
}

@MainActor
@Suite struct PlainCellSelfSizingTests {
    @Test func cellsMeasureTheirLabelsInsideTheMargins() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 76, height: 44))
        let label = UILabel(frame: .zero)
        label.text = "Hello world"
        label.numberOfLines = 0
        cell.contentView.addSubview(label)
        // Margins 8 all round: a 60-pt column wraps "Hello world" to two lines (122/3); + 16 = 170/3.
        let size = cell.systemLayoutSizeFitting(CGSize(width: 76, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 76 && close(size.height, 170.0 / 3))
        // Free width: the label's natural width (84.15 → 253/3) plus 16; one line: 61/3 + 16.
        let natural = cell.systemLayoutSizeFitting(.zero)
        #expect(close(natural.width, 16 + 253.0 / 3) && close(natural.height, 16 + 61.0 / 3))
    }
}

@MainActor
@Suite struct CellTraitsTests {
    @Test func cellsInsideACollectionViewMeasureWithItsTraits() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                                              collectionViewLayout: FixedRowLayout())
        collectionView.traitCollection = UITraitCollection.defaultPhone.modifyingTraits {
            $0.preferredContentSizeCategory = .extraExtraExtraLarge
        }
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Hello"
        cell.contentConfiguration = content
        let fit = { cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel).height }
        #expect(fit() == 44) // alone: Large text, 127/3 → the 44 minimum
        collectionView.addSubview(cell)
        // Inside: body at xxxLarge is 23 pt: 22 + 83/3 = 149/3.
        #expect(close(fit(), 149.0 / 3))
    }
}
