#if canImport(UIKit)
import UIKit
#else
import CollectionDiagnostics
import OpenCompositionalLayout
#endif
import Testing

/// UIKit's registration methods take `AnyClass?`, so classes held as `AnyClass` register as they do on iOS; a class
/// of the wrong kind is UIKit's exception ("attempt to register a cell class which is not a subclass of
/// UICollectionViewCell"). `UILabel`'s `textColor` and `font` are null-resettable (`UIColor!`, `UIFont!`).
@MainActor
@Suite struct RegistrationSignatureTests {
    /// A cell class kept as `AnyClass` (as code that picks classes at run time keeps them) makes the cells.
    @Test func aCellClassHeldAsAnyClassRegisters() {
        let stub = Stub([[0, 1]])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: FixedRowLayout())
        let cellClass: AnyClass = TrackingCell.self
        view.register(cellClass, forCellWithReuseIdentifier: "cell")
        view.dataSource = stub
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 2)
        #expect(view.visibleCells.allSatisfy { $0 is TrackingCell })
    }

    /// The table's registrations take `AnyClass?` too.
    @Test func tableClassesHeldAsAnyClassRegister() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        let cellClass: AnyClass = UITableViewCell.self
        table.register(cellClass, forCellReuseIdentifier: "row")
        let headerClass: AnyClass = UITableViewHeaderFooterView.self
        table.register(headerClass, forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableCell(withIdentifier: "row") != nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") != nil)
    }

    /// A class that is not a cell stops, as UIKit raises.
    @Test func registeringAViewThatIsNotACellStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: FixedRowLayout())
                view.register(UIView.self, forCellWithReuseIdentifier: "cell")
            }
        }
    }

    @Test func registeringAViewThatIsNotATableCellStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
                table.register(UICollectionViewCell.self, forCellReuseIdentifier: "row")
            }
        }
    }

    /// Null-resettable label properties: nil gives back the defaults (`.label`, the 17-pt system font), and an
    /// optional value assigns.
    @Test func labelColourAndFontAreNullResettable() {
        let label = UILabel()
        let chosen: UIColor? = .red
        label.textColor = chosen
        #expect(label.textColor == .red)
        label.textColor = nil
        #expect(label.textColor == .label)
        let font: UIFont? = .boldSystemFont(ofSize: 20)
        label.font = font
        #expect(label.font.pointSize == 20)
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17))
    }

    #if !canImport(UIKit)
    /// Recorded instead of stopped: a diagnostic names the class, and the registration made before is kept.
    @Test func aRefusedRegistrationIsRecordedAndTheOldOneKept() {
        let collector = DiagnosticCollector()
        let stub = Stub([[0]])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: FixedRowLayout())
        view.diagnosticSink = collector.sink
        view.dequeueFailurePolicy = .record
        view.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UIView.self, forCellWithReuseIdentifier: "cell")
        #expect(view.diagnostics.map(\.kind) == [.invalidRegisteredClass])
        #expect(view.diagnostics.first?.message.contains("not a subclass of UICollectionViewCell") == true)
        view.dataSource = stub
        view.layoutIfNeeded()
        #expect(view.visibleCells.first is TrackingCell)
    }

    /// A decoration class that is not a reusable view is not registered.
    @Test func aDecorationClassMustBeAReusableView() {
        let layout = FixedRowLayout()
        let reusable: AnyClass = UICollectionReusableView.self
        layout.register(reusable, forDecorationViewOfKind: "background")
        #expect(layout.registeredDecorationViewClasses["background"] != nil)
        layout.register(UIView.self, forDecorationViewOfKind: "background")
        #expect(layout.registeredDecorationViewClasses["background"] == nil)
    }
    #endif
}
