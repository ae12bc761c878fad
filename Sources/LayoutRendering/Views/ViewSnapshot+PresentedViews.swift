import OpenCompositionalLayout

extension ViewSnapshot {
    /// What the views of alerts, text views, date pickers, visual effect views and activity sheets draw
    /// themselves, or nil for other views (see `ViewSnapshot+Capture.swift`).
    ///
    /// - Complexity: O(a + t) for a actions or components and the text drawn.
    @MainActor
    static func presentedViewDrawing(of view: UIView, traits: UITraitCollection) -> Drawing? {
        let operations: [DrawingOperation]
        switch view {
        case let alert as AlertControllerView: operations = ControlDrawing.alert(alert, traits: traits)
        case let textView as UITextView: operations = ControlDrawing.textView(textView, traits: traits)
        case let picker as UIDatePicker: operations = ControlDrawing.datePicker(picker, traits: traits)
        case let effectView as UIVisualEffectView: operations = ControlDrawing.visualEffect(effectView, traits: traits)
        case let sheet as ActivitySheetView: operations = ControlDrawing.activitySheet(sheet, traits: traits)
        default: return nil
        }
        return operations.isEmpty ? nil : Drawing(operations)
    }
}
