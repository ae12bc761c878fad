import CollectionGeometry
import Foundation

/// Makes the instances that serve as appearance proxies for this module's classes (see ``UIAppearance``).
@MainActor
enum AppearanceProxyFactory {
    /// A new view of exactly `type`, when it is one of this module's view classes; nil for an app's own class.
    ///
    /// - Complexity: O(classes).
    static func makeView(of type: UIView.Type) -> UIView? {
        let makers: [(AnyClass, () -> UIView)] = [
            (UIView.self, { UIView(frame: .zero) }),
            (UILabel.self, { UILabel(frame: .zero) }),
            (UIImageView.self, { UIImageView(frame: .zero) }),
            (UIButton.self, { UIButton(frame: .zero) }),
            (UIControl.self, { UIControl(frame: .zero) }),
            (UIScrollView.self, { UIScrollView(frame: .zero) }),
            (UITableView.self, { UITableView(frame: .zero, style: .plain) }),
            (UITableViewCell.self, { UITableViewCell(style: .default, reuseIdentifier: nil) }),
            (UITableViewHeaderFooterView.self, { UITableViewHeaderFooterView(reuseIdentifier: nil) }),
            (UICollectionView.self, { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout()) }),
            (UICollectionViewCell.self, { UICollectionViewCell(frame: .zero) }),
            (UICollectionReusableView.self, { UICollectionReusableView(frame: .zero) }),
            (UINavigationBar.self, { UINavigationBar(frame: .zero) }),
            (UITabBar.self, { UITabBar(frame: .zero) }),
            (UIToolbar.self, { UIToolbar(frame: .zero) }),
            (UISwitch.self, { UISwitch(frame: .zero) }),
            (UISlider.self, { UISlider(frame: .zero) }),
            (UIStepper.self, { UIStepper(frame: .zero) }),
            (UIProgressView.self, { UIProgressView(frame: .zero) }),
            (UIPageControl.self, { UIPageControl(frame: .zero) }),
            (UISegmentedControl.self, { UISegmentedControl(frame: .zero) }),
            (UITextField.self, { UITextField(frame: .zero) }),
            (UITextView.self, { UITextView(frame: .zero) }),
            (UISearchBar.self, { UISearchBar(frame: .zero) }),
            (UIActivityIndicatorView.self, { UIActivityIndicatorView(frame: .zero) }),
            (UIStackView.self, { UIStackView(frame: .zero) }),
            (UIRefreshControl.self, { UIRefreshControl() }),
            (UIDatePicker.self, { UIDatePicker(frame: .zero) }),
            (UIVisualEffectView.self, { UIVisualEffectView(effect: nil) }),
        ]
        for entry in makers where ObjectIdentifier(entry.0) == ObjectIdentifier(type) { return entry.1() }
        return nil
    }

    /// A new bar item of exactly `type`, when it is one of this module's bar item classes.
    static func makeBarItem(of type: UIBarItem.Type) -> UIBarItem? {
        if type == UIBarButtonItem.self { return UIBarButtonItem() }
        if type == UITabBarItem.self { return UITabBarItem() }
        if type == UIBarItem.self { return UIBarItem() }
        return nil
    }

    /// The proxy instance of `type`: `module` when this module made one of exactly that class, else one made with
    /// `coder` and the proxy coder (an app's own class, whose `init?(coder:)` must call `super.init(coder:)`).
    static func instance<T: AnyObject>(of type: T.Type, module: AnyObject?, coder: (NSCoder) -> T?) -> T {
        if let made = module as? T { return made }
        if let made = coder(AppearanceProxyCoder()) { return made }
        preconditionFailure("\(type).appearance(): headless, the appearance proxy of an app's own class is made with "
                            + "init?(coder:), which returned nil; make it call super.init(coder:) for OpenCompositionalLayout's "
                            + "AppearanceProxyCoder.")
    }
}
