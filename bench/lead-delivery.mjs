// Lead delivery under a burst (docs/product.md#lead-delivery): 1,000 public form posts at once
// (test drives, contact messages and appraisal requests, 3:1:1) against the app with its mail
// worker started as the server starts it, sending over SMTP to the tests' real SMTP server. Checks
// that every post is answered 201, stored once, and that its staff mail (and ADF mail when
// CRM_ADF_TO is set) arrives, none twice (by Message-ID). Prints the answer times and the time
// from the first post until the last mail arrived. On PGlite and, when a server is given, on a
// scratch PostgreSQL database with one app instance and with two sharing the outbox (posts
// alternate between them; each mail must still arrive once). Exits 1 if any count is off.
//
// Usage: node bench/lead-delivery.mjs [posts=1000]
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/lead-delivery.mjs
//        CRM_ADF_TO=crm@crm.example node bench/lead-delivery.mjs   (an ADF mail per post as well)
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { pino } from 'pino';
import { benchDrivers, startBenchApp } from './lib/bench-app.mjs';
import { median, percentile } from './lib/stats.mjs';

const posts = Number(process.argv[2] ?? 1000);
const STAFF_TO = 'sales@forecourt.example';
const CRM_TO = process.env.CRM_ADF_TO || undefined;
const DELIVERY_TIMEOUT_MS = 10 * 60_000;
/** After the last expected mail, how long to keep listening for a second copy. */
const SETTLE_MS = 2_000;
/**
 * Every post is sent at once, over this many keep-alive connections per instance (as a proxy in
 * front of the app would): a thousand new connections at one moment overflow the listen backlog
 * (511 by default), and the kernel drops or resets the excess before the app sees them.
 */
const CONNECTIONS = 100;

const [{ startTestSmtpServer }, factories] = await Promise.all([
  import('../tests/support/test-smtp-server.ts'),
  import('../tests/factories/requests.ts'),
]);

/** The three public forms; a post's number picks one (3 test drives : 1 contact : 1 appraisal). */
function formFor(n, carIds) {
  const who = `shopper${n}@example.com`;
  switch (n % 5) {
    case 3:
      return { path: '/api/contacts', body: factories.buildContact({ email: who }) };
    case 4:
      return { path: '/api/appraisals', body: factories.buildAppraisal({ contactEmail: who }) };
    default:
      return {
        path: '/api/leads',
        body: factories.buildTestDrive({ email: who, carId: carIds[n % carIds.length] }),
      };
  }
}

/** A worker logger per instance that counts the mails it reports sent and shows its warnings. */
function countingLogger(counts) {
  return (instance) => {
    counts[instance] = { sent: 0, failedAttempts: 0 };
    return pino(
      { level: 'info' },
      {
        write(line) {
          const entry = JSON.parse(line);
          if (entry.msg === 'mail sent') counts[instance].sent += 1;
          else if (entry.level >= 40) {
            counts[instance].failedAttempts += entry.msg === 'mail not sent; will retry' ? 1 : 0;
            process.stderr.write(
              `instance ${instance}: ${entry.msg} ${entry.err?.message ?? ''}\n`,
            );
          }
        },
      },
    );
  };
}

/** One POST through `agent`: { status (a number, or the error's code), ms }. */
function post(agent, base, form) {
  const started = performance.now();
  const body = JSON.stringify(form.body);
  return new Promise((resolve) => {
    const req = http.request(`${base}${form.path}`, {
      method: 'POST',
      agent,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        // A new key per submission, as the forms send it.
        'Idempotency-Key': randomUUID(),
      },
    });
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.once('error', (error) => resolve({ status: String(error.code ?? error.message), ms: NaN }));
    req.end(body);
  });
}

async function count(database, table, where = '') {
  const { rows } = await database.sql.query(`select count(*)::int as n from ${table} ${where}`);
  return rows[0].n;
}

async function run(driver, instances) {
  const smtp = await startTestSmtpServer();
  const sentBy = [];
  const app = await startBenchApp(driver, 50, {
    instances,
    mailLogger: countingLogger(sentBy),
    config: {
      smtpUrl: smtp.url,
      formRateLimitPerMinute: 1_000_000,
      mail: {
        from: 'Forecourt Motors <leads@forecourt.example>',
        notifyTo: [STAFF_TO],
        crmAdfTo: CRM_TO,
        sendConfirmations: false,
      },
    },
  });
  try {
    const { rows: cars } = await app.database.sql.query('select id from cars order by id');
    const carIds = cars.map((row) => row.id);
    const mailsPerPost = CRM_TO ? 2 : 1;

    const agents = app.instances.map(
      () => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }),
    );
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: posts }, (_, n) =>
        post(agents[n % instances], app.instances[n % instances].base, formFor(n, carIds)),
      ),
    );
    const answeredMs = performance.now() - started;
    const receivedByThen = smtp.received.length;
    for (const agent of agents) agent.destroy();
    const created = answers.filter((answer) => answer.status === 201);
    const others = {};
    for (const { status } of answers)
      if (status !== 201) others[status] = (others[status] ?? 0) + 1;

    const expected = created.length * mailsPerPost;
    let deliveredMs = NaN;
    try {
      await smtp.waitFor(expected, DELIVERY_TIMEOUT_MS);
      deliveredMs = performance.now() - started;
    } catch (error) {
      console.error(`${driver}: ${error.message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    const copies = new Map();
    for (const mail of smtp.received) {
      const id = mail.parsed.messageId;
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    const duplicates = [...copies.values()].filter((n) => n > 1).length;
    const to = (address) => smtp.received.filter((mail) => mail.envelope.to.includes(address));
    const rows =
      (await count(app.database, 'leads')) +
      (await count(app.database, 'contacts')) +
      (await count(app.database, 'appraisals'));
    const outboxSent = await count(app.database, 'outbox', "where status = 'sent'");
    const { rows: outboxIds } = await app.database.sql.query('select message_id from outbox');
    const missing = outboxIds.filter((row) => !copies.has(row.message_id)).length;

    const staff = to(STAFF_TO).length;
    const adf = CRM_TO ? to(CRM_TO).length : null;
    const ok =
      created.length === posts &&
      rows === posts &&
      staff === posts &&
      (adf === null || adf === posts) &&
      duplicates === 0 &&
      missing === 0 &&
      outboxSent === posts * mailsPerPost;
    const times = created.map((answer) => answer.ms);
    return {
      ok,
      row: {
        database: driver,
        instances,
        posts,
        '201s': created.length,
        'other answers': Object.keys(others).length ? JSON.stringify(others) : '-',
        'all 201s ms': Math.round(answeredMs),
        'mails received by then': receivedByThen,
        'answer median ms': Math.round(median(times)),
        'answer p95 ms': Math.round(percentile(times, 95)),
        rows,
        'staff mails': staff,
        'ADF mails': adf ?? '-',
        'duplicate Message-IDs': duplicates,
        'outbox rows not received': missing,
        'sent by instance': sentBy.map((counts) => counts.sent).join(' / '),
        'failed attempts': sentBy.reduce((sum, counts) => sum + counts.failedAttempts, 0),
        'last mail at ms': Math.round(deliveredMs),
        'mails/s after the last 201': Math.round(
          ((expected - receivedByThen) / (deliveredMs - answeredMs)) * 1000,
        ),
        'SMTP connections': smtp.connections,
      },
    };
  } finally {
    await app.stop();
    await smtp.stop();
  }
}

const results = [];
for (const driver of benchDrivers()) {
  for (const instances of driver === 'postgres' ? [1, 2] : [1]) {
    results.push(await run(driver, instances));
  }
}
console.log(
  `${posts} public form posts at once (${CONNECTIONS} connections per instance) → rows and ` +
    `mails at a real SMTP server ` +
    `(${CRM_TO ? 'staff + ADF' : 'staff only; set CRM_ADF_TO for ADF too'}; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${os.availableParallelism()} cores)`,
);
// One column per run: the table is wide.
console.table(
  Object.fromEntries(
    Object.keys(results[0].row).map((key) => [
      key,
      Object.fromEntries(results.map(({ row }, n) => [`run ${n + 1}`, row[key]])),
    ]),
  ),
);
if (results.some((result) => !result.ok)) {
  console.error('FAILED: a count is off or a mail arrived twice');
  process.exitCode = 1;
}
