// Layout benchmark: prepare time, rect-query time, self-sizing cost and memory.
// Run from the Benchmarks folder, alone on the machine: `swift run -c release LayoutBenchmark [uniform|selfsizing|listcells|waterfallcolumns|waterfallfirst [columns]|tablerows|constraintcells|waterfall|flow|flowsizing|sections|all]`.
// Every figure is a median over repeated runs in one process.
import BenchmarkSupport
import Foundation
import OpenCompositionalLayout

let selection = CommandLine.arguments.dropFirst().first ?? "all"
MainActor.assumeIsolated {
    print("OpenCompositionalLayout layout benchmark")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; median of runs")
    if selection == "all" || selection == "uniform" {
        print("")
        runUniformBenchmarks()
    }
    if selection == "all" || selection == "selfsizing" {
        print("")
        runSelfSizingBenchmark()
    }
    if selection == "all" || selection == "listcells" {
        print("")
        runListCellScrollBenchmark()
    }
    if selection == "all" || selection == "waterfallcolumns" {
        print("")
        runColumnCountWaterfallBenchmark()
    }
    if selection == "waterfallfirst" {
        // Alone: the placement must be the process's first (see the function); not part of `all`.
        print("")
        runFirstWaterfallPlacementBenchmark(columns: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 3)
    }
    if selection == "all" || selection == "tablerows" {
        print("")
        runTableRowsBenchmark()
    }
    if selection == "all" || selection == "constraintcells" {
        print("")
        // `constraintcells N` runs one list size once (for profiling).
        if let rows = CommandLine.arguments.dropFirst(2).first.flatMap({ Int($0) }) {
            runConstraintCellScrollBenchmark(runs: 1, sizes: [rows])
        } else {
            runConstraintCellScrollBenchmark()
        }
    }
    if selection == "all" || selection == "waterfall" {
        print("")
        runWaterfallBenchmark()
        print("")
        runCustomGroupBenchmark()
    }
    if selection == "all" || selection == "flow" {
        print("")
        runFlowBenchmark()
    }
    if selection == "all" || selection == "flowsizing" {
        print("")
        runFlowMeasurementBenchmark()
    }
    if selection == "all" || selection == "sections" {
        print("")
        runSectionsBenchmark()
    }
}
