// A real SMTP server for the tests (smtp-server), on a free port of 127.0.0.1: it offers
// STARTTLS with its built-in self-signed certificate, keeps every message it accepts (parsed by
// mailparser), and can be told to refuse with a 4xx or 5xx, or be stopped and started again on
// the same port (an SMTP server that is down).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM and RCPT TO addresses. */
  envelope: { from: string; to: string[] };
  /** Whether the session had been upgraded with STARTTLS. */
  secure: boolean;
  raw: string;
  parsed: ParsedMail;
}

/** A refusal: the reply code and text, at RCPT TO (per recipient) or after DATA. */
export interface Refusal {
  code: number;
  message: string;
  at: 'rcpt' | 'data';
}

export interface TestSmtpServer {
  port: number;
  /** The SMTP_URL of this server (the test client accepts its self-signed certificate). */
  url: string;
  received: ReceivedMail[];
  /** Answer every next message with this refusal until `accept()`. */
  refuse(refusal: Refusal): void;
  accept(): void;
  /** How many messages were refused so far. */
  refusals: number;
  /** How many connections were opened so far. */
  connections: number;
  /** Keep new connections waiting for the greeting until `release()`. */
  hold(): void;
  release(): void;
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (and drops open connections). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function smtpError(refusal: Refusal) {
  return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  let refusal: Refusal | null = null;
  let held: Array<() => void> | null = null;
  let server: SMTPServer | null = null;
  let port = 0;
  const waiters = new Set<() => void>();

  const state: TestSmtpServer = {
    port: 0,
    url: '',
    received: [],
    refusals: 0,
    connections: 0,
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const greet of waiting) greet();
    },
    refuse(next) {
      refusal = next;
    },
    accept() {
      refusal = null;
    },
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (state.received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(state.received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `expected ${count} messages within ${timeoutMs} ms, got ${state.received.length}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async start() {
      const instance = new SMTPServer({
        authOptional: true,
        logger: false,
        closeTimeout: 100,
        onConnect(_session, callback) {
          state.connections += 1;
          if (held) held.push(() => callback());
          else callback();
        },
        onRcptTo(_address, _session, callback) {
          if (refusal?.at === 'rcpt') {
            state.refusals += 1;
            return callback(smtpError(refusal));
          }
          callback();
        },
        onData(stream, session: SMTPServerSession, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            if (refusal?.at === 'data') {
              state.refusals += 1;
              return callback(smtpError(refusal));
            }
            const raw = Buffer.concat(chunks).toString('utf8');
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            };
            simpleParser(raw).then(
              (parsed) => {
                state.received.push({ envelope, secure: session.secure, raw, parsed });
                callback();
                for (const waiter of [...waiters]) waiter();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        instance.once('error', reject);
        instance.listen(port, '127.0.0.1', () => {
          instance.off('error', reject);
          resolve();
        });
      });
      instance.on('error', () => {}); // a client hanging up mid-session is no test failure
      server = instance;
      port = (instance.server.address() as AddressInfo).port;
      state.port = port;
      state.url = `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`;
    },
    async stop() {
      const instance = server;
      server = null;
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
  };
  await state.start();
  return state;
}
