// Figures over several runs: the machines are noisy, so the benchmarks report medians.

/** The median of the values that were measured (a run can fail to record one: NaN is skipped). */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.floor(sorted.length / 2)];
}
