import Foundation
import ImageCodec
import LayoutRendering
import LayoutSnapshotTesting
import OpenCompositionalLayout
import Testing

/// A data source of red cells.
@MainActor
final class RedCells: NSObject, UICollectionViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .red
        return cell
    }
}

/// A screen whose view is a list of 50-point rows.
@MainActor
final class RedListController: UIViewController {
    let dataSource: RedCells
    var list: UICollectionView!

    init(rows: Int) {
        dataSource = RedCells(rows)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        list = UICollectionView(frame: .zero, collectionViewLayout: makeListLayout(rowHeight: 50))
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        list.backgroundColor = .white
        list.dataSource = dataSource
        view = list
    }
}

/// Whole lists in one picture, and animations frame by frame.
@Suite("full-height lists and animation strips")
@MainActor
struct ListAndAnimationSnapshotTests {
    func countCells(_ node: ViewSnapshot.Node) -> Int {
        (node.typeName == "UICollectionViewCell" ? 1 : 0) + node.children.reduce(0) { $0 + countCells($1) }
    }

    @Test("a list grown to its content height realises every cell; its frame is put back")
    func fullHeightList() {
        let (list, dataSource) = makeCollectionView(size: CGSize(width: 100, height: 200), layout: makeListLayout(rowHeight: 50), itemCounts: [20])
        let snapshot = FullHeightCapture.capture(list)
        // 20 rows of 50.
        #expect(snapshot.size == CGSize(width: 100, height: 1000))
        #expect(countCells(snapshot.root) == 20)
        #expect(list.frame.size == CGSize(width: 100, height: 200))
        withExtendedLifetime(dataSource) {}
    }

    @Test("a list under a navigation bar: the window grows, the first row starts below the bar")
    func fullHeightUnderNavigationBar() throws {
        let screen = RedListController(rows: 20)
        let navigation = UINavigationController(rootViewController: screen)
        let configuration = DeviceConfiguration(device: try #require(DevicePreset.named("iPhone SE")))
        let snapshot = FullHeightCapture.capture(navigation, in: configuration)
        let top = screen.list.adjustedContentInset.top
        // The bar sits below the 20-point status bar, so the list's content starts below both.
        #expect(top > 20)
        // The whole content (20 × 50) below the top inset, with no bottom inset on the SE.
        #expect(snapshot.size == CGSize(width: 375, height: top + 1000))
        #expect(countCells(snapshot.root) == 20)
        let image = ViewPNGRenderer(scale: 1).image(snapshot)
        // The first row is red just below the inset; the last row ends at the bottom.
        #expect(image.color(atX: 187, y: Int(top) + 2) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 187, y: Int(top) + 998) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 187, y: Int(top) - 2) != RGBColor(red: 255, green: 0, blue: 0))
    }

    /// A 100 × 20 white strip with a 20 × 20 red square at its left.
    func slider() -> (UIView, UIView) {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        strip.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        strip.addSubview(square)
        return (strip, square)
    }

    @Test("animation frames show the presentation values at each time on the clock")
    func frames() {
        let (strip, square) = slider()
        let clock = UIAnimationClock(mode: .manual)
        let frames = UIView.withAnimationClock(clock) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 80 }, completion: nil)
            return AnimationSnapshots.capture(strip, at: [1, 0.5, 0], clock: clock)
        }
        #expect(frames.map(\.time) == [0, 0.5, 1])
        // Linear: x = 80 · t, so the square spans 0…20, 40…60 and 80…100.
        let images = frames.map { ViewPNGRenderer(scale: 1).image($0.snapshot) }
        let red = RGBColor(red: 255, green: 0, blue: 0), white = RGBColor(red: 255, green: 255, blue: 255)
        #expect(images[0].color(atX: 10, y: 10) == red && images[0].color(atX: 50, y: 10) == white)
        #expect(images[1].color(atX: 10, y: 10) == white && images[1].color(atX: 50, y: 10) == red)
        #expect(images[2].color(atX: 50, y: 10) == white && images[2].color(atX: 90, y: 10) == red)
        #expect(square.frame.origin.x == 80)
        #expect(AnimationSnapshots.nameSuffix(for: 0.15) == "0150ms")
        #expect(AnimationSnapshots.nameSuffix(for: 12.5) == "12500ms")
    }

    /// A background colour animating from red to blue, linearly over a second, is halfway at 0.5 s: red and blue
    /// each 0.5 × 255 = 127.5, drawn as 127 or 128, green 0. A view fading from alpha 1 to 0 shows over white at 0.5 s
    /// as half its colour: black at alpha ½ over white is 127.5 grey.
    @Test("animation frames show animated background colours and alpha")
    func colourFrames() {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.backgroundColor = .red
        let fading = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        fading.backgroundColor = .black
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        holder.backgroundColor = .white
        fading.frame.origin.x = 10
        holder.addSubview(square)
        holder.addSubview(fading)
        let clock = UIAnimationClock(mode: .manual)
        let frames = UIView.withAnimationClock(clock) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                square.backgroundColor = .blue
                fading.alpha = 0
            }, completion: nil)
            return AnimationSnapshots.capture(holder, at: [0.5], clock: clock)
        }
        let image = ViewPNGRenderer(scale: 1).image(frames[0].snapshot)
        let middle = image.color(atX: 5, y: 5)
        #expect((127...128).contains(middle?.red ?? 0) && middle?.green == 0 && (127...128).contains(middle?.blue ?? 0), "\(String(describing: middle))")
        let grey = image.color(atX: 15, y: 5)
        #expect((127...128).contains(grey?.red ?? 0) && grey?.red == grey?.green && grey?.green == grey?.blue, "\(String(describing: grey))")
        #expect(square.backgroundColor == .blue)
    }

    @Test("assertAnimationSnapshots records one PNG per frame and a strip, then matches")
    func assertFrames() throws {
        let file: StaticString = "/tmp/oclayout-animation-frames/SliderTests.swift"
        let scratch = URL(fileURLWithPath: "/tmp/oclayout-animation-frames")
        try? FileManager.default.removeItem(at: scratch)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = ["SNAPSHOT_ARTIFACTS": scratch.appendingPathComponent("artifacts").path]
        func run() throws -> [LayoutSnapshotOutcome] {
            let (strip, square) = slider()
            let clock = UIAnimationClock(mode: .manual)
            return try UIView.withAnimationClock(clock) {
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 80 }, completion: nil)
                return try assertAnimationSnapshots(of: strip, named: "slide", at: [0, 0.5, 1], clock: clock, scale: 1, strip: true,
                                                    file: file, environment: environment)
            }
        }
        let folder = "/tmp/oclayout-animation-frames/__Snapshots__/SliderTests/"
        #expect(try run() == ["slide.0000ms", "slide.0500ms", "slide.1000ms", "slide.strip"].map { .recorded(path: folder + $0 + ".png") })
        let strip = try PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: folder + "slide.strip.png")))
        // Three 100 × 20 frames with two 8-pixel gaps: 316 × 20; the middle frame starts at 108, its square at 148…168.
        #expect(strip.width == 316 && strip.height == 20)
        #expect(strip.pixel(atX: 158, y: 10) == Bitmap.Pixel(red: 255, green: 0, blue: 0))
        #expect(strip.pixel(atX: 104, y: 10) == Bitmap.Pixel(red: 255, green: 255, blue: 255))
        #expect(try run() == Array(repeating: .matched, count: 4))
    }
}
