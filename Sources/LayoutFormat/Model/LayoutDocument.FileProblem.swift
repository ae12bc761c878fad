extension LayoutDocument {
    /// A problem and the file it is in: what `oclayout validate` reports, and what a render of a file keeps until it
    /// is printed.
    ///
    /// Beyond UIKit.
    public struct FileProblem: Hashable, Sendable, CustomStringConvertible {
        /// The file as it was named.
        public var file: String
        /// The problem.
        public var problem: Problem

        /// Creates a problem in `file`.
        public init(file: String, problem: Problem) {
            self.file = file
            self.problem = problem
        }

        /// `FILE:LINE:COLUMN: /pointer: message` (`FILE: /pointer: message` when the place has no line), with
        /// the hint after the message and control characters escaped (``LayoutDocument/Problem/located(in:)``).
        public var description: String { problem.located(in: file) }
    }
}
