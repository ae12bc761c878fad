#!/usr/bin/env python3
"""Times kiwisolver (Kiwi, the C++ Cassowary solver, driven from Python) on the systems ConstraintBenchmark
times the ConstraintSolver module on, and prints the two side by side; checks that both solve to the same values.

Run from anywhere: `python3 Benchmarks/Scripts/kiwi_compare.py` (installs kiwisolver from PyPI if it is missing,
builds and runs ConstraintBenchmark in release). Flags: `--quick` (fewer runs, no 10,000-constraint system; passed
on to the Swift benchmark), `--swift-json FILE` (use a saved `ConstraintBenchmark --json` report instead of
building and running it).

The systems are built exactly as Sources/ConstraintBenchmark builds them: the same constraints in the same order,
and the random systems from the same SplitMix64 draws (ported below with 64-bit masks). Change one, change both.
"""
import argparse
import importlib
import json
import os
import statistics
import subprocess
import sys
import time

# MARK: kiwisolver


def import_kiwisolver():
    try:
        return importlib.import_module("kiwisolver")
    except ImportError:
        print("kiwisolver is missing: pip install --quiet kiwisolver", flush=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver"], check=True)
        importlib.invalidate_caches()
        return importlib.import_module("kiwisolver")


kiwi = import_kiwisolver()

# Strengths as ConstraintSolver's Strength weighs them (Kiwi's own values).
REQUIRED = 1_001_001_000.0
STRONG = 1_000_000.0
MEDIUM = 1_000.0
WEAK = 1.0
COMPRESSION = STRONG  # priority 750
HUGGING = WEAK  # priority 250
FITTING = 0.2  # priority 50, weaker than hugging

# MARK: SplitMix64, as BenchmarkSupport has it

MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def unit(self):
        return (self.next() >> 11) / float(1 << 53)

    def below(self, bound):
        return self.next() % bound


# MARK: The typical list cell (ListCellWorkload.swift)

PRIMARY_WIDTH = 118.0
PRIMARY_HEIGHT = 20.5
PRIMARY_TWO_LINE_HEIGHT = 41.0
SECONDARY_WIDTH = 320.0
SECONDARY_HEIGHT = 18.0
IMAGE_SIZE = 24.0
VIEW_NAMES = ["cell", "content", "margins", "image", "primary", "secondary", "accessory"]
PRIMARY_HEIGHT_COMPRESSION = 26
PRIMARY_HEIGHT_HUGGING = 27


class Frame:
    def __init__(self, name):
        self.left = kiwi.Variable(name + ".left")
        self.top = kiwi.Variable(name + ".top")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")
        self.all = [self.left, self.top, self.width, self.height]

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height

    @property
    def center_y(self):
        return self.top + 0.5 * self.height


class ListCell:
    def __init__(self):
        for name in VIEW_NAMES:
            setattr(self, name, Frame(name))
        self.all = [v for name in VIEW_NAMES for v in getattr(self, name).all]

    def constraints(self, primary_height=PRIMARY_HEIGHT):
        cell, content, margins, image = self.cell, self.content, self.margins, self.image
        primary, secondary, accessory = self.primary, self.secondary, self.accessory
        ph = primary_height
        return [
            cell.left == 0,
            cell.top == 0,
            cell.width == 390,
            (cell.height == 0) | FITTING,
            cell.height >= 0,
            content.left == cell.left,
            content.top == cell.top,
            content.width == cell.width,
            content.height == cell.height,
            margins.left == content.left + 16,
            margins.top == content.top + 11,
            margins.right == content.right - 16,
            margins.bottom == content.bottom - 11,
            image.left == margins.left,
            image.center_y == margins.center_y,
            image.top >= margins.top,
            image.bottom <= margins.bottom,
            image.width >= IMAGE_SIZE,
            (image.width <= IMAGE_SIZE) | HUGGING,
            image.height >= IMAGE_SIZE,
            (image.height <= IMAGE_SIZE) | HUGGING,
            primary.left == image.right + 16,
            primary.top >= margins.top,
            primary.right <= accessory.left - 8,
            (primary.width >= PRIMARY_WIDTH) | COMPRESSION,
            (primary.width <= PRIMARY_WIDTH) | HUGGING,
            (primary.height >= ph) | COMPRESSION,
            (primary.height <= ph) | HUGGING,
            primary.width >= 0,
            primary.height >= 0,
            secondary.left == primary.left,
            secondary.top == primary.bottom + 3,
            secondary.bottom <= margins.bottom,
            secondary.right <= accessory.left - 8,
            (secondary.width >= SECONDARY_WIDTH) | COMPRESSION,
            (secondary.width <= SECONDARY_WIDTH) | HUGGING,
            (secondary.height >= SECONDARY_HEIGHT) | COMPRESSION,
            (secondary.height <= SECONDARY_HEIGHT) | HUGGING,
            secondary.width >= 0,
            secondary.height >= 0,
            0.5 * (primary.top + secondary.bottom) == margins.center_y,
            accessory.width == 12,
            accessory.height == 20,
            accessory.right == margins.right,
            accessory.center_y == margins.center_y,
            accessory.top >= margins.top,
            accessory.bottom <= margins.bottom,
        ]

    def values(self):
        return {v.name(): v.value() for v in self.all}


def solver_with(constraints):
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return solver


# MARK: Random sparse systems (RandomSystemWorkload.swift)

WINDOW = 8


class RandomSystem:
    def __init__(self, constraint_count, seed):
        random = SplitMix64(seed)
        self.variable_count = count = constraint_count // 2
        self.variables = [kiwi.Variable("v%d" % i) for i in range(count)]
        levels = [WEAK, MEDIUM, STRONG]
        witness = [float(random.below(1000)) for _ in range(count)]
        self.constraints = []
        for index in range(constraint_count):
            if index % 2 == 1:
                variable = index // 2
                target = witness[variable] + float(random.below(401)) - 200
                level = levels[random.below(3)]
                factor = 0.5 + 0.5 * random.unit()
                self.constraints.append((self.variables[variable] == target) | (level * factor))
                continue
            arity = 2 + random.below(2)
            first = random.below(count)
            chosen = [first]
            while len(chosen) < arity:
                variable = (first + 1 + random.below(WINDOW)) % count
                if variable not in chosen:
                    chosen.append(variable)
            expression = None
            value = 0.0
            for variable in chosen:
                coefficient = float(1 + random.below(3))
                if random.next() & 1 == 1:
                    coefficient = -coefficient
                term = coefficient * self.variables[variable]
                expression = term if expression is None else expression + term
                value += coefficient * witness[variable]
            kind = random.below(3)
            if kind == 0:
                self.constraints.append(expression == value)
            elif kind == 1:
                self.constraints.append(expression <= value + float(random.below(50)))
            else:
                self.constraints.append(expression >= value - float(random.below(50)))
        self.edited = []
        while len(self.edited) < 10:
            variable = random.below(count)
            if variable not in self.edited:
                self.edited.append(variable)
        self.suggestions = []
        for index in range(100):
            variable = self.edited[index % len(self.edited)]
            self.suggestions.append((self.variables[variable], witness[variable] + float(random.below(401)) - 200))

    def edit(self, solver):
        for variable in self.edited:
            solver.addEditVariable(self.variables[variable], "strong")
        for variable, value in self.suggestions:
            solver.suggestValue(variable, value)
            solver.updateVariables()


# MARK: Timing


def median_ns(samples, warm_up, body):
    clock = time.perf_counter_ns
    for _ in range(warm_up):
        body()
    times = []
    for _ in range(samples):
        start = clock()
        body()
        times.append(clock() - start)
    return statistics.median(times)


def kiwi_figures(quick, sizes):
    figures = {}
    values = {}

    # Fresh solve: the constraints are prebuilt Python objects; only Solver(), addConstraint and
    # updateVariables are timed.
    cell = ListCell()
    constraints = cell.constraints()
    runs = 500 if quick else 5_000
    figures["cell.fresh"] = median_ns(runs, 100, lambda: solver_with(constraints))
    figures["cell.prebuilt"] = figures["cell.fresh"]  # Kiwi's fresh solve is always of prebuilt constraints
    solver_with(constraints)
    values["cellFresh"] = cell.values()

    # Re-solve: Kiwi has no setConstant; the title's height pair is removed and added again with the new constant
    # (both pairs prebuilt), then updateVariables.
    changes = 20_000 if quick else 200_000
    one_line = (constraints[PRIMARY_HEIGHT_COMPRESSION], constraints[PRIMARY_HEIGHT_HUGGING])
    two_lines_all = cell.constraints(PRIMARY_TWO_LINE_HEIGHT)
    two_lines = (two_lines_all[PRIMARY_HEIGHT_COMPRESSION], two_lines_all[PRIMARY_HEIGHT_HUGGING])
    solver = solver_with(constraints)
    pairs = [two_lines, one_line]
    current = one_line
    clock = time.perf_counter_ns
    times = []
    for change in range(changes + 1_000):
        new = pairs[change & 1]
        start = clock()
        solver.removeConstraint(current[0])
        solver.removeConstraint(current[1])
        solver.addConstraint(new[0])
        solver.addConstraint(new[1])
        solver.updateVariables()
        elapsed = clock() - start
        current = new
        if change >= 1_000:
            times.append(elapsed)
    figures["cell.setConstant"] = statistics.median(times)
    solver_with(two_lines_all)
    values["cellChanged"] = cell.values()

    # The same change through an edit variable standing for the intrinsic height: one suggestValue.
    intrinsic = kiwi.Variable("primary.intrinsicHeight")
    solver = solver_with(cell.constraints(intrinsic))
    solver.addEditVariable(intrinsic, "strong")
    solver.suggestValue(intrinsic, PRIMARY_HEIGHT)
    heights = [PRIMARY_TWO_LINE_HEIGHT, PRIMARY_HEIGHT]
    times = []
    for change in range(changes + 1_000):
        height = heights[change & 1]
        start = clock()
        solver.suggestValue(intrinsic, height)
        solver.updateVariables()
        elapsed = clock() - start
        if change >= 1_000:
            times.append(elapsed)
    figures["cell.suggestValue"] = statistics.median(times)
    solver = solver_with(cell.constraints(intrinsic))
    solver.addEditVariable(intrinsic, "strong")
    solver.suggestValue(intrinsic, PRIMARY_TWO_LINE_HEIGHT)
    solver.updateVariables()
    values["cellSuggested"] = cell.values()

    # Random systems: fresh solve (prebuilt constraints), then the 100 edits on the solved system.
    values["randomFresh"] = {}
    values["randomEdited"] = {}
    for count in sizes:
        workload = RandomSystem(count, count)
        runs = (3 if quick else 5) if count >= 10_000 else (5 if quick else 31)
        warm_ups = 1 if count >= 10_000 else 2
        fresh_times, edit_times = [], []
        for run in range(runs + warm_ups):
            start = clock()
            solver = solver_with(workload.constraints)
            fresh = clock() - start
            if run == 0:
                values["randomFresh"][str(count)] = [v.value() for v in workload.variables]
            start = clock()
            workload.edit(solver)
            edits = clock() - start
            if run == 0:
                values["randomEdited"][str(count)] = {
                    str(i): workload.variables[i].value() for i in workload.edited}
            if run >= warm_ups:
                fresh_times.append(fresh)
                edit_times.append(edits)
        figures["random%d.fresh" % count] = statistics.median(fresh_times)
        figures["random%d.edits" % count] = statistics.median(edit_times)
    return figures, values


# MARK: The Swift benchmark


def swift_report(repository, quick):
    package = os.path.join(repository, "Benchmarks")
    print("building ConstraintBenchmark (release)…", flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--package-path", package, "--product", "ConstraintBenchmark"],
                   check=True, stdout=sys.stderr)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--package-path", package, "--show-bin-path"],
                              check=True, capture_output=True, text=True).stdout.strip()
    print("running ConstraintBenchmark --json…", flush=True)
    arguments = [os.path.join(bin_path, "ConstraintBenchmark"), "--json"] + (["--quick"] if quick else [])
    output = subprocess.run(arguments, check=True, capture_output=True, text=True).stdout
    return json.loads(output)


# MARK: Comparison


def format_time(ns):
    if ns < 1_000:
        return "%.0f ns" % ns
    if ns < 1_000_000:
        return ("%.2f µs" if ns < 10_000 else "%.1f µs") % (ns / 1e3)
    if ns < 1_000_000_000:
        return ("%.3f ms" if ns < 10_000_000 else "%.1f ms") % (ns / 1e6)
    return "%.2f s" % (ns / 1e9)


def compare_values(label, ours, theirs, tolerance=1e-6):
    """Lines describing every value that differs by more than `tolerance`; the largest difference."""
    differences = []
    largest = 0.0
    keys = range(len(ours)) if isinstance(ours, list) else sorted(ours)
    if isinstance(ours, list) and len(ours) != len(theirs):
        return ["%s: %d values in Swift, %d in kiwisolver" % (label, len(ours), len(theirs))], float("inf")
    for key in keys:
        a = ours[key]
        b = theirs[key] if isinstance(ours, list) else theirs.get(key)
        if b is None:
            differences.append("%s: %s missing from kiwisolver's values" % (label, key))
            continue
        difference = abs(a - b)
        largest = max(largest, difference)
        if difference > tolerance:
            name = ("v%d" % key) if isinstance(ours, list) else key
            differences.append("%s: %s = %r (ours) vs %r (kiwisolver), |Δ| = %.3g" % (label, name, a, b, difference))
    return differences, largest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs, no 10,000-constraint system")
    parser.add_argument("--swift-json", help="a saved `ConstraintBenchmark --json` report to use instead of running it")
    options = parser.parse_args()
    repository = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

    if options.swift_json:
        with open(options.swift_json) as file:
            report = json.load(file)
    else:
        report = swift_report(repository, options.quick)
    sizes = sorted({int(f["id"][len("random"):].split(".")[0]) for f in report["figures"] if f["id"].startswith("random")})
    print("timing kiwisolver %s (Python %s)…" % (kiwi.__version__, sys.version.split()[0]), flush=True)
    kiwi_times, kiwi_values = kiwi_figures(options.quick, sizes)

    floor = report["floorNanoseconds"]
    print()
    print("ConstraintSolver vs kiwisolver %s — medians; fill floor (1M CGRect writes) %s in the Swift run"
          % (kiwi.__version__, format_time(floor)))
    print("typical list cell: %d constraints over %d variables"
          % (report["cellConstraintCount"], report["cellVariableCount"]))
    print()
    widths = [72, 10, 10, 10, 10, 14]
    header = ["workload", "ours", "× floor", "kiwisolver", "ours/kiwi", "no slower?"]
    print(" | ".join(h.ljust(w) for h, w in zip(header, widths)))
    print("-|-".join("-" * w for w in widths))
    for figure in report["figures"]:
        ours = figure["medianNanoseconds"]
        theirs = kiwi_times.get(figure["id"])
        ratio = ours / theirs if theirs else float("nan")
        row = [figure["name"], format_time(ours), "%.4f×" % figure["floorMultiple"],
               format_time(theirs) if theirs else "—", "%.2f" % ratio if theirs else "—",
               ("✓" if ratio <= 1 else "✗") if theirs else ""]
        print(" | ".join(text.ljust(w) for text, w in zip(row, widths)))
    print()
    print("ours: Swift, release build; medians of the runs ConstraintBenchmark makes (its goals: fresh cell")
    print("  ≤ 60 µs, re-solve ≤ 6 µs). A fresh solve builds the system from empty and reads every value; in the")
    print("  first cell row the constraints are built inside the timing too, in the second before it.")
    print("kiwisolver: the C++ Kiwi driven from Python, so the interpreter's overhead (some 30–100 ns a call here,")
    print("  plus the loop over the constraints) is part of its figures. Its fresh solves time Solver(),")
    print("  addConstraint of constraints prebuilt as Python objects and updateVariables only (both cell rows show")
    print("  that one figure); updateVariables stands for reading every value. Kiwi has no setConstant: its")
    print("  title-height re-solve removes the height pair and adds it again with the new constant; the")
    print("  edit-variable row is the same suggestValue in both. A ratio below 1 means ours is faster.")

    print()
    checks = [("typical cell, fresh", "cellFresh", None), ("typical cell, two-line title (setConstant)", "cellChanged", None),
              ("typical cell, two-line title (suggestValue)", "cellSuggested", None)]
    checks += [("random %s, fresh (every variable)" % n, "randomFresh", n) for n in sorted(report["values"]["randomFresh"])]
    checks += [("random %s, edited variables after 100 suggestions" % n, "randomEdited", n)
               for n in sorted(report["values"]["randomEdited"], key=int)]
    all_differences = []
    for label, key, size in checks:
        ours = report["values"][key] if size is None else report["values"][key][size]
        theirs = kiwi_values[key] if size is None else kiwi_values[key].get(size)
        if theirs is None:
            continue
        differences, largest = compare_values(label, ours, theirs)
        print("values, %s: %d compared, largest |Δ| %.3g %s"
              % (label, len(ours), largest, "✓" if not differences else "✗ (%d above 1e-6)" % len(differences)))
        all_differences += differences
    if all_differences:
        print()
        print("values that differ by more than 1e-6:")
        for line in all_differences[:40]:
            print("  " + line)
        if len(all_differences) > 40:
            print("  … and %d more" % (len(all_differences) - 40))
    return 1 if all_differences else 0


if __name__ == "__main__":
    sys.exit(main())
