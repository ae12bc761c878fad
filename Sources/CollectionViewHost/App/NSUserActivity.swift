#if !canImport(Darwin)
import Foundation

/// A state of the app that can be continued later or elsewhere (Foundation's `NSUserActivity`, which
/// swift-corelibs-foundation lacks): its type, title, user info and web page, and whether it is eligible for
/// Handoff, search and prediction. Headless nothing leaves the process: ``becomeCurrent()``,
/// ``resignCurrent()`` and ``invalidate()`` are recorded in ``isCurrent`` and ``isInvalidated``.
open class NSUserActivity: NSObject {
    /// The activity's type, in reverse-DNS form ("com.example.app.viewing-item").
    public let activityType: String
    /// The title users see.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` needed to restore the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page that shows the same content, for devices without the app.
    open var webpageURL: URL?
    /// Where the activity's web page came from.
    open var referrerURL: URL?
    /// Words that find the activity in search.
    open var keywords: Set<String> = []
    /// When the activity stops being eligible for search.
    open var expirationDate: Date?
    /// Whether the activity can be continued on another device (true by default).
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for on-device search (false by default).
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly (false by default).
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest the activity (false by default).
    open var isEligibleForPrediction = false
    /// An identifier that lets the app delete the activity's donations.
    open var persistentIdentifier: String?
    /// An identifier of the content, for routing the activity to the right scene.
    open var targetContentIdentifier: String?
    /// Whether the activity's state changed and should be saved before it is sent.
    open var needsSave = false

    /// Whether ``becomeCurrent()`` was called and neither ``resignCurrent()`` nor ``invalidate()`` since. Beyond
    /// UIKit.
    public private(set) var isCurrent = false
    /// Whether ``invalidate()`` was called. Beyond UIKit.
    public private(set) var isInvalidated = false

    /// Creates an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds entries to ``userInfo`` (replacing those with the same keys).
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    /// Makes this the activity the user is doing (recorded; ignored once invalidated).
    open func becomeCurrent() {
        if !isInvalidated { isCurrent = true }
    }

    /// Stops this being the current activity.
    open func resignCurrent() {
        isCurrent = false
    }

    /// Ends the activity for good: it stops being current and cannot become current again.
    open func invalidate() {
        isInvalidated = true
        isCurrent = false
    }
}
#endif
