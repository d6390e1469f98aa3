// The fault suite (docs/product.md#faults): the built server as a separate process, loopback only,
// bounded in time. kill -9 during concurrent form submissions loses no acknowledged one (embedded
// database and PostgreSQL); PostgreSQL unreachable for 5 s gives 503 with Retry-After and the
// server recovers by itself; hundreds of slow half-open connections (slowloris) do not stop the
// server from answering others.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { contacts, leads, outbox } from '../../server/db/schema';
import { startServer, type ServerProcess } from '../e2e/support/server-process';
import { buildContact, buildTestDrive } from '../factories';
import { createServerDatabase, type ServerDatabase } from '../support/server-database';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

const SERVER_URL = process.env.TEST_DATABASE_URL!;

/** A deployment-like process on 127.0.0.1: production mode, no demo data, a high form limit. */
const baseEnv = (more: Record<string, string>) => ({
  NODE_ENV: 'production',
  LOCAL_RUN: 'true',
  SEED: 'false',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'fault-suite-secret-fault-suite-secret-0123',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'granite-orchard-lantern-6021',
  FORM_RATE_LIMIT_PER_MINUTE: '10000',
  ...more,
});

async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  return server.exited;
}

const postContact = (url: string, n: number) =>
  fetch(`${url}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(buildContact({ email: `fault-${n}@example.com` })),
  });

/**
 * Sends `total` submissions at once and kills the server with SIGKILL once `killAfter` of them
 * are acknowledged; answers the ids of every acknowledged (201) one.
 */
async function submitAndKill(server: ServerProcess, total: number, killAfter: number) {
  const acknowledged: number[] = [];
  let killed = false;
  const sends = Array.from({ length: total }, async (_, n) => {
    try {
      const res = await postContact(server.url, n);
      if (res.status === 201) {
        const { id } = (await res.json()) as { id: number };
        acknowledged.push(id);
        if (!killed && acknowledged.length >= killAfter) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    } catch {
      // The connection died with the server: never acknowledged.
    }
  });
  await Promise.all(sends);
  if (!killed) server.child.kill('SIGKILL');
  await server.exited;
  return acknowledged;
}

describe('kill -9 during 200 concurrent form submissions', () => {
  it('on the embedded database: every acknowledged message is there after the restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-fault-'));
    try {
      const env = baseEnv({ DATA_DIR: dataDir });
      const acknowledged = await submitAndKill(await startServer(env), 200, 60);
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);

      // The restart takes over the lock the killed process left and opens the same files.
      const restarted = await startServer(env);
      expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
      expect(await stop(restarted)).toBe(0);

      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir) });
      try {
        const rows = await database.db
          .select({ id: contacts.id })
          .from(contacts)
          .where(inArray(contacts.id, acknowledged));
        expect(rows.length).toBe(acknowledged.length);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('on PostgreSQL: every acknowledged message is there after the restart', async () => {
    const scratch = await createServerDatabase(SERVER_URL, 'fault_kill');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-fault-'));
    try {
      const env = baseEnv({ DATA_DIR: dataDir, DATABASE_URL: scratch.url });
      const acknowledged = await submitAndKill(await startServer(env), 200, 60);
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);

      const restarted = await startServer(env);
      expect(await stop(restarted)).toBe(0);
      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      try {
        const rows = await database.db
          .select({ id: contacts.id })
          .from(contacts)
          .where(inArray(contacts.id, acknowledged));
        expect(rows.length).toBe(acknowledged.length);
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('PostgreSQL unreachable for 5 seconds', () => {
  let scratch: ServerDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    scratch = await createServerDatabase(SERVER_URL, 'fault_cut');
    const target = new URL(scratch.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const through = new URL(scratch.url);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-fault-'));
    server = await startServer(baseEnv({ DATA_DIR: dataDir, DATABASE_URL: through.toString() }));
  }, 180_000);
  afterAll(async () => {
    await stop(server);
    await proxy.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After during the cut and recovers without a restart', async () => {
    // A search no cache has seen, so the answer must come from the database.
    const search = (n: number) => fetch(`${server.url}/api/cars?minPrice=${1000 + n}`);
    expect((await search(0)).status).toBe(200);
    expect((await postContact(server.url, 0)).status).toBe(201);

    proxy.cut();
    const cutAt = Date.now();
    const during: Response[] = [];
    let n = 1;
    while (Date.now() - cutAt < 5000) {
      during.push(await search(n++), await postContact(server.url, n));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    proxy.restore();
    // Back within a few seconds, same process: reads, writes and readiness.
    let ready = 0;
    for (let tries = 0; tries < 40 && ready !== 200; tries++) {
      ready = (await fetch(`${server.url}/readyz`)).status;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready).toBe(200);
    expect((await search(n + 1)).status).toBe(200);
    expect((await postContact(server.url, n + 2)).status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});

describe('1,000 test drives booked at the same moment', () => {
  it('on PostgreSQL: all 1,000 are answered 201 and stored once, each with its mail', async () => {
    const scratch = await createServerDatabase(SERVER_URL, 'fault_burst');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-fault-'));
    const server = await startServer(baseEnv({ DATA_DIR: dataDir, DATABASE_URL: scratch.url }));
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 1000 }, async (_, n) => {
          const res = await fetch(`${server.url}/api/leads`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(buildTestDrive({ email: `burst-${n}@example.com` })),
          });
          return { n, status: res.status };
        }),
      );
      // The pool's 10 connections serve them in turn; the figure is printed for the record.
      console.log(`1,000 at once: all answered in ${Math.round(performance.now() - started)} ms`);
      const stored = answers.filter((answer) => answer.status === 201);
      expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);

      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      try {
        const rows = await database.db.select({ email: leads.email }).from(leads);
        expect(rows).toHaveLength(1000);
        expect(rows.map((row) => row.email).sort()).toEqual(
          stored.map((answer) => `burst-${answer.n}@example.com`).sort(),
        );
        // 1,000 rows, and each request has its staff notification waiting in the outbox, once.
        const [mails] = await database.db
          .select({ total: count() })
          .from(outbox)
          .where(and(eq(outbox.requestType, 'lead'), eq(outbox.kind, 'staff')));
        expect(mails!.total).toBe(stored.length);
      } finally {
        await database.close();
      }
    } finally {
      await stop(server);
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('slowloris', () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-fault-'));
    server = await startServer(baseEnv({ DATA_DIR: dataDir }));
  }, 180_000);
  afterAll(async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('300 connections sending their headers a byte at a time do not keep others waiting', async () => {
    const { port } = new URL(server.url);
    const slow: Socket[] = [];
    for (let i = 0; i < 300; i++) {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      slow.push(socket);
    }
    const drip = setInterval(() => {
      for (const socket of slow) if (!socket.destroyed) socket.write('X-a: b\r\n');
    }, 1000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/cars?pageSize=1`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      // Served as usual while 300 sockets hang: every answer within a second.
      console.log(
        `slowloris: 20 answers beside 300 slow sockets, median ${Math.round(times[10]!)} ms, slowest ${Math.round(times[19]!)} ms`,
      );
      expect(times[19]!).toBeLessThan(1000);
    } finally {
      clearInterval(drip);
      for (const socket of slow) socket.destroy();
    }
  }, 60_000);
});
