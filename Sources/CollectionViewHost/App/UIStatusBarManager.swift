import CollectionGeometry
import Foundation

/// The status bar of a window scene (UIKit's `UIStatusBarManager`): its style, whether it is hidden and the
/// band it covers, from the view controller that decides them (the key window's root view controller, or the
/// child it names in `childForStatusBarStyle` / `childForStatusBarHidden`).
@MainActor
open class UIStatusBarManager: NSObject {
    /// The scene whose status bar this is.
    private weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// The style the deciding view controller prefers (``UIStatusBarStyle/default`` without one).
    open var statusBarStyle: UIStatusBarStyle {
        var controller = windowScene?.keyWindow?.rootViewController
        while let child = controller?.childForStatusBarStyle { controller = child }
        return controller?.preferredStatusBarStyle ?? .default
    }

    /// Whether the deciding view controller hides the status bar. A phone in landscape hides it too, as iOS does
    /// on phones.
    open var isStatusBarHidden: Bool {
        guard let windowScene else { return false }
        if HeadlessEnvironment.device.userInterfaceIdiom == .phone, windowScene.interfaceOrientation.isLandscape { return true }
        var controller = windowScene.keyWindow?.rootViewController
        while let child = controller?.childForStatusBarHidden { controller = child }
        return controller?.prefersStatusBarHidden ?? false
    }

    /// The band the status bar covers at the top of the scene: headless, the width of the scene and the height of
    /// its top safe-area inset (which is the status bar's, or the sensor housing's below it); empty while hidden.
    open var statusBarFrame: CGRect {
        guard let windowScene, !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: windowScene.bounds.width, height: windowScene.safeAreaInsets.top)
    }
}
