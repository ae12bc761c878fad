// Document benchmark: a layout document through the layout core alone, and through the playground server.
// Run from the Benchmarks folder, alone on the machine: `swift run -c release DocumentBenchmark [core|server|decode|escapes|all]`.
// Every figure is a median over repeated runs in one process, and is also given as a multiple of the fill floor
// (1M CGRect writes) measured in the same run.
import DocumentRendering
import BenchmarkSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LayoutDocument
import LayoutRendering
import OpenCompositionalLayout
import PlaygroundServer

let selection = CommandLine.arguments.dropFirst().first ?? "all"
print("OpenCompositionalLayout document benchmark")
print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; median of runs")
let floor = median((0..<7).map { _ in fillFloor(count: 1_000_000) })
print(String(format: "fill floor, 1M CGRect writes                    %10.2f ms", floor / 1e6))
if selection == "all" || selection == "core" {
    print("")
    runCoreBenchmark(floor: floor)
}
if selection == "all" || selection == "server" {
    print("")
    await runServerBenchmark(floor: floor)
}
if selection == "all" || selection == "decode" {
    print("")
    runDecodeBenchmark(floor: floor)
}
if selection == "all" || selection == "escapes" {
    print("")
    runEscapedStringBenchmark(floor: floor)
}
