import ArgumentParser
import LayoutDocument

/// `oclayout schema`: prints the format's JSON Schema.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the layout format 1.2.")

    func run() throws {
        print(LayoutSchema.text, terminator: "")
    }
}
