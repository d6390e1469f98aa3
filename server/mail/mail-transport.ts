// The mail port: one way out for every e-mail. Over SMTP (SMTP_URL; smtp:// upgrades with
// STARTTLS when the server offers it, smtps:// is TLS from the start) or, without SMTP_URL, into
// .eml files under DATA_DIR/mail so `npm start` shows the whole flow with nothing installed.
// nodemailer builds the message in both cases, so a file is exactly what SMTP would have carried.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface OutgoingMail {
  /** `<id@domain>`, the same on every attempt. */
  messageId: string;
  date: Date;
  from: string;
  /** Comma-separated mailboxes. */
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  /** Where mail goes, for the start-up banner and logs (never the SMTP password). */
  readonly target: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function sendOptions(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    date: mail.date,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    // Machine-sent (RFC 3834): vacation responders stay quiet.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** `smtp://host:port`: the URL without user, password or query. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A few reused connections: a burst of leads does not open one connection per mail.
    pool: true,
    maxConnections: 3,
    // Fail an attempt in seconds, not nodemailer's minutes: the outbox retries it anyway.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    target: describeSmtpUrl(url),
    async send(mail) {
      await transporter.sendMail(sendOptions(mail));
    },
    close: () => transporter.close(),
  };
}

/** `20260105T230407Z-<message id's local part>.eml`: sorted by date, the same file on a resend. */
export function emlFileName(mail: Pick<OutgoingMail, 'messageId' | 'date'>): string {
  const stamp = mail.date.toISOString().replace(/[-:]|\.\d+/g, '');
  const local = mail.messageId.replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9._-]/g, '_');
  return `${stamp}-${local}.eml`;
}

export function createFileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    target: directory,
    async send(mail) {
      const info = await transporter.sendMail(sendOptions(mail));
      await mkdir(directory, { recursive: true });
      // Written beside, then renamed: a reader never sees half a message.
      const file = path.join(directory, emlFileName(mail));
      const partial = `${file}.${randomUUID()}.tmp`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
export function openMailTransport(config: { smtpUrl?: string; dataDir: string }): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createFileTransport(path.join(config.dataDir, 'mail'));
}
