#if canImport(UIKit)
import UIKit
#else
import OpenCompositionalLayout
#endif
import Testing
import TestSupport

/// Constraints hold their items without keeping them alive, as UIKit's do: once a view or guide is gone, the
/// constraints that name it read `nil` for it. And activating an array of constraints lays out exactly as
/// activating them one at a time.
@MainActor
@Suite struct ConstraintItemLifetimeTests {
    @Test func aConstraintDoesNotKeepItsItemsAlive() {
        var child: UIView? = UIView(frame: .zero)
        let root = makeRoot(100, 100)
        let width = child!.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -20)
        #expect(width.firstItem === child)
        #expect(width.secondItem === root)
        child = nil
        // The child had no other owner: it is gone, and the constraint says so.
        #expect(width.firstItem == nil)
        #expect(width.secondItem === root)
    }

    @Test func aGuideIsHeldWithoutBeingKeptAlive() {
        var guide: UILayoutGuide? = UILayoutGuide()
        let root = makeRoot(100, 100)
        let constraint = guide!.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        #expect(constraint.firstItem === guide)
        guide = nil
        #expect(constraint.firstItem == nil)
    }

    @Test func anotherObjectIsHeldWeakly() {
        final class Item {}
        var item: Item? = Item()
        let root = makeRoot(100, 100)
        let constraint = NSLayoutConstraint(item: item!, attribute: .width, relatedBy: .equal, toItem: root,
                                            attribute: .width, multiplier: 1, constant: 0)
        #expect(constraint.firstItem === item)
        item = nil
        #expect(constraint.firstItem == nil)
    }

    @Test func aConstraintIsInactiveOnceTheViewItIsInstalledOnIsGone() {
        var root: UIView? = makeRoot(100, 100)
        let child = makeChild(of: root!)
        let leading = child.leadingAnchor.constraint(equalTo: root!.leadingAnchor, constant: 8)
        leading.isActive = true
        #expect(leading.isActive)
        root?.layoutIfNeeded()
        root = nil
        // The root took its subviews and its engine with it: the child outlives both.
        #expect(!leading.isActive)
        #expect(leading.secondItem == nil)
        #expect(child.superview == nil)
        child.frame = CGRect(x: 1, y: 2, width: 3, height: 4)  // no engine to tell: nothing happens
        #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aViewLeavingItsIslandKeepsTheConstraintsInstalledOnIt() {
        let root = makeRoot(200, 100)
        let holder = makeChild(of: root)
        let child = makeChild(of: holder)
        NSLayoutConstraint.activate([
            holder.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            holder.topAnchor.constraint(equalTo: root.topAnchor),
            holder.widthAnchor.constraint(equalToConstant: 100),
            holder.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: holder.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 30, height: 20))
        // The holder leaves: its constraints to the root go. What stays is installed on the closest common
        // ancestor of its items: the holder's own size and the child's position on the holder (4), the child's
        // size on the child (2).
        holder.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.constraints.isEmpty)
        #expect(holder.constraints.count == 4)
        #expect(child.constraints.count == 2)
        holder.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        holder.layoutIfNeeded()
        // The holder is now the root of its own island: x = 10, width 30, height 20.
        #expect(child.frame == CGRect(x: 10, y: 0, width: 30, height: 20))
    }

    /// Random constraint sets over a few views, activated as one array and one at a time, give the same frames
    /// and install each constraint on the same view.
    @Test(arguments: 0..<20)
    func activatingAnArrayEqualsActivatingOneAtATime(seed: Int) {
        func build(batched: Bool) -> (frames: [CGRect], installedCounts: [Int]) {
            var random = SplitMix64(seed: UInt64(seed))
            let root = makeRoot(320, 480)
            let container = makeChild(of: root)
            let views = (0..<4).map { _ in makeChild(of: container) }
            var constraints = [
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                container.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
            ]
            for (index, view) in views.enumerated() {
                let previous = index == 0 ? container : views[index - 1]
                let gap = CGFloat(random.next() % 5) * 3
                constraints += [
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: gap),
                    view.topAnchor.constraint(equalTo: index == 0 ? previous.topAnchor : previous.bottomAnchor, constant: gap),
                    view.heightAnchor.constraint(equalToConstant: CGFloat(random.next() % 7) * 6 + 12),
                    random.next() % 2 == 0
                        ? view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
                        : view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -gap),
                ]
            }
            if batched {
                NSLayoutConstraint.activate(constraints)
            } else {
                for constraint in constraints { constraint.isActive = true }
            }
            root.layoutIfNeeded()
            return ([container.frame] + views.map(\.frame),
                    [root.constraints.count, container.constraints.count] + views.map(\.constraints.count))
        }
        let batched = build(batched: true), single = build(batched: false)
        #expect(batched.frames == single.frames)
        #expect(batched.installedCounts == single.installedCounts)
        // Four constraints between the container and the root, the positions on the container, the heights on
        // each view itself.
        #expect(batched.installedCounts[0] == 4)
        #expect(batched.installedCounts.dropFirst(2).allSatisfy { $0 == 1 })
    }
}
