import OpenCompositionalLayout
import Raster

extension ViewSnapshot {
    /// What a view draws itself with `draw(_:)` (its ``UIView/displayedRecording``), as a drawing in its bounds: the
    /// recording placed by the view's content mode when the view's size changed since it was drawn (UIKit stretches a
    /// view's drawn content unless its mode is `.redraw`). Nothing when `draw(_:)` draws nothing.
    @MainActor
    static func displayContent(of view: UIView, traits: UITraitCollection) -> [Content] {
        guard let recording = view.displayedRecording else { return [] }
        let rect = view.contentMode.rect(forContentOfSize: recording.size, in: CGRect(origin: .zero, size: view.bounds.size))
        let drawing = recording.drawing(in: rect, traits: traits)
        return drawing.isEmpty ? [] : [.drawing(drawing)]
    }
}
