import OpenCompositionalLayout

extension ViewSnapshot {
    /// What a control draws itself (see ``ControlDrawing``), or nil for a view that is not one of UIKit's
    /// controls or draws nothing now.
    ///
    /// - Complexity: O(s + text) for s segments, pages or tokens.
    @MainActor
    static func controlDrawing(of view: UIView, traits: UITraitCollection) -> Drawing? {
        let operations: [DrawingOperation]
        switch view {
        case let button as UIButton: operations = ControlDrawing.button(button, traits: traits)
        case let control as UISwitch: operations = ControlDrawing.switchControl(control, traits: traits)
        case let control as UISegmentedControl: operations = ControlDrawing.segmentedControl(control, traits: traits)
        case let slider as UISlider: operations = ControlDrawing.slider(slider, traits: traits)
        case let stepper as UIStepper: operations = ControlDrawing.stepper(stepper, traits: traits)
        case let pageControl as UIPageControl: operations = ControlDrawing.pageControl(pageControl, traits: traits)
        case let field as UITextField: operations = ControlDrawing.textField(field, traits: traits)
        case let searchBar as UISearchBar: operations = ControlDrawing.searchBar(searchBar, traits: traits)
        case let progressView as UIProgressView: operations = ControlDrawing.progressView(progressView, traits: traits)
        case let indicator as UIActivityIndicatorView: operations = ControlDrawing.activityIndicator(indicator, traits: traits)
        default: return nil
        }
        return operations.isEmpty ? nil : Drawing(operations)
    }
}
