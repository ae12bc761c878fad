import CollectionGeometry
import CollectionDiagnostics
import LayoutCore
import CollectionViewHost

/// A closure that returns the layout of one section, given its index and the layout environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections, groups and items (UIKit's `UICollectionViewCompositionalLayout`).
///
/// The class describes its sections — one fixed section, or a section provider asked for each — and its
/// ``configuration``; the solve and the queries are ``CoreSolvedCollectionViewLayout``'s, which it shares with
/// ``UICollectionViewFlowLayout``.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: CoreSolvedCollectionViewLayout {
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// What the layout does when its section provider returns nil for a section that has items (beyond UIKit:
    /// UIKit always raises). ``FailurePolicy/stop``, the default, stops with UIKit's message;
    /// ``FailurePolicy/record`` leaves the section's items out and reports a `nilSection` diagnostic naming the
    /// section (see ``CoreSolvedCollectionViewLayout/diagnostics``). A nil section without items is laid out as
    /// empty under either policy.
    public var sectionProviderFailurePolicy: FailurePolicy = .stop

    /// The text UIKit raises with when a section provider returns nil for a section that has items.
    static let invalidSectionMessage = "Invalid section definition. Please specify a valid section definition when "
        + "content is to be rendered for a section. This is a client error."

    /// The layout's configuration. The layout keeps a copy; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copyConfiguration() }
        set {
            storedConfiguration = newValue.copyConfiguration()
            invalidateLayout()
        }
    }

    /// Creates a layout whose every section is laid out like `section` (a copy of it).
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Creates a layout whose every section is laid out like `section`, with a configuration.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.fixedSection = section.copySection()
        self.sectionProvider = nil
        self.storedConfiguration = configuration.copyConfiguration()
        super.init()
    }

    /// Creates a layout that asks `sectionProvider` for each section's layout.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Creates a layout that asks `sectionProvider` for each section's layout, with a configuration.
    /// Archives are not supported headless, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.fixedSection = nil
        self.sectionProvider = sectionProvider
        self.storedConfiguration = configuration.copyConfiguration()
        super.init()
    }

    package override var passConfiguration: UICollectionViewCompositionalLayoutConfiguration { storedConfiguration }

    /// The section provider's section, or the fixed section. A nil section with items stops with UIKit's message
    /// (see ``sectionProviderFailurePolicy``).
    package override func sectionDescription(at index: Int, itemCount: Int, environment: LayoutEnvironment)
        -> NSCollectionLayoutSection? {
        let section = sectionProvider.map { $0(index, environment) } ?? fixedSection
        if section == nil, itemCount > 0, sectionProviderFailurePolicy == .stop {
            // UIKit raises an NSInternalInconsistencyException here; under `.record` the solver's `nilSection`
            // diagnostic names the section and its items are left out.
            fatalError(Self.invalidSectionMessage)
        }
        return section
    }
}
