print("LayoutBenchmark: not yet written")
