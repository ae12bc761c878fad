// `UIPasteboard.resetAll()`, the activity sheet's simulated completion and an in-memory general pasteboard are
// beyond UIKit, so this file does not compile against UIKit by design. Serialized: the general pasteboard is
// process-wide.
import OpenCompositionalLayout
import Testing

@MainActor
@Suite(.serialized) struct UIPasteboardTests {
    @Test func stringsURLsAndChangeCount() {
        let board = UIPasteboard.withUniqueName()
        #expect(board.changeCount == 0)
        #expect(!board.hasStrings)
        #expect(board.string == nil)
        board.string = "hello"
        #expect(board.string == "hello")
        #expect(board.hasStrings)
        #expect(board.changeCount == 1)
        board.strings = ["a", "b"]
        #expect(board.numberOfItems == 2)
        #expect(board.string == "a")
        #expect(board.changeCount == 2)
        let url = URL(string: "https://example.com/a")!
        board.url = url
        #expect(board.url == url)
        #expect(board.hasURLs)
        #expect(!board.hasImages)
        // A URL reads as a string too.
        #expect(board.string == "https://example.com/a")
        board.string = nil
        #expect(board.numberOfItems == 0)
        #expect(board.changeCount == 4)
    }

    @Test func itemsAndTypes() {
        let board = UIPasteboard.withUniqueName()
        board.setItems([["public.utf8-plain-text": "x", "com.example.custom": 7]], options: [.localOnly: true])
        #expect(board.types == ["com.example.custom", "public.utf8-plain-text"])
        #expect(board.value(forPasteboardType: "com.example.custom") as? Int == 7)
        #expect(board.contains(pasteboardTypes: ["com.example.custom"]))
        board.addItems([["public.utf8-plain-text": "y"]])
        #expect(board.strings == ["x", "y"])
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("x".utf8))
        board.setItems([[UIPasteboard.stringType: "gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        #expect(board.items.isEmpty)
    }

    @Test func namedPasteboardsAreSharedByNameAndCanBeRemoved() {
        let name = UIPasteboard.Name("com.example.tests.named")
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        let first = UIPasteboard(name: name, create: true)
        first?.string = "shared"
        let second = UIPasteboard(name: name, create: false)
        #expect(second?.string == "shared")
        #expect(second?.changeCount == 1)
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
    }

    @Test func generalPasteboardPostsChangesAndResets() {
        UIPasteboard.resetAll()
        let general = UIPasteboard.general
        #expect(general === UIPasteboard.general)
        #expect(general.name == .general)
        #expect(general.changeCount == 0)
        let received = NotificationLog()
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: general, queue: nil) { note in
            received.append(note.name.rawValue)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        general.string = "copied"
        UIPasteboard(name: .general, create: false)?.string = "again"
        #expect(received.names.count == 2)
        #expect(general.string == "again")
        UIPasteboard.resetAll()
        #expect(general.changeCount == 0)
        #expect(!general.hasStrings)
    }

    @Test func activitySheetCopyCompletesIntoTheGeneralPasteboard() {
        UIPasteboard.resetAll()
        let sheet = UIActivityViewController(activityItems: ["Shared text", URL(string: "https://example.com")!], applicationActivities: nil)
        var results: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in results.append("\(type?.rawValue ?? "nil") \(completed)") }
        #expect(sheet.simulateCompletion(activityType: .copyToPasteboard, completed: true))
        #expect(results == ["com.apple.UIKit.activity.CopyToPasteboard true"])
        #expect(UIPasteboard.general.strings == ["Shared text", "https://example.com"])
        #expect(UIPasteboard.general.urls == [URL(string: "https://example.com")!])
        UIPasteboard.resetAll()
    }
}
