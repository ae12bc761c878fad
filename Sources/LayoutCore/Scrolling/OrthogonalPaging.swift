import CollectionGeometry

/// Where an orthogonal section comes to rest (beyond UIKit, which keeps its orthogonal scroll views private):
/// the one-dimensional arithmetic of ``UICollectionLayoutSectionOrthogonalScrollingBehavior``, without views.
///
/// Positions are distances scrolled from the section's start, along the orthogonal axis in reading order
/// (to the right in a left-to-right vertical layout, to the left in a right-to-left one, downwards in a
/// horizontal layout). Position 0 shows the section as laid out; the content rests between 0 and
/// ``maximumPosition``. Groups are given by their leading edges and lengths in the same coordinates,
/// measured from the start of the section's scrolling region (the section's leading inset included).
///
/// The rules, after Apple's documentation of the behaviours:
/// - `.continuous`: where the deceleration takes it: `release + v · r / (1 − r)` (`r` the fraction of
///   velocity kept per millisecond), clamped.
/// - `.continuousGroupLeadingBoundary`: the group boundary nearest that projection: group k's leading edge
///   rests where group 0's does, at `leading(k) − leading(0)` (`k · (groupLength + interGroupSpacing)` for
///   equal groups).
/// - `.paging`: a multiple of the visible length; the page the velocity points to (the next page boundary
///   at or after the release point for a positive velocity, at or before it for a negative one, the
///   nearest for zero), at most one page from the page the drag started on.
/// - `.groupPaging`: the same choice among the group boundaries of `.continuousGroupLeadingBoundary`, at most
///   one group from the group the drag started on: one group at a time.
/// - `.groupPagingCentered`: as `.groupPaging`, among the positions that centre a group in the visible
///   length: `leading(k) + length(k)/2 − visible/2`.
///
/// Every target is clamped to `0...maximumPosition` (the ends of the content may not be boundaries).
/// Non-finite inputs leave the position where it was released (clamped), never a trap.
package struct OrthogonalPaging: Sendable, Equatable {
    /// The groups of the section along its orthogonal axis.
    package enum Groups: Sendable, Equatable {
        /// `count` groups of `length`, group k leading at `firstLeading + k · stride`.
        case uniform(firstLeading: CGFloat, length: CGFloat, stride: CGFloat, count: Int)
        /// Groups with their own leading edges (ascending) and lengths (self-sized groups).
        case explicit(leadings: [CGFloat], lengths: [CGFloat])

        /// The number of groups.
        package var count: Int {
            switch self {
            case .uniform(_, _, _, let count): max(0, count)
            case .explicit(let leadings, let lengths): min(leadings.count, lengths.count)
            }
        }

        /// The leading edge of group `k` (k < count).
        package func leading(_ k: Int) -> CGFloat {
            switch self {
            case .uniform(let first, _, let stride, _): first + CGFloat(k) * stride
            case .explicit(let leadings, _): leadings[k]
            }
        }

        /// The length of group `k` (k < count).
        package func length(_ k: Int) -> CGFloat {
            switch self {
            case .uniform(_, let length, _, _): length
            case .explicit(_, let lengths): lengths[k]
            }
        }
    }

    /// How the section scrolls.
    package var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The length of the section's scrolling region on screen (the page length of `.paging`).
    package var visibleLength: CGFloat
    /// The length of the orthogonal content, insets included.
    package var contentLength: CGFloat
    /// The groups.
    package var groups: Groups

    package init(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, visibleLength: CGFloat,
                 contentLength: CGFloat, groups: Groups) {
        self.behavior = behavior
        self.visibleLength = visibleLength
        self.contentLength = contentLength
        self.groups = groups
    }

    /// The furthest resting position: the content length less the visible length, never below 0.
    /// - Complexity: O(1).
    package var maximumPosition: CGFloat {
        let value = contentLength - visibleLength
        return value.isFinite ? max(0, value) : 0
    }

    /// `position` inside `0...maximumPosition`; a non-finite position counts as 0.
    /// - Complexity: O(1).
    package func clamped(_ position: CGFloat) -> CGFloat {
        guard position.isFinite else { return 0 }
        return min(max(position, 0), maximumPosition)
    }

    /// Where a release at `position` with `velocity` (points per millisecond) coasts to without limits:
    /// `position + velocity · r / (1 − r)`; a rate outside `0..<1` counts as 0.998 (UIKit's normal rate).
    /// - Complexity: O(1).
    package static func projected(_ position: CGFloat, velocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {
        let rate = decelerationRate >= 0 && decelerationRate < 1 ? decelerationRate : 0.998
        return position + velocity * rate / (1 - rate)
    }

    /// The position a drag that began at `start` and was released at `position` with `velocity` (points per
    /// millisecond, positive towards later groups) comes to rest at, `decelerationRate` being the fraction of
    /// velocity kept per millisecond. See the type's documentation for the rules.
    /// - Complexity: O(1) for equal groups, O(log g) for self-sized ones.
    package func restingPosition(releasedAt position: CGFloat, startedAt start: CGFloat, velocity: CGFloat,
                                 decelerationRate: CGFloat) -> CGFloat {
        guard position.isFinite else { return clamped(start) }
        let velocity = velocity.isFinite ? velocity : 0
        let start = start.isFinite ? start : position
        switch behavior {
        case .none, .continuous:
            return clamped(Self.projected(position, velocity: velocity, decelerationRate: decelerationRate))
        case .continuousGroupLeadingBoundary:
            let stops = Stops(groups: groups, centredIn: nil)
            guard stops.count > 0 else { return clamped(position) }
            let projection = Self.projected(position, velocity: velocity, decelerationRate: decelerationRate)
            return clamped(stops.value(stops.nearest(to: projection)))
        case .paging:
            let page = visibleLength
            guard page.isFinite, page > 0 else { return clamped(position) }
            let startPage = (start / page).rounded()
            let fraction = position / page
            var target = velocity > 0 ? fraction.rounded(.up) : velocity < 0 ? fraction.rounded(.down) : fraction.rounded()
            target = min(max(target, startPage - 1), startPage + 1)
            return clamped(target * page)
        case .groupPaging, .groupPagingCentered:
            let stops = Stops(groups: groups, centredIn: behavior == .groupPagingCentered ? visibleLength : nil)
            guard stops.count > 0 else { return clamped(position) }
            let startStop = stops.nearest(to: start)
            let (below, above) = stops.bracket(position)
            let target: Int
            if velocity > 0 {
                target = above
            } else if velocity < 0 {
                target = below
            } else {
                target = abs(stops.value(below) - position) <= abs(stops.value(above) - position) ? below : above
            }
            return clamped(stops.value(min(max(target, startStop - 1), startStop + 1)))
        }
    }

    /// The resting positions of the group behaviours: group k's leading edge where group 0's is, or group k
    /// centred in a visible length.
    private struct Stops {
        let groups: Groups
        let count: Int
        /// The value of stop 0's offset: `leading(0)` (boundaries) or `visible/2` (centred).
        let centredIn: CGFloat?

        init(groups: Groups, centredIn: CGFloat?) {
            self.groups = groups
            self.count = groups.count
            self.centredIn = centredIn
        }

        /// The position that rests on group `k`.
        func value(_ k: Int) -> CGFloat {
            if let visible = centredIn { return groups.leading(k) + groups.length(k) / 2 - visible / 2 }
            return groups.leading(k) - groups.leading(0)
        }

        /// The last stop at or before `position` and the first at or after it (the same stop when it is on
        /// one; the first or last stop beyond the ends).
        func bracket(_ position: CGFloat) -> (Int, Int) {
            // Stops ascend: binary search for the first stop after `position`.
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                if value(mid) <= position { low = mid + 1 } else { high = mid }
            }
            let below = max(0, low - 1)
            if value(below) == position || low == count { return (below, below) }
            return (low == 0 ? 0 : below, low)
        }

        /// The stop nearest `position` (the earlier on a tie).
        func nearest(to position: CGFloat) -> Int {
            let (below, above) = bracket(position)
            return abs(value(below) - position) <= abs(value(above) - position) ? below : above
        }
    }
}
