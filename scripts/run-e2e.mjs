// `npm run test:e2e`: end-to-end tests in the system Chromium against the built app.
// Without Chromium: on a developer's machine, say how to install it and stop without failing
// (`npm test` has run everything else); under CI=true, fail the run, since a CI that silently
// skips its browser tests would pass without testing the site.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { e2eChromiumPath } from './lib/e2e-chromium.mjs';
import { ensureBuild, root } from './lib/ensure-build.mjs';

/** CI=true (or any value but "", "0" and "false"), as CI services set it. */
function isCi(env = process.env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

const chromium = e2eChromiumPath();
if (!existsSync(chromium)) {
  const install =
    `End-to-end tests need Chromium at ${chromium} (set CHROMIUM_PATH to use another).\n` +
    `On Debian or Ubuntu install it with:  sudo apt-get install -y chromium chromium-headless-shell fonts-liberation\n` +
    `We never download a browser.`;
  if (isCi()) {
    console.error(
      `\n${install}\nCI=true: a missing browser fails the run. End-to-end tests FAILED.\n`,
    );
    process.exit(1);
  }
  console.error(
    `\n${install}\nEnd-to-end tests were SKIPPED (not run); install Chromium to run them.\n`,
  );
  process.exit(0);
}
ensureBuild();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
