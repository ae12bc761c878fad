import Foundation
import FlyingFox
@testable import PlaygroundServer
import Testing

/// The playground server's routes, driven in-process through `respond(to:)` (and once through a real socket).
@Suite("Playground server")
struct PlaygroundServerTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Documents")

    static func body(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object)
    }

    /// A response's status, headers and body, read once.
    struct Answer {
        var status: HTTPStatusCode
        var headers: HTTPHeaders
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// The server in process: `execute` sends one request through `respond(to:)`, with the headers the page's
    /// own requests have (`Host: 127.0.0.1:PORT`, and `Content-Type: application/json` on posts) unless given.
    struct Client {
        let server: PlaygroundServer
        func execute(uri: String, method: HTTPMethod, headers: [HTTPHeader: String] = [:], body: Data = Data()) async throws -> Answer {
            var all = headers
            if all[.host] == nil { all[.host] = "127.0.0.1:\(server.configuration.port)" }
            if method == .POST, all[.contentType] == nil { all[.contentType] = "application/json" }
            let request = HTTPRequest(method: method, version: .http11, path: uri, query: [], headers: all, body: body)
            let response = await server.respond(to: request)
            return Answer(status: response.statusCode, headers: response.headers, body: try await response.bodyData)
        }
    }

    static func json(_ response: Answer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    static func problems(_ response: Answer) throws -> [[String: Any]] {
        try #require(try json(response)["problems"] as? [[String: Any]])
    }

    /// The server as configured, but patient: in a full test run other suites keep the main actor busy, so a
    /// render may wait there for seconds (the timeout and the cap on waiting renders have tests of their own).
    static func application(_ configuration: PlaygroundConfiguration = PlaygroundConfiguration()) throws -> Application {
        var patient = configuration
        patient.renderTimeout = .seconds(600)
        patient.maximumPendingRenders = 1000
        return Application(server: try PlaygroundServer(configuration: patient))
    }

    /// Hands a test an in-process client of the server.
    struct Application {
        let server: PlaygroundServer
        func test(_ body: (Client) async throws -> Void) async throws {
            try await body(Client(server: server))
        }
    }

    @Test("POST /render answers the grid example's picture: twelve cells, content 390 × 234, no problems")
    func renderOK() async throws {
        let document = try String(contentsOf: Self.examples.appendingPathComponent("grid.json"), encoding: .utf8)
        try await Self.application().test { client in
            let response = try await client.execute(uri: "/render", method: .POST,
                                                    body: try Self.body(["document": document, "width": 390, "height": 300]))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let json = try Self.json(response)
            let svg = try #require(json["svg"] as? String)
            #expect(svg.hasPrefix("<svg"))
            #expect(svg.components(separatedBy: "<g class=\"cell\"").count - 1 == 12)
            // Five 78-pt squares a row at width 390, three rows: 390 × 234.
            let size = try #require(json["contentSize"] as? [String: Double])
            #expect(size == ["width": 390, "height": 234])
            #expect(json["elementCount"] as? Int == 12)
            #expect((json["problems"] as? [Any])?.isEmpty == true)
            #expect((json["orthogonalSections"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("each layout diagnostic names the part of the document responsible, with its line and column")
    func diagnosticPointers() async throws {
        // A 400-pt item after a 100-pt one in a 390-pt row is left out: subitem 1, whose object opens line 4 after
        // 4 spaces.
        let document = """
        { "formatVersion": "1.0", "sections": [
          { "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } }, "subitems": [
            { "type": "item", "size": { "width": { "absolute": 100 }, "height": { "fractionalHeight": 1 } } },
            { "type": "item", "size": { "width": { "absolute": 400 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """
        try await Self.application().test { client in
            let response = try await client.execute(uri: "/render", method: .POST,
                                                    body: try Self.body(["document": document, "width": 390, "height": 300]))
            let json = try Self.json(response)
            let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
            let first = try #require(diagnostics.first)
            #expect(first["pointer"] as? String == "/sections/0/group/subitems/1")
            #expect(first["line"] as? Int == 4)
            #expect(first["column"] as? Int == 5)
            #expect(first["section"] as? Int == 0)
        }
    }

    @Test("a broken document answers 200 with its problems, each with a pointer and a line; no picture")
    func brokenDocument() async throws {
        let document = "{\n  \"formatVersion\": \"1.0\",\n  \"sections\": [\n    { \"group\": { \"type\": \"diagonal\" } }\n  ]\n}"
        try await Self.application().test { client in
            let response = try await client.execute(uri: "/render", method: .POST, body: try Self.body(["document": document]))
            #expect(response.status == .ok)
            let json = try Self.json(response)
            #expect(json["svg"] is NSNull)
            let problems = try Self.problems(response)
            // The group's type is not one of horizontal, vertical, custom: reported at its key on line 4.
            let type = try #require(problems.first { $0["pointer"] as? String == "/sections/0/group/type" })
            #expect(type["severity"] as? String == "error")
            #expect(type["line"] as? Int == 4)
            #expect(problems.allSatisfy { $0["pointer"] is String && $0["message"] is String })
        }
    }

    @Test("hostile text in a problem is escaped by the one JSON writer: quotes, backslashes, controls, U+2028")
    func hostileKeyEscaped() async throws {
        let key = "x\u{2028}\"\\\u{1}"
        // The key written in the document's JSON: U+2028 as it is, the quote, backslash and U+0001 escaped.
        let document = "{ \"formatVersion\": \"1.0\", \"x\u{2028}\\\"\\\\\\u0001\": 1 }"
        try await Self.application().test { client in
            let response = try await client.execute(uri: "/render", method: .POST, body: try Self.body(["document": document]))
            let text = String(decoding: response.body, as: UTF8.self)
            #expect(text.contains(#""pointer":"/x\u2028\"\\\u0001""#))
            let problems = try Self.problems(response)
            // An unknown key of a 1.0 document is an error.
            let unknown = try #require(problems.first { ($0["message"] as? String)?.hasPrefix("unknown key") == true })
            #expect(unknown["severity"] as? String == "error")
            #expect(unknown["pointer"] as? String == "/" + key)
            #expect(unknown["line"] as? Int == 1)
            // `{ "formatVersion": "1.0", ` is 26 scalars: the key's quote is the 27th.
            #expect(unknown["column"] as? Int == 27)
        }
    }

    @Test("a body that is not the expected JSON answers 400 with the place of the mistake")
    func badEnvelope() async throws {
        try await Self.application().test { client in
            let notJSON = try await client.execute(uri: "/render", method: .POST, body: Data(#"{"document": NaN}"#.utf8))
            #expect(notJSON.status == .badRequest)
            #expect(try Self.problems(notJSON).first?["pointer"] as? String == "")
            let wrongType = try await client.execute(uri: "/render", method: .POST, body: try Self.body(["document": "{}", "dark": "yes"]))
            #expect(wrongType.status == .badRequest)
            #expect(try Self.problems(wrongType).first?["pointer"] as? String == "/dark")
            let missing = try await client.execute(uri: "/render", method: .POST, body: try Self.body(["width": 10]))
            #expect(missing.status == .badRequest)
            #expect(try Self.problems(missing).first?["message"] as? String == "missing required key 'document'")
            let badSection = try await client.execute(uri: "/render", method: .POST,
                                                      body: try Self.body(["document": "{}", "orthogonalOffsets": ["one": 3]]))
            #expect(badSection.status == .badRequest)
            #expect(try Self.problems(badSection).first?["pointer"] as? String == "/orthogonalOffsets/one")
        }
    }

    @Test("a body over the limit answers 413, by its declared length or by what arrives")
    func tooLarge() async throws {
        let configuration = PlaygroundConfiguration(maximumBodyBytes: 1000)
        try await Self.application(configuration).test { client in
            let big = try Self.body(["document": String(repeating: " ", count: 2000)])
            let declared = try await client.execute(uri: "/render", method: .POST, headers: [.contentLength: "\(big.count)"], body: big)
            #expect(declared.status == .payloadTooLarge)
            let undeclared = try await client.execute(uri: "/render", method: .POST, body: big)
            #expect(undeclared.status == .payloadTooLarge)
            #expect(try Self.problems(undeclared).first?["message"] as? String == "the request is larger than 1000 bytes")
            // A small body is accepted.
            let small = try await client.execute(uri: "/render", method: .POST, body: try Self.body(["document": "{}"]))
            #expect(small.status == .ok)
        }
    }

    @Test("past the render rate requests answer 429 with Retry-After")
    func rateLimited() async throws {
        // A bucket of 3 that refills once in 1,000 seconds: three renders pass, the fourth is refused.
        let configuration = PlaygroundConfiguration(rendersPerSecond: 0.001, renderBurst: 3)
        try await Self.application(configuration).test { client in
            for _ in 0..<3 {
                let response = try await client.execute(uri: "/render", method: .POST, body: try Self.body(["document": "{}"]))
                #expect(response.status == .ok)
            }
            let refused = try await client.execute(uri: "/render", method: .POST, body: try Self.body(["document": "{}"]))
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[HTTPHeader("Retry-After")] == "1")
            // The page and the lists are not rate-limited.
            let page = try await client.execute(uri: "/", method: .GET)
            #expect(page.status == .ok)
        }
    }

    @Test("unknown routes answer 404")
    func notFound() async throws {
        try await Self.application().test { client in
            let page = try await client.execute(uri: "/nothing-here", method: .GET)
            #expect(page.status == .notFound)
            let render = try await client.execute(uri: "/render/extra", method: .POST)
            #expect(render.status == .notFound)
        }
    }

    @Test("the page is one self-contained file: no external URL, no loaded scripts, styles or images")
    func pageIsSelfContained() async throws {
        try await Self.application().test { client in
            let response = try await client.execute(uri: "/", method: .GET)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[HTTPHeader("Content-Security-Policy")]?.contains("default-src 'none'") == true)
            let html = response.text
            for pattern in ["http:", "https:", "//cdn", "src=", "<link", "@import", "url("] {
                #expect(!html.contains(pattern), "the page contains \(pattern)")
            }
            // The ids tests and tools drive it by.
            for id in ["editor", "picture", "errors", "device", "offset", "orthogonal", "rtl", "dark", "status"] {
                #expect(html.contains("id=\"\(id)\""), "no #\(id)")
            }
        }
    }

    @Test("GET /devices lists the presets; GET /examples the starter documents, equal to the repository's files")
    func devicesAndExamples() async throws {
        try await Self.application().test { client in
            let devices = try await client.execute(uri: "/devices", method: .GET)
            let list = try #require(try JSONSerialization.jsonObject(with: devices.body) as? [[String: Any]])
            // The 21 presets of the device table (the iPhone 13 to 16 families, the 16e and SE, three iPads); the first
            // is the iPhone SE (3rd gen): 375 × 667 points (Apple's screen-size table).
            #expect(list.count == 21)
            #expect(list.first?["name"] as? String == "iPhone SE (3rd gen)")
            #expect(list.first?["width"] as? Double == 375 && list.first?["height"] as? Double == 667)

            let examples = try await client.execute(uri: "/examples", method: .GET)
            let starters = try #require(try JSONSerialization.jsonObject(with: examples.body) as? [[String: Any]])
            #expect(starters.count >= 3)
            for starter in starters {
                let id = try #require(starter["id"] as? String)
                let file = try String(contentsOf: Self.examples.appendingPathComponent(id), encoding: .utf8)
                #expect(starter["document"] as? String == file.trimmingCharacters(in: .newlines), "\(id) differs from Examples/Documents")
            }
        }
    }

    @Test("the starter documents are embedded at build time: thirteen files of Examples/Documents, the preview first, the flow last")
    func embeddedStarters() throws {
        #expect(PlaygroundExample.all.count == 13)
        #expect(PlaygroundExample.all.last?.id == "flow.json")
        #expect(PlaygroundExample.all.first?.id == "playground.preview.json")
        #expect(Set(PlaygroundExample.all.map(\.id)).count == PlaygroundExample.all.count)
        for example in PlaygroundExample.all {
            let file = try String(contentsOf: Self.examples.appendingPathComponent(example.id), encoding: .utf8)
            // The file's text without its final newline.
            #expect(example.document + "\n" == file, "\(example.id)")
            // The waterfall needs format 1.1 and the flow 1.2; the others are written in 1.0, which a 1.2 reader reads
            // as they are.
            let version = ["waterfall.json": "1.1", "flow.json": "1.2"][example.id] ?? "1.0"
            #expect(example.document.hasPrefix("{\n  \"formatVersion\": \"\(version)\","), "\(example.id)")
        }
    }

    @Test("every starter document renders without errors")
    func examplesRender() async throws {
        try await Self.application().test { client in
            for example in PlaygroundExample.all {
                let response = try await client.execute(uri: "/render", method: .POST, body: try Self.body(["document": example.document]))
                let json = try Self.json(response)
                #expect(json["svg"] is String, "\(example.id)")
                #expect(try Self.problems(response).allSatisfy { $0["severity"] as? String == "warning" }, "\(example.id)")
            }
        }
    }

    @Test("the default example has a paging carousel: its section is offered, and a slider value scrolls it")
    func orthogonalSectionsOffered() async throws {
        let document = try #require(PlaygroundExample.all.first?.document)
        try await Self.application().test { client in
            let response = try await client.execute(uri: "/render", method: .POST,
                                                    body: try Self.body(["document": document, "orthogonalOffsets": ["0": 100]]))
            let sections = try #require(try Self.json(response)["orthogonalSections"] as? [[String: Any]])
            #expect(sections.count == 1)
            #expect(sections.first?["index"] as? Int == 0)
            #expect(sections.first?["axis"] as? String == "horizontal")
            #expect(sections.first?["offset"] as? Double == 100)
            #expect((sections.first?["maximumOffset"] as? Double ?? 0) > 100)
        }
    }

    @Test("eight renders at once, with the default configuration, are all answered with the same picture")
    func concurrentRenders() async throws {
        // Off the main actor on the layout core: eight at once fit the default cap of eight renders running or
        // waiting, and the default burst of thirty.
        let client = Client(server: try PlaygroundServer(configuration: PlaygroundConfiguration()))
        let document = try String(contentsOf: Self.examples.appendingPathComponent("grid.json"), encoding: .utf8)
        let body = try Self.body(["document": document, "width": 390, "height": 300])
        let answers = try await withThrowingTaskGroup(of: Answer.self) { group in
            for _ in 0..<8 { group.addTask { try await client.execute(uri: "/render", method: .POST, body: body) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.map(\.status) == Array(repeating: .ok, count: 8))
        let pictures = try answers.map { try #require(try Self.json($0)["svg"] as? String) }
        #expect(Set(pictures).count == 1)
    }

    @Test("another method on a known path answers 405 with the methods it takes")
    func wrongMethod() async throws {
        try await Self.application().test { client in
            let getRender = try await client.execute(uri: "/render", method: .GET)
            #expect(getRender.status == .methodNotAllowed)
            #expect(getRender.headers[HTTPHeader("Allow")] == "POST")
            let postPage = try await client.execute(uri: "/", method: .POST)
            #expect(postPage.status == .methodNotAllowed)
            #expect(postPage.headers[HTTPHeader("Allow")] == "GET")
        }
    }

    @Test("one client's large documents neither hold up nor refuse another client's small render")
    func largeDocumentsDoNotStarveSmallRenders() async throws {
        var configuration = PlaygroundConfiguration()
        configuration.renderTimeout = .seconds(600)
        let client = Client(server: try PlaygroundServer(configuration: configuration))
        // 2,500 sections of about 330 bytes: some 850 KB of JSON, decoded in full before the preview's item count
        // (12 a section, 30,000 in all) is refused.
        let section = #"{ "group": { "type": "horizontal", "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } }, "#
            + #""subitems": [ { "type": "item", "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } ] }, "#
            + #""interGroupSpacing": 8, "contentInsets": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 } }"#
        let document = #"{ "formatVersion": "1.0", "sections": ["# + Array(repeating: section, count: 2_500).joined(separator: ", ") + "] }"
        let large = try Self.body(["document": document])
        #expect(large.count > configuration.largeBodyBytes && large.count < configuration.maximumBodyBytes)
        let grid = try String(contentsOf: Self.examples.appendingPathComponent("grid.json"), encoding: .utf8)
        let small = try Self.body(["document": grid])

        let start = ContinuousClock.now
        // Ten large posts at once: more than the eight renders the server ever let wait.
        let flood = Task {
            await withTaskGroup(of: HTTPStatusCode.self) { group in
                for _ in 0..<10 { group.addTask { (try? await client.execute(uri: "/render", method: .POST, body: large))?.status ?? .badRequest } }
                return await group.reduce(into: [HTTPStatusCode]()) { $0.append($1) }
            }
        }
        try await Task.sleep(for: .milliseconds(20))
        let answer = try await client.execute(uri: "/render", method: .POST, body: small)
        let smallDone = ContinuousClock.now - start
        let statuses = await flood.value
        let floodDone = ContinuousClock.now - start
        #expect(answer.status == .ok)
        #expect(try Self.json(answer)["svg"] is String)
        // The large lane takes two (one running, one waiting): the other large posts are refused, and only they.
        #expect(statuses.filter { $0 == .ok }.count == 2)
        #expect(statuses.filter { $0 == .serviceUnavailable }.count == 8)
        #expect(smallDone < floodDone, "the small render took \(smallDone), the large ones \(floodDone)")
    }

    @Test("served on a socket: port 0 binds a free port, reported once listening, and GET /devices answers over it")
    func servesOnASocket() async throws {
        let server = try PlaygroundServer(configuration: PlaygroundConfiguration(port: 0))
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let running = Task { try await server.run { port in continuation.yield(port) } }
        defer { running.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        #expect(port > 0)
        var client = HTTPClient()
        let request = HTTPRequest(method: .GET, version: .http11, path: "/devices", query: [], headers: [.host: "127.0.0.1:\(port)"], body: Data())
        let response = try await client.sendHTTPRequest(request, to: try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port)))
        #expect(response.statusCode == .ok)
        let list = try #require(try JSONSerialization.jsonObject(with: try await response.bodyData) as? [[String: Any]])
        #expect(list.count == 21)
    }

    @Test("only 127.0.0.1 is served; other hosts and ports out of range are refused with the reason")
    func hostRefused() {
        #expect(throws: PlaygroundServer.ConfigurationError.self) { try PlaygroundServer(configuration: .init(host: "0.0.0.0")) }
        #expect(PlaygroundConfiguration(host: "0.0.0.0").problems
            == ["--host: the playground listens on 127.0.0.1 only (it runs documents it is sent); got '0.0.0.0'"])
        #expect(PlaygroundConfiguration(host: "localhost", port: 70_000).problems.count == 2)
        #expect(PlaygroundConfiguration().problems.isEmpty)
    }

    @Test("only the page's own requests are answered: loopback Host and Origin with the server's port, JSON posts")
    func requestPolicy() async throws {
        // The default configuration listens on port 8080.
        try await Self.application().test { client in
            for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"] {
                #expect(try await client.execute(uri: "/devices", method: .GET, headers: [.host: host]).status == .ok, "\(host)")
            }
            // DNS rebinding: another name resolving to 127.0.0.1; a wrong port; no port; an empty Host.
            for host in ["evil.example:8080", "127.0.0.1:9999", "127.0.0.1", "", "127.0.0.1.evil.example:8080"] {
                let refused = try await client.execute(uri: "/devices", method: .GET, headers: [.host: host])
                #expect(refused.status == .forbidden, "\(host)")
            }
            let page = try await client.execute(uri: "/devices", method: .GET, headers: [HTTPHeader("Origin"): "http://127.0.0.1:8080"])
            #expect(page.status == .ok)
            for origin in ["http://evil.example", "null", "https://127.0.0.1:8080", "http://127.0.0.1:9999"] {
                let body = try Self.body(["document": "{}"])
                let refused = try await client.execute(uri: "/render", method: .POST, headers: [HTTPHeader("Origin"): origin], body: body)
                #expect(refused.status == .forbidden, "\(origin)")
            }
            // A cross-site form can post text/plain without asking first: refused, whatever the body.
            let plain = try await client.execute(uri: "/render", method: .POST, headers: [.contentType: "text/plain"],
                                                 body: try Self.body(["document": "{}"]))
            #expect(plain.status == .unsupportedMediaType)
            #expect(try Self.problems(plain).first?["message"] as? String == "a POST must be sent as Content-Type: application/json")
            let json = try await client.execute(uri: "/render", method: .POST, headers: [.contentType: "application/json; charset=utf-8"],
                                                body: try Self.body(["document": "{}"]))
            #expect(json.status == .ok)
        }
    }

    @Test("a render that takes longer than the timeout is given up on; a quick one is answered")
    func timeout() async {
        let slow = Task<Int, Never> {
            try? await Task.sleep(for: .seconds(30))
            return 1
        }
        #expect(await PlaygroundServer.value(of: slow, within: .milliseconds(50)) == nil)
        slow.cancel()
        let quick = Task<Int, Never> { 2 }
        #expect(await PlaygroundServer.value(of: quick, within: .seconds(30)) == 2)
    }

    @Test("a render lane runs its concurrency at once, queues the rest up to its capacity and refuses past it")
    func renderLane() async throws {
        let lane = RenderLane(concurrency: 1, capacity: 2)
        #expect(await lane.enter())
        // The second waits for the first's place; a third is past the capacity of 2 and refused at once.
        let second = Task { await lane.enter() }
        try await Task.sleep(for: .milliseconds(50))
        #expect(await !lane.enter())
        await lane.leave()
        #expect(await second.value)
        // The place went to the waiting render: the lane is at 1 of 2 again, so one more may wait.
        let third = Task { await lane.enter() }
        try await Task.sleep(for: .milliseconds(50))
        #expect(await !lane.enter())
        await lane.leave()
        #expect(await third.value)
        await lane.leave()
        #expect(await lane.enter())
    }

    @Test("the token bucket passes a burst, then refills at its rate")
    func tokenBucket() async {
        let start = ContinuousClock.now
        let bucket = TokenBucket(capacity: 2, rate: 10, now: start)
        #expect(await bucket.take(at: start))
        #expect(await bucket.take(at: start))
        #expect(await !bucket.take(at: start))
        // 10 tokens a second: one more after 0.1 s, and never more than the capacity of 2.
        #expect(await bucket.take(at: start + .milliseconds(100)))
        #expect(await !bucket.take(at: start + .milliseconds(100)))
        #expect(await bucket.take(at: start + .seconds(60)))
        #expect(await bucket.take(at: start + .seconds(60)))
        #expect(await !bucket.take(at: start + .seconds(60)))
    }
}
