import Foundation
import OpenCompositionalLayout

extension DevicePreset {
    /// The preset as the device a headless app runs as, for ``UIDevice/simulate(_:orientation:)``: its name,
    /// screen size, scale, safe areas and size classes; "iPhone" with the phone idiom on iOS, or "iPad" with the
    /// pad idiom on iPadOS (the operating system iPads report), version 18.0.
    ///
    /// ```swift
    /// UIDevice.simulate(DevicePreset.named("iPad Pro 11")!.headlessDevice, orientation: .landscapeLeft)
    /// ```
    ///
    /// Beyond UIKit.
    public var headlessDevice: HeadlessDevice {
        HeadlessDevice(name: name, model: isPhone ? "iPhone" : "iPad", userInterfaceIdiom: isPhone ? .phone : .pad,
                       screenSize: size, scale: scale, safeAreaInsets: safeAreaInsets, landscapeSafeAreaInsets: landscapeSafeAreaInsets,
                       horizontalSizeClass: horizontalSizeClass, landscapeHorizontalSizeClass: landscapeHorizontalSizeClass,
                       systemName: isPhone ? "iOS" : "iPadOS")
    }
}
