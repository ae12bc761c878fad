#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
private final class DocumentListener: NSObject, UIDocumentPickerDelegate {
    var picked: [[URL]] = []
    var cancels = 0
    weak var presenter: UIViewController?
    var presentedWhenTold: [Bool] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picked.append(urls)
        presentedWhenTold.append(presenter?.presentedViewController != nil)
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        cancels += 1
    }
}

/// A delegate written before iOS 11, with the one-document method only.
@MainActor
private final class LegacyDocumentListener: NSObject, UIDocumentPickerDelegate {
    var picked: [URL] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {
        picked.append(url)
    }
}

@MainActor
@Suite struct UIDocumentPickerViewControllerTests {
    private let a = URL(fileURLWithPath: "/tmp/a.pdf"), b = URL(fileURLWithPath: "/tmp/b.pdf")

    @Test func theInitializersSetTheMode() {
        #expect(UIDocumentPickerViewController(forExporting: [a], asCopy: true).documentPickerMode == .exportToService)
        #expect(UIDocumentPickerViewController(forExporting: [a]).documentPickerMode == .moveToService)
        let opener = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf"], in: .import)
        #expect(opener.documentPickerMode == .import)
        #expect(!opener.allowsMultipleSelection)
        #expect(opener.directoryURL == nil)
        #expect(!opener.shouldShowFileExtensions)
    }

    #if !canImport(UIKit)
    @Test func aPickDismissesThenTellsTheDelegate() {
        let presenter = UIViewController()
        let window = makePickerWindow(root: presenter)
        let picker = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf"], in: .open)
        #expect(picker.documentTypes == ["com.adobe.pdf"])
        #expect(!picker.isCopying)
        let listener = DocumentListener()
        listener.presenter = presenter
        picker.delegate = listener
        presenter.present(picker, animated: false)
        // One document at a time unless multiple selection is on.
        picker.simulatePick([a, b], animated: false)
        #expect(listener.picked == [[a]])
        #expect(listener.presentedWhenTold == [false])
        picker.allowsMultipleSelection = true
        presenter.present(picker, animated: false)
        picker.simulatePick([a, b], animated: false)
        #expect(listener.picked == [[a], [a, b]])
        // An empty pick does nothing; a cancel dismisses and tells the delegate.
        presenter.present(picker, animated: false)
        picker.simulatePick([], animated: false)
        #expect(presenter.presentedViewController === picker)
        picker.simulateCancel(animated: false)
        #expect(listener.cancels == 1)
        #expect(presenter.presentedViewController == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aDelegateWrittenForOneDocumentStillHearsOfPicks() {
        let picker = UIDocumentPickerViewController(forExporting: [a], asCopy: true)
        #expect(picker.exportedURLs == [a])
        #expect(picker.isCopying)
        let listener = LegacyDocumentListener()
        picker.delegate = listener
        picker.simulatePick([b])
        #expect(listener.picked == [b])
    }

    @Test func theSheetSaysWhatThePickerDoes() {
        let exporter = UIDocumentPickerViewController(forExporting: [a, b], asCopy: true)
        exporter.loadViewIfNeeded()
        #expect(exporter.view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Browse", "Save 2 documents"])
        exporter.title = "Export"
        #expect(exporter.view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Export", "Save 2 documents"])
    }
    #endif
}
