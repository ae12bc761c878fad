import CollectionGeometry

/// What a picker view's rows show and what it reports (UIKit's `UIPickerViewDelegate`). Every method is
/// optional: the extension below gives each the default a picker view reads as "not implemented". A row's content
/// comes from ``pickerView(_:viewForRow:forComponent:reusing:)`` when implemented, else from
/// ``pickerView(_:attributedTitleForRow:forComponent:)`` when it returns a title, else from
/// ``pickerView(_:titleForRow:forComponent:)``, as in UIKit. A picker view holds its delegate weakly.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`'s rows, in points. Not positive or not finite (the default, 0): the picker shares
    /// its width between such components.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows, in points. Not positive or not finite (the default, 0): the picker's
    /// default row height, ``UIPickerView/defaultRowHeight``.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row (default nil: the row shows nothing).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row, preferred to ``pickerView(_:titleForRow:forComponent:)`` (default nil). The
    /// picture uses its text and the foreground colour of its first character.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view a row shows, preferred to the titles; `view` is a view this delegate returned for a row that is no
    /// longer shown, offered for reuse. The picker centres the view in the row (a view of no size is given the
    /// row's size). The default implementation marks the method as not implemented: do not call it.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// A person selected `row` of `component` (spinning the wheel; ``UIPickerView/simulateSelect(row:inComponent:)``
    /// beyond UIKit). Not called by ``UIPickerView/selectRow(_:inComponent:animated:)``. Default: nothing.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// 0: the picker shares its width between the components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 0: the default row height.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    /// nil.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// nil.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? { nil }
    /// A marker the picker view reads as "not implemented" (it then shows the titles).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        UnimplementedPickerRowView()
    }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// What the default `pickerView(_:viewForRow:forComponent:reusing:)` returns: the picker view then draws the
/// row's title instead.
final class UnimplementedPickerRowView: UIView {}
