import Foundation
import LayoutDocument
import Testing

/// The JSON Schema in the repository accepts every example and rejects the bad documents, checked with
/// Python's `jsonschema` package (installed with pip when missing).
@Suite("JSON Schema", .serialized)
struct SchemaTests {
    @Test("the embedded schema is the repository's schema file, whole, and reads as the format's schema")
    func embeddedSchema() throws {
        let file = try String(contentsOf: Repository.schemaFile, encoding: .utf8)
        #expect(file == LayoutSchema.text)
        #expect(LayoutSchema.text.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\","))
        #expect(LayoutSchema.text.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(LayoutSchema.text.utf8)) as? [String: Any])
        #expect(object["$id"] as? String == "urn:opencompositionallayout:layout-format:1.2")
        #expect(object["title"] as? String == "OpenCompositionalLayout layout format 1.2")
    }

    /// Runs `python3 -c script arguments…` and returns its exit status and output.
    static func python(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Makes sure `jsonschema` can be imported, installing it when it is missing.
    static func ensureJSONSchema() throws {
        if try python("import jsonschema", []).status == 0 { return }
        // Systems whose Python is managed by the distribution refuse a plain install (PEP 668); then install
        // for the user only, saying so explicitly.
        for extra in [[], ["--user", "--break-system-packages"]] {
            let install = Process()
            install.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            install.arguments = ["python3", "-m", "pip", "install", "--quiet"] + extra + ["jsonschema"]
            try install.run()
            install.waitUntilExit()
            if install.terminationStatus == 0 { break }
        }
        try #require(try python("import jsonschema", []).status == 0, "Python's jsonschema package is missing and pip could not install it")
    }

    /// Prints one line per file: `valid NAME` or `invalid NAME: reason`.
    static let validateScript = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))
            print(("valid " if not errors else "invalid ") + path + ("" if not errors else ": " + errors[0].message[:200]))
        """

    @Test("every example document is valid against the schema")
    func examplesAreValid() throws {
        try Self.ensureJSONSchema()
        let files = try Repository.exampleFiles().map(\.path)
        let run = try Self.python(Self.validateScript, [Repository.schemaFile.path] + files)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines == files.map { "valid " + $0 }, "\(run.output)")
    }

    @Test("the schema rejects each bad document the decoder rejects (those the schema can express)")
    func badDocumentsAreInvalid() throws {
        try Self.ensureJSONSchema()
        let folder = try Repository.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = BadInputCase.all.filter(\.schemaRejects)
        var paths: [String] = []
        for (index, badCase) in cases.enumerated() {
            let url = folder.appendingPathComponent("case-\(index).json")
            try Data(badCase.json.utf8).write(to: url)
            paths.append(url.path)
        }
        let run = try Self.python(Self.validateScript, [Repository.schemaFile.path] + paths)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == cases.count)
        for (line, badCase) in zip(lines, cases) {
            #expect(line.hasPrefix("invalid "), "the schema accepts the bad document '\(badCase.name)'")
        }
    }
}
