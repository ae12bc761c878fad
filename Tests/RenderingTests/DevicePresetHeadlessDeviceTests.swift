import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Testing

/// The presets as the device a headless app runs as.
@MainActor
@Suite struct DevicePresetHeadlessDeviceTests {
    @Test func iPhone16ProPresetIsTheDefaultDevice() throws {
        let preset = try #require(DevicePreset.named("iPhone 16 Pro"))
        // The preset table: 402 × 874 at 3×, 62/34 portrait, 62/62/21 landscape, compact: the default device's values.
        #expect(preset.headlessDevice == HeadlessDevice.iPhone16Pro)
    }

    @Test func presetsDriveScreenAndDevice() throws {
        UIApplication.resetHeadless()
        defer { UIApplication.resetHeadless() }
        let pad = try #require(DevicePreset.named("iPad Pro 11"))
        UIDevice.simulate(pad.headlessDevice, orientation: .landscapeRight)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.systemName == "iPadOS")
        // 834 × 1210 portrait at 2×, turned: 1210 × 834 points; native bounds stay portrait, 1668 × 2420 pixels.
        #expect(UIScreen.main.bounds.size == CGSize(width: 1210, height: 834))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1668, height: 2420))
        // An iPad keeps regular size classes in landscape.
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .regular)

        let se = try #require(DevicePreset.named("iPhone SE"))
        UIDevice.simulate(se.headlessDevice)
        // 375 × 667 at 2×, a Home button: 20 at the top in portrait, nothing in landscape.
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        #expect(UIScreen.main.scale == 2)
        #expect(se.headlessDevice.safeAreaInsets(for: .portrait) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(se.headlessDevice.safeAreaInsets(for: .landscapeLeft) == .zero)
    }
}
