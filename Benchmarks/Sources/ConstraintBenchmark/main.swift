// ConstraintBenchmark — times the ConstraintSolver module (the Cassowary simplex, as the Kiwi solver does it) on
// the Auto Layout system of a typical list cell and on random sparse systems of 1,000 and 10,000 constraints.
//
// Run from Benchmarks/, alone on the machine: `swift run -c release ConstraintBenchmark`. Flags: `--json` (the
// figures and the solved values as JSON, for Scripts/kiwi_compare.py, which times kiwisolver on the same systems),
// `--values` (print the solved values too), `--quick` (fewer runs, no 10,000-constraint system), `--only ID`
// (only the workloads whose id contains ID: cell.fresh, cell.prebuilt, cell.setConstant, cell.suggestValue,
// random1000., random10000.).
//
// Every figure is a median over repeated runs in one process, and is also given as a multiple of the fill floor
// (1M CGRect writes) measured in the same run.
// - cell, fresh solve: make the 28 variables, add the constraints (built in the loop too) and read every value;
//   and the same with the names and constraints made before the timing (as kiwi_compare.py times Kiwi).
// - cell, re-solve: the title's intrinsic height alternates between one line and two (20.5 ↔ 41 pt): the two
//   constraints of its height pair (compression resistance and hugging) take the new constant by `setConstant`,
//   then every value is read. The median is per change (two `setConstant` calls).
// - cell, re-solve through an edit variable: the same change as one `suggestValue` on a variable standing for
//   the intrinsic height (how Kiwi changes a constant without removing the constraint).
// - random n, fresh solve: make the n/2 variables, add the n prebuilt constraints, read every value.
// - random n, 100 edits: on the solved system, 10 `addEditVariable` (strong), then 100 `suggestValue` spread
//   over them, every value read after each.
import BenchmarkSupport
import ConstraintSolver
import Foundation

let arguments = CommandLine.arguments
let json = arguments.contains("--json")
let printValues = arguments.contains("--values")
let quick = arguments.contains("--quick")
/// `--only TEXT` runs only the workloads whose id contains TEXT (`cell.fresh`, `cell.prebuilt`, `cell.setConstant`,
/// `cell.suggestValue`, `random1000.`, `random10000.`), e.g. for `perf record`.
let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
func selected(_ id: String) -> Bool { only.map { id.contains($0) } ?? true }

/// Keeps results alive so the optimiser cannot drop the work.
var sink = 0.0
var figures: [Figure] = []
var values = SolvedValues()

let floor = median((0..<7).map { _ in fillFloor(count: 1_000_000) })
@MainActor func record(_ id: String, _ name: String, _ median: Double, samples: Int, goal: Double? = nil) {
    figures.append(Figure(id: id, name: name, medianNanoseconds: median, floorMultiple: median / floor,
                          samples: samples, goalNanoseconds: goal))
}

func fail(_ what: String, _ error: any Error) -> Never {
    FileHandle.standardError.write(Data("ConstraintBenchmark: \(what) failed: \(error)\n".utf8))
    exit(1)
}

// MARK: The typical list cell

let (cellSystem, cellVariables, cellIDs) = {
    do {
        return try makeListCell()
    } catch {
        fail("building the list cell", error)
    }
}()
let cellConstraints = listCellConstraints(cellVariables)
/// The cell's variables, listed once (the timed loops read every value through it).
let allCellVariables = cellVariables.all
precondition([primaryHeightCompression, primaryHeightHugging].allSatisfy {
    cellConstraints[$0].expression.terms.map(\.variable) == [cellVariables.primary.height]
}, "primaryHeightCompression and primaryHeightHugging do not name the title's height pair")
@MainActor func cellValues(_ system: ConstraintSystem) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: cellVariables.all.map { (system.name(of: $0), system.value(of: $0)) })
}
values.cellFresh = cellValues(cellSystem)
guard requiredConstraintsHold(cellConstraints, in: cellSystem) else {
    FileHandle.standardError.write(Data("ConstraintBenchmark: the cell's required constraints do not hold\n".utf8))
    exit(1)
}

do {
    // (i) Fresh solve: from an empty system to every value read.
    let runs = quick ? 500 : 5_000
    if selected("cell.fresh") {
        let fresh = try medianTime(samples: runs, warmUp: 100) {
            let (system, variables, _) = try makeListCell()
            for variable in variables.all { sink += system.value(of: variable) }
        }
        record("cell.fresh", "typical list cell (\(cellConstraints.count) constraints): fresh solve", fresh,
               samples: runs, goal: 60_000)
    }
    // The same with the names and the constraints made before the timing, as the kiwisolver script has them.
    if selected("cell.prebuilt") {
        let names = cellVariables.all.map { cellSystem.name(of: $0) }
        let prebuilt = try medianTime(samples: runs, warmUp: 100) {
            var system = ConstraintSystem()
            for name in names { _ = system.makeVariable(named: name) }
            for constraint in cellConstraints { try system.add(constraint) }
            for variable in allCellVariables { sink += system.value(of: variable) }
        }
        record("cell.prebuilt", "typical list cell: fresh solve, constraints prebuilt", prebuilt, samples: runs)
    }

    // (ii) Re-solve after the title's intrinsic height changes: two setConstant calls, every value read.
    let changes = quick ? 20_000 : 200_000
    var times: [Double] = []
    times.reserveCapacity(changes)
    var system = cellSystem
    let compression = cellIDs[primaryHeightCompression], hugging = cellIDs[primaryHeightHugging]
    let heights = [ListCellContent.primaryTwoLineHeight, ListCellContent.primaryHeight]
    for change in 0..<(selected("cell.setConstant") ? changes + 1_000 : 0) {
        let height = heights[change & 1]
        let time = try nanoseconds {
            // Both constraints read `primary.height - height`: their constant is `-height`.
            try system.setConstant(-height, of: compression)
            try system.setConstant(-height, of: hugging)
            for variable in allCellVariables { sink += system.value(of: variable) }
        }
        if change >= 1_000 { times.append(time) }
    }
    if selected("cell.setConstant") {
        record("cell.setConstant", "typical list cell: re-solve, title height changes (2 setConstant)", median(times),
               samples: changes, goal: 6_000)
    }
    var changed = cellSystem
    try changed.setConstant(-ListCellContent.primaryTwoLineHeight, of: compression)
    try changed.setConstant(-ListCellContent.primaryTwoLineHeight, of: hugging)
    values.cellChanged = cellValues(changed)

    // The same change through an edit variable: one suggestValue.
    var (edited, _, intrinsicHeight) = try makeListCellWithHeightEdit()
    times.removeAll(keepingCapacity: true)
    for change in 0..<(selected("cell.suggestValue") ? changes + 1_000 : 0) {
        let height = heights[change & 1]
        let time = try nanoseconds {
            try edited.suggestValue(height, for: intrinsicHeight)
            for variable in allCellVariables { sink += edited.value(of: variable) }
        }
        if change >= 1_000 { times.append(time) }
    }
    if selected("cell.suggestValue") {
        record("cell.suggestValue", "typical list cell: re-solve, title height as edit variable (suggestValue)",
               median(times), samples: changes)
    }
    var suggested = try makeListCellWithHeightEdit()
    try suggested.0.suggestValue(ListCellContent.primaryTwoLineHeight, for: suggested.2)
    values.cellSuggested = cellValues(suggested.0)
} catch {
    fail("the list cell", error)
}

// MARK: Random sparse systems

for constraintCount in quick ? [1_000] : [1_000, 10_000] where selected("random\(constraintCount).") {
    let workload = RandomSystem(constraints: constraintCount, seed: UInt64(constraintCount))
    let runs = constraintCount >= 10_000 ? (quick ? 3 : 5) : (quick ? 5 : 31)
    let warmUps = constraintCount >= 10_000 ? 1 : 2
    do {
        var freshTimes: [Double] = [], editTimes: [Double] = []
        var solved = ConstraintSystem()
        for run in 0..<(runs + warmUps) {
            var system = ConstraintSystem()
            let fresh = try nanoseconds {
                let (built, sum) = try workload.solveFresh()
                system = built
                sink += sum
            }
            if run == 0 {
                solved = system
                guard requiredConstraintsHold(workload.constraints, in: system) else {
                    FileHandle.standardError.write(Data("ConstraintBenchmark: random \(constraintCount): required constraints do not hold\n".utf8))
                    exit(1)
                }
            }
            let edits = try nanoseconds { sink += try workload.edit(&system) }
            if run == 0 {
                guard requiredConstraintsHold(workload.constraints, in: system) else {
                    FileHandle.standardError.write(Data("ConstraintBenchmark: random \(constraintCount) edited: required constraints do not hold\n".utf8))
                    exit(1)
                }
                values.randomEdited["\(constraintCount)"] = Dictionary(uniqueKeysWithValues: workload.edited.map {
                    ("\($0)", system.value(of: Variable(index: $0)))
                })
            }
            if run >= warmUps {
                freshTimes.append(fresh)
                editTimes.append(edits)
            }
        }
        let name = "random sparse, \(constraintCount.formatted()) constraints, \((constraintCount / 2).formatted()) variables"
        record("random\(constraintCount).fresh", "\(name): fresh solve", median(freshTimes), samples: runs)
        record("random\(constraintCount).edits", "\(name): 100 edits", median(editTimes), samples: runs)
        if constraintCount == 1_000 {
            values.randomFresh["\(constraintCount)"] = (0..<workload.variableCount).map { solved.value(of: Variable(index: $0)) }
        }
    } catch {
        fail("random \(constraintCount)", error)
    }
}

// MARK: Report

if json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let report = Report(floorNanoseconds: floor, cellConstraintCount: cellConstraints.count,
                        cellVariableCount: cellVariables.all.count, figures: figures, values: values)
    guard let data = try? encoder.encode(report) else { fatalError("the report does not encode") }
    print(String(decoding: data, as: UTF8.self))
} else {
    print("ConstraintBenchmark — ConstraintSolver (Cassowary simplex, Kiwi's formulation), release build")
    print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; medians of runs; fill floor (1M CGRect writes) \(formatTime(floor)) in this run")
    print("typical list cell: \(cellConstraints.count) constraints over \(cellVariables.all.count) variables; "
          + "fitted height \(values.cellFresh["cell.height"] ?? 0) pt (\(values.cellChanged["cell.height"] ?? 0) pt with a two-line title)")
    print("")
    let widths = [72, 10, 12, 8, 14]
    print(zip(["workload", "median", "× floor", "runs", "goal"], widths).map { pad($0, $1) }.joined(separator: " | "))
    print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-"))
    for figure in figures {
        let fields = [figure.name, formatTime(figure.medianNanoseconds), String(format: "%.4f×", figure.floorMultiple),
                      "\(figure.samples)", figure.goalText]
        print(zip(fields, widths).map { pad($0, $1) }.joined(separator: " | "))
    }
    print("")
    print("re-solve and edit figures read every value after each change; (sink \(sink.isFinite ? 1 : 0))")
    if printValues {
        print("")
        print("typical list cell, fresh solve / two-line title (setConstant) / two-line title (suggestValue):")
        for variable in cellVariables.all {
            let name = cellSystem.name(of: variable)
            print("  \(pad(name, 18)) \(values.cellFresh[name] ?? .nan)  \(values.cellChanged[name] ?? .nan)  \(values.cellSuggested[name] ?? .nan)")
        }
        for (count, edited) in values.randomEdited.sorted(by: { Int($0.key)! < Int($1.key)! }) {
            print("random \(count), edited variables after 100 suggestions: "
                  + edited.sorted { Int($0.key)! < Int($1.key)! }.map { "v\($0.key) = \($0.value)" }.joined(separator: ", "))
        }
    }
}
