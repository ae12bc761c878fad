import BenchmarkSupport
import Foundation
import ImageCodec
import LayoutRendering
import OpenCompositionalLayout
import Raster

// An iPhone-sized screen as a snapshot test takes it: a navigation controller with a titled list of 20 rows (title
// and detail text, a disclosure indicator) on an iPhone 16 Pro, put into the device's window, laid out, captured
// (`DeviceConfiguration.capture`) and drawn and encoded as a PNG at 3× (1206 × 2622 pixels). The median of 15 runs
// after 2 warm-ups, in milliseconds and in floor-frames (multiples of one `CGRect` write of the fill floor measured in
// the same run, so the figure compares across machines); the capture and the PNG are also timed apart.

/// Twenty rows with a title and a detail.
@MainActor
final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row + 1)"
        content.secondaryText = "Detail text for row \(indexPath.row + 1)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@MainActor
func screen() -> (UIViewController, Rows) {
    let list = UITableViewController(style: .plain)
    let rows = Rows()
    list.tableView.dataSource = rows
    list.title = "Settings"
    return (UINavigationController(rootViewController: list), rows)
}

MainActor.assumeIsolated {
    guard let device = DevicePreset.named("iPhone 16 Pro") else { fatalError("no iPhone 16 Pro preset") }
    let configuration = DeviceConfiguration(device: device)
    let renderer = ViewPNGRenderer(scale: 3)
    var bytes = 0
    var whole: [Double] = [], captures: [Double] = [], encodes: [Double] = [], draws: [Double] = [], pngs: [Double] = []
    for run in 0..<17 {
        let (controller, rows) = screen()
        var snapshot: ViewSnapshot?
        let captureTime = nanoseconds { snapshot = configuration.capture(controller) }
        var png = Data()
        let encodeTime = nanoseconds { png = renderer.render(snapshot!) }
        // The same picture again, its two halves timed apart: painting the pixels, then the PNG file.
        var image: RasterImage?
        let drawTime = nanoseconds { image = renderer.image(snapshot!) }
        let pngTime = nanoseconds { _ = PNGEncoder().encode(image!) }
        bytes = png.count
        withExtendedLifetime(rows) {}
        guard run >= 2 else { continue }
        captures.append(captureTime)
        encodes.append(encodeTime)
        draws.append(drawTime)
        pngs.append(pngTime)
        whole.append(captureTime + encodeTime)
    }
    let floor = measuredFillFloor()
    func line(_ label: String, _ values: [Double]) {
        let time = median(values)
        print(pad(label, 34) + String(format: "%9.2f ms %14.0f floor-frames", time / 1e6, floorFrames(time, floor: floor)))
    }
    print("iPhone 16 Pro, navigation controller + 20-row list, PNG at 3× (\(bytes) bytes); median of \(whole.count) runs")
    print(String(format: "fill floor: %.2f ms per 1M CGRect writes", floor / 1e6))
    line("capture (window, layout, capture)", captures)
    line("draw + encode PNG", encodes)
    line("  of which: draw the pixels", draws)
    line("  of which: encode the PNG", pngs)
    line("screen → PNG", whole)
}
