import DocumentRendering

/// How the playground server listens and what it accepts.
///
/// Beyond UIKit.
public struct PlaygroundConfiguration: Hashable, Sendable {
    /// The only address the playground listens on: the loopback interface, so nothing outside this machine
    /// reaches it.
    public static let loopbackHost = "127.0.0.1"

    /// The host to bind; only ``loopbackHost`` is accepted.
    public var host: String
    /// The port to bind; 0 lets the system pick a free one.
    public var port: Int
    /// The largest `POST /render` body accepted, in bytes; larger bodies get 413.
    public var maximumBodyBytes: Int
    /// How many renders a second the server accepts over time; past it requests get 429.
    public var rendersPerSecond: Double
    /// How many renders may come at once before the rate applies (the token bucket's size).
    public var renderBurst: Double
    /// The most items one picture lays out, over all sections.
    public var maximumItemCount: Int
    /// How long a render may take before the request is answered with 503 and the render is cancelled (it stops
    /// at its next step; the cap on renders waiting keeps a slow document from piling up work).
    public var renderTimeout: Duration
    /// How many renders of small bodies may be running or waiting at once before requests get 503.
    public var maximumPendingRenders: Int
    /// How many renders of large bodies (over ``largeBodyBytes``) may be running or waiting at once before requests
    /// get 503. They run one at a time, in a lane of their own: large documents never hold up small ones.
    public var maximumPendingLargeRenders: Int
    /// The body size from which a render goes to the large lane, in bytes.
    public var largeBodyBytes: Int
    /// How long a connection may stay silent while the server waits for it before it is closed.
    public var idleTimeout: Duration
    /// How long a client has to send a request's head (its request line and headers), from the connection's start
    /// or the previous answer, before the connection is closed: a client sending a byte at a time is not idle.
    public var requestHeadTimeout: Duration
    /// How many connections may be open at once; a connection past the limit is closed at once.
    public var maximumConnections: Int

    /// Creates a configuration: by default 127.0.0.1:8080, bodies up to 1 MiB, 30 renders a second (bursts of
    /// 30), 10,000 items, 5 s per render, 8 renders of small bodies running or waiting at once (they run in
    /// parallel, one per core) and 2 of bodies from 64 KiB (one at a time), connections closed after 30 s of
    /// silence or 10 s without a complete request head, and at most 64 connections.
    public init(host: String = loopbackHost, port: Int = 8080, maximumBodyBytes: Int = 1 << 20, rendersPerSecond: Double = 30,
                renderBurst: Double = 30, maximumItemCount: Int = RenderRequest.inMemoryMaximumItemCount,
                renderTimeout: Duration = .seconds(5), maximumPendingRenders: Int = 8, maximumPendingLargeRenders: Int = 2,
                largeBodyBytes: Int = 64 << 10, idleTimeout: Duration = .seconds(30), requestHeadTimeout: Duration = .seconds(10),
                maximumConnections: Int = 64) {
        self.host = host
        self.port = port
        self.maximumBodyBytes = maximumBodyBytes
        self.rendersPerSecond = rendersPerSecond
        self.renderBurst = renderBurst
        self.maximumItemCount = maximumItemCount
        self.renderTimeout = renderTimeout
        self.maximumPendingRenders = maximumPendingRenders
        self.maximumPendingLargeRenders = maximumPendingLargeRenders
        self.largeBodyBytes = largeBodyBytes
        self.idleTimeout = idleTimeout
        self.requestHeadTimeout = requestHeadTimeout
        self.maximumConnections = maximumConnections
    }

    /// Every reason the configuration cannot be served, one line each (empty when it can).
    ///
    /// - Complexity: O(1).
    public var problems: [String] {
        var lines: [String] = []
        if host != Self.loopbackHost {
            lines.append("--host: the playground listens on \(Self.loopbackHost) only (it runs documents it is sent); got '\(host)'")
        }
        if !(0...65_535).contains(port) { lines.append("--port must be between 0 and 65535; got \(port)") }
        if maximumBodyBytes < 1 { lines.append("the largest body must be at least 1 byte") }
        if !(rendersPerSecond.isFinite && rendersPerSecond > 0) { lines.append("the render rate must be greater than 0") }
        if !(renderBurst.isFinite && renderBurst >= 1) { lines.append("the render burst must be at least 1") }
        if maximumItemCount < 1 { lines.append("the item limit must be at least 1") }
        if renderTimeout <= .zero { lines.append("the render timeout must be greater than 0") }
        if maximumPendingRenders < 1 || maximumPendingLargeRenders < 1 { lines.append("at least one render must be allowed to wait") }
        if largeBodyBytes < 1 { lines.append("the large-body size must be at least 1 byte") }
        if idleTimeout <= .zero || requestHeadTimeout <= .zero { lines.append("the connection timeouts must be greater than 0") }
        if maximumConnections < 1 { lines.append("at least one connection must be allowed") }
        return lines
    }
}
