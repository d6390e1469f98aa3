// Sums the test reports of a CI run (Vitest and Playwright JSON) into the last line of .ci/run:
// "N passed, N failed", after one line per suite (report) in the order they ran, e.g.
// "integration-pglite: 327 passed, 0 failed in 61.4 s". A CI step that failed is never hidden
// behind "0 failed":
//   node scripts/ci-summary.mjs <report dir> [--failed-step <name>]
// With --failed-step, the step is named on the line before, and when the reports hold no failure
// (lint, typecheck, build, a crash before any report) it counts as one: "0 passed, 1 failed (lint)".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'failed-step': { type: 'string' } },
});
const dir = positionals[0] ?? 'reports';
const failedStep = values['failed-step'] || undefined;

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
// In the order the suites ran: a report is written when its run ends.
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ name, written: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => a.written - b.written || a.name.localeCompare(b.name))
      .map(({ name }) => name)
  : [];

/** A suite's counts and its duration in milliseconds (undefined when the report lacks it). */
function countsOf(report) {
  if (report.stats && 'expected' in report.stats) {
    // Playwright; `errors` are failures outside any test (global setup, a worker's server).
    return {
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
      skipped: report.stats.skipped ?? 0,
      ms: report.stats.duration,
    };
  }
  // Vitest (Jest-compatible). A file that failed to load or whose hooks failed has no failed
  // test of its own: it counts as one failure. The run lasts from its start to its last file's end.
  const results = report.testResults ?? [];
  let failedFiles = 0;
  for (const file of results) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) failedFiles += 1;
  }
  const ends = results.map((file) => file.endTime).filter(Number.isFinite);
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) + failedFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    ms:
      Number.isFinite(report.startTime) && ends.length
        ? Math.max(...ends) - report.startTime
        : undefined,
  };
}

const suiteLines = [];
for (const name of files) {
  // vitest-integration-postgres.json → integration-postgres; playwright-e2e.json → e2e
  const suite = name.replace(/\.json$/, '').replace(/^(vitest|playwright)-/, '');
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    // A report cut short (a crashed runner) must not pass for a green one.
    failed += 1;
    notes.push(`unreadable report: ${name}`);
    suiteLines.push(`${suite}: unreadable report, counted as 1 failed`);
    continue;
  }
  const counts = countsOf(report);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  const duration =
    counts.ms === undefined ? 'duration unknown' : `in ${(counts.ms / 1000).toFixed(1)} s`;
  suiteLines.push(
    `${suite}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} ${duration}`,
  );
}

let stepNote = '';
if (failedStep) {
  notes.push(`CI stopped at the failed step: ${failedStep}`);
  if (failed === 0) {
    failed = 1;
    stepNote = ` (${failedStep})`;
  }
}
console.log('');
for (const line of suiteLines) console.log(line);
for (const note of notes) console.log(note);
console.log(
  `${passed} passed, ${failed} failed${stepNote}${skipped ? `, ${skipped} skipped` : ''}`,
);
