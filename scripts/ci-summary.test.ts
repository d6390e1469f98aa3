// The last line of .ci/run: scripts/ci-summary.mjs on sample reports, and .ci/run itself with
// every tool it calls replaced by a stand-in (nothing is installed, started or built).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'forecourt-ci-summary-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const vitestReport = (passed: number, failed: number, extra: object = {}) => ({
  numTotalTests: passed + failed,
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  success: failed === 0,
  testResults: [],
  ...extra,
});
const playwrightReport = (expected: number, unexpected: number, extra: object = {}) => ({
  config: {},
  suites: [],
  errors: [],
  stats: { expected, unexpected, flaky: 0, skipped: 0, duration: 1 },
  ...extra,
});

let counter = 0;
function reportDir(reports: Record<string, object | string>): string {
  const dir = path.join(scratch, `reports-${counter++}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, body] of Object.entries(reports)) {
    writeFileSync(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return dir;
}

function summarise(dir: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/ci-summary.mjs'), dir, ...args],
    {
      encoding: 'utf8',
    },
  );
  expect(result.status).toBe(0);
  return result.stdout.trimEnd().split('\n');
}

describe('ci-summary', () => {
  it('sums Vitest and Playwright reports into "N passed, N failed"', () => {
    const dir = reportDir({
      'vitest-unit-pglite.json': vitestReport(120, 0),
      'vitest-integration-pglite.json': vitestReport(80, 2),
      'vitest-integration-postgres.json': vitestReport(82, 0, { numPendingTests: 1 }),
      'playwright-e2e.json': playwrightReport(40, 1, {
        stats: { expected: 40, unexpected: 1, flaky: 2, skipped: 0, duration: 1 },
      }),
      'notes.txt': 'not a report',
    });
    expect(summarise(dir).at(-1)).toBe('324 passed, 3 failed, 1 skipped');
  });

  it('prints each suite with its counts and duration in the order they ran; the sum stays last', () => {
    const dir = reportDir({
      'vitest-unit-pglite.json': vitestReport(120, 0, {
        startTime: 1_000_000,
        testResults: [
          { status: 'passed', endTime: 1_030_000, assertionResults: [] },
          { status: 'passed', endTime: 1_054_250, assertionResults: [] },
        ],
      }),
      'playwright-e2e.json': playwrightReport(40, 1, {
        stats: { expected: 40, unexpected: 1, flaky: 0, skipped: 2, duration: 312_040 },
      }),
      'vitest-integration-pglite.json': vitestReport(80, 0, { startTime: 5 }),
    });
    // Written in the order unit, integration, e2e (a report is written when its run ends).
    const order = [
      'vitest-unit-pglite.json',
      'vitest-integration-pglite.json',
      'playwright-e2e.json',
    ];
    order.forEach((name, i) => utimesSync(path.join(dir, name), 1_000 + i, 1_000 + i));
    expect(summarise(dir).slice(-4)).toEqual([
      'unit-pglite: 120 passed, 0 failed in 54.3 s',
      'integration-pglite: 80 passed, 0 failed duration unknown',
      'e2e: 40 passed, 1 failed, 2 skipped in 312.0 s',
      '240 passed, 1 failed, 2 skipped',
    ]);
  });

  it('reads "0 passed, 0 failed" when nothing ran and nothing failed', () => {
    expect(summarise(path.join(scratch, 'missing')).at(-1)).toBe('0 passed, 0 failed');
  });

  it('counts a test file that failed to load, a Playwright error outside tests, a cut-short report', () => {
    const dir = reportDir({
      'vitest-unit-pglite.json': vitestReport(10, 0, {
        success: false,
        testResults: [
          {
            name: 'broken.test.ts',
            status: 'failed',
            message: 'SyntaxError',
            assertionResults: [],
          },
          { name: 'fine.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
        ],
      }),
      'playwright-e2e.json': playwrightReport(0, 0, { errors: [{ message: 'webServer exited' }] }),
      'vitest-integration-pglite.json': '{"numPassedTests": 4, "numFa',
    });
    const lines = summarise(dir);
    expect(lines).toContain('unreadable report: vitest-integration-pglite.json');
    expect(lines).toContain('integration-pglite: unreadable report, counted as 1 failed');
    expect(lines).toContain('unit-pglite: 10 passed, 1 failed duration unknown');
    expect(lines.at(-1)).toBe('10 passed, 3 failed');
  });

  it('counts a failed step that ran no test, and names it', () => {
    const lines = summarise(reportDir({}), '--failed-step', 'lint');
    expect(lines.at(-2)).toBe('CI stopped at the failed step: lint');
    expect(lines.at(-1)).toBe('0 passed, 1 failed (lint)');
    const afterTests = reportDir({ 'vitest-unit-pglite.json': vitestReport(200, 0) });
    expect(summarise(afterTests, '--failed-step', 'build').at(-1)).toBe(
      '200 passed, 1 failed (build)',
    );
  });

  it('does not count a failed test step twice', () => {
    const dir = reportDir({ 'vitest-unit-pglite.json': vitestReport(50, 2) });
    const lines = summarise(dir, '--failed-step', 'npm test');
    expect(lines.at(-2)).toBe('CI stopped at the failed step: npm test');
    expect(lines.at(-1)).toBe('50 passed, 2 failed');
  });
});

describe('.ci/run', () => {
  // A copy of the CI script and the summary beside stand-ins for every tool the script calls.
  function fakeCheckout(): { dir: string; bin: string } {
    const dir = path.join(scratch, `checkout-${counter++}`);
    mkdirSync(path.join(dir, '.ci'), { recursive: true });
    mkdirSync(path.join(dir, 'scripts'), { recursive: true });
    copyFileSync(path.join(root, '.ci/run'), path.join(dir, '.ci/run'));
    copyFileSync(
      path.join(root, 'scripts/ci-summary.mjs'),
      path.join(dir, 'scripts/ci-summary.mjs'),
    );
    const bin = path.join(dir, 'fake-bin');
    mkdirSync(bin);
    const tool = (name: string, body: string) => {
      writeFileSync(path.join(bin, name), `#!/usr/bin/env bash\n${body}\n`);
      chmodSync(path.join(bin, name), 0o755);
    };
    for (const name of ['chromium', 'dpkg', 'pg_ctlcluster', 'radosgw', 'pg_isready', 'apt-get'])
      tool(name, name === 'apt-get' ? 'echo "apt-get must not run" >&2; exit 99' : 'exit 0');
    tool('gateway.sh', 'exit 0');
    // npm: `npm test` writes the report named by FAKE_TEST_REPORT; the command in FAKE_NPM_FAIL fails.
    tool(
      'npm',
      [
        'if [ "$1" = test ] && [ -n "${FAKE_TEST_REPORT:-}" ]; then',
        '  cp "$FAKE_TEST_REPORT" "$TEST_REPORT_DIR/vitest-unit-pglite.json"',
        'fi',
        'if [ "$*" = "${FAKE_NPM_FAIL:-}" ]; then echo "npm $* failed" >&2; exit 1; fi',
        'exit 0',
      ].join('\n'),
    );
    return { dir, bin };
  }

  function runCi(env: Record<string, string>) {
    const { dir, bin } = fakeCheckout();
    const result = spawnSync('bash', [path.join(dir, '.ci/run')], {
      encoding: 'utf8',
      env: {
        PATH: `${bin}:${process.env.PATH}`,
        HOME: process.env.HOME ?? dir,
        S3_GATEWAY_SCRIPT: path.join(bin, 'gateway.sh'),
        ...env,
      },
      timeout: 60_000,
    });
    return {
      code: result.status,
      lines: result.stdout.trimEnd().split('\n'),
      stderr: result.stderr,
    };
  }

  it('ends with "0 passed, 1 failed (lint)" when lint fails, and exits non-zero', () => {
    const { code, lines, stderr } = runCi({ FAKE_NPM_FAIL: 'run lint' });
    expect(stderr).not.toContain('apt-get must not run');
    expect(code).not.toBe(0);
    expect(lines.at(-1)).toBe('0 passed, 1 failed (lint)');
  });

  it('names typecheck and build failures the same way', () => {
    expect(runCi({ FAKE_NPM_FAIL: 'run typecheck' }).lines.at(-1)).toBe(
      '0 passed, 1 failed (typecheck)',
    );
    const report = path.join(scratch, 'green.json');
    writeFileSync(report, JSON.stringify(vitestReport(7, 0)));
    const build = runCi({ FAKE_NPM_FAIL: 'run build', FAKE_TEST_REPORT: report });
    expect(build.code).not.toBe(0);
    expect(build.lines.at(-1)).toBe('7 passed, 1 failed (build)');
  });

  it('sums the reports of a green run, and of a run whose tests failed', () => {
    const green = path.join(scratch, 'green.json');
    writeFileSync(green, JSON.stringify(vitestReport(7, 0)));
    const ok = runCi({ FAKE_TEST_REPORT: green });
    expect(ok.code).toBe(0);
    expect(ok.lines.at(-1)).toBe('7 passed, 0 failed');
    // Every step's duration is listed before the summary.
    const steps = ok.lines.slice(ok.lines.indexOf('Step durations:') + 1);
    for (const name of ['Lint, format and typecheck', 'npm test', 'Production build']) {
      expect(steps.some((line) => new RegExp(`^ *\\d+s  ${name}`).test(line))).toBe(true);
    }

    const red = path.join(scratch, 'red.json');
    writeFileSync(red, JSON.stringify(vitestReport(5, 2)));
    const failing = runCi({ FAKE_TEST_REPORT: red, FAKE_NPM_FAIL: 'test' });
    expect(failing.code).not.toBe(0);
    expect(failing.lines.at(-2)).toBe('CI stopped at the failed step: npm test');
    expect(failing.lines.at(-1)).toBe('5 passed, 2 failed');
  });
});
