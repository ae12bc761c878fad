import ArgumentParser
import Dispatch
import Foundation
#if Playground
import PlaygroundServer
#endif

/// `oclayout serve`: the playground page on 127.0.0.1, until interrupted.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the playground: edit a layout document in the browser and see its picture live.",
        discussion: "Listens on 127.0.0.1 only and prints 'Serving the playground at http://127.0.0.1:PORT'. "
            + "--port 0 picks a free port. Runs until interrupted (Ctrl-C).")

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to listen on; only 127.0.0.1 is accepted.")
    var host: String = "127.0.0.1"

    #if Playground
    func run() async throws {
        let server: PlaygroundServer
        do {
            server = try PlaygroundServer(configuration: PlaygroundConfiguration(host: host, port: port))
        } catch {
            RenderCommand.fail(error.lines)
        }
        let host = self.host
        // Most renders run off the main actor; previews whose cells show sample text need it, and the tool's
        // asynchronous main serves it on the main thread while the server runs here. An interrupt (Ctrl-C) ends
        // the process, and with it the server.
        do {
            try await server.run { port in
                // Written straight to the file descriptor: a pipe reading the first line gets it at once.
                FileHandle.standardOutput.write(Data("Serving the playground at http://\(host):\(port)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("error: the playground server stopped: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
    #else
    /// Built without the `Playground` trait: says how to build the playground.
    func run() async throws {
        RenderCommand.fail(["this oclayout was built without the playground; run it with "
                            + "'swift run --package-path Tools --traits Playground oclayout serve'"])
    }
    #endif
}
