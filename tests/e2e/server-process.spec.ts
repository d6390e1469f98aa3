import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { buildCar } from '../factories';
import { runServerToExit, startServer } from './support/server-process';
import { expect, test } from './support/test';

// Start-up, restart and shutdown of the real built server process.
test.describe('[SERVER] process lifecycle', () => {
  test.describe.configure({ timeout: 240_000 });
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-proc-'));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  // PostgreSQL's control file records the cluster state (DBState, after the 8-byte system id and
  // two 4-byte versions): 1 once shut down cleanly, 6 while running or after a crash.
  const DB_SHUTDOWNED = 1;
  const DB_IN_PRODUCTION = 6;
  const controlFileState = () =>
    readFileSync(path.join(dataDir, 'pgdata', 'global', 'pg_control')).readUInt32LE(16);

  test('a bad environment value stops start-up with one line naming it', async () => {
    const { code, output } = await runServerToExit({ PORT: 'abc', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'forecourt: Invalid environment variable PORT: must be a port number (got "abc")',
    );
  });

  test('first start seeds and prints how to sign in; a restart keeps the data and seeds nothing twice', async () => {
    const env = { DATA_DIR: dataDir };
    const first = await startServer(env);
    const firstOut = first.output();
    expect(firstOut).toMatch(/Forecourt is running at http:\/\/127\.0\.0\.1:\d+/);
    const password = /Username: admin {2}Password: (\S+)/.exec(firstOut)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(firstOut).toContain('demo data seeded');
    const before = await (await fetch(`${first.url}/api/cars`)).headers.get('x-total-count');
    // The generated password is printed once on the console and never in the structured logs.
    const logLines = firstOut.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.some((line) => line.includes(password!))).toBe(false);
    expect(
      readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim().length,
    ).toBeGreaterThanOrEqual(32);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer(env);
    const after = await (await fetch(`${second.url}/api/cars`)).headers.get('x-total-count');
    expect(after).toBe(before);
    expect(second.output()).not.toContain('demo data seeded');
    expect(second.output()).not.toContain('Password:');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`${signal} lets an in-flight request finish, then exits cleanly`, async () => {
      const server = await startServer({ DATA_DIR: dataDir, SEED: 'false' });
      const { port } = new URL(server.url);
      // A request whose body is still arriving when the signal comes.
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let response = '';
      socket.on('data', (chunk) => (response += chunk));
      const body = '{"a":"0123456789"}';
      socket.write(
        `POST /api/nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill(signal);
      await new Promise((resolve) => setTimeout(resolve, 300));
      socket.end(body.slice(5));
      await new Promise((resolve) => socket.once('close', resolve));
      expect(response).toMatch(/^HTTP\/1\.1 404/);
      expect(response).toContain('No API route for POST /api/nowhere');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain(`"signal":"${signal}","msg":"shutting down"`);
      expect(server.output()).toContain('"msg":"stopped"');
    });
  }

  test('SIGINT (Ctrl+C) closes the embedded database cleanly: the next process opens it at once', async () => {
    const admin = { username: 'owner', password: 'shutdown-test-password' };
    const env = {
      DATA_DIR: dataDir,
      SEED: 'false',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    };
    const first = await startServer(env);
    const api = await request.newContext({ baseURL: first.url });
    expect((await api.post('/api/admin/login', { data: admin })).status()).toBe(200);
    const car = buildCar();
    const created = await api.post('/api/cars', { data: car });
    expect(created.status()).toBe(201);
    const carId = ((await created.json()) as { id: number }).id;
    await api.dispose();
    expect(controlFileState()).toBe(DB_IN_PRODUCTION);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    const firstOut = first.output();
    expect(firstOut).toContain('"signal":"SIGINT","msg":"shutting down"');
    expect(firstOut).toContain('"msg":"stopped"');
    // PostgreSQL's own record: shut down, not "in production" (what a crash leaves, see below).
    expect(controlFileState()).toBe(DB_SHUTDOWNED);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // Right away, a new process on the same files: no lock, no recovery, the data is there.
    const second = await startServer(env);
    const res = await fetch(`${second.url}/api/cars/${carId}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { model: string }).model).toBe(car.model);
    const secondOut = second.output();
    expect(secondOut).not.toMatch(/in use by process|recovery|"level":50/);

    // The check above can tell: a process killed outright leaves the database "in production".
    second.child.kill('SIGKILL');
    await second.exited;
    expect(controlFileState()).toBe(DB_IN_PRODUCTION);
  });
});
