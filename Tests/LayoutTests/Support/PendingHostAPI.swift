// TEMPORARY: registration and dequeueing land on main with the host branch; until then these stand-ins
// let the suite compile. Delete this file as soon as `git merge main` brings the host's versions.
#if !canImport(UIKit)
import OpenCompositionalLayout

extension UICollectionView {
    func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {}
    func register(_ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                  withReuseIdentifier identifier: String) {}
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                          for indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
#endif
