// How long the synthetic inventory generator takes for 10,000 cars (the seed's --cars and the
// scale benches use it): median and best of several runs, after one warm-up run.
// Usage: node --import tsx bench/synthetic-cars.mjs [runs=7] [count=10000]
import { generateSyntheticCars } from '../server/seed/synthetic-cars.ts';
import { median } from './lib/stats.mjs';

const runs = Number(process.argv[2] ?? 7);
const count = Number(process.argv[3] ?? 10_000);

generateSyntheticCars(count, 1);
const times = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  generateSyntheticCars(count, run + 2);
  times.push(performance.now() - started);
}
console.log(
  `synthetic cars: ${count} in ${median(times).toFixed(0)} ms (median of ${runs}), best ${Math.min(...times).toFixed(0)} ms`,
);
