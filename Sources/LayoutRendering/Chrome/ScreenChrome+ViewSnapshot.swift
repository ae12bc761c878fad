import Foundation
import OpenCompositionalLayout

extension ViewSnapshot {
    /// This snapshot with the device's status bar (time, signal, Wi-Fi, battery), its Dynamic Island when `frame`
    /// has one and its home indicator drawn on top, in the label colour of the appearance (white when `isDark`),
    /// mirrored when `isRightToLeft`: the chrome ``ScreenChrome`` draws around layout pictures, added as the last
    /// child of the root (a node named `ScreenChrome`). The status bar fills the top `safeArea` inset and the home
    /// indicator sits in the bottom one; with no top or bottom inset that part is left out.
    ///
    /// Beyond UIKit.
    ///
    /// - Complexity: O(1) besides copying the snapshot.
    public func addingSystemChrome(safeArea: UIEdgeInsets, frame: DeviceFrame? = nil, isDark: Bool = false,
                                   isRightToLeft: Bool = false) -> ViewSnapshot {
        let screen = CGRect(origin: .zero, size: size)
        let chrome = ScreenChrome(showsStatusBar: true, showsHomeIndicator: true, deviceFrame: nil)
        var operations = chrome.drawing(screen: screen, safeArea: safeArea, isDark: isDark, isRightToLeft: isRightToLeft)
        // Only the housing is drawn from the frame (the bezel lies outside the screen), as the chrome places it.
        if frame?.housing == .dynamicIsland {
            let island = DeviceFrame.dynamicIslandSize
            operations = Drawing(operations.operations + [
                .fill(.roundedRect(CGRect(x: screen.midX - island.width / 2, y: DeviceFrame.dynamicIslandTop,
                                          width: island.width, height: island.height), cornerRadius: island.height / 2),
                      DrawingPaint(.black)),
            ])
        }
        guard !operations.operations.isEmpty else { return self }
        var copy = self
        copy.root.children.append(Node(typeName: "ScreenChrome", center: CGPoint(x: size.width / 2, y: size.height / 2),
                                       bounds: screen, content: [.drawing(operations)]))
        return copy
    }
}
