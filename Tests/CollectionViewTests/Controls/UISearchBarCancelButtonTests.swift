#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
@Suite struct UISearchBarCancelButtonTests {
    @Test func theFieldSpansTheBarWithoutACancelButton() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.minX == 8)
        #expect(bar.searchTextField.frame.width == 304)
    }

    #if !canImport(UIKit)
    /// "Cancel" in the 17-pt system font: C 0.65 + a 0.55 + n 0.55 + c 0.50 + e 0.55 + l 0.25 = 3.05 em = 51.85 pt,
    /// 52 on the 3× grid; with the 8-pt gap the button takes 60 pt, so the field is 320 − 2 × 8 − 60 = 244 wide.
    @Test func theCancelButtonTakesRoomFromTheField() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.setShowsCancelButton(true, animated: false)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 244, height: 36))
        bar.showsCancelButton = false
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.width == 304)
    }
    #endif
}
