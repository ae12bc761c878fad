import CollectionDiagnostics
import CollectionGeometry

/// A view of spinning wheels, one per component, each showing rows of titles or views around its selected row
/// (UIKit's `UIPickerView`), headless: its data source and delegate, its selection and its layout.
///
/// The components and rows come from ``dataSource``; titles, views, widths, row heights and the selection report
/// from ``delegate``. ``selectRow(_:inComponent:animated:)`` selects without telling the delegate, as in UIKit;
/// ``simulateSelect(row:inComponent:)`` (beyond UIKit) selects as a person's spin does and calls the delegate's
/// `pickerView(_:didSelectRow:inComponent:)`. A row or component out of range never traps: the row is pinned to
/// the nearest one, a component that does not exist is ignored, and either sends a ``DiagnosticKind`` diagnostic.
///
/// Layout: the components stand side by side, each as wide as the delegate says (the components without a width
/// share what is left of the bounds, less ``componentInset`` at each side and ``componentSpacing`` between them),
/// the group centred. Each wheel's selected row is centred vertically; the rows above and below follow one row
/// height apart, and the rows that lie wholly inside the bounds are shown. Rows given as views are subviews of
/// the picker, placed in their rows; titles are drawn by the picture.
@MainActor
open class UIPickerView: UIView {
    /// The size of a picker view: 320 × 216 points. The height is UIKit's picker height (in portrait; the date
    /// picker's wheels share it); the width is the portrait width of the iPhones it was first made for.
    public static let defaultSize = CGSize(width: 320, height: 216)
    /// The height of a row when the delegate gives none: 32 points (Apple does not publish it; chosen from the
    /// look of the wheels on iOS 14 and later, which are tighter than the 44-point rows of older systems).
    public static let defaultRowHeight: CGFloat = 32
    /// The space left at each side of the components: 8 points (chosen: the inset of the selection band).
    public static let componentInset: CGFloat = 8
    /// The space between two components: 5 points (chosen).
    public static let componentSpacing: CGFloat = 5

    /// Supplies the components and rows; held weakly. Setting it reloads the picker.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// Supplies titles, views and sizes and is told of selections; held weakly. Setting it reloads the picker.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }
    /// Whether the selection indicator is shown (default `false`). Since iOS 7 UIKit always shows its selection
    /// band and ignores this; so does the picture.
    open var showsSelectionIndicator = false
    /// Where the picker's diagnostics go; nil (the default) sends them to ``DiagnosticSink/current``. Beyond UIKit.
    public var diagnosticSink: DiagnosticSink?

    /// The selected row of each component, as last set (pinned to the rows when read).
    private var storedSelection: [Int: Int] = [:]
    /// The row views shown now: component → row → view.
    private var shownRowViews: [Int: [Int: UIView]] = [:]
    /// Row views no longer shown, offered back to the delegate for reuse, per component.
    private var reusableRowViews: [Int: [UIView]] = [:]

    /// A picker view of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not supported headless; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Components and rows

    /// The number of components, as the data source says (0 without one; a negative count is 0).
    ///
    /// - Complexity: O(1) plus the data source's call.
    open var numberOfComponents: Int {
        guard let dataSource else { return 0 }
        return max(0, dataSource.numberOfComponents(in: self))
    }

    /// The number of rows of `component`, as the data source says (0 without one or for a component that does not
    /// exist, which also sends a `componentOutOfRange` diagnostic; a negative count is 0).
    ///
    /// - Complexity: O(1) plus the data source's calls.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, checkComponent(component, in: "numberOfRows(inComponent:)") else { return 0 }
        return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
    }

    /// The size of `component`'s rows: its width (see the type's layout) by the delegate's row height, else
    /// ``defaultRowHeight``. Zero for a component that does not exist (with a `componentOutOfRange` diagnostic).
    ///
    /// - Complexity: O(c) for c components, plus the delegate's calls.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard checkComponent(component, in: "rowSize(forComponent:)") else { return .zero }
        let frames = componentFrames(in: CGRect(origin: .zero, size: bounds.size))
        return CGSize(width: frames[component].width, height: rowHeight(forComponent: component))
    }

    /// The view the delegate gave for the row, while the row is shown (after a layout pass); nil when the row is not
    /// shown, when the delegate gives titles instead, or for a component that does not exist.
    ///
    /// - Complexity: O(r) for the r rows shown, after the layout pass.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        return shownRowViews[component]?[row]
    }

    /// Reloads every component: the selections are pinned to the new rows and the row views asked for again.
    open func reloadAllComponents() {
        for component in Array(shownRowViews.keys) { recycleRowViews(ofComponent: component) }
        setNeedsLayout()
    }

    /// Reloads `component`: its selection is pinned to its new rows and its row views asked for again. A component
    /// that does not exist sends a `componentOutOfRange` diagnostic.
    open func reloadComponent(_ component: Int) {
        guard checkComponent(component, in: "reloadComponent(_:)") else { return }
        recycleRowViews(ofComponent: component)
        setNeedsLayout()
    }

    // MARK: - Selection

    /// Selects `row` of `component` and turns the wheel to it; headless there is no animation. The delegate is not
    /// told, as in UIKit. A row out of range selects the nearest row (with a `rowOutOfRange` diagnostic); a
    /// component that does not exist is ignored (with a `componentOutOfRange` diagnostic).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        _ = select(row, inComponent: component, in: "selectRow(_:inComponent:animated:)")
    }

    /// The selected row of `component`: −1 when the component has no rows or does not exist (the latter with a
    /// `componentOutOfRange` diagnostic).
    ///
    /// - Complexity: O(1) plus the data source's calls.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(0, storedSelection[component] ?? 0), rows - 1)
    }

    /// Selects `row` of `component` as a person spinning the wheel does: the row (pinned to the rows, as
    /// ``selectRow(_:inComponent:animated:)`` pins it) becomes selected, then the delegate's
    /// `pickerView(_:didSelectRow:inComponent:)` is called with it. Nothing happens while the picker is hidden or
    /// does not take touches, or when the component has no rows. Beyond UIKit.
    public func simulateSelect(row: Int, inComponent component: Int) {
        guard !isHidden, isUserInteractionEnabled else { return }
        guard let selected = select(row, inComponent: component, in: "simulateSelect(row:inComponent:)") else { return }
        delegate?.pickerView(self, didSelectRow: selected, inComponent: component)
    }

    /// Stores the pinned `row` as `component`'s selection and returns it; nil when the component does not exist
    /// or has no rows.
    private func select(_ row: Int, inComponent component: Int, in call: String) -> Int? {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return nil }
        let pinned = min(max(0, row), rows - 1)
        if pinned != row {
            reportDiagnostic(.rowOutOfRange,
                             message: "\(call): row \(row) is outside component \(component)'s \(rows) rows; row \(pinned) was selected.")
        }
        storedSelection[component] = pinned
        setNeedsLayout()
        return pinned
    }

    /// Whether `component` names a component; sends a `componentOutOfRange` diagnostic when it does not.
    private func checkComponent(_ component: Int, in call: String) -> Bool {
        let count = numberOfComponents
        guard !(0..<count).contains(component) else { return true }
        reportDiagnostic(.componentOutOfRange,
                         message: "\(call): component \(component) is outside the picker's \(count) components; ignored.")
        return false
    }

    // MARK: - Sizing

    /// 320 × 216 points (``defaultSize``).
    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    /// ``defaultSize``, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    // MARK: - Layout

    /// Places the row views the delegate gives (when it gives views) in the rows shown.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let count = numberOfComponents
        for component in Array(shownRowViews.keys) where component >= count { recycleRowViews(ofComponent: component) }
        guard let delegate, count > 0 else { return }
        let wheels = wheelLayouts(in: CGRect(origin: .zero, size: bounds.size))
        for wheel in wheels {
            let shownRows = Set(wheel.rows.map(\.row))
            var previous = shownRowViews[wheel.component] ?? [:]
            var pool = reusableRowViews[wheel.component] ?? []
            // The views of rows no longer shown are spares, offered for the rows coming into view.
            for (row, view) in previous where !shownRows.contains(row) {
                previous[row] = nil
                pool.append(view)
            }
            var kept: [Int: UIView] = [:]
            var usesViews = true
            for row in wheel.rows {
                // A row still shown keeps its view; a row coming into view asks the delegate, offering a spare view.
                if let shown = previous.removeValue(forKey: row.row) {
                    place(shown, in: row.frame)
                    kept[row.row] = shown
                    continue
                }
                let offered = pool.popLast()
                let view = delegate.pickerView(self, viewForRow: row.row, forComponent: wheel.component, reusing: offered)
                if view is UnimplementedPickerRowView {
                    usesViews = false
                    if let offered { pool.append(offered) }
                    break
                }
                // A view other than the one offered replaces it; the offered one is let go, as in UIKit.
                if let offered, offered !== view { offered.removeFromSuperview() }
                place(view, in: row.frame)
                if view.superview !== self { addSubview(view) }
                kept[row.row] = view
            }
            if !usesViews {
                pool += kept.values
                kept = [:]
            }
            pool += previous.values
            for view in pool where view.superview === self { view.removeFromSuperview() }
            reusableRowViews[wheel.component] = pool
            shownRowViews[wheel.component] = kept.isEmpty ? nil : kept
        }
    }

    /// Centres `view` in a row's `frame`; a view of no size is given the row's size.
    private func place(_ view: UIView, in frame: CGRect) {
        if view.bounds.width <= 0 || view.bounds.height <= 0 {
            view.frame = frame
        } else {
            view.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// Takes `component`'s row views off the picker and into its reuse pool.
    private func recycleRowViews(ofComponent component: Int) {
        guard let views = shownRowViews.removeValue(forKey: component) else { return }
        for view in views.values {
            view.removeFromSuperview()
            reusableRowViews[component, default: []].append(view)
        }
    }
}
