import Foundation
import LayoutRendering
import OpenCompositionalLayout
import Raster
import Testing

/// Layers and attributed text given hostile values draw without trapping, and the finite parts still draw.
@Suite("Hostile layers")
@MainActor
struct HostileLayerPictureTests {
    /// NaN and infinite geometry, gradient locations, shadow radii and offsets, dash patterns, stroke ends, transforms and
    /// a mask that is its own ancestor's sibling chain; then a finite red 10 × 10 layer at the top left, which draws.
    @Test func hostileLayersDrawTheirFiniteParts() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: CGFloat.nan, y: 0, width: 20, height: .infinity)
        gradient.colors = [UIColor.red.cgColor, "not a colour", UIColor.blue.cgColor]
        gradient.locations = [NSNumber(value: Double.nan), NSNumber(value: -5), NSNumber(value: 1e300)]
        gradient.startPoint = CGPoint(x: CGFloat.nan, y: .infinity)
        gradient.type = .radial
        view.layer.addSublayer(gradient)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: 30, y: CGFloat.infinity))
        path.addArc(center: CGPoint(x: 20, y: 20), radius: .nan, startAngle: 0, endAngle: .infinity, clockwise: true)
        shape.path = path
        shape.lineWidth = .nan
        shape.lineDashPattern = [NSNumber(value: -1), NSNumber(value: Double.nan)]
        shape.strokeStart = .nan
        shape.strokeEnd = -.infinity
        shape.strokeColor = UIColor.black.cgColor
        shape.shadowOpacity = .nan
        shape.shadowRadius = .infinity
        shape.shadowOffset = CGSize(width: CGFloat.nan, height: 1e300)
        view.layer.addSublayer(shape)
        let turned = CALayer()
        turned.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        turned.transform = CATransform3DMakeScale(.nan, .infinity, 1)
        turned.backgroundColor = UIColor.green.cgColor
        view.layer.addSublayer(turned)
        let masked = CALayer()
        masked.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        masked.backgroundColor = UIColor.blue.cgColor
        let mask = CALayer()
        mask.frame = CGRect(x: CGFloat.nan, y: 0, width: 5, height: .nan)
        mask.cornerRadius = .infinity
        masked.mask = mask
        view.layer.addSublayer(masked)
        let red = CALayer()
        red.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        red.backgroundColor = UIColor.red.cgColor
        red.cornerRadius = .nan
        red.borderWidth = -.infinity
        view.layer.addSublayer(red)
        let label = UILabel(frame: CGRect(x: 0, y: 30, width: 40, height: 10))
        label.attributedText = NSAttributedString(string: "x\u{0}\u{202E}y", attributes: [
            .font: UIFont.systemFont(ofSize: .nan), .kern: Double.infinity, .baselineOffset: Double.nan,
            .paragraphStyle: { let style = NSMutableParagraphStyle(); style.lineSpacing = .nan; style.headIndent = .infinity; return style }(),
        ])
        view.addSubview(label)
        let image = ViewPNGRenderer(scale: 1).image(ViewSnapshot(capturing: view))
        #expect(image.color(atX: 5, y: 5) == RGBColor(red: 255, green: 0, blue: 0))
        let svg = ViewSVGRenderer().render(ViewSnapshot(capturing: view))
        #expect(!svg.lowercased().contains("nan") && !svg.contains("inf"))
    }
}
