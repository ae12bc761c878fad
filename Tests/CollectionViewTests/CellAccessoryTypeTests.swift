#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UICellAccessory.accessoryType` ("The type of the cell accessory", a `UICellAccessory.AccessoryType`): each
/// system accessory reads as its own case, a custom accessory as `.customView` with its view.
@MainActor
@Suite struct CellAccessoryTypeTests {
    @Test func systemAccessoriesReadAsTheirType() {
        #expect(UICellAccessory.disclosureIndicator().accessoryType == .disclosureIndicator)
        #expect(UICellAccessory.outlineDisclosure().accessoryType == .outlineDisclosure)
        #expect(UICellAccessory.checkmark().accessoryType == .checkmark)
        #expect(UICellAccessory.delete().accessoryType == .delete)
        #expect(UICellAccessory.insert().accessoryType == .insert)
        #expect(UICellAccessory.reorder().accessoryType == .reorder)
        #expect(UICellAccessory.multiselect().accessoryType == .multiselect)
        #expect(UICellAccessory.label(text: "3").accessoryType == .label)
        #expect(UICellAccessory.detail().accessoryType == .detail)
        #expect(UICellAccessory.popUpMenu(UIMenu(title: "Sort", children: [])).accessoryType == .popUpMenu)
    }

    @Test func aCustomAccessoryCarriesItsView() {
        let badge = UILabel()
        let accessory = UICellAccessory.customView(configuration: .init(customView: badge, placement: .trailing()))
        guard case .customView(let view) = accessory.accessoryType else {
            Issue.record("expected a custom view accessory")
            return
        }
        #expect(view === badge)
        // Another view is another type; the same view is the same.
        #expect(accessory.accessoryType != .customView(UILabel()))
        #expect(accessory.accessoryType == .customView(badge))
        #expect(accessory.accessoryType != .label)
    }

    @Test func listsFindAnAccessoryByType() {
        // The idiom apps use: find or remove an accessory of a type in a cell's accessories.
        var accessories: [UICellAccessory] = [.disclosureIndicator(), .checkmark()]
        accessories.removeAll { $0.accessoryType == .checkmark }
        #expect(accessories.map(\.accessoryType) == [.disclosureIndicator])
    }
}
