// Builds the app when build/ is missing or older than the sources (used by start and test:e2e).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCES = [
  'app',
  'server',
  'common',
  'public',
  'drizzle',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function ensureBuild() {
  const stamp = path.join(root, 'build', '.build-stamp');
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((name) => newestMtime(path.join(root, name))));
  if (built >= sources) return;
  console.log(
    built
      ? 'Sources changed since the last build: building...'
      : 'No build yet: building the app...',
  );
  const result = runBuild();
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * `npm run build`, always a production build: Vite builds React's development code into the
 * client when NODE_ENV says otherwise, and a test runner (Vitest sets NODE_ENV=test) or a shell
 * that calls this must not leave such a build behind for `npm start` to serve.
 */
export function runBuild() {
  return spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
