// UIKit raises for a constraint with a NaN or infinite constant or multiplier, and for a location attribute made
// equal to a constant ("Location attributes must be specified in pairs"). The default stops with UIKit's
// message; `.record` is the non-stopping twin (beyond UIKit).
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct ConstraintIllegalValueTests {
    @Test func nanConstantStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UIView().widthAnchor.constraint(equalToConstant: .nan) }
        }
    }

    @Test func infiniteConstantSetOnAConstraintStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView(), other = UIView()
                view.addSubview(other)
                let top = other.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)
                top.constant = .infinity
            }
        }
    }

    @Test func nanMultiplierStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView(), other = UIView()
                _ = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: other,
                                       attribute: .width, multiplier: .nan, constant: 0)
            }
        }
    }

    @Test func zeroMultiplierOnALocationStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView(), other = UIView()
                _ = NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: other,
                                       attribute: .leading, multiplier: 0, constant: 10)
            }
        }
    }

    @Test func locationWithoutSecondItemStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: UIView(), attribute: .top, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10)
            }
        }
    }

    /// A zero multiplier on a size is legal: `width == 0 × other.width + 30` is 30.
    @Test func zeroMultiplierOnASizeIsLegal() {
        let root = makeRoot(200, 200)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                               multiplier: 0, constant: 30),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 30)
    }

    /// Under `.record`: a non-finite multiplier becomes 1 and a non-finite constant 0, each with a diagnostic
    /// carrying UIKit's text; a location equal to a constant is kept as given.
    @Test func recordPolicyRepairsAndReports() {
        let collector = DiagnosticCollector()
        let previous = DiagnosticSink.current
        DiagnosticSink.current = collector.sink
        defer { DiagnosticSink.current = previous }
        NSLayoutConstraint.withFailurePolicy(.record) {
            let root = makeRoot(200, 200)
            let child = makeChild(of: root)
            // width == 1 × root.width + 0 (repaired from ∞ × root.width + NaN) = 200.
            let width = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: root,
                                           attribute: .width, multiplier: .infinity, constant: .nan)
            #expect(width.multiplier == 1)
            #expect(width.constant == 0)
            // leading == 0 × root.leading + 10: a location equal to 10, kept as given.
            let leading = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root,
                                             attribute: .leading, multiplier: 0, constant: 10)
            let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
            NSLayoutConstraint.activate([width, leading, top, child.heightAnchor.constraint(equalToConstant: 20)])
            top.constant = -.infinity  // refused: 5 stays
            root.layoutIfNeeded()
            #expect(top.constant == 5)
            #expect(child.frame == CGRect(x: 10, y: 5, width: 200, height: 20))
            let kinds = collector.diagnostics.map(\.kind)
            #expect(kinds == ["invalidMultiplier", "invalidConstant", "locationEqualToConstant", "invalidConstant"])
            #expect(collector.diagnostics.allSatisfy { $0.domain == .autoLayout })
            let messages = collector.diagnostics.map(\.message)
            #expect(messages[0].hasPrefix("Multiplier is not finite!  That's illegal.  multiplier:inf"))
            #expect(messages[1].hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan"))
            #expect(messages[2].contains("A multiplier of 0 or a nil second item together with a location for the first "
                + "attribute creates an illegal constraint of a location equal to a constant."))
            #expect(messages[3].hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:-inf"))
        }
    }
}
