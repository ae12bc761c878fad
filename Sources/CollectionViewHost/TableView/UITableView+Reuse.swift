import CollectionDiagnostics
import CollectionGeometry

extension UITableView {
    /// Registers `cellClass` for `identifier` (nil removes the registration); dequeueing makes cells of it with
    /// `init(style: .default, reuseIdentifier:)`. A class that is not a `UITableViewCell` stops with UIKit's message
    /// (see ``failurePolicy``; recorded, the registration is left as it was).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass, !(cellClass is UITableViewCell.Type) {
            fail(kind: .invalidRegisteredClass, message: "must pass a class of kind UITableViewCell (\(cellClass))")
            return
        }
        tableReuse.register(cellClass as? UITableViewCell.Type, forCellReuseIdentifier: identifier)
    }

    /// Registers `aClass` for header and footer views with `identifier`. A class that is not a
    /// `UITableViewHeaderFooterView` stops with UIKit's message (see ``failurePolicy``; recorded, ignored).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let aClass, !(aClass is UITableViewHeaderFooterView.Type) {
            fail(kind: .invalidRegisteredClass, message: "must pass a class of kind UITableViewHeaderFooterView (\(aClass))")
            return
        }
        tableReuse.register(aClass as? UITableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// A cell for `indexPath`: a queued one of `identifier` (its `prepareForReuse()` called) or a new one of the
    /// registered class, sized to the row. An unregistered identifier is UIKit's exception "unable to dequeue a
    /// cell with identifier …"; under ``failurePolicy`` `.record` a plain `.default` cell is returned with a
    /// diagnostic.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguration, reconfiguration.indexPath == indexPath, reconfiguration.cell.reuseIdentifier == identifier {
            return reconfiguration.cell
        }
        let cell: UITableViewCell
        if let queued = dequeueCell(withIdentifier: identifier) {
            cell = queued
        } else if let cellClass = tableReuse.cellClass(forIdentifier: identifier) {
            cell = cellClass.init(tableCellStyle: .default, reuseIdentifier: identifier)
        } else {
            let message = "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard"
            fail(kind: .unregisteredReuseIdentifier, message: message)
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if containsRow(indexPath) {
            solveLayoutIfNeeded()
            if let frame = tableLayout.result.cell(at: indexPath)?.frame { cell.frame = frame }
        }
        return cell
    }

    /// A queued cell of `identifier` (its `prepareForReuse()` called), else a new one of the class registered for it
    /// ("If you registered a class for the specified identifier and a new cell must be created, this method
    /// initializes the cell by calling its `init(style:reuseIdentifier:)` method"); nil when neither exists (the
    /// legacy pattern then makes its own cell).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let queued = dequeueCell(withIdentifier: identifier) { return queued }
        return tableReuse.cellClass(forIdentifier: identifier)?.init(tableCellStyle: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view of `identifier`: a queued one, or a new one of the registered class; nil when the
    /// identifier is not registered (as in UIKit).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let queued = tableReuse.dequeueHeaderFooterView(withIdentifier: identifier) {
            queued.prepareForReuse()
            return queued
        }
        guard let viewClass = tableReuse.headerFooterClass(forIdentifier: identifier) else { return nil }
        let view = viewClass.init(tableHeaderFooterReuseIdentifier: identifier)
        view.tableStyle = style
        return view
    }

    private func dequeueCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = tableReuse.dequeueCell(withIdentifier: identifier) else { return nil }
        cell.showingDeleteConfirmation = false
        cell.dragState = .none
        cell.dropState = .none
        cell.prepareForReuse()
        return cell
    }

    /// What the table does with programmer errors UIKit raises an exception for: ``FailurePolicy/stop`` (the
    /// default) stops with UIKit's message; ``FailurePolicy/record`` sends a diagnostic to the sink and applies
    /// the fallback each place documents. Beyond UIKit.
    public var failurePolicy: FailurePolicy {
        get { tableFailurePolicy }
        set { tableFailurePolicy = newValue }
    }

    /// Stops with `message` under `.stop`; records a diagnostic under `.record`.
    func fail(kind: DiagnosticKind, message: String, indexPath: IndexPath? = nil) {
        tableFailurePolicy.reject(message) { note(kind: kind, message: $0, indexPath: indexPath) }
    }

    /// Sends a diagnostic that is not a programmer error (invalid input with a documented fallback).
    func note(kind: DiagnosticKind, message: String, indexPath: IndexPath? = nil) {
        record(Diagnostic(domain: .tableView, kind: kind.rawValue, message: message, indexPath: indexPath))
    }
}
