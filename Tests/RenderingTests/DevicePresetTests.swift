import LayoutRendering
import OpenCompositionalLayout
import Testing

@Suite("device presets")
struct DevicePresetTests {
    @Test("names are found ignoring case and spaces; 'iPhone SE' is the 3rd generation; unknown names are nil")
    func lookup() throws {
        #expect(DevicePreset.named("iPhone SE")?.name == "iPhone SE (3rd gen)")
        #expect(DevicePreset.named("  ipad PRO 13 ")?.name == "iPad Pro 13")
        #expect(DevicePreset.named("iPhone 99") == nil)
        #expect(DevicePreset.named("") == nil)
        // The 21 presets, each named once (see DeviceVariantTests).
        #expect(Set(DevicePreset.all.map(\.name)).count == DevicePreset.all.count)
    }

    @Test("the table: portrait point sizes, safe areas and size classes")
    func table() throws {
        let phone = try #require(DevicePreset.named("iPhone 16 Pro"))
        #expect(phone.size == CGSize(width: 402, height: 874))
        #expect(phone.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(phone.horizontalSizeClass == .compact)
        let pad = try #require(DevicePreset.named("iPad mini"))
        #expect(pad.size == CGSize(width: 744, height: 1133))
        #expect(pad.horizontalSizeClass == .regular)
        // Every preset is portrait (taller than wide) with no side insets.
        #expect(DevicePreset.all.allSatisfy { $0.size.height > $0.size.width && $0.safeAreaInsets.left == 0 && $0.safeAreaInsets.right == 0 })
    }
}
