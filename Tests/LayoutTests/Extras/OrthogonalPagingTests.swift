// The resting-position arithmetic of orthogonal sections (beyond UIKit), without views.
import LayoutCore
import OpenCompositionalLayout
import Testing

/// Apple's Conference Video Sessions section on a 390-pt view (worked example #26): groups 0.85 × 350 =
/// 297.5 wide, interGroupSpacing 20 (stride 317.5), section insets 20, 5 groups. Group k leads at
/// 20 + 317.5k; content 20 + 5·297.5 + 4·20 + 20 = 1607.5; the furthest position 1607.5 − 390 = 1217.5.
/// Group boundaries (group k's leading edge where group 0's is): 0, 317.5, 635, 952.5, 1270.
@Suite struct OrthogonalPagingTests {
    private func conference(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> OrthogonalPaging {
        OrthogonalPaging(behavior: behavior, visibleLength: 390, contentLength: 1607.5,
                         groups: .uniform(firstLeading: 20, length: 297.5, stride: 317.5, count: 5))
    }

    /// `.groupPagingCentered` adds (390 − 297.5)/2 = 46.25 on both ends: group k leads at
    /// 20 + 46.25 + 317.5k = 66.25 + 317.5k; content 1607.5 + 92.5 = 1700. Centred positions:
    /// 66.25 + 317.5k + 148.75 − 195 = 20 + 317.5k: 20, 337.5, 655, 972.5, 1290; furthest 1310.
    private let centred = OrthogonalPaging(behavior: .groupPagingCentered, visibleLength: 390, contentLength: 1700,
                                           groups: .uniform(firstLeading: 66.25, length: 297.5, stride: 317.5, count: 5))

    private let normal: CGFloat = 0.998
    private let fast: CGFloat = 0.99

    private func rest(_ paging: OrthogonalPaging, start: CGFloat = 0, release: CGFloat, velocity: CGFloat,
                      rate: CGFloat = 0.998) -> CGFloat {
        paging.restingPosition(releasedAt: release, startedAt: start, velocity: velocity, decelerationRate: rate)
    }

    private func expectNear(_ actual: CGFloat, _ expected: CGFloat, _ comment: Comment? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(actual - expected) < 1e-6, "\(actual) ≠ \(expected) \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
    }

    @Test func furthestPosition() {
        expectNear(conference(.continuous).maximumPosition, 1217.5)
        expectNear(centred.maximumPosition, 1310)
        // Content shorter than the view does not scroll.
        let short = OrthogonalPaging(behavior: .paging, visibleLength: 390, contentLength: 337.5,
                                     groups: .uniform(firstLeading: 20, length: 297.5, stride: 317.5, count: 1))
        #expect(short.maximumPosition == 0)
    }

    /// `.continuous`: release + v · r/(1 − r): r/(1 − r) = 499 (normal), 99 (fast).
    @Test func continuousRestsWhereTheDecelerationTakesIt() {
        let paging = conference(.continuous)
        expectNear(rest(paging, release: 200, velocity: 0), 200)
        expectNear(rest(paging, release: 200, velocity: 0.8), 200 + 0.8 * 499)      // 599.2
        expectNear(rest(paging, release: 200, velocity: 0.8, rate: fast), 200 + 0.8 * 99)  // 279.2
        expectNear(rest(paging, release: 200, velocity: -1), 0)                     // 200 − 499 < 0
        expectNear(rest(paging, release: 1200, velocity: 1), 1217.5)                // 1699 clamped
    }

    /// `.continuousGroupLeadingBoundary`: the boundary nearest the projection.
    @Test func leadingBoundarySnapsToTheNearestBoundary() {
        let paging = conference(.continuousGroupLeadingBoundary)
        expectNear(rest(paging, release: 200, velocity: 0), 317.5)        // |200 − 317.5| = 117.5 < 200
        expectNear(rest(paging, release: 150, velocity: 0), 0)            // 150 < 167.5
        expectNear(rest(paging, release: 200, velocity: 0.8), 635)        // 599.2: 35.8 from 635
        expectNear(rest(paging, release: 200, velocity: -0.2), 0)         // 200 − 99.8 = 100.2: nearer 0
        expectNear(rest(paging, release: 1100, velocity: 0), 952.5)       // 147.5 < 170
        expectNear(rest(paging, release: 1150, velocity: 0), 1217.5)      // nearest 1270, clamped
    }

    /// `.paging`: pages of 390, the one the velocity points to, at most one from the start page.
    @Test func pagingRestsOnMultiplesOfTheVisibleLength() {
        let paging = conference(.paging)
        expectNear(rest(paging, release: 200, velocity: 0), 390)          // 200/390 = 0.51 → 1
        expectNear(rest(paging, release: 150, velocity: 0), 0)            // 0.38 → 0
        expectNear(rest(paging, release: 150, velocity: 0.5), 390)        // up
        expectNear(rest(paging, release: 250, velocity: -0.5), 0)         // down
        expectNear(rest(paging, release: 900, velocity: 3), 390)          // ⌈2.3⌉ = 3, at most page 1
        expectNear(rest(paging, start: 780, release: 1000, velocity: 0.5), 1170)   // page 2 → 3
        expectNear(rest(paging, start: 1170, release: 1217.5, velocity: 0.5), 1217.5)  // page 4 clamped
    }

    /// `.groupPaging`: one group at a time.
    @Test func groupPagingMovesOneGroupAtATime() {
        let paging = conference(.groupPaging)
        expectNear(rest(paging, release: 200, velocity: 0), 317.5)        // nearest
        expectNear(rest(paging, release: 100, velocity: 0), 0)
        expectNear(rest(paging, release: 100, velocity: 0.5), 317.5)      // next in the velocity's direction
        expectNear(rest(paging, release: 200, velocity: -0.5), 0)         // back
        expectNear(rest(paging, release: 700, velocity: 2), 317.5)        // swept past two: still one group
        expectNear(rest(paging, start: 635, release: 500, velocity: -0.5), 317.5)
        expectNear(rest(paging, start: 635, release: 500, velocity: 0.5), 635)
        expectNear(rest(paging, start: 952.5, release: 1100, velocity: 0.5), 1217.5)  // 1270 clamped
    }

    /// `.groupPagingCentered`: group k centred in the 390 visible: positions 20 + 317.5k.
    @Test func groupPagingCenteredCentresTheGroup() {
        expectNear(rest(centred, release: 200, velocity: 0), 337.5)       // 137.5 from 337.5, 180 from 20
        expectNear(rest(centred, release: 100, velocity: 0), 20)
        expectNear(rest(centred, release: 100, velocity: 0.5), 337.5)
        expectNear(rest(centred, release: 700, velocity: 2), 337.5)       // one group from group 0
        expectNear(rest(centred, start: 337.5, release: 300, velocity: -0.5), 20)
        // At 337.5 group 1 leads at 66.25 + 317.5 − 337.5 = 46.25 on screen: its centre 46.25 + 148.75 = 195.
        expectNear(66.25 + 317.5 - 337.5 + 297.5 / 2, 390 / 2)
    }

    /// Self-sized groups: leading edges 10, 110, 260, lengths 90, 140, 60, visible 200, content 330
    /// (furthest 130). Boundaries 0, 100, 250; centred positions 10 + 45 − 100 = −45, 110 + 70 − 100 = 80,
    /// 260 + 30 − 100 = 190.
    @Test func selfSizedGroups() {
        let groups = OrthogonalPaging.Groups.explicit(leadings: [10, 110, 260], lengths: [90, 140, 60])
        var paging = OrthogonalPaging(behavior: .groupPaging, visibleLength: 200, contentLength: 330, groups: groups)
        expectNear(rest(paging, release: 60, velocity: 0.1), 100)
        expectNear(rest(paging, release: 40, velocity: 0), 0)
        paging.behavior = .continuousGroupLeadingBoundary
        expectNear(rest(paging, release: 200, velocity: 0), 130)          // nearest 250, clamped
        paging.behavior = .groupPagingCentered
        expectNear(rest(paging, release: 30, velocity: 0.1), 80)          // started at stop 0 (−45)
        expectNear(rest(paging, release: 30, velocity: -0.1), 0)          // −45 clamped
    }

    /// Bad input never traps: a non-finite release rests where the drag started; a non-finite velocity
    /// counts as none; a bad deceleration rate counts as normal.
    @Test func nonFiniteInput() {
        let paging = conference(.continuous)
        expectNear(rest(paging, start: 100, release: .nan, velocity: 1), 100)
        expectNear(rest(paging, release: 200, velocity: .infinity), 200)
        expectNear(rest(paging, release: 200, velocity: 0.1, rate: 1.5), 200 + 0.1 * 499)
        expectNear(rest(conference(.groupPaging), start: .nan, release: 200, velocity: 0), 317.5)
        #expect(paging.clamped(.nan) == 0)
    }
}
