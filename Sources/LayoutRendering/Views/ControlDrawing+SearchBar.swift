import OpenCompositionalLayout

extension ControlDrawing {
    /// A search bar's own drawing (its field is a subview and draws itself): the bar's background
    /// (``UISearchBar/barTintColor``, none for the minimal style), the prompt (13 pt, secondary label colour,
    /// centred in the top 30 pt), the "Cancel" button (17 pt, tint colour, 8 pt after the field) while
    /// ``UISearchBar/showsCancelButton``, and the scope bar (a segmented track 8 pt from the sides, 6 pt under
    /// the bar) while it shows.
    @MainActor
    static func searchBar(_ bar: UISearchBar, traits: UITraitCollection) -> [DrawingOperation] {
        let bounds = CGRect(origin: .zero, size: bar.bounds.size)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        var operations: [DrawingOperation] = []
        if bar.searchBarStyle != .minimal, let fill = paint(bar.barTintColor, traits: traits) {
            operations.append(.figure(DrawingFigure(.rect(bounds), fill: fill, name: "search-bar-background")))
        }
        let promptHeight: CGFloat = bar.prompt == nil ? 0 : 30
        if let prompt = bar.prompt, let text = line(prompt, font: .systemFont(ofSize: 13), x: bounds.midX, centerY: promptHeight / 2,
                                                    paint: paint(.secondaryLabel, or: .secondaryLabel, traits: traits),
                                                    maximumWidth: bounds.width - 16, name: "search-bar-prompt") {
            operations.append(text)
        }
        let field = bar.searchTextField.frame
        if bar.showsCancelButton {
            let rightToLeft = bar.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let x = rightToLeft ? field.minX - 8 : field.maxX + 8
            if let text = line("Cancel", font: .systemFont(ofSize: 17), x: x, centerY: field.midY, anchor: rightToLeft ? .end : .start,
                               paint: paint(bar.tintColor, or: .tintColor, traits: traits), name: "search-bar-cancel") {
                operations.append(text)
            }
        }
        if bar.showsScopeBar, let titles = bar.scopeButtonTitles, !titles.isEmpty {
            let track = CGRect(x: 8, y: promptHeight + 56 + 6, width: max(0, bounds.width - 16), height: 32)
            let width = track.width / CGFloat(titles.count)
            let segments = titles.enumerated().map { index, title in
                Segment(rect: CGRect(x: track.minX + CGFloat(index) * width, y: track.minY, width: width, height: track.height),
                        title: title, image: nil, isEnabled: true)
            }
            operations += segmentedTrack(segments, in: track, selected: bar.selectedScopeButtonIndex, pillColor: nil, traits: traits)
        }
        return operations
    }
}
