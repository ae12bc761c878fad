import ArgumentParser

/// `oclayout`: lays out OpenCompositionalLayout's built-in examples headless and pictures them.
@main
struct OCLayout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "oclayout",
        abstract: "Lay out compositional-layout examples headless and draw them as SVG, HTML and frame tables; "
            + "check layout documents and convert them to Swift.",
        subcommands: [DemoCommand.self, RenderCommand.self, ListCommand.self, ValidateCommand.self, SchemaCommand.self, ConvertCommand.self],
        defaultSubcommand: nil)
}
