// Figures over several runs: the machines are noisy, so the benchmarks report medians (and, for
// many short requests, the 95th percentile).

const measured = (values) => values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);

/** The median of the values that were measured (a run can fail to record one: NaN is skipped). */
export function median(values) {
  const sorted = measured(values);
  if (sorted.length === 0) return NaN;
  return sorted[Math.floor(sorted.length / 2)];
}

/** The p-th percentile (0–100) of the measured values, by nearest rank. */
export function percentile(values, p) {
  const sorted = measured(values);
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}
