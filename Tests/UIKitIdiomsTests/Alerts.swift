#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

// Confirmation and input alerts as apps present them.

extension UIViewController {
    /// Asks before deleting; `onDelete` runs when the user confirms.
    func confirmDeletion(of name: String, onDelete: @escaping () -> Void) {
        let alert = UIAlertController(title: "Delete \(name)?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() })
        present(alert, animated: true)
    }

    /// Asks for a name with a text field.
    func askForName(completion: @escaping (String) -> Void) {
        let alert = UIAlertController(title: "New Contact", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.autocapitalizationType = .words
        }
        let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in
            completion(alert?.textFields?.first?.text ?? "")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true)
    }
}
