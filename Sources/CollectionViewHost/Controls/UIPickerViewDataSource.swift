import CollectionGeometry

/// What a picker view shows (UIKit's `UIPickerViewDataSource`): how many components (wheels) it has and how
/// many rows each has. Both methods are required. A picker view holds its data source weakly.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels) of `pickerView`; a negative count is read as 0.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`; a negative count is read as 0.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
