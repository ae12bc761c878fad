import CollectionGeometry

extension UIViewController {
    /// Where a view controller's view is in its appearance cycle.
    enum AppearanceState {
        /// Not on screen (the start, and after `viewDidDisappear(_:)`).
        case disappeared
        /// Between `viewWillAppear(_:)` and `viewDidAppear(_:)`.
        case appearing
        /// On screen (after `viewDidAppear(_:)`).
        case appeared
        /// Between `viewWillDisappear(_:)` and `viewDidDisappear(_:)`.
        case disappearing
    }

    /// What a view controller is going through, for UIKit's `isBeing…` and `isMoving…` questions.
    struct TransitionFlags {
        var beingPresented = false
        var beingDismissed = false
        var movingToParent = false
        var movingFromParent = false
        /// The style the view controller is presented with, resolved (`.none` while it is not presented).
        var presentationStyle = UIModalPresentationStyle.none
        /// Whether presenting it took the presenter's view out of the window (full-screen styles).
        var removedPresenterView = false
    }

    /// Whether the view controller is being presented: `true` from its `viewWillAppear(_:)` to its
    /// `viewDidAppear(_:)` of a presentation.
    public var isBeingPresented: Bool { transitionFlags.beingPresented }
    /// Whether the view controller is being dismissed: `true` from its `viewWillDisappear(_:)` to its
    /// `viewDidDisappear(_:)` of a dismissal.
    public var isBeingDismissed: Bool { transitionFlags.beingDismissed }
    /// Whether the view controller is being added to a container (pushed): `true` during its appearance
    /// callbacks of the push.
    public var isMovingToParent: Bool { transitionFlags.movingToParent }
    /// Whether the view controller is being removed from a container (popped): `true` during its
    /// disappearance callbacks of the pop.
    public var isMovingFromParent: Bool { transitionFlags.movingFromParent }
}
