import Foundation
import FlyingFox

/// Which requests the playground answers at all. The server lays out whatever it is sent, so it answers only
/// its own page:
///
/// - the `Host` header must name the loopback interface — `localhost`, `127.0.0.1` or `[::1]` — with the server's
///   port, so a page of another site whose name was rebound to 127.0.0.1 (DNS rebinding) is refused;
/// - an `Origin` header, when there is one, must be `http://` and such a host and port, so other sites' scripts
///   and forms are refused (browsers send it with every cross-site `POST`);
/// - a `POST` must say `Content-Type: application/json`, which no cross-site form can send without the browser
///   asking the server first (a preflight the server does not answer).
///
/// Beyond UIKit.
struct RequestPolicy: Sendable {
    /// The host names the playground answers to, lowercased.
    static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// The port the server listens on.
    var port: Int

    /// The status and reason for refusing `request`, or `nil` when it may be answered.
    ///
    /// - Complexity: O(n) in the length of the headers checked.
    func refusal(of request: HTTPRequest) -> (status: HTTPStatusCode, message: String)? {
        guard let host = request.headers[.host], isLoopback(authority: host) else {
            return (.forbidden, "the playground answers requests for localhost:\(port), 127.0.0.1:\(port) or [::1]:\(port) only")
        }
        if let origin = request.headers[HTTPHeader("Origin")] {
            guard origin.lowercased().hasPrefix("http://"), isLoopback(authority: String(origin.dropFirst("http://".count))) else {
                return (.forbidden, "the playground answers its own page only; requests from other origins are refused")
            }
        }
        if request.method == .POST {
            let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
            guard type == "application/json" else {
                return (.unsupportedMediaType, "a POST must be sent as Content-Type: application/json")
            }
        }
        return nil
    }

    /// Whether `authority` (`host:port`) is a loopback name with this server's port.
    private func isLoopback(authority: String) -> Bool {
        let text = authority.lowercased()
        guard let colon = text.lastIndex(of: ":"), !text[colon...].contains("]") else { return false }
        let name = String(text[..<colon])
        return Self.loopbackNames.contains(name) && Int(text[text.index(after: colon)...]) == port
    }
}
