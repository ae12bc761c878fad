import ArgumentParser

/// `oclayout`: lays out OpenCompositionalLayout's built-in examples headless and pictures them.
@main
struct OCLayout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "oclayout",
        abstract: "Lay out compositional-layout examples headless and draw them as SVG, HTML and frame tables; "
            + "check layout documents, convert them to Swift, and edit them live in a browser playground.",
        subcommands: [DemoCommand.self, RenderCommand.self, ServeCommand.self, ListCommand.self, ValidateCommand.self, SchemaCommand.self,
                      ConvertCommand.self],
        defaultSubcommand: nil)
}
