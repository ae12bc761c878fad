extension UIBarButtonItem {
    /// The system-supplied bar button items (UIKit's `UIBarButtonItem.SystemItem`), with UIKit's raw values
    /// (the cases in declaration order from 0; `close` is iOS 13's, `writingTools` iOS 18.2's).
    public enum SystemItem: Int, Hashable, Sendable {
        /// The system Done button.
        case done = 0
        /// The system Cancel button.
        case cancel = 1
        /// The system Edit button.
        case edit = 2
        /// The system Save button.
        case save = 3
        /// The system plus button.
        case add = 4
        /// Blank space that grows to fill the bar.
        case flexibleSpace = 5
        /// Blank space of the item's ``UIBarButtonItem/width``.
        case fixedSpace = 6
        /// The compose button.
        case compose = 7
        /// The reply button.
        case reply = 8
        /// The share (action) button.
        case action = 9
        /// The organize (move to folder) button.
        case organize = 10
        /// The bookmarks button.
        case bookmarks = 11
        /// The search button.
        case search = 12
        /// The refresh button.
        case refresh = 13
        /// The stop button.
        case stop = 14
        /// The camera button.
        case camera = 15
        /// The trash button.
        case trash = 16
        /// The play button.
        case play = 17
        /// The pause button.
        case pause = 18
        /// The rewind button.
        case rewind = 19
        /// The fast-forward button.
        case fastForward = 20
        /// The undo button.
        case undo = 21
        /// The redo button.
        case redo = 22
        /// The page-curl button (deprecated in UIKit).
        case pageCurl = 23
        /// The close button.
        case close = 24
        /// The Writing Tools button.
        case writingTools = 25
    }
}
