print("DiffBenchmark: not yet written")
