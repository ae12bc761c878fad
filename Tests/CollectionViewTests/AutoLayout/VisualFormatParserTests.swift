import Testing
import TestSupport
@testable import CollectionViewHost

// Expected values below are worked out by hand from the Visual Format Language rules (Auto Layout Guide,
// "Visual Format Language"; `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`), each test
// stating the rule it relies on. Offsets count characters from 0; UIKit's caret stands under the character
// where parsing stopped, which for a name is the character just after it.

private typealias Constraint = VisualFormatConstraint

/// The view item `name`.
private func view(_ name: String) -> Constraint.Item { .view(name) }

/// The superview of the view `name` (the `|` next to it).
private func superview(_ name: String) -> Constraint.Item { .superview(of: name) }

/// Parses and lowers `format`; every view in `views` has a superview unless listed in `orphans`.
private func lower(_ format: String, views: Set<String>, metrics: [String: Double] = [:],
                   options: VisualFormatOptions = [], orphans: Set<String> = [],
                   superviewSpacing: VisualFormat.SuperviewSpacing = .documented) throws(VisualFormatError) -> [Constraint] {
    try VisualFormat.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views,
                                 hasSuperview: { !orphans.contains($0) }, superviewSpacing: superviewSpacing)
}

/// The error parsing `format` throws, nil when it parses.
private func parseError(_ format: String) -> VisualFormatError? {
    do {
        _ = try VisualFormatParser.parse(format)
        return nil
    } catch {
        return error
    }
}

/// The error parsing and lowering `format` throws, nil when it succeeds.
private func lowerError(_ format: String, views: Set<String>, metrics: [String: Double] = [:],
                        options: VisualFormatOptions = [], orphans: Set<String> = []) -> VisualFormatError? {
    do {
        _ = try lower(format, views: views, metrics: metrics, options: options, orphans: orphans)
        return nil
    } catch {
        return error
    }
}

// MARK: - Apple's examples

/// Every example of the Auto Layout Guide's "Visual Format Language" appendix, and the examples of the task.
@Suite struct VisualFormatDocumentedExampleTests {
    /// Standard space between siblings is 8 points; the later view is the first item: `b.leading == a.trailing + 8`.
    @Test func standardSpace() throws {
        let constraints = try lower("[button]-[textField]", views: ["button", "textField"])
        #expect(constraints == [
            Constraint(view("textField"), .leading, .equal, view("button"), .trailing, constant: 8, isStandardSpacing: true),
        ])
    }

    /// A predicate in a view's brackets constrains its width against a constant (no second item).
    @Test func widthConstraint() throws {
        #expect(try lower("[button(>=50)]", views: ["button"]) == [
            Constraint(view("button"), .width, .greaterThanOrEqual, constant: 50),
        ])
    }

    /// `|-50-[v]`: `v.leading == superview.leading + 50`; `[v]-50-|`: `superview.trailing == v.trailing + 50`.
    @Test func connectionToSuperview() throws {
        #expect(try lower("|-50-[purpleBox]-50-|", views: ["purpleBox"]) == [
            Constraint(view("purpleBox"), .leading, .equal, superview("purpleBox"), .leading, constant: 50),
            Constraint(superview("purpleBox"), .trailing, .equal, view("purpleBox"), .trailing, constant: 50),
        ])
    }

    /// `V:` spaces views along y: `bottomField.top == topField.bottom + 10`.
    @Test func verticalLayout() throws {
        #expect(try lower("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"]) == [
            Constraint(view("bottomField"), .top, .equal, view("topField"), .bottom, constant: 10),
        ])
    }

    /// No connection at all makes the edges touch: constant 0, not the standard spacing.
    @Test func flushViews() throws {
        #expect(try lower("[maroonView][blueView]", views: ["maroonView", "blueView"]) == [
            Constraint(view("blueView"), .leading, .equal, view("maroonView"), .trailing, constant: 0),
        ])
    }

    /// `@20` gives the constraint priority 20.
    @Test func priority() throws {
        #expect(try lower("[button(100@20)]", views: ["button"]) == [
            Constraint(view("button"), .width, .equal, constant: 100, priority: 20),
        ])
    }

    /// A view name as a predicate's object relates the two widths.
    @Test func equalWidths() throws {
        #expect(try lower("[button1(==button2)]", views: ["button1", "button2"]) == [
            Constraint(view("button1"), .width, .equal, view("button2"), .width),
        ])
    }

    /// Each predicate of a list is one constraint, in the order written.
    @Test func multiplePredicates() throws {
        #expect(try lower("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"]) == [
            Constraint(view("flexibleButton"), .width, .greaterThanOrEqual, constant: 70),
            Constraint(view("flexibleButton"), .width, .lessThanOrEqual, constant: 100),
        ])
    }

    /// 20 points to the superview's edges, 8 between siblings; a view's width constraints follow the connection
    /// before it.
    @Test func completeLineOfLayout() throws {
        #expect(try lower("|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"]) == [
            Constraint(view("find"), .leading, .equal, superview("find"), .leading, constant: 20, isStandardSpacing: true),
            Constraint(view("findNext"), .leading, .equal, view("find"), .trailing, constant: 8, isStandardSpacing: true),
            Constraint(view("findField"), .leading, .equal, view("findNext"), .trailing, constant: 8, isStandardSpacing: true),
            Constraint(view("findField"), .width, .greaterThanOrEqual, constant: 20),
            Constraint(superview("findField"), .trailing, .equal, view("findField"), .trailing, constant: 20,
                       isStandardSpacing: true),
        ])
    }

    /// The task's first example: standard spacing everywhere and a width predicate with a priority.
    @Test func buttonAndTextField() throws {
        #expect(try lower("H:|-[button]-[textField(>=100@750)]-|", views: ["button", "textField"]) == [
            Constraint(view("button"), .leading, .equal, superview("button"), .leading, constant: 20, isStandardSpacing: true),
            Constraint(view("textField"), .leading, .equal, view("button"), .trailing, constant: 8, isStandardSpacing: true),
            Constraint(view("textField"), .width, .greaterThanOrEqual, constant: 100, priority: 750),
            Constraint(superview("textField"), .trailing, .equal, view("textField"), .trailing, constant: 20,
                       isStandardSpacing: true),
        ])
    }

    /// A metric in a connection is its value; in a vertical format `(==a)` relates heights.
    @Test func metricPaddingAndEqualHeights() throws {
        #expect(try lower("V:[a]-(==padding)-[b(==a)]", views: ["a", "b"], metrics: ["padding": 12]) == [
            Constraint(view("b"), .top, .equal, view("a"), .bottom, constant: 12),
            Constraint(view("b"), .height, .equal, view("a"), .height),
        ])
    }

    /// A width predicate with both a relation and a priority.
    @Test func wideView() throws {
        #expect(try lower("[wideView(>=60@700)]", views: ["wideView"]) == [
            Constraint(view("wideView"), .width, .greaterThanOrEqual, constant: 60, priority: 700),
        ])
    }

    /// `|-(>=0)-` relates top edges with `>=`; `]|` is flush with the bottom edge.
    @Test func verticalWithFixedHeight() throws {
        #expect(try lower("V:|-(>=0)-[v(50)]|", views: ["v"]) == [
            Constraint(view("v"), .top, .greaterThanOrEqual, superview("v"), .top, constant: 0),
            Constraint(view("v"), .height, .equal, constant: 50),
            Constraint(superview("v"), .bottom, .equal, view("v"), .bottom, constant: 0),
        ])
    }

    /// The appendix's first diagnostic, with UIKit's whole exception text.
    @Test func documentedErrorMissingColon() {
        let error = parseError("V|[backgroundBox]|")
        #expect(error?.reason == "Expected ':' after 'V' to specify vertical arrangement")
        #expect(error?.offset == 1)
        #expect(error?.message == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[backgroundBox]| \n ^")
    }

    /// The appendix's second diagnostic: the caret under the `]` where `)` was due (offset 33).
    @Test func documentedErrorUnclosedThickness() {
        let format = "|[whiteBox1][blackBox4(blackWidth][redBox]|"
        let error = parseError(format)
        #expect(error?.reason == "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        #expect(error?.offset == 33)
        #expect(error?.message == "Unable to parse constraint format: \n"
            + "A predicate on a view's thickness must end with ')' and the view must end with ']' \n"
            + format + " \n" + String(repeating: " ", count: 33) + "^")
    }

    /// The appendix's third diagnostic (an unknown view; the caret just past its name, offset 21), in today's
    /// wording "… is not a key in the views dictionary."
    @Test func documentedErrorUnknownView() {
        let error = lowerError("|[whiteBox2][blackBox]", views: ["whiteBox2"])
        #expect(error?.reason == "blackBox is not a key in the views dictionary.")
        #expect(error?.offset == 21)
    }

    /// The appendix's fourth diagnostic: `>` without `=`, the caret just after it (offset 15).
    @Test func documentedErrorUnknownRelation() {
        let error = parseError("V:|[blackBox4(>30)]|")
        #expect(error?.reason == "Unknown relation. Must be ==, >=, or <=")
        #expect(error?.offset == 15)
    }
}

// MARK: - The syntax tree

/// What the parser builds.
@Suite struct VisualFormatSyntaxTests {
    /// A format without `H:`/`V:` is horizontal; names and ranges are recorded.
    @Test func defaultOrientationAndViews() throws {
        let format = try VisualFormatParser.parse("[a]-[bb(>=5)]")
        #expect(format.orientation == .horizontal)
        #expect(format.leadingSuperview == nil)
        #expect(format.trailingSuperview == nil)
        #expect(format.views == [
            VisualFormat.View(name: "a", nameRange: 1..<2, end: 3),
            VisualFormat.View(name: "bb", nameRange: 5..<7, predicates: [
                VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .number(5), objectRange: 10..<11),
            ], end: 13),
        ])
        #expect(format.connections == [.standard])
    }

    /// `V:` and both bars, with a flush leading connection and a predicate trailing one.
    @Test func verticalWithBars() throws {
        let format = try VisualFormatParser.parse("V:|[a]-20-|")
        #expect(format.orientation == .vertical)
        #expect(format.leadingSuperview == VisualFormat.SuperviewEdge(connection: .flush, barOffset: 2))
        #expect(format.trailingSuperview == VisualFormat.SuperviewEdge(
            connection: .predicates([VisualFormat.Predicate(object: .number(20), objectRange: 7..<9)]), barOffset: 10))
    }

    /// Names stay names (metric or view is decided when lowering); priorities keep their operand.
    @Test func namesAndPriorities() throws {
        let format = try VisualFormatParser.parse("[a]-(<=gap@p,8@250)-[b(==a@high)]")
        #expect(format.connections == [.predicates([
            VisualFormat.Predicate(relation: .lessThanOrEqual, object: .name("gap"), objectRange: 7..<10,
                                   priority: .name("p"), priorityRange: 11..<12),
            VisualFormat.Predicate(object: .number(8), objectRange: 13..<14, priority: .number(250), priorityRange: 15..<18),
        ])])
        #expect(format.views[1].predicates == [
            VisualFormat.Predicate(object: .name("a"), objectRange: 25..<26, priority: .name("high"), priorityRange: 27..<31),
        ])
    }

    /// A relation may open a connection's predicate without parentheses (`->=20-`), as UIKit accepts.
    @Test func relationWithoutParentheses() throws {
        let format = try VisualFormatParser.parse("[a]->=20-[b]")
        #expect(format.connections == [.predicates([
            VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .number(20), objectRange: 6..<8),
        ])])
    }

    /// Negative constants are allowed inside parentheses: `-(-5)-` is a constant of -5.
    @Test func negativeConstant() throws {
        let format = try VisualFormatParser.parse("[a]-(-5)-[b]")
        #expect(format.connections == [.predicates([VisualFormat.Predicate(object: .number(-5), objectRange: 5..<7)])])
    }

    /// Numbers are read as C's strtod reads them: trailing point, leading point after a sign, exponent,
    /// hexadecimal, hexadecimal with a binary exponent.
    @Test(arguments: [("5.", 5.0), ("-.5", -0.5), ("2e1", 20), ("2E+1", 20), ("0x10", 16), ("0x1.8p1", 3), ("007", 7)])
    func strtodNumbers(text: String, value: Double) throws {
        let format = try VisualFormatParser.parse("[a(\(text))]")
        #expect(format.views[0].predicates.first?.object == .number(value))
        #expect(format.views[0].predicates.first?.objectRange == 3..<(3 + text.count))
    }

    /// An exponent mark without digits is not part of the number (strtod stops before it), so `1e` leaves `e`
    /// where `)` is due.
    @Test func exponentWithoutDigits() {
        let error = parseError("[a(1e)]")
        #expect(error?.reason == VisualFormatReason.expectedThicknessEnd)
        #expect(error?.offset == 4)
    }

    /// View names are C identifiers: underscores and digits after the first character.
    @Test func identifiers() throws {
        let format = try VisualFormatParser.parse("[_view_2][V9]")
        #expect(format.views.map(\.name) == ["_view_2", "V9"])
        #expect(format.connections == [.flush])
    }
}

// MARK: - Errors

/// Every reason the parser and the lowering give, with the offset UIKit's caret would show.
@Suite struct VisualFormatErrorTests {
    /// The empty string is refused as a whole, without the format and caret lines.
    @Test func emptyString() {
        let error = parseError("")
        #expect(error?.reason == "It's an empty string.")
        #expect(error?.offset == 0)
        #expect(error?.message == "Unable to parse constraint format: It's an empty string.")
    }

    /// A non-ASCII character anywhere is refused as a whole; the offset names the first one.
    @Test func nonASCII() {
        let error = parseError("[a]-[b]é")
        #expect(error?.reason == "It contains non-ASCII characters.")
        #expect(error?.offset == 7)
        #expect(error?.message == "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    /// Syntax errors: (format, reason, offset), each offset counted by hand.
    @Test(arguments: [
        ("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("H", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("V", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("|", "Expected a connection after the '|' character", 1),
        ("H:|", "Expected a connection after the '|' character", 3),
        ("a", "Expected a view", 0),
        ("H:", "Expected a view", 2),
        ("|-|", "Expected a view", 2),
        ("[", "Expected a view", 1),
        ("[1a]", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", 1),
        ("[]", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", 1),
        ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("[a}", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
        ("[a(50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
        ("[a(50)", "Expected ']' after specifying thickness.", 6),
        ("[a(50)x", "Expected ']' after specifying thickness.", 6),
        ("[a]-[b]x", "Expected a view or '|'", 7),
        ("[a]-x", "Expected a '-' here", 5),
        ("[a]|x", "Expected the end of the format string", 4),
        ("[a]-20,30-[b]", "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", 6),
        ("[a]-20[b]", "Expected a '-' here", 6),
        ("[a]--5-[b]", "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", 4),
        ("[a]-(20-[b]", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 7),
        ("[a]-", "Expected more input", 4),
        ("[a(50,", "Expected more input", 6),
        ("[a(>30)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ("[a(=30)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ("[a(=<30)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ("[a(==)]", "Expected a number or key from the metrics dictionary, but encountered something else", 5),
        ("[a(50@)]", "Expected a number or key from the metrics dictionary, but encountered something else", 6),
        ("[a(-x)]", "Expected a number or a key from the metrics dictionary, but encountered something else", 3),
        ("[a(==-)]", "Expected a number or a key from the metrics dictionary, but encountered something else", 5),
        ("[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
        ("[a(50@-1)]", "Invalid priority specified: -1. Priority must be greater than 0", 8),
        ("[a(50@1001)]", "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 10),
        ("[a(5@1e999)]", "Invalid priority specified: inf. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 10),
        ("[a(1e999)]", "Invalid constant specified: inf. A constant must be a finite number", 8),
        ("[a]-(-inf)-[b]", "Invalid constant specified: -inf. A constant must be a finite number", 9),
    ])
    func syntaxError(format: String, reason: String, offset: Int) {
        let error = parseError(format)
        #expect(error?.reason == reason)
        #expect(error?.offset == offset)
        #expect(error?.concernsWholeFormat == false)
    }

    /// The whole text of a positioned error: reason, format, caret line (one space per character before it).
    @Test func messageLayout() {
        let error = lowerError("[a]-[zz]", views: ["a"])
        #expect(error?.message == "Unable to parse constraint format: \nzz is not a key in the views dictionary. \n[a]-[zz] \n       ^")
    }

    /// An unknown view, checked before the view's predicates; the caret just past the name.
    @Test func unknownView() {
        let error = lowerError("[a]-[zz(==nothing)]", views: ["a"])
        #expect(error?.reason == "zz is not a key in the views dictionary.")
        #expect(error?.offset == 7)
    }

    /// A name that is neither a metric nor a view, in a connection, a view's predicate, or a priority.
    @Test(arguments: [("[a]-gap-[b]", "gap", 7), ("[a(wide)]", "wide", 7), ("[a(50@prio)]", "prio", 10),
                      ("[a(nan)]", "nan", 6)])
    func unknownMetric(format: String, name: String, offset: Int) {
        let error = lowerError(format, views: ["a", "b"])
        #expect(error?.reason == "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
        #expect(error?.offset == offset)
    }

    /// A view name in a connection cannot be a space; UIKit suggests a spacer view (two spaces after "view.").
    @Test(arguments: [("[a]-b-[b]", 5), ("[a]-(>=8@b)-[b]", 10)])
    func viewAsSpace(format: String, offset: Int) {
        let error = lowerError(format, views: ["a", "b"])
        #expect(error?.reason == "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
        #expect(error?.offset == offset)
    }

    /// A view name as the priority of a view's predicate reads as 0 (UIKit reads priorities as constants).
    @Test func viewAsPriorityInView() {
        let error = lowerError("[a(50@b)]", views: ["a", "b"])
        #expect(error?.reason == "Invalid priority specified: 0. Priority must be greater than 0")
        #expect(error?.offset == 7)
    }

    /// A metric priority out of (0, 1000], written with `%g`.
    @Test(arguments: [(2000.5, "Invalid priority specified: 2000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
                      (0, "Invalid priority specified: 0. Priority must be greater than 0"),
                      (.nan, "Invalid priority specified: nan. Priority must be greater than 0")])
    func metricPriorityOutOfRange(value: Double, reason: String) {
        let error = lowerError("[a(50@p)]", views: ["a"], metrics: ["p": value])
        #expect(error?.reason == reason)
        #expect(error?.offset == 7)
    }

    /// A metric that is not finite cannot be a constant.
    @Test func nonFiniteMetric() {
        let error = lowerError("[a(m)]", views: ["a"], metrics: ["m": .infinity])
        #expect(error?.reason == "Invalid constant specified: inf. A constant must be a finite number")
        #expect(error?.offset == 4)
    }

    /// `|` needs the neighbouring view's superview: the caret past the view after a leading bar, or past a
    /// trailing bar.
    @Test(arguments: [("|-[a]", 5), ("[a]-|", 5), ("V:|[a]", 6), ("[b]-[a]|", 8)])
    func noSuperview(format: String, offset: Int) {
        let error = lowerError(format, views: ["a", "b"], orphans: ["a"])
        #expect(error?.reason == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(error?.offset == offset)
    }

    /// A connection between two views needs no superview.
    @Test func siblingsNeedNoSuperview() throws {
        #expect(try lower("[a]-[b]", views: ["a", "b"], orphans: ["a", "b"]).count == 1)
    }

    /// Baseline-to-baseline spacing is only for vertical formats.
    @Test func baselineSpacingInHorizontalFormat() {
        let error = lowerError("[a]-[b]", views: ["a", "b"], options: .spacingBaselineToBaseline)
        #expect(error?.reason == "BaselineToBaseline format option not valid for horizontal layout")
        #expect(error?.offset == 7)
    }

    /// Aligning on an edge along the format's own axis is refused, at the second view of the first pair.
    @Test(arguments: [("[a]-[b]", VisualFormatOptions.alignAllLeading, 7, true),
                      ("[a][b]", .alignAllCenterX, 6, true),
                      ("V:[a]-[b]", .alignAllTop, 9, false),
                      ("V:[a]-[b]", .alignAllLastBaseline, 9, false)])
    func alignmentAlongTheAxis(format: String, options: VisualFormatOptions, offset: Int, horizontal: Bool) {
        let error = lowerError(format, views: ["a", "b"], options: options)
        #expect(error?.reason == (horizontal
            ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
            : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."))
        #expect(error?.offset == offset)
    }

    /// With one view there is no pair to align, so no error either.
    @Test func alignmentWithOneView() throws {
        #expect(try lower("|-[a]-|", views: ["a"], options: .alignAllLeading).count == 2)
    }
}

// MARK: - Lowering

/// How a parsed format becomes constraints.
@Suite struct VisualFormatLoweringTests {
    /// A name that is both a metric and a view is the metric (metrics are looked up first).
    @Test func metricBeforeView() throws {
        #expect(try lower("[a(x)]", views: ["a", "x"], metrics: ["x": 30]) == [
            Constraint(view("a"), .width, .equal, constant: 30),
        ])
    }

    /// A list in a connection gives one constraint per predicate between the same items.
    @Test func connectionList() throws {
        #expect(try lower("[a]-(>=8,<=20@250)-[b]", views: ["a", "b"]) == [
            Constraint(view("b"), .leading, .greaterThanOrEqual, view("a"), .trailing, constant: 8),
            Constraint(view("b"), .leading, .lessThanOrEqual, view("a"), .trailing, constant: 20, priority: 250),
        ])
    }

    /// Negative constants overlap views, in a connection or to the superview.
    @Test func negativeConstants() throws {
        #expect(try lower("|-(-10)-[a]-(-5)-[b]", views: ["a", "b"]) == [
            Constraint(view("a"), .leading, .equal, superview("a"), .leading, constant: -10),
            Constraint(view("b"), .leading, .equal, view("a"), .trailing, constant: -5),
        ])
    }

    /// Metric priorities and constants; the width relation to another view carries its priority.
    @Test func metricsEverywhere() throws {
        let metrics: [String: Double] = ["gap": 12, "low": 250, "min": 60]
        #expect(try lower("[a(>=min@low)]-gap-[b(==a@low)]", views: ["a", "b"], metrics: metrics) == [
            Constraint(view("a"), .width, .greaterThanOrEqual, constant: 60, priority: 250),
            Constraint(view("b"), .leading, .equal, view("a"), .trailing, constant: 12),
            Constraint(view("b"), .width, .equal, view("a"), .width, priority: 250),
        ])
    }

    /// Vertical standard spacing to the superview: 20 points to top and bottom edges.
    @Test func verticalStandardToSuperview() throws {
        #expect(try lower("V:|-[v]-|", views: ["v"]) == [
            Constraint(view("v"), .top, .equal, superview("v"), .top, constant: 20, isStandardSpacing: true),
            Constraint(superview("v"), .bottom, .equal, view("v"), .bottom, constant: 20, isStandardSpacing: true),
        ])
    }

    /// With `layoutMargins`, a lone `-` next to `|` is 0 to the margin attributes (UIKit since iOS 8); explicit
    /// constants and sibling spacing are unchanged.
    @Test func layoutMarginsSpacing() throws {
        #expect(try lower("|-[a]-[b]-4-|", views: ["a", "b"], superviewSpacing: .layoutMargins) == [
            Constraint(view("a"), .leading, .equal, superview("a"), .leadingMargin, constant: 0, isStandardSpacing: true),
            Constraint(view("b"), .leading, .equal, view("a"), .trailing, constant: 8, isStandardSpacing: true),
            Constraint(superview("b"), .trailing, .equal, view("b"), .trailing, constant: 4),
        ])
        #expect(try lower("V:|-[a]-|", views: ["a"], superviewSpacing: .layoutMargins) == [
            Constraint(view("a"), .top, .equal, superview("a"), .topMargin, constant: 0, isStandardSpacing: true),
            Constraint(superview("a"), .bottomMargin, .equal, view("a"), .bottom, constant: 0, isStandardSpacing: true),
        ])
    }

    /// A custom edge spacing replaces the 20 points.
    @Test func customEdgeSpacing() throws {
        #expect(try lower("|-[a]", views: ["a"], superviewSpacing: .edge(16)) == [
            Constraint(view("a"), .leading, .equal, superview("a"), .leading, constant: 16, isStandardSpacing: true),
        ])
    }

    /// Left-to-right uses left and right instead of leading and trailing, in the same order.
    @Test func leftToRight() throws {
        #expect(try lower("|-10-[a]-[b]|", views: ["a", "b"], options: .directionLeftToRight) == [
            Constraint(view("a"), .left, .equal, superview("a"), .left, constant: 10),
            Constraint(view("b"), .left, .equal, view("a"), .right, constant: 8, isStandardSpacing: true),
            Constraint(superview("b"), .right, .equal, view("b"), .right, constant: 0),
        ])
    }

    /// Right-to-left runs the views from the right: the first view written is the rightmost, so
    /// `|-10-[a]` is `superview.right == a.right + 10` and `[a]-[b]` is `a.left == b.right + 8`.
    @Test func rightToLeft() throws {
        #expect(try lower("|-10-[a]-[b]-5-|", views: ["a", "b"], options: .directionRightToLeft) == [
            Constraint(superview("a"), .right, .equal, view("a"), .right, constant: 10),
            Constraint(view("a"), .left, .equal, view("b"), .right, constant: 8, isStandardSpacing: true),
            Constraint(view("b"), .left, .equal, superview("b"), .left, constant: 5),
        ])
    }

    /// Direction options do not affect vertical formats.
    @Test func directionIgnoredVertically() throws {
        #expect(try lower("V:[a]-[b]", views: ["a", "b"], options: .directionRightToLeft) == [
            Constraint(view("b"), .top, .equal, view("a"), .bottom, constant: 8, isStandardSpacing: true),
        ])
    }

    /// Baseline-to-baseline spacing measures from a view above by its last baseline and to a view below by its
    /// first baseline; the superview's side keeps its top and bottom edges.
    @Test func baselineToBaseline() throws {
        #expect(try lower("V:|-[a]-[b]-|", views: ["a", "b"], options: .spacingBaselineToBaseline) == [
            Constraint(view("a"), .firstBaseline, .equal, superview("a"), .top, constant: 20, isStandardSpacing: true),
            Constraint(view("b"), .firstBaseline, .equal, view("a"), .lastBaseline, constant: 8, isStandardSpacing: true),
            Constraint(superview("b"), .bottom, .equal, view("b"), .lastBaseline, constant: 20, isStandardSpacing: true),
        ])
    }

    /// Alignment options add, after all other constraints, one equality per adjacent pair and option, the
    /// earlier view first, attributes in UIKit's numbering order (top 3 before bottom 4).
    @Test func alignment() throws {
        let constraints = try lower("|-[a]-[b(20)]-[c]", views: ["a", "b", "c"], options: [.alignAllBottom, .alignAllTop])
        #expect(constraints == [
            Constraint(view("a"), .leading, .equal, superview("a"), .leading, constant: 20, isStandardSpacing: true),
            Constraint(view("b"), .leading, .equal, view("a"), .trailing, constant: 8, isStandardSpacing: true),
            Constraint(view("b"), .width, .equal, constant: 20),
            Constraint(view("c"), .leading, .equal, view("b"), .trailing, constant: 8, isStandardSpacing: true),
            Constraint(view("a"), .top, .equal, view("b"), .top),
            Constraint(view("a"), .bottom, .equal, view("b"), .bottom),
            Constraint(view("b"), .top, .equal, view("c"), .top),
            Constraint(view("b"), .bottom, .equal, view("c"), .bottom),
        ])
    }

    /// A connection with several predicates aligns its pair once; vertical formats align on x attributes.
    @Test func alignmentOncePerPair() throws {
        let constraints = try lower("V:[a]-(>=4,<=9)-[b]", views: ["a", "b"], options: .alignAllCenterX)
        #expect(constraints.filter { $0.firstAttribute == .centerX } == [Constraint(view("a"), .centerX, .equal, view("b"), .centerX)])
        #expect(constraints.count == 3)
    }

    /// In right-to-left formats the earlier view of a pair is the right one, so it comes first.
    @Test func alignmentRightToLeft() throws {
        let constraints = try lower("[a][b]", views: ["a", "b"], options: [.alignAllTop, .directionRightToLeft])
        #expect(constraints.last == Constraint(view("b"), .top, .equal, view("a"), .top))
    }

    /// The closure form of the views dictionary, and lowering a tree parsed once.
    @Test func closureAPI() throws {
        let format = try VisualFormatParser.parse("[a]-[b]")
        let constraints = try format.constraints(isView: { $0.count == 1 }, hasSuperview: { _ in false })
        #expect(constraints.count == 1)
    }

    /// Every attribute keeps UIKit's raw value and axis.
    @Test func attributeNumbering() {
        #expect(VisualFormatAttribute.notAnAttribute.rawValue == 0)
        #expect(VisualFormatAttribute.leading.rawValue == 5)
        #expect(VisualFormatAttribute.firstBaseline.rawValue == 12)
        #expect(VisualFormatAttribute.centerYWithinMargins.rawValue == 20)
        #expect((0...20).compactMap(VisualFormatAttribute.init(rawValue:)).filter(\.isHorizontal).map(\.rawValue) == [1, 2, 5, 6, 7, 9, 13, 14, 17, 18, 19])
        #expect(VisualFormatOptions.alignAllCenterY.rawValue == 1024)
        #expect(VisualFormatOptions.directionRightToLeft.rawValue == 0x20000)
        #expect(VisualFormatOptions.spacingBaselineToBaseline.rawValue == 0x80000)
    }
}

// MARK: - Hostile input

/// Inputs meant to break a parser: none may trap, each gets an error that points inside the format.
@Suite struct VisualFormatHostileInputTests {
    /// Control characters are ASCII, so they are syntax errors where they stand (no whitespace is skipped).
    @Test(arguments: [("[a]\u{0}[b]", 3), ("\t[a]", 0), ("[a]\n", 3), ("[ a]", 1), ("[a] -[b]", 3), ("\u{7F}", 0)])
    func controlCharacters(format: String, offset: Int) {
        let error = parseError(format)
        #expect(error != nil)
        #expect(error?.offset == offset)
    }

    /// Emoji and combining characters are non-ASCII; offsets count characters, not bytes or scalars.
    @Test(arguments: [("👍", 0), ("[a👍]", 2), ("[a]-[e\u{301}]", 5), ("[a]-[b]👨‍👩‍👧", 7)])
    func emoji(format: String, offset: Int) {
        let error = parseError(format)
        #expect(error?.reason == "It contains non-ASCII characters.")
        #expect(error?.offset == offset)
    }

    /// Unbalanced and doubled brackets.
    @Test(arguments: [("[[a]]", 1), ("[a]]", 3), ("[a((5))]", 3), (")(", 0), ("[a(5))]", 5), ("|[a]||", 5)])
    func unbalanced(format: String, offset: Int) {
        #expect(parseError(format)?.offset == offset)
    }

    /// `nan` and `inf` are names, not numbers, unless a sign makes strtod read them; a NaN after a sign is
    /// refused like an infinity.
    @Test func nanAndInfinity() {
        let error = parseError("[a(-nan)]")
        #expect(error?.reason.hasPrefix("Invalid constant specified:") == true)
        #expect(error?.offset == 7)
        #expect(parseError("[a(inf)]") == nil)
    }

    /// A long well-formed format parses and lowers to one constraint per connection.
    @Test func hugeFormat() throws {
        let count = 20_000
        let format = "|" + String(repeating: "-[a]", count: count) + "-|"
        let constraints = try lower(format, views: ["a"])
        #expect(constraints.count == count + 1)
    }

    /// Long garbage fails at once; a number with ten thousand digits is infinite, so refused.
    @Test func hugeGarbage() {
        #expect(parseError(String(repeating: "(", count: 100_000))?.offset == 0)
        #expect(parseError("[a]" + String(repeating: "-", count: 100_000))?.offset == 4)
        let digits = String(repeating: "9", count: 10_000)
        #expect(parseError("[a(\(digits))]")?.reason == "Invalid constant specified: inf. A constant must be a finite number")
    }

    /// Names are looked up in the dictionaries given, and missing metrics are errors, not zeros.
    @Test func missingMetrics() {
        #expect(lowerError("[a]-(==padding)-[b]", views: ["a", "b"])?.offset == 14)
    }
}

// MARK: - Properties

/// Seeded random formats: well-formed ones parse and lower to the number of constraints their parts promise;
/// arbitrary strings never trap.
@Suite struct VisualFormatPropertyTests {
    private static let viewNames = ["a", "b2", "_c", "view", "V", "H"]
    private static let metrics: [String: Double] = ["gap": 12, "m_1": 3.5, "prio": 750]

    /// A random predicate; `allowsView` lets a view name be the object (only in a view's brackets),
    /// `allowsNegative` a negative number (only inside parentheses).
    private static func predicate(_ rng: inout SplitMix64, allowsView: Bool, allowsNegative: Bool) -> String {
        var text = ["", "==", "<=", ">="][rng.int(0...3)]
        switch rng.int(0...3) {
        case 0: text += String(rng.int(0...500))
        case 1: text += allowsNegative ? "-\(rng.int(0...50)).5" : "\(rng.int(0...50)).25"
        case 2: text += ["gap", "m_1"][rng.int(0...1)]
        default: text += allowsView ? viewNames[rng.int(0...(viewNames.count - 1))] : "gap"
        }
        if rng.chance(0.3) { text += rng.chance(0.5) ? "@\(rng.int(1...1000))" : "@prio" }
        return text
    }

    /// A random connection and the number of constraints it makes.
    private static func connection(_ rng: inout SplitMix64) -> (String, Int) {
        switch rng.int(0...3) {
        case 0: return ("", 1)
        case 1: return ("-", 1)
        case 2: return ("-" + predicate(&rng, allowsView: false, allowsNegative: false) + "-", 1)
        default:
            let count = rng.int(1...3)
            let list = (0..<count).map { _ in predicate(&rng, allowsView: false, allowsNegative: true) }
            return ("-(" + list.joined(separator: ",") + ")-", count)
        }
    }

    /// A random view and the number of size constraints it makes.
    private static func view(_ rng: inout SplitMix64) -> (String, Int) {
        let name = viewNames[rng.int(0...(viewNames.count - 1))]
        guard rng.chance(0.5) else { return ("[\(name)]", 0) }
        let count = rng.int(1...3)
        let list = (0..<count).map { _ in predicate(&rng, allowsView: true, allowsNegative: true) }
        return ("[\(name)(" + list.joined(separator: ",") + ")]", count)
    }

    /// Well-formed formats parse, and lower to one constraint per connection predicate (one for a flush or
    /// standard connection) plus one per view predicate, each with a priority in (0, 1000].
    @Test func wellFormedFormatsParse() throws {
        var rng = SplitMix64(seed: 0x5EED_F0F0)
        for _ in 0..<2_000 {
            var format = ["", "H:", "V:"][rng.int(0...2)]
            var expected = 0
            var names: [String] = []
            if rng.chance(0.5) {
                let (text, count) = Self.connection(&rng)
                format += "|" + text
                expected += count
            }
            for index in 0..<rng.int(1...5) {
                if index > 0 {
                    let (text, count) = Self.connection(&rng)
                    format += text
                    expected += count
                }
                let (text, count) = Self.view(&rng)
                format += text
                expected += count
                names.append(String(text.dropFirst().prefix { $0 != "]" && $0 != "(" }))
            }
            if rng.chance(0.5) {
                let (text, count) = Self.connection(&rng)
                format += text + "|"
                expected += count
            }
            let parsed = try VisualFormatParser.parse(format)
            #expect(parsed.views.map(\.name) == names, "\(format)")
            let constraints = try parsed.constraints(views: Set(Self.viewNames), metrics: Self.metrics, hasSuperview: { _ in true })
            #expect(constraints.count == expected, "\(format)")
            #expect(constraints.allSatisfy { $0.priority > 0 && $0.priority <= 1000 && $0.constant.isFinite }, "\(format)")
        }
    }

    /// Random strings over the format's alphabet, random bytes as Latin-1, and one-character mutations of
    /// well-formed formats never trap; every error points inside the format (or just past its end).
    @Test func randomStringsNeverTrap() {
        var rng = SplitMix64(seed: 0xBAD_5EED)
        let alphabet = Array("HV:|-[]()@,=<>0123456789.eExp_abAB -+\t")
        var inputs: [String] = []
        for _ in 0..<3_000 {
            let length = rng.int(0...24)
            inputs.append(String((0..<length).map { _ in alphabet[rng.int(0...(alphabet.count - 1))] }))
        }
        for _ in 0..<1_000 {
            let length = rng.int(0...24)
            inputs.append(String(String.UnicodeScalarView((0..<length).map { _ in Unicode.Scalar(UInt8(rng.int(0...255))) })))
        }
        let seeds = ["|-[a]-[b(==a@750)]-|", "V:|-(>=0)-[v(50)]|", "[a]-(-5,>=gap@prio)-[b]", "H:[a(0x10)][b]"]
        for _ in 0..<1_000 {
            var characters = Array(seeds[rng.int(0...(seeds.count - 1))])
            let index = rng.int(0...(characters.count - 1))
            switch rng.int(0...2) {
            case 0: characters.remove(at: index)
            case 1: characters.insert(alphabet[rng.int(0...(alphabet.count - 1))], at: index)
            default: characters[index] = alphabet[rng.int(0...(alphabet.count - 1))]
            }
            inputs.append(String(characters))
        }
        for input in inputs {
            let length = input.count
            do {
                let parsed = try VisualFormatParser.parse(input)
                do {
                    _ = try parsed.constraints(isView: { _ in true }, metrics: Self.metrics, hasSuperview: { _ in true },
                                               options: .alignAllTop)
                } catch {
                    #expect(error.offset >= 0 && error.offset <= length, "\(input)")
                }
            } catch {
                #expect(error.offset >= 0 && error.offset <= length, "\(input)")
                #expect(error.message.hasPrefix("Unable to parse constraint format: "))
            }
        }
    }
}
