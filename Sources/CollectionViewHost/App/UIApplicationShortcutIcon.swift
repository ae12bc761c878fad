import Foundation

/// The icon of a Home Screen quick action (UIKit's `UIApplicationShortcutIcon`): a system icon, a symbol or a
/// template image from the app's bundle. Headless the icon is stored.
open class UIApplicationShortcutIcon: NSObject {
    /// The system icons a quick action can show.
    public enum IconType: Int, Hashable, Sendable {
        /// A pencil over a sheet.
        case compose = 0
        /// A play symbol.
        case play = 1
        /// A pause symbol.
        case pause = 2
        /// A plus.
        case add = 3
        /// A location arrow.
        case location = 4
        /// A magnifying glass.
        case search = 5
        /// A share arrow.
        case share = 6
        /// A prohibition sign.
        case prohibit = 7
        /// A person.
        case contact = 8
        /// A house.
        case home = 9
        /// A map pin.
        case markLocation = 10
        /// A star.
        case favorite = 11
        /// A heart.
        case love = 12
        /// A cloud.
        case cloud = 13
        /// An invitation.
        case invitation = 14
        /// A check mark.
        case confirmation = 15
        /// An envelope.
        case mail = 16
        /// A speech bubble.
        case message = 17
        /// A calendar.
        case date = 18
        /// A clock.
        case time = 19
        /// A camera.
        case capturePhoto = 20
        /// A video camera.
        case captureVideo = 21
        /// A task.
        case task = 22
        /// A completed task.
        case taskCompleted = 23
        /// An alarm clock.
        case alarm = 24
        /// A bookmark.
        case bookmark = 25
        /// Crossing arrows.
        case shuffle = 26
        /// A speaker.
        case audio = 27
        /// Circling arrows.
        case update = 28
    }

    /// The system icon, when the icon is one.
    public let systemType: IconType?
    /// The name of the template image in the app's bundle, when the icon is one.
    public let templateImageName: String?
    /// The name of the SF Symbol, when the icon is one.
    public let systemImageName: String?

    /// A system icon.
    public init(type: IconType) {
        systemType = type
        templateImageName = nil
        systemImageName = nil
        super.init()
    }

    /// An icon from a template image in the app's bundle.
    public init(templateImageName: String) {
        systemType = nil
        self.templateImageName = templateImageName
        systemImageName = nil
        super.init()
    }

    /// An icon from an SF Symbol.
    public init(systemImageName: String) {
        systemType = nil
        templateImageName = nil
        self.systemImageName = systemImageName
        super.init()
    }
}
