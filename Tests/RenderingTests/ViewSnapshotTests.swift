import Foundation
import LayoutRendering
import LayoutSnapshotTesting
import OpenCompositionalLayout
import Testing
import Raster

/// View snapshots: hand-built views drawn to SVG and PNG, compared with fragments worked out by hand from the
/// views' properties (positions, sizes, colours), never with the renderer's earlier output.
@Suite("View snapshots", .serialized)
@MainActor
struct ViewSnapshotTests {
    /// A 200 × 100 red card, corner radius 12, a 2-pt blue border, with a centred black label at (10, 20, 180, 30):
    /// - the background: `<rect width="200" height="100" rx="12" fill="#ff0000"/>`;
    /// - the label, one line of the 17-pt system font: line height 17 · 2444/2048 = 20.287…, centred vertically:
    ///   top (30 − 20.287…) / 2 = 4.856…, baseline top + ascender (17 · 1950/2048 = 16.186…) = 21.04296875, x = 90,
    ///   as wide as the measurer makes it: H 0.65 + e 0.55 + l 0.25 + l 0.25 + o 0.55 = 2.25 em = 38.25;
    /// - the border inside the bounds: centre line inset by 1, so x = y = 1, 198 × 98, rx 12 − 1 = 11.
    @Test func aCardWithALabel() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.backgroundColor = .red
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.blue.cgColor
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 30))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        label.textAlignment = .center
        card.addSubview(label)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: card))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\" viewBox=\"0 0 200 100\""))
        #expect(svg.contains("<g data-view=\"UIView\">\n<rect width=\"200\" height=\"100\" rx=\"12\" fill=\"#ff0000\"/>\n"))
        #expect(svg.contains("<g data-view=\"UILabel\" transform=\"translate(10 20)\">\n"
            + "<text x=\"90\" y=\"21.04\" font-size=\"17\" text-anchor=\"middle\" textLength=\"38.25\" lengthAdjust=\"spacingAndGlyphs\""
            + " fill=\"#000000\">Hello</text>\n</g>\n"))
        #expect(svg.contains("<rect x=\"1\" y=\"1\" width=\"198\" height=\"98\" rx=\"11\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"2\"/>\n</g>\n</svg>"))
    }

    /// Hidden views draw nothing; alpha becomes `opacity`; a clipping view clips its subviews to its bounds; a
    /// transform is applied about the view's centre (a 10 × 10 view centred at (20, 20), scaled by 2: back by half
    /// the size, the transform, then to the centre, as one matrix); a scroll offset moves the subviews.
    @Test func hiddenAlphaClippingTransformAndOffset() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.clipsToBounds = true
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        let faded = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        faded.backgroundColor = .blue
        faded.alpha = 0.5
        let scaled = UIView(frame: CGRect(x: 15, y: 15, width: 10, height: 10))
        scaled.backgroundColor = .black
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(hidden)
        root.addSubview(faded)
        root.addSubview(scaled)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: root))
        #expect(!svg.contains("#00ff00"))
        #expect(svg.contains("<svg x=\"0\" y=\"0\" width=\"100\" height=\"100\">\n<g data-view="))
        #expect(svg.contains("<g data-view=\"UIView\" transform=\"translate(50 50)\" opacity=\"0.5\">\n<rect width=\"100\" height=\"100\" fill=\"#0000ff\"/>"))
        // Scaled by 2 about its centre (20, 20), a 10 × 10 view: x ↦ 2 (x − 5) + 20 = 2x + 10.
        #expect(svg.contains("<g data-view=\"UIView\" transform=\"matrix(2 0 0 2 10 10)\">"))

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        scroll.addSubview(content)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        let scrolled = ViewSVGRenderer().render(ViewSnapshot(capturing: scroll))
        #expect(scrolled.contains("<g transform=\"translate(0 -40)\">\n<g data-view=\"UIView\">"))
    }

    /// A symbol image view draws a placeholder of its size in its tint (system blue, #007aff, at 35 %), with the
    /// symbol's name on hover; the layout pictures' placeholder corner radius, 4 points (24 × 24 has room for it).
    @Test func aSymbolIsANamedPlaceholder() {
        let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
        imageView.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        imageView.tintColor = .systemBlue
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: imageView))
        #expect(svg.contains("<rect class=\"image-placeholder\" width=\"24\" height=\"24\" rx=\"4\" fill=\"#007aff\""
            + " fill-opacity=\"0.35\"><title>star.fill</title></rect>"))
    }

    /// Text is escaped for SVG: markup in a label stays text.
    @Test func labelTextIsEscaped() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        label.text = "<script>alert(\"x\")</script> & co"
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: label))
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"))
        #expect(!svg.contains("<script>"))
    }

    /// A one-line label too narrow for its text ends in "…": the line shown is a prefix of the text plus the
    /// ellipsis, fits the label, and one more character would not fit (the rule of tail truncation).
    @Test func aNarrowLabelTruncatesItsTail() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.text = "Hello, wonderful world"
        label.font = .systemFont(ofSize: 17)
        let snapshot = ViewSnapshot(capturing: label)
        guard case .text(let text) = try #require(snapshot.root.content.first) else {
            Issue.record("no text")
            return
        }
        let line = try #require(text.lines.first)
        #expect(text.lines.count == 1)
        #expect(line.text.hasSuffix("…"))
        let kept = String(line.text.dropLast())
        #expect("Hello, wonderful world".hasPrefix(kept))
        func width(_ string: String) -> CGFloat {
            TextMeasuringRegistry.global.measure(string, font: label.font, constrainedToWidth: .infinity, numberOfLines: 1,
                                                 lineBreakMode: .byClipping).size.width
        }
        #expect(width(line.text) <= 60)
        let longer = String("Hello, wonderful world".prefix(kept.count + 1))
        #expect(width(longer + "…") > 60 || longer.hasSuffix(" "))
    }

    /// A multi-line label wraps at spaces within its width and stops at its line count, the last line cut.
    @Test func aTwoLineLabelWrapsAndCutsItsLastLine() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 2
        guard case .text(let text) = try #require(ViewSnapshot(capturing: label).root.content.first) else {
            Issue.record("no text")
            return
        }
        #expect(text.lines.count == 2)
        #expect(text.lines[0].text.hasPrefix("one"))
        #expect(!text.lines[0].text.contains("…"))
        #expect(text.lines[1].text.hasSuffix("…"))
        #expect(text.lines.allSatisfy { $0.width <= 80 })
        // The second line's baseline is one line height below the first.
        #expect(abs(text.lines[1].baseline - text.lines[0].baseline - label.font.lineHeight) < 1e-9)
    }

    /// A list cell's disclosure indicator sits at the trailing layout margin, 8 wide and 14 tall, centred
    /// vertically in the 44-pt cell: y = (44 − 14) / 2 = 15.
    @Test func aListCellDrawsItsDisclosureIndicator() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.accessories = [.disclosureIndicator()]
        let trailing = cell.directionalLayoutMargins.trailing
        let x = 390 - trailing - 8
        func n(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value)) }
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: cell))
        #expect(svg.contains("<path d=\"M\(n(x)) 15 L\(n(x + 8)) 22 L\(n(x)) 29\""))
        #expect(svg.contains("<title>disclosureIndicator</title>"))
    }

    /// PNG at scale 2: a 10 × 10 red view is 20 × 20 pixels; a white 5 × 5 subview at (5, 5) covers pixels 10…19;
    /// a hidden subview is not drawn; a clipped subview stops at its parent's edge.
    @Test func pngPixels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .red
        let white = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        white.backgroundColor = .white
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.backgroundColor = .blue
        hidden.isHidden = true
        root.addSubview(white)
        root.addSubview(hidden)
        let image = ViewPNGRenderer(scale: 2).image(ViewSnapshot(capturing: root))
        #expect(image.width == 20 && image.height == 20)
        #expect(image.color(atX: 2, y: 2) == RGBColor(red: 255, green: 0, blue: 0))
        #expect(image.color(atX: 12, y: 12) == RGBColor(red: 255, green: 255, blue: 255))
        #expect(image.color(atX: 9, y: 9) == RGBColor(red: 255, green: 0, blue: 0))
        let png = ViewPNGRenderer(scale: 2).render(ViewSnapshot(capturing: root))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png == ViewPNGRenderer(scale: 2).render(ViewSnapshot(capturing: root)))
    }

    /// A collection view draws its cells where its layout puts them, moved by its content offset.
    @Test func aCollectionViewDrawsItsCells() {
        let (view, dataSource) = makeCollectionView(size: CGSize(width: 100, height: 100), layout: makeListLayout(rowHeight: 50),
                                                    itemCounts: [4])
        view.contentOffset = CGPoint(x: 0, y: 50)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        // Rows 1 and 2 are on screen (50…150); the subviews are drawn under a −50 translation.
        #expect(svg.contains("<g transform=\"translate(0 -50)\">"))
        #expect(svg.contains("transform=\"translate(0 50)\""))
        #expect(svg.contains("transform=\"translate(0 100)\""))
        withExtendedLifetime(dataSource) {}
    }

    /// A view controller's view after Auto Layout: a label pinned 16 from the leading edge and 20 from the top,
    /// 100 wide and 30 tall, is drawn at (16, 20); a list content view draws its labels and image as subviews.
    @Test func aViewControllerAfterAutoLayout() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        let label = UILabel()
        label.text = "Pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 30),
        ])
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        content.image = UIImage(systemName: "star")
        let row = UIListContentView(configuration: content)
        row.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
        controller.view.addSubview(row)
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: controller))
        #expect(svg.contains("<g data-view=\"UILabel\" transform=\"translate(16 20)\">"))
        #expect(svg.contains(">Pinned</text>"))
        #expect(svg.contains(">Title</text>"))
        #expect(svg.contains(">Subtitle</text>"))
        #expect(svg.contains("<title>star</title>"))
    }

    /// `assertViewSnapshot` records an SVG, matches it, and reports a line diff when the view changes.
    @Test func assertViewSnapshotRecordsAndMatches() throws {
        let file: StaticString = "/tmp/oclayout-view-snapshot-tests/CardTests.swift"
        let folder = URL(fileURLWithPath: "/tmp/oclayout-view-snapshot-tests")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        let first = try assertViewSnapshot(of: view, named: "card", file: file, environment: [:])
        #expect(first == .recorded(path: "/tmp/oclayout-view-snapshot-tests/__Snapshots__/CardTests/card.svg"))
        #expect(try assertViewSnapshot(of: view, named: "card", file: file, environment: [:]) == .matched)
        view.backgroundColor = .blue
        #expect(throws: LayoutSnapshotFailure.self) { try assertViewSnapshot(of: view, named: "card", file: file, environment: [:]) }
        #expect(throws: LayoutSnapshotFailure.self) {
            try assertViewSnapshot(of: view, named: "other", format: .png(scale: 2), file: file, environment: ["CI": "1"])
        }
    }
}
