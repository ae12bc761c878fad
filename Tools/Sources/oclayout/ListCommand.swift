import ArgumentParser
import LayoutExamples
import OpenCompositionalLayout

/// `oclayout list`: the built-in examples, one per line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the built-in examples.")

    @Flag(name: .long, help: "Also print each example's description.")
    var descriptions = false

    func run() throws {
        let examples = LayoutExampleCatalog.all
        let idWidth = examples.map(\.id.count).max() ?? 0
        for example in examples {
            let size = "\(Int(example.defaultViewSize.width))×\(Int(example.defaultViewSize.height))"
            let padding = String(repeating: " ", count: idWidth - example.id.count)
            print("\(example.id)\(padding)  \(example.title) — \(size), \(example.numberOfSections) "
                  + "section\(example.numberOfSections == 1 ? "" : "s"), \(example.numberOfItems) items")
            if descriptions { print("    \(example.description)") }
        }
    }
}
