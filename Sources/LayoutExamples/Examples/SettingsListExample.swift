import OpenCompositionalLayout

extension LayoutExample {
    /// An inset-grouped list of settings rows, drawn with their text, separators and rounded groups.
    public static let settingsList = LayoutExample(
        id: "settings-list",
        title: "Settings list",
        description: "UICollectionViewCompositionalLayout.list(using:) with an .insetGrouped configuration: list cells "
            + "with text (and a trailing value), two sections of 4 and 3 rows. Rows are inset 16 pt on a 390-pt view "
            + "(the system minimum layout margins), 44-pt estimates, 35 pt above each section; the list's grouped "
            + "background fills the view.",
        defaultViewSize: phoneViewSize,
        itemCounts: [4, 3],
        rowText: { indexPath in
            let rows: [[RowText]] = [
                [RowText("Wi-Fi", secondaryText: "Home"), RowText("Bluetooth", secondaryText: "On"), RowText("Cellular"),
                 RowText("Personal Hotspot", secondaryText: "Off")],
                [RowText("General"), RowText("Accessibility"), RowText("Privacy & Security")],
            ]
            guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.item) else {
                return RowText("Row \(indexPath.item + 1)")
            }
            return rows[indexPath.section][indexPath.item]
        },
        makeLayout: {
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        })
}
