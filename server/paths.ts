import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The project root holds package.json. The same code runs from server/ (tsx, tests) and from the
// bundled build/server.js, so walk up instead of hard-coding a depth.
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + import.meta.url);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, 'drizzle');
export const clientBuildDir = path.join(projectRoot, 'build', 'client');
export const serverBuildFile = path.join(projectRoot, 'build', 'server', 'index.js');

/** A cache of ours that a fresh install starts without: under node_modules/.cache, else tmp. */
export function cacheDir(name: string): string {
  const modules = path.join(projectRoot, 'node_modules');
  return existsSync(modules) ? path.join(modules, '.cache', name) : path.join(os.tmpdir(), name);
}
