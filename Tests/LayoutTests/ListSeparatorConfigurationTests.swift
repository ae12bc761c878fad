#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// Separator and background configuration of lists: the per-appearance defaults, `showsSeparators` and
/// `itemSeparatorHandler`.
@MainActor
@Suite struct ListSeparatorConfigurationTests {
    /// Plain, grouped and inset-grouped lists leave separators to the list: automatic visibility, automatic
    /// insets, `UIColor.separator`.
    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped])
    func rowListDefaults(appearance: UICollectionLayoutListConfiguration.Appearance) {
        let separators = UIListSeparatorConfiguration(listAppearance: appearance)
        #expect(separators.topSeparatorVisibility == .automatic)
        #expect(separators.bottomSeparatorVisibility == .automatic)
        #expect(separators.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.color == UIColor.separator)
        #expect(separators.multipleSelectionColor == UIColor.separator)
        #expect(separators.visualEffect == nil)
        #expect(UICollectionLayoutListConfiguration(appearance: appearance).separatorConfiguration == separators)
    }

    /// Sidebars draw no separators between their rows: both hidden by default.
    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.sidebar, .sidebarPlain])
    func sidebarDefaults(appearance: UICollectionLayoutListConfiguration.Appearance) {
        let separators = UIListSeparatorConfiguration(listAppearance: appearance)
        #expect(separators.topSeparatorVisibility == .hidden)
        #expect(separators.bottomSeparatorVisibility == .hidden)
        #expect(separators.color == UIColor.separator)
        #expect(UICollectionLayoutListConfiguration(appearance: appearance).separatorConfiguration == separators)
        #expect(separators != UIListSeparatorConfiguration(listAppearance: .plain))
    }

    /// Automatic insets are -greatestFiniteMagnitude on every edge.
    @Test func automaticInsets() {
        let insets = UIListSeparatorConfiguration.automaticInsets
        #expect(insets.top == -.greatestFiniteMagnitude)
        #expect(insets.leading == -.greatestFiniteMagnitude)
        #expect(insets.bottom == -.greatestFiniteMagnitude)
        #expect(insets.trailing == -.greatestFiniteMagnitude)
    }

    /// The item handler starts from the section's configuration and may change one row.
    @Test func itemSeparatorHandler() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.color = .systemRed
        var seen: [IndexPath] = []
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            seen.append(indexPath)
            var row = sectionConfiguration
            if indexPath.item == 2 { row.bottomSeparatorVisibility = .hidden }
            return row
        }
        let plainRow = configuration.separatorConfiguration(forItemAt: IndexPath(item: 0, section: 1))
        #expect(plainRow.bottomSeparatorVisibility == .automatic)
        #expect(plainRow.color == UIColor.systemRed)
        let lastRow = configuration.separatorConfiguration(forItemAt: IndexPath(item: 2, section: 1))
        #expect(lastRow.bottomSeparatorVisibility == .hidden)
        #expect(lastRow.topSeparatorVisibility == .automatic)
        #expect(lastRow.color == UIColor.systemRed)
        #expect(seen == [IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 1)])
    }

    /// Without a handler a row gets the section's configuration unchanged.
    @Test func noHandler() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        #expect(configuration.separatorConfiguration(forItemAt: IndexPath(item: 4, section: 0)) == configuration.separatorConfiguration)
    }

    /// `showsSeparators = false` hides both separators and the handler is not asked.
    @Test func hiddenSeparators() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.showsSeparators = false
        var asked = false
        configuration.itemSeparatorHandler = { _, sectionConfiguration in
            asked = true
            var row = sectionConfiguration
            row.bottomSeparatorVisibility = .visible
            return row
        }
        let row = configuration.separatorConfiguration(forItemAt: IndexPath(item: 0, section: 0))
        #expect(row.topSeparatorVisibility == .hidden)
        #expect(row.bottomSeparatorVisibility == .hidden)
        #expect(!asked)
    }

    /// nil `backgroundColor` means the appearance's system colour; a set one wins.
    @Test func backgroundColor() {
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).resolvedBackgroundColor == UIColor.systemBackground)
        #expect(UICollectionLayoutListConfiguration(appearance: .sidebarPlain).resolvedBackgroundColor == UIColor.systemBackground)
        #expect(UICollectionLayoutListConfiguration(appearance: .grouped).resolvedBackgroundColor == UIColor.systemGroupedBackground)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).resolvedBackgroundColor == UIColor.systemGroupedBackground)
        #expect(UICollectionLayoutListConfiguration(appearance: .sidebar).resolvedBackgroundColor == UIColor.systemGroupedBackground)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .systemTeal
        #expect(configuration.resolvedBackgroundColor == UIColor.systemTeal)
    }

    /// The automatic header padding per appearance, and an explicit value replacing it.
    @Test func resolvedHeaderTopPadding() {
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).resolvedHeaderTopPadding == 0)
        #expect(UICollectionLayoutListConfiguration(appearance: .sidebar).resolvedHeaderTopPadding == 0)
        #expect(UICollectionLayoutListConfiguration(appearance: .sidebarPlain).resolvedHeaderTopPadding == 0)
        #expect(UICollectionLayoutListConfiguration(appearance: .grouped).resolvedHeaderTopPadding == 35)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).resolvedHeaderTopPadding == 35)
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerTopPadding = 12
        #expect(configuration.resolvedHeaderTopPadding == 12)
    }
}
