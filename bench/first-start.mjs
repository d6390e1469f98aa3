// The README's two commands on a fresh clone, timed: `npm install`, then `npm start` from its
// spawn to the first 200 of `/` (empty DATA_DIR, no demo-photo cache).
// Each run clones the committed HEAD (or --ref) into a scratch directory, so uncommitted changes
// are not measured. The install is one of:
//  - default: node_modules is a hard-linked copy (`cp -al`) of this checkout's (its .cache left
//    out, so no demo photo is cached), then the root package's own install lifecycle scripts
//    (preinstall, install, postinstall, prepare), as `npm install` runs them after its packages;
//    the "install" figure is those scripts only, not the download;
//  - --install: a real `npm install --no-audit --no-fund` from the registry (network), its time
//    printed separately.
// Usage: node bench/first-start.mjs [runs=3] [--install] [--ref <commit>]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib/ensure-build.mjs';
import { freePort } from './lib/bench-server.mjs';
import { median } from './lib/stats.mjs';

const args = process.argv.slice(2);
const realInstall = args.includes('--install');
const refAt = args.indexOf('--ref');
const ref = refAt >= 0 ? args[refAt + 1] : 'HEAD';
const runs = Number(args.find((arg, i) => /^\d+$/.test(arg) && args[i - 1] !== '--ref') ?? 3);
const LIFECYCLE = ['preinstall', 'install', 'postinstall', 'prepare'];
const START_TIMEOUT_MS = 300_000;

function run(command, argv, options = {}) {
  const result = spawnSync(command, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${argv.join(' ')} failed (${result.status}):\n${result.stderr}`);
  }
  return result.stdout;
}

const commit = run('git', ['rev-parse', ref], { cwd: root }).trim();

/** A fresh clone of `commit` in `dir`, with its node_modules; returns the install's seconds. */
function cloneAndInstall(dir) {
  run('git', ['clone', '--quiet', '--no-checkout', root, dir]);
  run('git', ['checkout', '--quiet', commit], { cwd: dir });
  const started = performance.now();
  if (realInstall) {
    run('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    return (performance.now() - started) / 1000;
  }
  const modules = realpathSync(path.join(root, 'node_modules'));
  // Every entry but .cache (the demo-photo cache and the tools' caches of this checkout).
  run('sh', [
    '-c',
    `mkdir "$2/node_modules" && cd "$1" && for f in * .[!.]*; do [ "$f" = .cache ] || cp -al "$f" "$2/node_modules/"; done`,
    'sh',
    modules,
    dir,
  ]);
  // npm rewrites its hidden lock file in place: a copy of it, not a link into the original.
  run(
    'sh',
    ['-c', 'cp --remove-destination "$1/.package-lock.json" node_modules/', 'sh', modules],
    {
      cwd: dir,
    },
  );
  const linked = (performance.now() - started) / 1000;
  const scripts = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts ?? {};
  const lifecycleStarted = performance.now();
  for (const name of LIFECYCLE) {
    if (scripts[name]) run('npm', ['run', name], { cwd: dir, stdio: 'inherit' });
  }
  console.log(`  (node_modules linked in ${linked.toFixed(1)} s, not counted)`);
  return (performance.now() - lifecycleStarted) / 1000;
}

/** The environment without a demo-photo cache of the caller's. */
function withoutPhotoCache(env) {
  const { SEED_PHOTO_CACHE: _cache, ...rest } = env;
  return rest;
}

/** Seconds from spawning `npm start` in `dir` to the first 200 of `/`. */
async function timeFirstStart(dir, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true, // its own process group, so npm and the server stop together
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutPhotoCache(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  try {
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (exitedEarly) throw new Error('npm start exited before answering');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.arrayBuffer();
        if (res.status === 200) return (performance.now() - started) / 1000;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no 200 within the timeout');
  } finally {
    if (!exitedEarly) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }
}

const load = () => os.loadavg()[0].toFixed(1);
console.log(
  `commit ${commit.slice(0, 10)}, ${runs} runs, install: ${realInstall ? 'npm install from the registry' : 'cp -al of node_modules + the root lifecycle scripts'}`,
);
console.log(`cores: ${os.availableParallelism()}, load average before: ${load()}`);
const installs = [];
const starts = [];
for (let i = 0; i < runs; i++) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'forecourt-first-start-'));
  try {
    const dir = path.join(scratch, 'clone');
    const install = cloneAndInstall(dir);
    const start = await timeFirstStart(dir, path.join(scratch, 'data'));
    installs.push(install);
    starts.push(start);
    console.log(
      `run ${i + 1}: install ${install.toFixed(1)} s, first start ${start.toFixed(2)} s (load ${load()})`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
const list = (values) => values.map((v) => v.toFixed(2)).join(', ');
console.log(
  `${realInstall ? 'npm install' : 'install lifecycle scripts'}: median ${median(installs).toFixed(1)} s  [${list(installs)}]`,
);
console.log(
  `npm start to first 200 of /: median ${median(starts).toFixed(2)} s  [${list(starts)}]`,
);
console.log(`load average after: ${load()}`);
