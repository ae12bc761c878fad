/// What a document picker does with documents (UIKit's `UIDocumentPickerMode`, deprecated in iOS 14 for the
/// picker's opening and exporting initializers).
public enum UIDocumentPickerMode: UInt, Hashable, Sendable {
    /// Copies the picked documents into the app.
    case `import` = 0
    /// Opens the picked documents where they are.
    case open = 1
    /// Copies the app's documents to a place the person picks.
    case exportToService = 2
    /// Moves the app's documents to a place the person picks.
    case moveToService = 3
}
