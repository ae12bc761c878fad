/// The JSON Schema (draft 2020-12) of the layout format 1.2.
///
/// Beyond UIKit.
public enum LayoutSchema {
    /// The schema's text: `schema/layout-1.2.schema.json` in the repository, embedded at build time (the
    /// target's `Resources/layout-1.2.schema.json` is a link to it). Written by `oclayout schema`.
    public static let text = String(decoding: PackageResources.layout_1_2_schema_json, as: UTF8.self)
}
