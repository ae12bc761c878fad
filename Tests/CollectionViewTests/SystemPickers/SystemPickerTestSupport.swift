#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

/// A 390 × 844 window showing `root`, for presenting the system pickers.
@MainActor
func makePickerWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
