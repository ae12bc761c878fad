extension UIActivity {
    /// The name of a kind of activity (UIKit's `UIActivity.ActivityType`): the system's share-sheet services and
    /// an app's own activities.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A type with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> ActivityType { ActivityType(rawValue: "com.apple.UIKit.activity." + name) }

        /// Post to Facebook.
        public static let postToFacebook = system("PostToFacebook")
        /// Post to Twitter.
        public static let postToTwitter = system("PostToTwitter")
        /// Post to Weibo.
        public static let postToWeibo = system("PostToWeibo")
        /// Send in Messages.
        public static let message = system("Message")
        /// Send by mail.
        public static let mail = system("Mail")
        /// Print.
        public static let print = system("Print")
        /// Copy to the pasteboard.
        public static let copyToPasteboard = system("CopyToPasteboard")
        /// Assign to a contact.
        public static let assignToContact = system("AssignToContact")
        /// Save to the photo library.
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        /// Add to Safari's reading list.
        public static let addToReadingList = system("AddToReadingList")
        /// Post to Flickr.
        public static let postToFlickr = system("PostToFlickr")
        /// Post to Vimeo.
        public static let postToVimeo = system("PostToVimeo")
        /// Post to Tencent Weibo.
        public static let postToTencentWeibo = system("TencentWeibo")
        /// Send with AirDrop.
        public static let airDrop = system("AirDrop")
        /// Open in Books.
        public static let openInIBooks = system("OpenInIBooks")
        /// Mark up as PDF.
        public static let markupAsPDF = system("MarkupAsPDF")
        /// Share with SharePlay.
        public static let sharePlay = system("SharePlay")
        /// Invite to collaborate with a link.
        public static let collaborationInviteWithLink = system("CollaborationInviteWithLink")
        /// Copy a collaboration link.
        public static let collaborationCopyLink = system("CollaborationCopyLink")
        /// Add to the Home Screen.
        public static let addToHomeScreen = system("AddToHomeScreen")
    }
}
