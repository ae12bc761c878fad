/// The delegate of a sheet presentation controller (UIKit's `UISheetPresentationControllerDelegate`): an adaptive
/// presentation delegate that also learns when the person drags the sheet to another detent.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The person dragged the sheet to another detent (not called when the app sets
    /// ``UISheetPresentationController/selectedDetentIdentifier``). The default does nothing.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
