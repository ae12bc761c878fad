import Testing
import OpenCompositionalLayout

/// A list cell that records `updateConfiguration(using:)` calls.
@MainActor
final class RecordingListCell: UICollectionViewListCell {
    var updates: [UICellConfigurationState] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append(state)
    }
}

@MainActor
@Suite struct CellConfigurationStateTests {
    @Test func handlerRunsWhenSetAndOnSelectionAndHighlight() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        #expect(states.count == 1) // setting the handler updates once
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isHighlighted = true // no change, no update
        #expect(states.count == 3)
        #expect(states[1].isSelected && !states[1].isHighlighted)
        #expect(states[2].isSelected && states[2].isHighlighted)
        #expect(states[2].traitCollection == cell.traitCollection)
    }

    @Test func updateConfigurationRunsBeforeTheHandler() {
        let cell = RecordingListCell(frame: .zero)
        var updatesSeenByHandler: [Int] = []
        cell.configurationUpdateHandler = { cell, _ in updatesSeenByHandler.append((cell as? RecordingListCell)?.updates.count ?? -1) }
        cell.isSelected = true
        #expect(cell.updates.count == 2 && updatesSeenByHandler == [1, 2])
        cell.setNeedsUpdateConfiguration()
        #expect(cell.updates.count == 3)
    }

    @Test func aHandlerThatChangesStateStops() {
        let cell = UICollectionViewListCell(frame: .zero)
        var runs = 0
        cell.configurationUpdateHandler = { cell, _ in
            runs += 1
            cell.isSelected.toggle() // every update changes the state again
        }
        #expect(runs > 1 && runs <= 4)
    }

    @Test func selectedPlainCellsTakeTheSelectionGrey() {
        let cell = UICollectionViewListCell(frame: .zero)
        // List cells start with the plain-list background.
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.isHighlighted = true
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.isHighlighted = false
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.isSelected = true
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        cell.isSelected = false
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    }

    @Test func selectedSidebarCellsAreTinted() {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.backgroundConfiguration = .listSidebarCell()
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.isSelected = true
        let background = cell.backgroundConfiguration
        #expect(background?.backgroundColor == nil)
        #expect(background?.resolvedBackgroundColor(for: .systemIndigo) == .systemIndigo)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
        cell.isSelected = false
        #expect(cell.backgroundConfiguration?.backgroundColor == .clear)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .label)
    }

    @Test func appSetColoursAndManualModeStay() {
        let cell = UICollectionViewListCell(frame: .zero)
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        cell.backgroundConfiguration = background
        cell.isSelected = true
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemYellow)

        let manual = UICollectionViewListCell(frame: .zero)
        manual.automaticallyUpdatesBackgroundConfiguration = false
        manual.backgroundConfiguration = .listGroupedCell()
        manual.isSelected = true
        #expect(manual.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func backgroundConfigurationValues() {
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 12
        background.strokeWidth = 1
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(background.resolvedStrokeColor(for: .systemGreen) == .systemGreen)
        background.strokeColor = .systemRed
        background.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        let stroke = components(background.resolvedStrokeColor(for: .black), UITraitCollection(userInterfaceStyle: .light))
        let expected: [CGFloat] = [1, 59.0 / 255, 48.0 / 255, 0.5]
        #expect(stroke == expected)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == .clear)
    }

    @Test func customStatesAndFlags() {
        let key = UIConfigurationStateCustomKey("com.example.favorite")
        var state = UICellConfigurationState(traitCollection: .defaultPhone)
        #expect(state[key] == nil)
        state[key] = true
        #expect(state[key] == AnyHashable(true))
        state.isExpanded = true
        state.cellDragState = .lifting
        #expect(state != UICellConfigurationState(traitCollection: .defaultPhone))
        var view = UIViewConfigurationState(traitCollection: UITraitCollection())
        view[key] = "x"
        #expect(view[key] == AnyHashable("x"))
    }

    @Test func accessoriesShowByEditingState() {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.accessories = [.disclosureIndicator(), .delete(), .reorder(displayed: .always),
                            .label(text: "3", displayed: .whenNotEditing), .checkmark(options: .init(isHidden: true))]
        // Not editing: .delete shows only while editing; the hidden checkmark keeps its place.
        #expect(cell.visibleAccessories.map(\.kind) == [.disclosureIndicator, .reorder, .label, .checkmark])
        #expect(cell.accessories[3].text == "3")
        #expect(UICellAccessory.DisplayedState.whenEditing.isDisplayed(isEditing: true))
        #expect(!UICellAccessory.DisplayedState.whenEditing.isDisplayed(isEditing: false))
        #expect(UICellAccessory.outlineDisclosure(options: .init(style: .header)).outlineDisclosureStyle == .header)
    }

    @Test func customViewAccessoriesAndPositions() throws {
        let badge = UILabel(frame: .zero)
        let accessory = UICellAccessory.customView(configuration: .init(
            customView: badge, placement: .trailing(displayed: .whenEditing, at: UICellAccessory.Placement.position(after: .label(text: "")))))
        #expect(accessory.kind == .customView && accessory.displayedState == .whenEditing)
        let configuration = try #require(accessory.customViewConfiguration)
        #expect(configuration.customView === badge)
        guard case .trailing(_, let position) = configuration.placement else {
            Issue.record("expected a trailing placement")
            return
        }
        // After the label at index 1 → 2; with no label → the end (2).
        #expect(position([.disclosureIndicator(), .label(text: "x"), .checkmark()]) == 2)
        #expect(position([.disclosureIndicator(), .checkmark()]) == 2)
        #expect(UICellAccessory.Placement.position(before: .checkmark())([.label(text: "x"), .checkmark()]) == 1)
    }

    @Test func separatorGuideFollowsTheText() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.indentationLevel = 2
        // Indentation 2 × 10 + leading margin 16 = 36.
        #expect(cell.separatorLayoutGuide.layoutFrame == CGRect(x: 36, y: 0, width: 284, height: 44))
        content.image = UIImage(systemName: "folder")
        cell.contentConfiguration = content
        // Plus the image (61/3) and its padding (16): 72 + 1/3.
        #expect(close(cell.separatorLayoutGuide.layoutFrame.minX, 52 + 61.0 / 3))
        #expect(cell.separatorLayoutGuide.owningView === cell)
    }
}
