import Foundation

/// The starter documents `GET /examples` lists: documents of the repository's `Examples/Documents` folder,
/// embedded at build time (the target's `Resources/StarterDocuments` holds links to them), so the tool needs no
/// files beside it.
struct PlaygroundExample: Sendable {
    /// The file name in `Examples/Documents`.
    var id: String
    /// What the document shows.
    var title: String
    /// The document's text, without the file's final newline.
    var document: String

    /// A starter document from its embedded bytes.
    init(id: String, title: String, bytes: [UInt8]) {
        self.id = id
        self.title = title
        document = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// The examples, the page's default first.
    static let all: [PlaygroundExample] = [
        PlaygroundExample(id: "playground.preview.json", title: "Pinned headers, a paging carousel and a grid",
                          bytes: PackageResources.playground_preview_json),
        PlaygroundExample(id: "grid.json", title: "Grid: five squares a row", bytes: PackageResources.grid_json),
        PlaygroundExample(id: "two-column.json", title: "Two columns", bytes: PackageResources.two_column_json),
        PlaygroundExample(id: "orthogonal-carousel-pinned-header.json", title: "Carousel with a pinned header",
                          bytes: PackageResources.orthogonal_carousel_pinned_header_json),
        PlaygroundExample(id: "headers-and-footers.json", title: "Headers and footers", bytes: PackageResources.headers_and_footers_json),
        PlaygroundExample(id: "badges.json", title: "Badges", bytes: PackageResources.badges_json),
        PlaygroundExample(id: "inset-grouped-list.json", title: "Inset grouped list", bytes: PackageResources.inset_grouped_list_json),
        PlaygroundExample(id: "nested-groups.json", title: "Nested groups", bytes: PackageResources.nested_groups_json),
        PlaygroundExample(id: "distinct-sections.json", title: "Distinct sections: rows, five columns, three columns",
                          bytes: PackageResources.distinct_sections_json),
        PlaygroundExample(id: "orthogonal-behaviors.json", title: "Every orthogonal scrolling behaviour",
                          bytes: PackageResources.orthogonal_behaviors_json),
        PlaygroundExample(id: "sidebar-list.json", title: "Sidebar list", bytes: PackageResources.sidebar_list_json),
        PlaygroundExample(id: "waterfall.json", title: "Waterfall: two columns of items of their own heights",
                          bytes: PackageResources.waterfall_json),
        PlaygroundExample(id: "flow.json", title: "Flow: a photo grid and tags of their own widths, in lines",
                          bytes: PackageResources.flow_json),
    ]
}
