import LayoutCore
import CompositionalLayoutEngine
import OpenCompositionalLayout

/// Reads what UIKit does not make public: a section's group and how a group arranges its subitems.
///
/// UIKit has no public getter for either (an app never needs one), but reading layout objects back into
/// a document does. This is the one place that uses the engine's package-level API for that; everything
/// else goes through the UIKit-named public API.
@MainActor
enum GroupArrangementReader {
    /// How a group arranges its subitems, in the format's terms.
    enum Arrangement {
        case horizontal(count: Int?, divideEvenly: Bool)
        case vertical(count: Int?, divideEvenly: Bool)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    static func group(of section: NSCollectionLayoutSection) -> NSCollectionLayoutGroup { section.group }

    static func arrangement(of group: NSCollectionLayoutGroup) -> Arrangement {
        func counted(_ repetition: GroupRepetition) -> (Int?, Bool) {
            switch repetition {
            case .fill: (nil, false)
            case .count(let count): (count, true)
            case .repeating(let count): (count, false)
            }
        }
        switch group.arrangement {
        case .horizontal(let repetition):
            let (count, evenly) = counted(repetition)
            return .horizontal(count: count, divideEvenly: evenly)
        case .vertical(let repetition):
            let (count, evenly) = counted(repetition)
            return .vertical(count: count, divideEvenly: evenly)
        case .custom(let provider):
            return .custom(provider)
        }
    }
}

/// The environment a custom group's item provider is called with when a group is read back: a container
/// of the group's absolute size (0 on an axis whose size is not absolute), default traits.
@MainActor
final class ReadBackEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection = UITraitCollection()

    init(contentSize: CGSize) { self.contentSize = contentSize }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
