import BenchmarkSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PlaygroundServer

/// Eight renders of a 1,000-item preview document through the playground server on loopback: one after another,
/// then all at once. The server renders them off the main actor on the layout core, so on n cores the eight at
/// once take about 1/n of the time of the eight in a row.
func runServerBenchmark(floor: Double) async {
    var configuration = PlaygroundConfiguration(port: 0, rendersPerSecond: 100_000, renderBurst: 100_000)
    configuration.renderTimeout = .seconds(60)
    let server: PlaygroundServer
    do {
        server = try PlaygroundServer(configuration: configuration)
    } catch {
        print("the server cannot start: \(error)")
        return
    }
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let running = Task { try await server.run { continuation.yield($0) } }
    defer { running.cancel() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next(), let url = URL(string: "http://127.0.0.1:\(port)/render") else {
        print("the server did not start")
        return
    }
    let preview = "{ \"formatVersion\": \"1.0\", \"layout\": \(gridDocument), \"items\": [1000], "
        + "\"environment\": { \"device\": \"iPhone 15\" } }"
    let body: Data
    do {
        body = try JSONSerialization.data(withJSONObject: ["document": preview])
    } catch {
        print("the request does not encode")
        return
    }
    func render() async -> Bool {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        guard let (data, response) = try? await URLSession.shared.data(for: request),
              (response as? HTTPURLResponse)?.statusCode == 200,
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return json["svg"] is String
    }
    guard await render() else {
        print("the server does not answer a render")
        return
    }
    var serialTimes: [Double] = [], parallelTimes: [Double] = []
    var failures = 0
    for _ in 0..<5 {
        let serialStart = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<8 where !(await render()) { failures += 1 }
        serialTimes.append(Double(DispatchTime.now().uptimeNanoseconds - serialStart))
        let parallelStart = DispatchTime.now().uptimeNanoseconds
        let succeeded = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 { group.addTask { await render() } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        failures += 8 - succeeded
        parallelTimes.append(Double(DispatchTime.now().uptimeNanoseconds - parallelStart))
    }
    let serial = median(serialTimes), parallel = median(parallelTimes)
    print("8 renders of a 1,000-item preview document through the playground server (POST /render on loopback)")
    print(String(format: "one after another                               %10.2f ms   (%.0f× the floor)", serial / 1e6, serial / floor))
    print(String(format: "all at once                                     %10.2f ms   (%.0f× the floor)", parallel / 1e6, parallel / floor))
    print(String(format: "at once / one after another                     %10.2f", parallel / serial))
    if failures > 0 { print("failed requests: \(failures)") }
}
