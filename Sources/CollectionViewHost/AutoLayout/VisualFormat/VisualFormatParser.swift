import Foundation

/// Why a visual format string could not be parsed or lowered, and where: UIKit's exception reason, split into
/// its parts.
///
/// UIKit raises an `NSInvalidArgumentException` whose reason reads
/// `"Unable to parse constraint format: \n<reason> \n<format> \n<spaces>^"`: the reason and the format each end
/// with a space before their line break, and the caret stands under the character where parsing stopped (one
/// space per character before it). Two problems concern the whole string and have no caret line:
/// `"Unable to parse constraint format: It's an empty string."` and
/// `"Unable to parse constraint format: It contains non-ASCII characters."`.
struct VisualFormatError: Error, Equatable, Sendable {
    /// The reason in UIKit's words, e.g. `"Expected a view"` or `"b is not a key in the views dictionary."`.
    var reason: String
    /// The offset, in characters, of the character the caret points at (the end of the format when parsing ran
    /// out of characters). For a non-ASCII format, the first non-ASCII character.
    var offset: Int
    /// The format string the error is about.
    var format: String
    /// Whether the reason is about the whole string (empty, non-ASCII), which UIKit reports without the format
    /// and caret lines.
    var concernsWholeFormat: Bool

    /// An error at `offset` of `format`.
    init(_ reason: String, at offset: Int, in format: String, concernsWholeFormat: Bool = false) {
        self.reason = reason
        self.offset = offset
        self.format = format
        self.concernsWholeFormat = concernsWholeFormat
    }

    /// The text UIKit puts in the exception's reason.
    var message: String {
        if concernsWholeFormat { return "Unable to parse constraint format: \(reason)" }
        let caretLine = String(repeating: " ", count: max(offset, 0)) + "^"
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caretLine)"
    }
}

/// The reasons UIKit gives, word for word where UIKit has one. Where UIKit accepts what this parser refuses
/// (see `nonFiniteConstant`) or where its wording could not be confirmed (`verticalAlignmentInVerticalLayout`),
/// the wording is this project's choice, written in UIKit's manner.
enum VisualFormatReason {
    /// The format is `""`.
    static let emptyString = "It's an empty string."
    /// The format has a character outside ASCII (UIKit reads formats as ASCII C strings).
    static let nonASCII = "It contains non-ASCII characters."
    /// `H` not followed by `:`.
    static let expectedColonAfterH = "Expected ':' after 'H' to specify horizontal arrangement"
    /// `V` not followed by `:` (quoted in the Auto Layout Guide).
    static let expectedColonAfterV = "Expected ':' after 'V' to specify vertical arrangement"
    /// A leading `|` with nothing after it.
    static let expectedConnectionAfterBar = "Expected a connection after the '|' character"
    /// Something other than `[` where a view must stand.
    static let expectedView = "Expected a view"
    /// `[` not followed by a C identifier.
    static let expectedViewName =
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
    /// A view name followed by neither `]` nor `(`.
    static let expectedClosingBracket = "Expected a ']' here. That is how you give the end of a view."
    /// `[name(` at the end of the format.
    static let ranOutInView = "Unexpectedly ran out of character fodder in the middle of parsing a view"
    /// A view's predicate list not closed by `)` (quoted in the Auto Layout Guide).
    static let expectedThicknessEnd =
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    /// `)` of a view's predicate list not followed by `]`.
    static let expectedBracketAfterThickness = "Expected ']' after specifying thickness."
    /// A connection followed by neither `[` nor `|`.
    static let expectedViewOrBar = "Expected a view or '|'"
    /// Characters after the trailing `|`.
    static let expectedEnd = "Expected the end of the format string"
    /// `-20,` : a list in a connection without parentheses.
    static let expectedDashBeforeList =
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"
    /// A connection's predicate not followed by `-`.
    static let expectedDash = "Expected a '-' here"
    /// `--`: UIKit will not guess whether the second `-` is a sign.
    static let ambiguousMinus =
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
    /// A connection's parenthesised list not closed by `)`.
    static let expectedParenthesisOrComma =
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
    /// The format ends where a predicate must start.
    static let expectedMoreInput = "Expected more input"
    /// `<`, `>` or `=` not followed by `=` (quoted in the Auto Layout Guide).
    static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
    /// Neither a number nor a name where a predicate's object or priority must stand. (UIKit words this one
    /// "a number or key", and `expectedNumber` "a number or a key".)
    static let expectedNumberOrKey =
        "Expected a number or key from the metrics dictionary, but encountered something else"
    /// A `-` that does not start a number (`-x`).
    static let expectedNumber =
        "Expected a number or a key from the metrics dictionary, but encountered something else"
    /// A view name in brackets that the views dictionary lacks.
    static func unknownView(_ name: String) -> String { "\(name) is not a key in the views dictionary." }
    /// A name in a predicate that is neither a metric nor a view.
    static func unknownMetric(_ name: String) -> String {
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }
    /// A view name as the object of a connection's predicate (the two spaces after "view." are UIKit's).
    static let viewAsSpace =
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
    /// A priority of 0 or less. This project also gives it for a NaN priority, which UIKit lets through.
    static func priorityTooLow(_ value: Double) -> String {
        "Invalid priority specified: \(formatG(value)). Priority must be greater than 0"
    }
    /// A priority above 1000.
    static func priorityTooHigh(_ value: Double) -> String {
        "Invalid priority specified: \(formatG(value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    }
    /// An infinite or NaN constant (`1e999`, `-inf`, a NaN metric). UIKit takes such a number as it is; this
    /// project refuses it, in its own words, because no layout can satisfy it.
    static func nonFiniteConstant(_ value: Double) -> String {
        "Invalid constant specified: \(formatG(value)). A constant must be a finite number"
    }
    /// A standard-spacing or edge connection to `|` from a view that has no superview.
    static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview"
    /// `spacingBaselineToBaseline` in a horizontal format.
    static let baselineSpacingInHorizontalLayout = "BaselineToBaseline format option not valid for horizontal layout"
    /// A horizontal-axis alignment option (left, right, leading, trailing, centerX) in a horizontal format.
    static let horizontalAlignmentInHorizontalLayout =
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    /// A vertical-axis alignment option (top, bottom, centerY, baselines) in a vertical format. UIKit's text for
    /// this case could not be confirmed; this mirrors its horizontal counterpart.
    static let verticalAlignmentInVerticalLayout =
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."

    /// `value` as C's `%g` writes it, as UIKit's messages do.
    static func formatG(_ value: Double) -> String { String(format: "%g", value) }
}

/// A hand-written recursive-descent parser for the Visual Format Language, following UIKit's own reading of the
/// grammar in the Auto Layout Guide's "Visual Format Language" appendix:
///
/// - The format must be ASCII and not empty. No whitespace is skipped: a space is a syntax error where it stands,
///   as in UIKit's parser.
/// - `H:`/`V:` only in capitals and only at the start; names are C identifiers (`[A-Za-z_][A-Za-z0-9_]*`).
/// - A connection is `-` alone (standard spacing) only when `[` or `|` follows it; otherwise `-` starts a single
///   predicate (`-20-`, `->=20-`, `-metric-`) or a parenthesised list (`-(>=8,<=20)-`). A predicate may start with
///   a relation even outside parentheses, as UIKit accepts; a negative number needs parentheses (`-(-5)-`).
/// - Numbers are read as C's `strtod` reads them (`5`, `5.`, `-.5`, `1e3`, `0x10`, `-inf`); infinite and NaN
///   constants are refused (UIKit lets them through), and priorities must lie in (0, 1000].
///
/// Names are not looked up here (the lowering does that), so where a format has both a syntax error and, before
/// it, an unknown name, this parser reports the syntax error and UIKit, which looks names up as it goes, the name.
/// A format with a single error gets UIKit's reason and offset either way.
///
/// The parser never traps: it works on an array of the format's characters with bounds-checked reads, loops
/// rather than recursing over the format's length, and reports every problem as a `VisualFormatError`.
struct VisualFormatParser {
    /// The format being parsed.
    private let format: String
    /// Its characters (all ASCII once the first check passed).
    private let characters: [Character]
    /// The offset of the next character to read.
    private var position = 0

    /// A parser positioned at the start of `format`.
    private init(format: String) {
        self.format = format
        self.characters = Array(format)
    }

    /// Parses `format` into its syntax tree, or throws the first problem found, with UIKit's reason and offset.
    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(format: format)
        return try parser.parseFormat()
    }

    // MARK: - The format

    /// `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`
    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        if characters.isEmpty {
            throw VisualFormatError(VisualFormatReason.emptyString, at: 0, in: format, concernsWholeFormat: true)
        }
        if let nonASCII = characters.firstIndex(where: { !$0.isASCII }) {
            throw VisualFormatError(VisualFormatReason.nonASCII, at: nonASCII, in: format, concernsWholeFormat: true)
        }
        let orientation = try parseOrientation()

        var leadingSuperview: VisualFormat.SuperviewEdge?
        if peek == "|" {
            let barOffset = position
            position += 1
            if isAtEnd { throw error(VisualFormatReason.expectedConnectionAfterBar) }
            leadingSuperview = VisualFormat.SuperviewEdge(connection: try parseConnection(), barOffset: barOffset)
        }
        var views = [try parseView()]
        var connections: [VisualFormat.Connection] = []
        var trailingSuperview: VisualFormat.SuperviewEdge?
        while !isAtEnd {
            let connection = try parseConnection()
            if peek == "[" {
                connections.append(connection)
                views.append(try parseView())
            } else if peek == "|" {
                trailingSuperview = VisualFormat.SuperviewEdge(connection: connection, barOffset: position)
                position += 1
                break
            } else {
                throw error(VisualFormatReason.expectedViewOrBar)
            }
        }
        if !isAtEnd { throw error(VisualFormatReason.expectedEnd) }
        return VisualFormat(format: format, orientation: orientation, leadingSuperview: leadingSuperview,
                            views: views, connections: connections, trailingSuperview: trailingSuperview)
    }

    /// `H:` or `V:` at the very start; anything else leaves the format horizontal and the position at 0.
    private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
        switch peek {
        case "H":
            position = 1
            guard peek == ":" else { throw error(VisualFormatReason.expectedColonAfterH) }
            position = 2
            return .horizontal
        case "V":
            position = 1
            guard peek == ":" else { throw error(VisualFormatReason.expectedColonAfterV) }
            position = 2
            return .vertical
        default:
            return .horizontal
        }
    }

    // MARK: - Views

    /// `[<viewName>(<predicateListWithParens>)?]`
    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        guard peek == "[" else { throw error(VisualFormatReason.expectedView) }
        position += 1
        if isAtEnd { throw error(VisualFormatReason.expectedView) }
        let nameRange = scanIdentifier()
        if nameRange.isEmpty { throw error(VisualFormatReason.expectedViewName) }
        let name = text(nameRange)
        switch peek {
        case "]":
            position += 1
            return VisualFormat.View(name: name, nameRange: nameRange, end: position)
        case "(":
            position += 1
            if isAtEnd { throw error(VisualFormatReason.ranOutInView) }
            let predicates = try parsePredicateList()
            guard peek == ")" else { throw error(VisualFormatReason.expectedThicknessEnd) }
            position += 1
            guard peek == "]" else { throw error(VisualFormatReason.expectedBracketAfterThickness) }
            position += 1
            return VisualFormat.View(name: name, nameRange: nameRange, predicates: predicates, end: position)
        default:
            throw error(VisualFormatReason.expectedClosingBracket)
        }
    }

    // MARK: - Connections

    /// `e | - | -<predicateList>-`, where `-` alone counts only when `[` or `|` follows it.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard peek == "-" else { return .flush }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates = try parseConnectionPredicates()
        switch peek {
        case "-":
            position += 1
            return .predicates(predicates)
        case ",":
            throw error(VisualFormatReason.expectedDashBeforeList)
        default:
            throw error(VisualFormatReason.expectedDash)
        }
    }

    /// `<simplePredicate> | <predicateListWithParens>` between a connection's dashes.
    private mutating func parseConnectionPredicates() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        switch peek {
        case "-":
            throw error(VisualFormatReason.ambiguousMinus)
        case "(":
            position += 1
            let predicates = try parsePredicateList()
            guard peek == ")" else { throw error(VisualFormatReason.expectedParenthesisOrComma) }
            position += 1
            return predicates
        default:
            return [try parsePredicate()]
        }
    }

    // MARK: - Predicates

    /// `<predicate>(,<predicate>)*`
    private mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        var predicates = [try parsePredicate()]
        while peek == "," {
            position += 1
            predicates.append(try parsePredicate())
        }
        return predicates
    }

    /// `(<relation>)?<objectOfPredicate>(@<priority>)?`
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        let relation = try parseRelation()
        let (object, objectRange) = try parseOperand()
        if case .number(let value) = object, !value.isFinite {
            throw error(VisualFormatReason.nonFiniteConstant(value))
        }
        guard peek == "@" else {
            return VisualFormat.Predicate(relation: relation, object: object, objectRange: objectRange)
        }
        position += 1
        let (priority, priorityRange) = try parseOperand()
        if case .number(let value) = priority, let reason = Self.priorityProblem(value) {
            throw error(reason)
        }
        return VisualFormat.Predicate(relation: relation, object: object, objectRange: objectRange,
                                      priority: priority, priorityRange: priorityRange)
    }

    /// `==`, `<=` or `>=`; nothing (meaning `==`) when the next character is none of `<`, `=`, `>`.
    private mutating func parseRelation() throws(VisualFormatError) -> VisualFormat.Relation {
        guard let first = peek else { throw error(VisualFormatReason.expectedMoreInput) }
        let relation: VisualFormat.Relation
        switch first {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: return .equal
        }
        position += 1
        guard peek == "=" else { throw error(VisualFormatReason.unknownRelation) }
        position += 1
        return relation
    }

    /// A number (when the next character is a digit or `-`) or a C identifier.
    private mutating func parseOperand() throws(VisualFormatError) -> (VisualFormat.Operand, Range<Int>) {
        guard let first = peek else { throw error(VisualFormatReason.expectedNumberOrKey) }
        let start = position
        if first == "-" || Self.isDigit(first) {
            guard let value = scanNumber() else { throw error(VisualFormatReason.expectedNumber) }
            return (.number(value), start..<position)
        }
        if Self.isIdentifierStart(first) {
            let range = scanIdentifier()
            return (.name(text(range)), range)
        }
        throw error(VisualFormatReason.expectedNumberOrKey)
    }

    /// Why `value` cannot be a priority, or nil when it can: it must lie in (0, 1000]. (UIKit lets NaN through;
    /// here it is refused with the "greater than 0" reason.)
    static func priorityProblem(_ value: Double) -> String? {
        if value > 1000 { return VisualFormatReason.priorityTooHigh(value) }
        if !(value > 0) { return VisualFormatReason.priorityTooLow(value) }
        return nil
    }

    // MARK: - Scanning

    /// The next character, nil at the end.
    private var peek: Character? { position < characters.count ? characters[position] : nil }

    /// Whether every character has been read.
    private var isAtEnd: Bool { position >= characters.count }

    /// The character at `offset`, nil past the end.
    private func character(at offset: Int) -> Character? {
        offset >= 0 && offset < characters.count ? characters[offset] : nil
    }

    /// The text of `range`.
    private func text(_ range: Range<Int>) -> String { String(characters[range]) }

    /// An error at the current position.
    private func error(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason, at: position, in: format)
    }

    /// Reads a C identifier at the current position (possibly none) and returns its range.
    private mutating func scanIdentifier() -> Range<Int> {
        let start = position
        guard let first = peek, Self.isIdentifierStart(first) else { return start..<start }
        position += 1
        while let next = peek, Self.isIdentifierStart(next) || Self.isDigit(next) { position += 1 }
        return start..<position
    }

    /// Reads the longest prefix at the current position that C's `strtod` would read as a number, starting with
    /// `-` or a digit: a decimal (`12`, `1.5`, `5.`, `-.5`, `2e-3`), a hexadecimal (`0x1F`, `0x1.8p3`) or, after the
    /// sign, `inf`, `infinity` or `nan`. An exponent counts only when digits follow it. Returns nil, leaving the
    /// position unchanged, when no number starts here.
    private mutating func scanNumber() -> Double? {
        let start = position
        var cursor = position
        let negative = character(at: cursor) == "-"
        if negative { cursor += 1 }

        // inf, infinity, nan (any case), which strtod accepts after a sign.
        for word in ["infinity", "inf", "nan"] where matchesWord(word, at: cursor) {
            position = cursor + word.count
            let magnitude = word == "nan" ? Double.nan : Double.infinity
            return negative ? -magnitude : magnitude
        }

        // strtod reads "0x" as hexadecimal only when a hexadecimal digit follows (perhaps after the point).
        let hasHexPrefix = character(at: cursor) == "0" && (character(at: cursor + 1) == "x" || character(at: cursor + 1) == "X")
        let hexDigitFollows = Self.isHexDigit(character(at: cursor + 2))
            || (character(at: cursor + 2) == "." && Self.isHexDigit(character(at: cursor + 3)))
        let isHex = hasHexPrefix && hexDigitFollows
        if isHex { cursor += 2 }

        var digits = 0
        while Self.isMantissaDigit(character(at: cursor), hex: isHex) { cursor += 1; digits += 1 }
        if character(at: cursor) == "." {
            var fraction = cursor + 1
            while Self.isMantissaDigit(character(at: fraction), hex: isHex) { fraction += 1; digits += 1 }
            if digits > 0 { cursor = fraction }
        }
        guard digits > 0 else { return nil }

        let exponentMarks: Set<Character> = isHex ? ["p", "P"] : ["e", "E"]
        if let mark = character(at: cursor), exponentMarks.contains(mark) {
            var exponent = cursor + 1
            if character(at: exponent) == "+" || character(at: exponent) == "-" { exponent += 1 }
            if let digit = character(at: exponent), Self.isDigit(digit) {
                while let digit = character(at: exponent), Self.isDigit(digit) { exponent += 1 }
                cursor = exponent
            }
        }
        guard let value = Double(String(characters[start..<cursor])) else { return nil }
        position = cursor
        return value
    }

    /// Whether `word` (lower case) is spelled at `offset` in any case. Like strtod, whatever follows is left for
    /// the next token (`-info` reads as `-inf` and stops before `o`).
    private func matchesWord(_ word: String, at offset: Int) -> Bool {
        for (index, letter) in word.enumerated() {
            guard let character = character(at: offset + index), character.lowercased() == String(letter) else {
                return false
            }
        }
        return true
    }

    /// `0`–`9`.
    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    /// A digit of a decimal (`hex` false) or hexadecimal mantissa.
    private static func isMantissaDigit(_ character: Character?, hex: Bool) -> Bool {
        guard let character else { return false }
        return hex ? isHexDigit(character) : isDigit(character)
    }

    /// `0`–`9`, `a`–`f`, `A`–`F`.
    private static func isHexDigit(_ character: Character?) -> Bool {
        guard let character else { return false }
        return isDigit(character) || ("a"..."f").contains(character) || ("A"..."F").contains(character)
    }

    /// An ASCII letter or `_`, what a C identifier starts with.
    private static func isIdentifierStart(_ character: Character) -> Bool {
        character == "_" || ("a"..."z").contains(character) || ("A"..."Z").contains(character)
    }
}
