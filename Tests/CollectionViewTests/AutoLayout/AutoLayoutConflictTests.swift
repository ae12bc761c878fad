// Conflicts and ambiguity are reported through the diagnostics sink, which is beyond UIKit (UIKit logs them).
import OpenCompositionalLayout
import Testing

@MainActor
@Suite struct AutoLayoutConflictTests {
    @Test func conflictingRequiredConstraintsBreakOneAndReportTheList() {
        let collector = DiagnosticCollector()
        let root = makeRoot(400, 400)
        root.autoLayoutDiagnosticSink = collector.sink
        let child = makeChild(of: root)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([narrow, wide, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)  // the first holds; the second is broken
        let reports = collector.diagnostics.filter { $0.kind == "unsatisfiableConstraints" }
        #expect(reports.count == 1)
        let message = reports.first?.message ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'narrow'") && message.contains("'wide'"))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(reports.first?.domain == .autoLayout)
    }

    /// UIKit logs a conflict to the console: with no sink installed, the report goes to standard error.
    @Test func conflictsAreLoggedToStandardErrorByDefault() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let child = UIView()
                child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10),
                                             child.widthAnchor.constraint(equalToConstant: 20)])
                root.layoutIfNeeded()
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("Unable to simultaneously satisfy constraints.\n"))
        #expect(text.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(text.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
    }

    /// An installed sink overrides the console: the report goes to the sink and nothing is printed.
    @Test func anInstalledSinkReceivesConflictsInsteadOfStandardError() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collector = DiagnosticCollector()
                DiagnosticSink.current = collector.sink
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let child = UIView()
                child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10),
                                             child.widthAnchor.constraint(equalToConstant: 20)])
                root.layoutIfNeeded()
                if collector.diagnostics.count != 1 { fatalError("the sink missed the conflict") }
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!text.contains("Unable to simultaneously satisfy constraints."))
    }

    @Test func translatedFramesConflictWithConstraints() {
        let collector = DiagnosticCollector()
        let root = makeRoot(400, 400)
        root.autoLayoutDiagnosticSink = collector.sink
        let placed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(placed)
        placed.widthAnchor.constraint(equalToConstant: 80).isActive = true  // its frame says 50
        root.layoutIfNeeded()
        #expect(placed.frame.width == 50)
        #expect(collector.diagnostics.first?.message.contains("NSAutoresizingMaskLayoutConstraint") == true)
    }

    @Test func ambiguityIsDetected() {
        let root = makeRoot(400, 400)
        let child = makeChild(of: root)
        NSLayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 10),
                                     child.heightAnchor.constraint(equalToConstant: 10),
                                     child.topAnchor.constraint(equalTo: root.topAnchor)])
        // Nothing places it horizontally.
        #expect(child.hasAmbiguousLayout)
        #expect(child.leadingAnchor.hasAmbiguousLayout)
        #expect(!child.topAnchor.hasAmbiguousLayout)
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(child.constraintsAffectingLayout(for: .horizontal).count == 2)
    }

    /// Under `.record`, set for this test's task only (the process-wide default stays `.stop`).
    @Test func recordPolicyKeepsAConstraintWithoutCommonAncestorInactive() {
        NSLayoutConstraint.withFailurePolicy(.record) {
            #expect(NSLayoutConstraint.failurePolicy == .stop)
            let one = makeRoot(10, 10), other = makeRoot(10, 10)
            let constraint = one.topAnchor.constraint(equalTo: other.topAnchor)
            constraint.isActive = true
            #expect(!constraint.isActive)
        }
    }

    @Test func activatingAcrossHierarchiesStopsWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let one = UIView(), other = UIView()
                one.topAnchor.constraint(equalTo: other.topAnchor).isActive = true
            }
        }
    }

    @Test func mixingLeadingWithLeftStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                _ = view.leadingAnchor.constraint(equalTo: view.leftAnchor)
            }
        }
    }

    /// Under `.record`, a NaN constant is refused: the old constant stays and the layout is unchanged.
    @Test func nonFiniteConstantIsRefused() {
        NSLayoutConstraint.withFailurePolicy(.record) {
            let root = makeRoot(400, 400)
            let child = makeChild(of: root)
            let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
            NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         child.widthAnchor.constraint(equalToConstant: 10),
                                         child.heightAnchor.constraint(equalToConstant: 10)])
            top.constant = .nan
            root.layoutIfNeeded()
            #expect(top.constant == 20)
            #expect(child.frame.minY == 20)
        }
    }
}
