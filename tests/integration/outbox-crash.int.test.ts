// kill -9 of the app between the commit of a request and the sending of its mail: after a
// restart the mail is delivered, once. The instance runs as its own process (the configuration,
// database and worker as the server opens them) on PGlite files or a PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { outbox } from '../../server/db/schema';
import { projectRoot } from '../../server/paths';
import { createServerDatabase, type ServerDatabase } from '../support/server-database';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server';

const LEASE_MS = 2_000;

let smtp: TestSmtpServer;
let dataDir: string;
let server: ServerDatabase | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-crash-'));
  if (process.env.TEST_DATABASE_URL) {
    server = await createServerDatabase(process.env.TEST_DATABASE_URL, 'forecourt_crash');
  }
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await smtp.stop();
  await server?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts an instance; resolves with it and the first line it prints. */
function startInstance(...args: string[]): Promise<{ child: ChildProcess; line: string }> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: server?.url ?? '',
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: 'sales@forecourt.example',
    CRM_ADF_TO: 'crm@crm.example',
    SEND_CONFIRMATIONS: 'false',
    OUTBOX_LEASE_MS: String(LEASE_MS),
    S3_BUCKET: '',
  };
  // tsx as a loader, not its CLI: one process, so SIGKILL reaches the instance itself.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/outbox-instance.ts', ...args],
    {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve({ child, line: line! });
    });
    child.once('exit', (code) => reject(new Error(`instance exited (${code}): ${stderr}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

it('delivers the mail of a request committed just before a kill -9, once, after the restart', async () => {
  // The mail server takes the connection but does not greet yet: the send is under way.
  smtp.hold();
  const { child, line } = await startInstance('submit');
  const id = Number(/^committed (\d+)$/.exec(line)![1]);
  await vi.waitFor(() => expect(smtp.connections).toBeGreaterThan(0), 10_000);
  child.kill('SIGKILL');
  await exited(child);
  smtp.release();
  expect(smtp.received).toHaveLength(0);

  const restarted = await startInstance();
  await smtp.waitFor(2, 20_000);
  // Nothing more comes: each mail once.
  await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 1_000));
  restarted.child.kill('SIGTERM');
  await exited(restarted.child);

  const database = await openDatabase(
    server ? { kind: 'postgres', url: server.url } : { kind: 'pglite', dataDir },
  );
  try {
    const rows = await database.db.select().from(outbox).where(eq(outbox.requestId, id));
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['staff', 'sent'],
      ['adf', 'sent'],
    ]);
    // The crashed attempt counts: the restart's was the second.
    expect(rows.map((row) => row.attempts)).toEqual([2, 2]);
    expect(smtp.received.map((mail) => mail.parsed.messageId).sort()).toEqual(
      rows.map((row) => row.messageId).sort(),
    );
  } finally {
    await database.close();
  }
  // Two instances start (each loads the app through tsx) and the waits above allow 33 s.
}, 90_000);
