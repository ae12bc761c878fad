import CollectionGeometry
import LayoutCore

/// Collects the custom groups' item providers while classes translate into specs.
@MainActor
package struct SpecContext {
    package private(set) var customItemProviders: [NSCollectionLayoutGroupCustomItemProvider] = []

    package init() {}

    package mutating func register(_ provider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Int {
        customItemProviders.append(provider)
        return customItemProviders.count - 1
    }
}
