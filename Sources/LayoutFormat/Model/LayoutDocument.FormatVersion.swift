import JSONText
extension LayoutDocument {
    /// The version of the format a document is written in: `"MAJOR.MINOR"`.
    ///
    /// A reader of version `M.N` loads documents of `M.0` to `M.N`, loads newer minor versions `M.K` (K > N)
    /// with a warning (what they add is reported as unknown keys and ignored), and refuses other major
    /// versions: a new major version changes the meaning of existing keys.
    ///
    /// Beyond UIKit.
    public struct FormatVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The major version: documents of another major version are refused.
        public var major: Int
        /// The minor version: additions that older readers may ignore.
        public var minor: Int

        /// The version this library reads and writes.
        public static let current = FormatVersion(major: 1, minor: 2)

        /// Creates a version.
        public init(major: Int, minor: Int) {
            self.major = major
            self.minor = minor
        }

        /// Parses `"MAJOR.MINOR"`.
        public init?(_ text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCII) }),
                  let major = Int(parts[0]), let minor = Int(parts[1]), major >= 0, minor >= 0 else { return nil }
            self.init(major: major, minor: minor)
        }

        /// `"MAJOR.MINOR"`.
        public var description: String { "\(major).\(minor)" }

        /// Orders by major, then minor version.
        public static func < (lhs: FormatVersion, rhs: FormatVersion) -> Bool {
            (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
        }

        /// Reads a `formatVersion` value and applies the versioning rule.
        static func decode(_ value: JSONValue, _ pointer: JSONPointer, _ context: inout DecodingContext) -> FormatVersion? {
            guard let text = Read.string(value, pointer, &context) else { return nil }
            guard let version = FormatVersion(text) else {
                context.error(pointer, "expected a version \"MAJOR.MINOR\" such as \"\(current)\"; got '\(text)'")
                return nil
            }
            if version.major != current.major {
                context.error(pointer, "format version \(version) cannot be read: this reader understands format "
                              + "\(current.major).x (up to \(current)); documents of another major version change the meaning of existing keys"
                              + (version.major > current.major ? "; use a newer OpenCompositionalLayout" : ""))
                return nil
            }
            context.formatVersion = version
            if version.minor > current.minor {
                // Keys this reader does not know may be the newer version's: they are warnings then, not errors.
                context.unknownKeysAreWarnings = true
                context.warning(pointer, "format version \(version) is newer than this reader's \(current); "
                                + "keys it does not know are reported and ignored")
            }
            return version
        }
    }
}
