import Foundation
import OpenCompositionalLayout

/// The document both benchmarks lay out: a grid of fifths under a pinned section header with 16-pt insets (a
/// photo-library page).
let gridDocument = """
{ "formatVersion": "1.0",
  "sections": [ {
    "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalWidth": 0.2 } },
               "subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 0.2 }, "height": { "fractionalHeight": 1 } },
                               "contentInsets": { "top": 1, "leading": 1, "bottom": 1, "trailing": 1 } } ] },
    "contentInsets": { "top": 0, "leading": 16, "bottom": 16, "trailing": 16 },
    "boundarySupplementaryItems": [ { "elementKind": "UICollectionElementKindSectionHeader", "alignment": "top",
                                      "pinToVisibleBounds": true,
                                      "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } } ] } ] }
"""
