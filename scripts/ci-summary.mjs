// Sums the test reports of a CI run (Vitest and Playwright JSON) into the last line of .ci/run:
// "N passed, N failed". A CI step that failed is never hidden behind "0 failed":
//   node scripts/ci-summary.mjs <report dir> [--failed-step <name>]
// With --failed-step, the step is named on the line before, and when the reports hold no failure
// (lint, typecheck, build, a crash before any report) it counts as one: "0 passed, 1 failed (lint)".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];
for (const name of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    // A report cut short (a crashed runner) must not pass for a green one.
    failed += 1;
    notes.push(`unreadable report: ${name}`);
    continue;
  }
  if (report.stats && 'expected' in report.stats) {
    // Playwright; `errors` are failures outside any test (global setup, the web server).
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected + (report.errors?.length ?? 0);
    skipped += report.stats.skipped;
  } else {
    // Vitest (Jest-compatible). A file that failed to load or whose hooks failed has no failed
    // test of its own: it counts as one failure.
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (file.status === 'failed' && failedTests.length === 0) failed += 1;
    }
  }
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
for (const note of notes) console.log(note);
console.log(
  `${passed} passed, ${failed} failed${stepNote}${skipped ? `, ${skipped} skipped` : ''}`,
);
