// `npm run test:e2e`: end-to-end tests in the system Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuild, root } from './lib/ensure-build.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nEnd-to-end tests need Chromium at ${chromium} (set CHROMIUM_PATH to use another).\n` +
      `On Debian or Ubuntu install it with:  sudo apt-get install -y chromium fonts-liberation\n` +
      `We never download a browser. End-to-end tests were NOT run.\n`,
  );
  process.exit(1);
}
ensureBuild();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
