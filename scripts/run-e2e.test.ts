// scripts/run-e2e.mjs without a browser: a developer is told how to install Chromium and the run
// goes on; under CI=true the run fails. Either way nothing is built and no browser is downloaded.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function runE2e(extraEnv: Record<string, string>) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete env.CI;
  const result = spawnSync(process.execPath, ['scripts/run-e2e.mjs'], {
    cwd: root,
    env: { ...env, CHROMIUM_PATH: '/nonexistent/chromium', ...extraEnv },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

const INSTALL = 'sudo apt-get install -y chromium chromium-headless-shell fonts-liberation';

describe('run-e2e without Chromium', () => {
  it('outside CI: says how to install it and that the tests were skipped, without failing', () => {
    const { code, output } = runE2e({});
    expect(code).toBe(0);
    expect(output).toContain('End-to-end tests need Chromium at /nonexistent/chromium');
    expect(output).toContain(INSTALL);
    expect(output).toContain('End-to-end tests were SKIPPED');
    expect(output).not.toContain('building');
  });

  it('under CI=true: fails the run, with the same instructions', () => {
    for (const ci of ['true', '1']) {
      const { code, output } = runE2e({ CI: ci });
      expect(code, `CI=${ci}`).toBe(1);
      expect(output).toContain(INSTALL);
      expect(output).toContain('CI=true: a missing browser fails the run');
      expect(output).not.toContain('SKIPPED');
    }
  });

  it('treats CI=false like a developer machine', () => {
    expect(runE2e({ CI: 'false' }).code).toBe(0);
  });
});
