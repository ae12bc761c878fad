#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing

@MainActor
@Suite struct UIAlertControllerTests {
    @Test func initializerStoresTitleMessageAndStyle() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        #expect(alert.title == "Delete?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == nil)
    }

    @Test func actionsKeepTheirOrderTitleStyleAndEnabledState() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(ok)
        alert.addAction(cancel)
        alert.addAction(delete)
        #expect(alert.actions.map(\.title) == ["OK", "Cancel", "Delete"])
        #expect(alert.actions.map(\.style) == [.default, .cancel, .destructive])
        #expect(ok.isEnabled)
        ok.isEnabled = false
        #expect(!ok.isEnabled)
        alert.preferredAction = delete
        #expect(alert.preferredAction === delete)
    }

    @Test func textFieldsAreMadeAndConfiguredInOrder() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.first?.placeholder == "Name")
        #expect(alert.textFields?.last?.isSecureTextEntry == true)
    }
}
