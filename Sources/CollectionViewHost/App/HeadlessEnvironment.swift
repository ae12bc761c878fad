/// The simulated device and how it is held: the main-actor state ``UIScreen``, ``UIDevice`` and window scenes
/// read, as the system's is on a device. ``UIDevice/simulate(_:orientation:)`` sets it and
/// ``UIApplication/resetHeadless()`` puts it back.
@MainActor
enum HeadlessEnvironment {
    /// The device the app runs as.
    static var device = HeadlessDevice.iPhone16Pro
    /// How the device is held.
    static var deviceOrientation = UIDeviceOrientation.portrait
    /// The orientation a newly connected scene's interface takes: the device's when the interface can follow it,
    /// else portrait.
    ///
    /// - Complexity: O(1).
    static var interfaceOrientation: UIInterfaceOrientation {
        let orientation = UIInterfaceOrientation(following: deviceOrientation)
        return orientation == .unknown ? .portrait : orientation
    }
}
