import JSONText
import DocumentRendering
import Foundation
import FlyingFox
import FlyingSocks
import LayoutDocument
import LayoutRendering

/// The playground of `oclayout serve`: a page with a document editor and the live picture of the layout, and
/// the JSON routes behind it.
///
/// | route | answer |
/// |---|---|
/// | `GET /` | the page (HTML, CSS and script in one file, nothing loaded from elsewhere) |
/// | `POST /render` | the picture and problems of a document (``PlaygroundRenderInput`` in, ``PlaygroundRenderOutput`` out) |
/// | `GET /devices` | the device presets: `[{ "name", "width", "height", "safeArea": { "top", "left", "bottom", "right" } }]` |
/// | `GET /examples` | starter documents: `[{ "id", "title", "document" }]` |
///
/// Only the page's own requests are answered (``RequestPolicy``: loopback `Host` and `Origin`, JSON posts).
/// `POST /render` answers 200 with the problems when the document is wrong, 400 when the body is not the
/// expected JSON, 413 past ``PlaygroundConfiguration/maximumBodyBytes``, 429 past the render rate, and 503 when
/// renders pile up or one takes longer than ``PlaygroundConfiguration/renderTimeout``. Renders run concurrently,
/// off the main actor, on the layout core (``DocumentRendering/InMemoryRenderer``); only previews whose cells
/// show sample text wait for the main actor, where live cells measure it. A render past its time limit is
/// cancelled.
///
/// Beyond UIKit.
public struct PlaygroundServer: Sendable {
    /// Why the server cannot start.
    public struct ConfigurationError: Error, CustomStringConvertible {
        /// The problems, one per line.
        public var lines: [String]
        /// The lines, joined by newlines.
        public var description: String { lines.joined(separator: "\n") }
    }

    /// How the server listens and what it accepts.
    public let configuration: PlaygroundConfiguration
    private let bucket: TokenBucket
    private let smallRenders: RenderLane
    private let largeRenders: RenderLane
    private let renderExecutor = RenderExecutor()
    private let connections: ConnectionGuard
    private let boundPort = BoundPort()

    /// Creates a server; throws when the configuration cannot be served (a host other than 127.0.0.1, say).
    public init(configuration: PlaygroundConfiguration = PlaygroundConfiguration()) throws(ConfigurationError) {
        let problems = configuration.problems
        guard problems.isEmpty else { throw ConfigurationError(lines: problems) }
        self.configuration = configuration
        bucket = TokenBucket(capacity: configuration.renderBurst, rate: configuration.rendersPerSecond)
        smallRenders = RenderLane(concurrency: max(2, ProcessInfo.processInfo.activeProcessorCount),
                                  capacity: configuration.maximumPendingRenders)
        largeRenders = RenderLane(concurrency: 1, capacity: configuration.maximumPendingLargeRenders)
        connections = ConnectionGuard(limits: .init(idleTimeout: configuration.idleTimeout,
                                                    requestHeadTimeout: configuration.requestHeadTimeout,
                                                    maximumConnections: configuration.maximumConnections))
    }

    /// Answers one request: the routes of the table above, 404 for any other path and 405 (with `Allow`) for
    /// another method on a known path. Used by the listening server and, without a socket, by tests.
    ///
    /// Requests that are not the playground's own page's are refused first (``RequestPolicy``): 403 for a `Host`
    /// other than `localhost`, `127.0.0.1` or `[::1]` with the server's port, or another site's `Origin`; 415 for
    /// a `POST` that is not `application/json`.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        if let refusal = RequestPolicy(port: boundPort.value ?? configuration.port).refusal(of: request) {
            return Self.problems(refusal.status, [LayoutDocument.Problem(severity: .error, pointer: "", message: refusal.message)])
        }
        switch (request.method, request.path) {
        case (.GET, "/"):
            return Self.response(.ok, contentType: "text/html; charset=utf-8", body: PlaygroundPage.html, extraHeaders: [
                HTTPHeader("Content-Security-Policy"): PlaygroundPage.contentSecurityPolicy,
            ])
        case (.GET, "/devices"): return Self.json(.ok, Self.devicesJSON)
        case (.GET, "/examples"): return Self.json(.ok, Self.examplesJSON)
        case (.POST, "/render"): return await render(request)
        case (_, "/"), (_, "/devices"), (_, "/examples"):
            return Self.response(.methodNotAllowed, contentType: "text/plain; charset=utf-8", body: "method not allowed\n",
                                 extraHeaders: [HTTPHeader("Allow"): "GET"])
        case (_, "/render"):
            return Self.response(.methodNotAllowed, contentType: "text/plain; charset=utf-8", body: "method not allowed\n",
                                 extraHeaders: [HTTPHeader("Allow"): "POST"])
        default:
            return Self.response(.notFound, contentType: "text/plain; charset=utf-8", body: "not found\n")
        }
    }

    /// Listens on 127.0.0.1 at the configured port and serves until the calling task is cancelled. `onRunning`
    /// is called with the port bound once the server listens (the system's choice when the port is 0).
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let address = try sockaddr_in.inet(ip4: configuration.host, port: UInt16(configuration.port))
        // Quiet: the tool prints the address itself, and problems reach the client as answers.
        // Every wait of a connection goes through the guard: idle and request-head timeouts, and the connection limit.
        let pool = GuardedSocketPool(inner: HTTPServer.defaultPool(), connections: connections)
        let server = HTTPServer(address: address, pool: pool, logger: .disabled, handler: Handler(server: self))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            group.addTask {
                try await server.waitUntilListening(timeout: 30)
                var port = 0
                if case .ip4(_, let bound)? = await server.listeningAddress { port = Int(bound) }
                boundPort.set(port)
                await onRunning(port)
            }
            try await group.waitForAll()
        }
    }

    /// Hands FlyingFox's requests to ``respond(to:)``.
    private struct Handler: HTTPHandler {
        let server: PlaygroundServer
        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            // The head is in: until the answer, the connection's waits have the idle timeout only.
            server.connections.requestStarted(from: request.remoteAddress)
            defer { server.connections.requestFinished(from: request.remoteAddress) }
            return await server.respond(to: request)
        }
    }

    // MARK: - POST /render

    private func render(_ request: HTTPRequest) async -> HTTPResponse {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > configuration.maximumBodyBytes {
            return tooLarge()
        }
        // The body as it arrives, given up on as soon as it passes the limit (a body without a length, chunked).
        var body = Data()
        do {
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > configuration.maximumBodyBytes { return tooLarge() }
            }
        } catch {
            return Self.problems(.badRequest, [LayoutDocument.Problem(severity: .error, pointer: "", message: "the request body could not be read")])
        }
        // Large bodies wait in a lane of their own, one render at a time, so they never hold up small ones; a full
        // lane answers at once, before the render rate is charged.
        let lane = body.count >= configuration.largeBodyBytes ? largeRenders : smallRenders
        guard await lane.enter() else {
            return Self.problems(.serviceUnavailable, [LayoutDocument.Problem(
                severity: .error, option: "rate", message: "the server is busy with earlier renders; try again shortly")])
        }
        guard await bucket.take() else {
            await lane.leave()
            return Self.problems(.tooManyRequests, [LayoutDocument.Problem(
                severity: .error, option: "rate",
                message: "more than \(Int(configuration.rendersPerSecond)) renders a second; try again shortly")],
                extraHeaders: [HTTPHeader("Retry-After"): "1"])
        }
        let maximumItemCount = configuration.maximumItemCount
        // The body is decoded and rendered on the render threads, off the sockets' threads.
        let work = Task(executorPreference: renderExecutor) { () -> Result<InMemoryRenderResult, ProblemList> in
            defer { Task { await lane.leave() } }
            switch PlaygroundRenderInput.decode(body, maximumItemCount: maximumItemCount) {
            case .success(let input): return .success(await InMemoryRenderer().render(input))
            case .failure(let problems): return .failure(problems)
            }
        }
        guard let outcome = await Self.value(of: work, within: configuration.renderTimeout) else {
            // Cancelled, the render stops at its next step and leaves its lane.
            work.cancel()
            return Self.problems(.serviceUnavailable, [LayoutDocument.Problem(
                severity: .error, pointer: "", message: "the layout took longer than \(configuration.renderTimeout) to compute; "
                    + "try fewer items or smaller repeat counts")])
        }
        let result: InMemoryRenderResult
        switch outcome {
        case .success(let rendered): result = rendered
        case .failure(let list): return Self.problems(.badRequest, list.problems)
        }
        return Self.encoded(.ok, PlaygroundRenderOutput(result))
    }

    private func tooLarge() -> HTTPResponse {
        Self.problems(.payloadTooLarge, [LayoutDocument.Problem(
            severity: .error, pointer: "", message: "the request is larger than \(configuration.maximumBodyBytes) bytes")])
    }

    /// The task's value, or nil when it takes longer than `timeout` (the caller then cancels the task).
    static func value<Value: Sendable>(of task: Task<Value, Never>, within timeout: Duration) async -> Value? {
        let gate = ResumeOnce<Value?>()
        return await withCheckedContinuation { continuation in
            gate.set(continuation)
            Task { gate.resume(with: await task.value) }
            Task {
                try? await Task.sleep(for: timeout)
                gate.resume(with: nil)
            }
        }
    }

    // MARK: - Responses

    private static func response(_ status: HTTPStatusCode, contentType: String, body: String,
                                 extraHeaders: HTTPHeaders = [:]) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: contentType, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"]
        for (name, value) in extraHeaders { headers.addValue(value, for: name) }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
    }

    private static func json(_ status: HTTPStatusCode, _ text: String, extraHeaders: HTTPHeaders = [:]) -> HTTPResponse {
        response(status, contentType: "application/json; charset=utf-8", body: text, extraHeaders: extraHeaders)
    }

    private static func encoded(_ status: HTTPStatusCode, _ output: PlaygroundRenderOutput, extraHeaders: HTTPHeaders = [:]) -> HTTPResponse {
        json(status, output.text, extraHeaders: extraHeaders)
    }

    private static func problems(_ status: HTTPStatusCode, _ problems: [LayoutDocument.Problem], extraHeaders: HTTPHeaders = [:]) -> HTTPResponse {
        encoded(status, PlaygroundRenderOutput(problems: problems), extraHeaders: extraHeaders)
    }

    // MARK: - Fixed answers

    private static let devicesJSON: String = {
        func number(_ value: CGFloat) -> JSONText.JSONValue { .number(Double(value)) }
        return JSONWriter.compact(.array(DevicePreset.all.map { preset in
            let insets = preset.safeAreaInsets
            return sortedObject([
                ("name", .string(preset.name)), ("width", number(preset.size.width)), ("height", number(preset.size.height)),
                ("safeArea", sortedObject([("top", number(insets.top)), ("left", number(insets.left)),
                                           ("bottom", number(insets.bottom)), ("right", number(insets.right))], keepNulls: false)),
            ], keepNulls: false)
        }))
    }()

    private static let examplesJSON: String = JSONWriter.compact(.array(PlaygroundExample.all.map { example in
        sortedObject([("id", .string(example.id)), ("title", .string(example.title)), ("document", .string(example.document))],
                     keepNulls: false)
    }))
}
