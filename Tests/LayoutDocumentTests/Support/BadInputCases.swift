/// A document with one known problem: where it is, what is said, and whether the schema can see it.
struct BadInputCase: CustomStringConvertible, Sendable {
    var name: String
    var json: String
    var pointer: String
    var message: String
    /// Whether the JSON Schema rejects the document too (syntax errors and limits the schema does not
    /// express, such as nesting depth or format versions it cannot compare, are the decoder's alone).
    var schemaRejects: Bool = true

    var description: String { name }

    /// A minimal valid section whose group is `group`.
    static func document(group: String, sectionExtra: String = "", configuration: String = "") -> String {
        #"{ "formatVersion": "1.0", \#(configuration) "sections": [ { "group": \#(group) \#(sectionExtra) } ] }"#
    }

    static let item = #"{ "type": "item", "size": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } } }"#

    static func row(subitems: String = item, extra: String = "", height: String = #"{ "absolute": 44 }"#) -> String {
        #"{ "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": \#(height) }, "subitems": [ \#(subitems) ] \#(extra) }"#
    }

    /// A document of one waterfall section whose configuration's members are `members`.
    static func waterfall(_ members: String, version: String = "1.1") -> String {
        #"{ "formatVersion": "\#(version)", "sections": [ { "waterfall": { \#(members) } } ] }"#
    }

    static let all: [BadInputCase] = [
        BadInputCase(name: "unknown dimension key",
                     json: document(group: row(subitems: item + ", " + #"{ "type": "item", "size": { "width": { "relative": 1 }, "height": { "absolute": 4 } } }"#)),
                     pointer: "/sections/0/group/subitems/1/size/width",
                     message: "expected one of absolute, estimated, fractionalWidth, fractionalHeight, uniformAcrossSiblings"),
        BadInputCase(name: "negative absolute height", json: document(group: row(height: #"{ "absolute": -100 }"#)),
                     pointer: "/sections/0/group/size/height/absolute", message: "must not be negative; got -100"),
        BadInputCase(name: "huge absolute height", json: document(group: row(height: #"{ "absolute": 1e300 }"#)),
                     pointer: "/sections/0/group/size/height/absolute", message: "must be at most 1000000 points"),
        BadInputCase(name: "zero estimate", json: document(group: row(height: #"{ "estimated": 0 }"#)),
                     pointer: "/sections/0/group/size/height/estimated", message: "an estimate must be greater than 0"),
        BadInputCase(name: "NaN is not JSON", json: document(group: row(height: #"{ "absolute": NaN }"#)),
                     pointer: "/sections/0/group/size/height/absolute", message: "NaN and Infinity are not JSON numbers",
                     schemaRejects: false),
        BadInputCase(name: "number beyond Double", json: document(group: row(height: #"{ "absolute": 1e999 }"#)),
                     pointer: "/sections/0/group/size/height/absolute", message: "outside the range of numbers", schemaRejects: false),
        BadInputCase(name: "string where a number goes", json: document(group: row(), sectionExtra: #", "interGroupSpacing": "8""#),
                     pointer: "/sections/0/interGroupSpacing", message: "expected a number, found a string"),
        BadInputCase(name: "negative spacing", json: document(group: row(extra: #", "interItemSpacing": { "fixed": -8 }"#)),
                     pointer: "/sections/0/group/interItemSpacing/fixed", message: "must not be negative; got -8"),
        BadInputCase(name: "unknown orthogonal behaviour", json: document(group: row(), sectionExtra: #", "orthogonalScrollingBehavior": "paged""#),
                     pointer: "/sections/0/orthogonalScrollingBehavior",
                     message: "expected one of none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered; got 'paged'"),
        BadInputCase(name: "unknown group type", json: document(group: #"{ "type": "diagonal", "size": { "width": { "absolute": 1 }, "height": { "absolute": 1 } } }"#),
                     pointer: "/sections/0/group/type", message: "expected one of item, horizontal, vertical, custom; got 'diagonal'"),
        BadInputCase(name: "huge group count", json: document(group: row(extra: #", "count": 1000000000"#)),
                     pointer: "/sections/0/group/count", message: "must be between 1 and 10000; got 1000000000"),
        BadInputCase(name: "fractional group count", json: document(group: row(extra: #", "count": 2.5"#)),
                     pointer: "/sections/0/group/count", message: "expected a whole number, found 2.5"),
        BadInputCase(name: "counted group with two subitems", json: document(group: row(subitems: item + ", " + item, extra: #", "count": 2"#)),
                     pointer: "/sections/0/group/count", message: "a counted group takes exactly one subitem; found 2"),
        BadInputCase(name: "group without subitems", json: document(group: #"{ "type": "vertical", "size": { "width": { "absolute": 1 }, "height": { "absolute": 1 } } }"#),
                     pointer: "/sections/0/group", message: "missing required key 'subitems'"),
        BadInputCase(name: "custom group without frames", json: document(group: #"{ "type": "custom", "size": { "width": { "absolute": 1 }, "height": { "absolute": 1 } } }"#),
                     pointer: "/sections/0/group", message: "a custom group takes either 'frames' or 'itemProvider'"),
        BadInputCase(name: "custom frame of three numbers",
                     json: document(group: #"{ "type": "custom", "size": { "width": { "absolute": 1 }, "height": { "absolute": 1 } }, "frames": [[0, 0, 1]] }"#),
                     pointer: "/sections/0/group/frames/0", message: "expected a frame [x, y, width, height] or [x, y, width, height, zIndex]"),
        BadInputCase(name: "an item where the section's group goes", json: document(group: item),
                     pointer: "/sections/0/group/type", message: "expected a group, found an item"),
        BadInputCase(name: "missing size", json: document(group: #"{ "type": "horizontal", "subitems": [ \#(item) ] }"#),
                     pointer: "/sections/0/group", message: "missing required key 'size'"),
        BadInputCase(name: "boundary item with an unknown alignment",
                     json: document(group: row(), sectionExtra: #", "boundarySupplementaryItems": [ { "elementKind": "header", "alignment": "above", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } } } ]"#),
                     pointer: "/sections/0/boundarySupplementaryItems/0/alignment", message: "expected one of none, top, topLeading"),
        BadInputCase(name: "anchor with both offsets",
                     json: document(group: row(subitems: #"{ "type": "item", "size": { "width": { "absolute": 10 }, "height": { "absolute": 10 } }, "supplementaryItems": [ { "elementKind": "badge", "size": { "width": { "absolute": 10 }, "height": { "absolute": 10 } }, "containerAnchor": { "edges": ["top"], "absoluteOffset": { "x": 1 }, "fractionalOffset": { "y": 1 } } } ] }"#)),
                     pointer: "/sections/0/group/subitems/0/supplementaryItems/0/containerAnchor", message: "give absoluteOffset or fractionalOffset, not both"),
        BadInputCase(name: "list with an unknown appearance", json: #"{ "formatVersion": "1.0", "sections": [ { "list": { "appearance": "fancy" } } ] }"#,
                     pointer: "/sections/0/list/appearance", message: "expected one of plain, grouped, insetGrouped, sidebar, sidebarPlain; got 'fancy'"),
        BadInputCase(name: "variants out of order",
                     json: #"{ "formatVersion": "1.0", "sections": [ { "variants": [ { "minimumWidth": 600, "section": { "list": { "appearance": "plain" } } }, { "minimumWidth": 0, "section": { "list": { "appearance": "grouped" } } } ] } ] }"#,
                     pointer: "/sections/0/variants/1/minimumWidth", message: "variants must be in increasing order of minimumWidth", schemaRejects: false),
        BadInputCase(name: "section with a group and a list",
                     json: #"{ "formatVersion": "1.0", "sections": [ { "group": \#(row()), "list": { "appearance": "plain" } } ] }"#,
                     pointer: "/sections/0", message: "a section has one of 'group', 'list', 'waterfall' or 'variants'; found group, list"),
        BadInputCase(name: "no sections", json: #"{ "formatVersion": "1.0", "sections": [] }"#,
                     pointer: "/sections", message: "needs at least 1 element"),
        BadInputCase(name: "missing format version", json: #"{ "sections": [ { "list": { "appearance": "plain" } } ] }"#,
                     pointer: "", message: "missing required key 'formatVersion'"),
        BadInputCase(name: "newer major version", json: #"{ "formatVersion": "2.0", "sections": [ { "list": { "appearance": "plain" } } ] }"#,
                     pointer: "/formatVersion", message: "format version 2.0 cannot be read: this reader understands format 1.x (up to 1.1)"),
        BadInputCase(name: "malformed format version", json: #"{ "formatVersion": "one", "sections": [ { "list": { "appearance": "plain" } } ] }"#,
                     pointer: "/formatVersion", message: #"expected a version "MAJOR.MINOR" such as "1.1"; got 'one'"#),
        BadInputCase(name: "trailing comma", json: #"{ "formatVersion": "1.0", }"#,
                     pointer: "", message: "invalid JSON at line 1, column 27: expected a quoted key", schemaRejects: false),
        BadInputCase(name: "duplicate key", json: #"{ "formatVersion": "1.0", "formatVersion": "1.0", "sections": [] }"#,
                     pointer: "", message: "duplicate key 'formatVersion'", schemaRejects: false),
        BadInputCase(name: "not an object", json: "[1, 2]", pointer: "", message: "expected a layout document (an object), found an array"),
        BadInputCase(name: "configuration of the wrong type", json: #"{ "formatVersion": "1.0", "configuration": 3, "sections": [ { "list": { "appearance": "plain" } } ] }"#,
                     pointer: "/configuration", message: "expected a configuration (an object), found a number"),
        BadInputCase(name: "1,000 nested arrays", json: String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000),
                     pointer: "/" + Array(repeating: "0", count: 200).joined(separator: "/"),
                     message: "the document nests deeper than 200 levels", schemaRejects: false),
        BadInputCase(name: "waterfall with both column keys",
                     json: waterfall(#""columnCount": 2, "minimumColumnWidth": 160, "itemHeights": [100]"#),
                     pointer: "/sections/0/waterfall", message: "a waterfall has one of 'columnCount' or 'minimumColumnWidth'; found both"),
        BadInputCase(name: "waterfall without columns", json: waterfall(#""itemHeights": [100]"#),
                     pointer: "/sections/0/waterfall", message: "missing required key 'columnCount' (or 'minimumColumnWidth')"),
        BadInputCase(name: "waterfall without heights", json: waterfall(#""columnCount": 2"#),
                     pointer: "/sections/0/waterfall", message: "missing required key 'itemHeights'"),
        BadInputCase(name: "waterfall with empty heights", json: waterfall(#""columnCount": 2, "itemHeights": []"#),
                     pointer: "/sections/0/waterfall/itemHeights", message: "needs at least 1 element"),
        BadInputCase(name: "negative waterfall height", json: waterfall(#""columnCount": 2, "itemHeights": [100, -5]"#),
                     pointer: "/sections/0/waterfall/itemHeights/1", message: "must not be negative; got -5"),
        BadInputCase(name: "NaN waterfall height", json: waterfall(#""columnCount": 2, "itemHeights": [100, NaN]"#),
                     pointer: "/sections/0/waterfall/itemHeights/1", message: "NaN and Infinity are not JSON numbers", schemaRejects: false),
        BadInputCase(name: "negative waterfall spacing", json: waterfall(#""columnCount": 2, "interColumnSpacing": -8, "itemHeights": [100]"#),
                     pointer: "/sections/0/waterfall/interColumnSpacing", message: "must not be negative; got -8"),
        BadInputCase(name: "zero waterfall columns", json: waterfall(#""columnCount": 0, "itemHeights": [100]"#),
                     pointer: "/sections/0/waterfall/columnCount", message: "must be between 1 and 1024; got 0"),
        BadInputCase(name: "fractional waterfall columns", json: waterfall(#""columnCount": 1.5, "itemHeights": [100]"#),
                     pointer: "/sections/0/waterfall/columnCount", message: "expected a whole number, found 1.5"),
        BadInputCase(name: "zero minimum column width", json: waterfall(#""minimumColumnWidth": 0, "itemHeights": [100]"#),
                     pointer: "/sections/0/waterfall/minimumColumnWidth", message: "must be greater than 0; got 0"),
        BadInputCase(name: "full-span item listed twice", json: waterfall(#""columnCount": 2, "itemHeights": [100], "fullSpanItems": [0, 2, 2]"#),
                     pointer: "/sections/0/waterfall/fullSpanItems/2",
                     message: "item indices must be in increasing order, each listed once; 2 follows 2"),
        BadInputCase(name: "negative full-span item", json: waterfall(#""columnCount": 2, "itemHeights": [100], "fullSpanItems": [-1]"#),
                     pointer: "/sections/0/waterfall/fullSpanItems/0", message: "must be between 0 and 999999; got -1"),
        BadInputCase(name: "unknown column policy", json: waterfall(#""columnCount": 2, "itemHeights": [100], "columnPolicy": "shortest""#),
                     pointer: "/sections/0/waterfall/columnPolicy", message: "expected one of shortestColumn, sequential; got 'shortest'"),
        BadInputCase(name: "waterfall in a 1.0 document", json: waterfall(#""columnCount": 2, "itemHeights": [100]"#, version: "1.0"),
                     pointer: "/sections/0/waterfall", message: "waterfall sections are format 1.1; this document is format 1.0",
                     schemaRejects: false),
        BadInputCase(name: "waterfall beside a list", json: #"{ "formatVersion": "1.1", "sections": [ { "waterfall": { "columnCount": 2, "itemHeights": [100] }, "list": { "appearance": "plain" } } ] }"#,
                     pointer: "/sections/0", message: "a section has one of 'group', 'list', 'waterfall' or 'variants'; found list, waterfall"),
    ]
}
