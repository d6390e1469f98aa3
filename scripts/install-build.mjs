// `npm install`'s last step (the root package's postinstall): on a fresh clone, builds the app,
// draws the demo photos into their cache and dumps a migrated database template, so the first
// `npm start` serves in seconds instead of building, drawing and creating a database first
// (docs/decisions/0011-build-on-install.md). It never fails the install:
//  - a build already there is left alone (a stale one is rebuilt by `npm start`, as before), and
//    so are the caches already there;
//  - without the dev dependencies (`npm ci --omit=dev`, `npm install --omit=dev`) there is
//    nothing to build with: it says so and stops;
//  - FORECOURT_SKIP_INSTALL_BUILD=true skips both;
//  - a failure is reported and left to `npm start`, which builds and draws again.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, runBuild } from './lib/ensure-build.mjs';

const say = (message) => console.log(`forecourt: ${message}`);
const TOOLS = ['@react-router/dev', 'vite', 'esbuild', 'terser', 'tsx'];
// Where server/seed/photo-cache.ts and server/db/template.ts keep theirs (server/paths.ts).
const cache = (name) => path.join(root, 'node_modules', '.cache', name);
const caches = [
  process.env.SEED_PHOTO_CACHE ?? cache('forecourt-seed-photos'),
  process.env.DB_TEMPLATE_CACHE ?? cache('forecourt-db-template'),
];

function missingTools() {
  const require = createRequire(path.join(root, 'package.json'));
  return TOOLS.filter((name) => {
    try {
      require.resolve(`${name}/package.json`);
      return false;
    } catch {
      return true;
    }
  });
}

/** Runs one step (a spawned npm script); false (reported) when it fails. */
function step(what, run) {
  const started = Date.now();
  const result = run();
  if (result.status === 0) {
    say(`${what} in ${Math.round((Date.now() - started) / 1000)} s.`);
    return true;
  }
  say(`${what}: failed (above); \`npm start\` will do it. The install itself is complete.`);
  return false;
}

const needsBuild = !existsSync(path.join(root, 'build', '.build-stamp'));
const needsCaches = caches.some((dir) => !existsSync(dir));
const missing = missingTools();
if (!needsBuild && !needsCaches) {
  // Nothing to do: `npm start` rebuilds a build older than the sources.
} else if (process.env.FORECOURT_SKIP_INSTALL_BUILD === 'true') {
  say('FORECOURT_SKIP_INSTALL_BUILD=true: not building now (`npm start` builds when needed).');
} else if (missing.length > 0) {
  say(
    `the build tools (${missing.join(', ')}) are not installed (dev dependencies omitted?): ` +
      'skipping the build. Build where they are installed (`npm run build`) and ship build/.',
  );
} else {
  say('preparing the first `npm start`: the build, the demo photos and a database template...');
  if (needsBuild) step('app built', runBuild);
  if (needsCaches) {
    step('demo photos and database template ready', () =>
      spawnSync('npm', ['run', 'first-start:prepare', '--silent'], { cwd: root, stdio: 'inherit' }),
    );
  }
}
