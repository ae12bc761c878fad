import Foundation
import LayoutRendering
import OpenCompositionalLayout

/// Checks one picture per variant of a screen: each ``DeviceConfiguration`` puts the view controller into a window
/// of its device's size, with its safe area and traits, lays it out and captures it, and the picture is checked as
/// ``assertViewSnapshot(of:named:format:precision:perceptualPrecision:file:function:environment:)`` checks one,
/// under the name `NAME.SUFFIX` (`settings.iPhone-16-Pro.dark.rtl.png`; see ``DeviceConfiguration/nameSuffix``).
///
/// ```swift
/// @Test @MainActor func settingsScreen() throws {
///     let variants = DeviceConfiguration.variants(devices: [DevicePreset.named("iPhone 16 Pro")!, DevicePreset.named("iPad mini")!],
///                                                 styles: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft])
///     try assertViewSnapshots(of: SettingsViewController(), named: "settings", variants: variants)
/// }
/// ```
///
/// Every variant is checked even when an earlier one fails; the first failure is thrown after the last variant,
/// its message listing every failing variant. A PNG is drawn at the device's scale unless `format` gives another.
///
/// Beyond UIKit.
///
/// - Parameters:
///   - viewController: the screen; it is taken out of each window after its capture.
///   - variants: the configurations, each one picture.
///   - format: `.png(scale:)` (the scale is replaced by each device's when `usesDeviceScale`) or `.svg`.
///   - usesDeviceScale: whether a PNG is drawn at each device's scale (default `true`).
/// - Returns: each variant's outcome, in order.
/// - Complexity: one layout pass and one picture per variant.
@MainActor
@discardableResult
public func assertViewSnapshots(of viewController: UIViewController, named name: String, variants: [DeviceConfiguration],
                                format: ViewSnapshotFormat = .png(scale: 1), usesDeviceScale: Bool = true,
                                precision: Double = 1, perceptualPrecision: Double = 1,
                                file: StaticString = #filePath, function: StaticString = #function,
                                environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> [LayoutSnapshotOutcome] {
    try checkVariants(named: name, variants: variants, format: format, usesDeviceScale: usesDeviceScale, precision: precision,
                      perceptualPrecision: perceptualPrecision, file: file, function: function, environment: environment) { $0.capture(viewController) }
}

/// Checks one picture per variant of a view shown full screen (as for a view controller):
/// the view is put into a plain view controller's view for each capture and back where it was afterwards.
///
/// Beyond UIKit.
///
/// - Complexity: one layout pass and one picture per variant.
@MainActor
@discardableResult
public func assertViewSnapshots(of view: UIView, named name: String, variants: [DeviceConfiguration],
                                format: ViewSnapshotFormat = .png(scale: 1), usesDeviceScale: Bool = true,
                                precision: Double = 1, perceptualPrecision: Double = 1,
                                file: StaticString = #filePath, function: StaticString = #function,
                                environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(LayoutSnapshotFailure) -> [LayoutSnapshotOutcome] {
    try checkVariants(named: name, variants: variants, format: format, usesDeviceScale: usesDeviceScale, precision: precision,
                      perceptualPrecision: perceptualPrecision, file: file, function: function, environment: environment) { $0.capture(view) }
}

@MainActor
private func checkVariants(named name: String, variants: [DeviceConfiguration], format: ViewSnapshotFormat, usesDeviceScale: Bool,
                           precision: Double, perceptualPrecision: Double, file: StaticString, function: StaticString,
                           environment: [String: String], capture: (DeviceConfiguration) -> ViewSnapshot)
    throws(LayoutSnapshotFailure) -> [LayoutSnapshotOutcome] {
    var outcomes: [LayoutSnapshotOutcome] = []
    var failures: [LayoutSnapshotFailure] = []
    for variant in variants {
        var variantFormat = format
        if case .png = format, usesDeviceScale { variantFormat = .png(scale: variant.device.scale) }
        do throws(LayoutSnapshotFailure) {
            outcomes.append(try assertSnapshotPicture(capture(variant), named: "\(name).\(variant.nameSuffix)", format: variantFormat,
                                                      precision: precision, perceptualPrecision: perceptualPrecision, file: file,
                                                      function: function, environment: environment))
        } catch {
            failures.append(error)
        }
    }
    guard let first = failures.first else { return outcomes }
    guard failures.count > 1 else { throw first }
    let all = failures.map(\.description).joined(separator: "\n\n")
    switch first {
    case .mismatch(let path, _): throw .mismatch(path: path, diff: "\(failures.count) of \(variants.count) variants fail.\n\n" + all)
    case .missing(let path), .fileError(let path, _): throw .fileError(path: path, message: "\(failures.count) of \(variants.count) variants fail.\n\n" + all)
    }
}
