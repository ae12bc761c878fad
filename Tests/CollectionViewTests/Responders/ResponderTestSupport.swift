#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif

/// A shared list of what happened, in order.
@MainActor
final class EventLog {
    var entries: [String] = []
}

/// A view that writes each touch and motion phase it hears into a log, then passes it up the chain.
@MainActor
final class RecordingView: UIView {
    let name: String
    let log: EventLog
    var acceptsFirstResponder = false

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("\(name) began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("\(name) moved")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("\(name) ended")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("\(name) cancelled")
        super.touchesCancelled(touches, with: event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.entries.append("\(name) motionBegan \(motion == .motionShake ? "shake" : "other")")
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.entries.append("\(name) motionEnded \(motion == .motionShake ? "shake" : "other")")
        super.motionEnded(motion, with: event)
    }
}

/// A view controller that logs the touches its view passes up.
@MainActor
final class RecordingViewController: UIViewController {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("controller began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("controller ended")
        super.touchesEnded(touches, with: event)
    }
}
