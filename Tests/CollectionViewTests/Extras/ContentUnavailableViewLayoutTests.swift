import Testing
import TestSupport
import OpenCompositionalLayout

/// How a `UIContentUnavailableView` lays out its stack (our rule, see the type): the image, the text and the
/// secondary text in that order, with the configuration's paddings, centred between the 20-pt margins.
@MainActor
@Suite struct ContentUnavailableViewLayoutTests {
    func favourites(_ alignment: UIContentUnavailableConfiguration.Alignment = .center) -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "No Favorites"
        configuration.secondaryText = "Add items"
        configuration.alignment = alignment
        return configuration
    }

    @Test func theStackIsCentredWithItsPaddings() {
        let view = UIContentUnavailableView(configuration: favourites())
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        view.layoutIfNeeded()
        let image = view.imageView.frame, text = view.textLabel.frame, secondary = view.secondaryTextLabel.frame
        // The star at the large title style (34 pt: line 40.57421875), large scale × 1.2 = 48.689… → 147/3 = 49.
        #expect(isClose(image.width, 49) && isClose(image.height, 49))
        // 16 pt between the image and the text, 4 pt between the texts.
        #expect(isClose(text.minY - image.maxY, 16))
        #expect(isClose(secondary.minY - text.maxY, 4))
        // Centred: each element's centre on x = 160; the space above the image equals the space below the
        // secondary text.
        for frame in [image, text, secondary] { #expect(isClose(frame.midX, 160)) }
        #expect(isClose(image.minY, 600 - secondary.maxY))
        #expect(view.activityIndicatorFrame == nil)
        // The view asks for the stack plus the 20-pt margins above and below.
        #expect(isClose(view.sizeThatFits(CGSize(width: 320, height: 0)).height, secondary.maxY - image.minY + 40))
    }

    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        let view = UIContentUnavailableView(configuration: favourites(.natural))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        view.layoutIfNeeded()
        #expect(view.imageView.frame.minX == 20 && view.textLabel.frame.minX == 20)
        view.semanticContentAttribute = .forceRightToLeft
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(isClose(view.imageView.frame.maxX, 300) && isClose(view.textLabel.frame.maxX, 300))
    }

    @Test func loadingShowsAnActivityIndicatorInTheImagesPlace() throws {
        var configuration = UIContentUnavailableConfiguration.loading()
        configuration.text = "Loading"
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        view.layoutIfNeeded()
        let indicator = try #require(view.activityIndicatorFrame)
        // A 20-pt indicator, centred, 16 pt above the text.
        #expect(indicator.size == CGSize(width: 20, height: 20) && isClose(indicator.midX, 160))
        #expect(isClose(view.textLabel.frame.minY - indicator.maxY, 16))
    }

    @Test func aNewConfigurationIsLaidOutAgain() {
        let view = UIContentUnavailableView(configuration: favourites())
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        view.layoutIfNeeded()
        var configuration = favourites()
        configuration.image = nil
        configuration.secondaryText = nil
        view.configuration = configuration
        view.layoutIfNeeded()
        // Only the text is left, centred in the view: its centre on y = 300.
        #expect(view.imageView.frame == .zero)
        #expect(isClose(view.textLabel.frame.midY, 300))
    }

    @Test func buttonsStackUnderTheTextsAndPerformTheirActions() {
        var configuration = favourites()
        var performed: [String] = []
        configuration.button = .filled()
        configuration.button.title = "Browse"
        configuration.buttonProperties.primaryAction = UIAction { _ in performed.append("browse") }
        configuration.secondaryButton = .plain()
        configuration.secondaryButton.title = "Learn More"
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        view.layoutIfNeeded()
        let secondary = view.secondaryTextLabel.frame, button = view.button.frame, more = view.secondaryButton.frame
        // 20 pt between the texts and the button, 8 pt between the buttons; each as large as its content, centred.
        #expect(isClose(button.minY - secondary.maxY, 20))
        #expect(isClose(more.minY - button.maxY, 8))
        #expect(button.size == view.button.intrinsicContentSize && isClose(button.midX, 160))
        // The stack stays centred: as much space above the image as below the secondary button.
        #expect(isClose(view.imageView.frame.minY, 600 - more.maxY))
        view.button.simulateTap()
        #expect(performed == ["browse"])
        // A button with neither title nor image is not shown.
        configuration.secondaryButton.title = nil
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(view.secondaryButton.isHidden && view.secondaryButton.frame == .zero)
    }

    @Test func aViewControllerShowsItsConfigurationOverItsContent() {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        let search = UISearchController(searchResultsController: nil)
        controller.navigationItem.searchController = search
        search.searchBar.text = "Everest"
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        let shown = controller.view.subviews.last as? UIContentUnavailableView
        #expect(shown?.frame == controller.view.bounds)
        #expect(shown?.textLabel.text == "No Results for \u{201C}Everest\u{201D}")
        // A new search text is shown after the update is asked for.
        search.searchBar.text = "K2"
        controller.setNeedsUpdateContentUnavailableConfiguration()
        #expect(shown?.textLabel.text == "No Results for \u{201C}K2\u{201D}")
        #expect(controller.view.subviews.last === shown)
        controller.contentUnavailableConfiguration = nil
        #expect(shown?.superview == nil)
    }
}
