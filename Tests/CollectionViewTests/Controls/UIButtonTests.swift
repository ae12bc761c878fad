// `simulateTap()`, `simulateMenuAction(titled:)`, `diagnosticSink` and the measured sizes (UIKit's fonts differ)
// are beyond UIKit, so this file does not compile against UIKit by design.
//
// Hand-worked widths use the built-in measurer's advance classes (fractions of the point size): B 0.65, u 0.55,
// t 0.35, o 0.55, n 0.55, so "Button" is 3.00 em. Heights are lines of SF Pro, 2444/2048 em, rounded up to the
// 3× pixel grid: 15 pt → 17.90 → 18; 17 pt → 20.29 → 20⅓; 20 pt → 23.87 → 24.
import CollectionDiagnostics
import OpenCompositionalLayout
import Testing
import TestSupport

@MainActor
@Suite struct UIButtonTests {
    @Test func typesAndRolesHaveUIKitsRawValues() {
        #expect(UIButton.ButtonType.custom.rawValue == 0)
        #expect(UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
        #expect(UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton.Role.destructive.rawValue == 3)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
    }

    /// "Button" in the 15-pt legacy font: 3.00 × 15 = 45 wide, 18 tall plus UIKit's 6 pt above and below.
    @Test func aLegacyButtonMeasuresItsTitleWithUIKitsPadding() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
        #expect(button.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 45, height: 30))
        // Any content inset replaces the padding: 45 + 10 + 10 by 18 + 4 + 4.
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 65, height: 26))
        // Title and image insets move the parts and change no size, as in UIKit.
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        #expect(button.intrinsicContentSize == CGSize(width: 65, height: 26))
    }

    @Test func theTitleLabelsFontSizesTheTitle() {
        let button = UIButton(type: .custom)
        button.setTitle("Button", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 20)
        // 3.00 × 20 = 60 wide; 24 + 12 tall.
        #expect(button.intrinsicContentSize == CGSize(width: 60, height: 36))
    }

    /// The star is a placeholder symbol as tall as a body line, 20⅓ square.
    @Test func imageAndTitleSitSideBySide() {
        let button = UIButton(type: .system)
        let star = UIImage(systemName: "star")
        button.setImage(star, for: .normal)
        #expect(isClose(button.intrinsicContentSize, CGSize(width: 61.0 / 3, height: 61.0 / 3)))
        button.setTitle("Button", for: .normal)
        // 20⅓ + 45 wide; the taller of 18 + 12 and 20⅓.
        #expect(isClose(button.intrinsicContentSize, CGSize(width: 45 + 61.0 / 3, height: 30)))
        #expect(button.currentImage == star)
        #expect(button.imageView?.image == star)
    }

    @Test func emptyAndGlyphButtonsHaveFixedSizes() {
        #expect(UIButton(type: .custom).intrinsicContentSize == CGSize(width: 30, height: 34))
        let info = UIButton(type: .infoLight)
        #expect(info.intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(info.currentImage != nil)
        #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func contentFollowsTheStateWithTheNormalStateAsFallback() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Play")
        // Title colours: the type's default, then the state's own.
        #expect(button.titleColor(for: .normal) == button.tintColor)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitleColor == .red)
        #expect(button.titleLabel?.textColor == .red)
        // An attributed title takes precedence over the plain one.
        button.setAttributedTitle(NSAttributedString(string: "Stop"), for: .normal)
        #expect(button.currentTitle == "Stop")
    }

    @Test func aPrimaryActionGivesItsTitleAndImage() {
        var log: [String] = []
        let action = UIAction(title: "Save", image: UIImage(systemName: "tray")) { _ in log.append("save") }
        let button = UIButton(primaryAction: action)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.image(for: .normal) == UIImage(systemName: "tray"))
        button.simulateTap()
        #expect(log == ["save"])
        let framed = UIButton(frame: .zero, primaryAction: action)
        #expect(framed.buttonType == .custom && framed.currentTitle == "Save")
    }

    @Test func aTapSendsTheButtonsActions() {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { action in
            log.append("up, selected: \((action.sender as? UIButton)?.isSelected == true)")
        }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.simulateTap()
        #expect(log == ["down", "up, selected: false", "primary"])
        // A toggle button flips its selection before the touch-up actions.
        button.changesSelectionAsPrimaryAction = true
        log = []
        button.simulateTap()
        #expect(button.isSelected)
        #expect(log == ["down", "up, selected: true", "primary"])
        button.simulateTap()
        #expect(!button.isSelected)
    }

    @Test func aMenuButtonOpensItsMenuInsteadOfItsPrimaryAction() {
        var log: [String] = []
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("menu") }, for: .menuActionTriggered)
        button.menu = UIMenu(children: [UIAction(title: "Copy") { _ in log.append("copy") }])
        button.showsMenuAsPrimaryAction = true
        button.simulateTap()
        #expect(log == ["menu"])
        #expect(button.simulateMenuAction(titled: "Copy"))
        #expect(log == ["menu", "copy"])
        #expect(!button.simulateMenuAction(titled: "Paste"))
        // Without a menu, the tap sends the primary action again.
        button.menu = nil
        button.simulateTap()
        #expect(log.last == "primary")
    }

    @Test func aPopUpButtonShowsItsSelectedMenuAction() {
        var picked: [String] = []
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: ["Small", "Large"].map { title in
            UIAction(title: title) { action in picked.append(action.title) }
        })
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        #expect(button.currentTitle == "Small")
        button.simulateMenuAction(titled: "Large")
        #expect(picked == ["Large"])
        #expect(button.currentTitle == "Large")
        #expect(button.menu?.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
    }

    @Test func aDisabledButtonIgnoresTaps() {
        var count = 0
        let button = UIButton(primaryAction: UIAction { _ in count += 1 })
        button.isEnabled = false
        button.simulateTap()
        #expect(count == 0)
    }

    /// Frame 100 × 50, star (20⅓) then "Button" (45 × 18), centred: the block is 65⅓ wide and 20⅓ tall.
    @Test func layoutCentresTheImageAndTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        button.layoutIfNeeded()
        let side = 61.0 / 3
        let left = (100 - 45 - side) / 2, top = (50 - side) / 2
        #expect(isClose(button.imageView?.frame, CGRect(x: left, y: top, width: side, height: side)))
        #expect(isClose(button.titleLabel?.frame, CGRect(x: left + side, y: 16, width: 45, height: 18)))
        // Left alignment puts the block at the left edge.
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(isClose(button.imageView?.frame.minX ?? -1, 0))
    }

    @Test func nonFiniteInsetsAreReplacedWithADiagnostic() {
        let collector = DiagnosticCollector()
        let button = UIButton(type: .system)
        button.diagnosticSink = collector.sink
        button.setTitle("Button", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: .nan, left: 10, bottom: 0, right: .infinity)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        #expect(button.intrinsicContentSize == CGSize(width: 55, height: 18))
        #expect(collector.diagnostics.map(\.kind) == ["invalidInsets"])
        #expect(collector.diagnostics.first?.domain == .controls)
    }
}
