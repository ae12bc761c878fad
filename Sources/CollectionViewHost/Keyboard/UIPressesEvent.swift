import Foundation

/// An event of physical button or keyboard presses (UIKit's `UIPressesEvent`), passed with the presses to
/// ``UIResponder/pressesBegan(_:with:)`` and the other press methods. Its ``UIEvent/type`` is `.presses`.
@MainActor
open class UIPressesEvent: UIEvent {
    /// The event's presses.
    private let presses: Set<UIPress>

    /// An event with `presses` (beyond UIKit, whose events come from hardware).
    public init(presses: Set<UIPress>, timestamp: TimeInterval = 0) {
        self.presses = presses
        super.init(type: .presses, subtype: .none, timestamp: timestamp)
    }

    /// All the presses of the event.
    open var allPresses: Set<UIPress> { presses }

    /// The presses that `gesture` receives: none, as recognizers do not take presses here.
    ///
    /// - Complexity: O(*p*), *p* the number of presses.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        presses.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
