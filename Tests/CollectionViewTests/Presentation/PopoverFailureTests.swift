#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

// The windows' traits are set by hand (beyond UIKit).
#if !canImport(UIKit)
/// UIKit's exceptions for popovers without a source stop the process by default (iPad windows: regular size
/// classes both ways).
@MainActor
@Suite struct PopoverFailureTests {
    @Test func aPopoverWithoutASourceStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let presenter = UIViewController()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1180, height: 820))
                window.traitCollection = UITraitCollection {
                    $0.horizontalSizeClass = .regular
                    $0.verticalSizeClass = .regular
                }
                window.rootViewController = presenter
                window.makeKeyAndVisible()
                let content = UIViewController()
                content.modalPresentationStyle = .popover
                presenter.present(content, animated: false)
            }
        }
    }

    @Test func anActionSheetOnAnIPadWithoutASourceStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let presenter = UIViewController()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1180, height: 820))
                window.traitCollection = UITraitCollection {
                    $0.horizontalSizeClass = .regular
                    $0.verticalSizeClass = .regular
                }
                window.rootViewController = presenter
                window.makeKeyAndVisible()
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "OK", style: .default))
                presenter.present(sheet, animated: false)
            }
        }
    }
}
#endif
