#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

/// `UIContentUnavailableConfiguration` (iOS 17): "a composable description of a view that indicates your app
/// can't display content", shown by a `UIContentUnavailableView`.
@MainActor
@Suite struct ContentUnavailableConfigurationTests {
    @Test func anEmptyConfigurationHasNoContentUntilFilled() {
        var configuration = UIContentUnavailableConfiguration.empty()
        #expect(configuration.image == nil && configuration.text == nil && configuration.secondaryText == nil)
        configuration.image = UIImage(systemName: "star")
        configuration.text = "No Favorites"
        configuration.secondaryText = "Your favourite items appear here."
        #expect(configuration.text == "No Favorites")
        #expect(configuration.secondaryText == "Your favourite items appear here.")
        #expect(configuration.image != nil)
    }

    @Test func aSearchConfigurationNamesTheSearchText() {
        let configuration = UIContentUnavailableConfiguration.search()
        #expect(configuration.image != nil)
        #expect(configuration.text == "No Results")
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        state.searchText = "tulips"
        #expect(configuration.updated(for: state).text == "No Results for \u{201C}tulips\u{201D}")
        // A text the app set stays.
        var custom = configuration
        custom.text = "Nothing found"
        #expect(custom.updated(for: state).text == "Nothing found")
    }

    @Test func theViewShowsItsConfiguration() throws {
        var configuration = UIContentUnavailableConfiguration.loading()
        configuration.text = "Loading…"
        let view = UIContentUnavailableView(configuration: configuration)
        let shown = try #require(view.configuration as? UIContentUnavailableConfiguration)
        #expect(shown.text == "Loading…")
        #expect(view.supports(UIContentUnavailableConfiguration.empty()))
        #expect(!view.supports(UIListContentConfiguration.cell()))
        #expect(!view.isScrollEnabled)
        // The configuration makes this kind of view.
        #expect(configuration.makeContentView() is UIContentUnavailableView)
    }

    @Test func customStatesAreKept() {
        let key = UIConfigurationStateCustomKey("com.example.OpenCompositionalLayout.isOffline")
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        state[key] = true
        #expect(state[key] == AnyHashable(true))
        #expect(state.searchText == nil)
    }
}
