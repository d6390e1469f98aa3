// One zod-validated view of the environment. A bad value stops start-up with a one-line
// message naming the variable (see formatConfigError).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LEAD_RETENTION_DAYS } from '../common/privacy';
import { NewPasswordSchema, UsernameSchema } from '../common/schemas/auth';
import { passwordPolicyProblem } from './auth/password-policy';
import type { S3Settings } from './images/s3-object-store';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_MAIL_SETTINGS,
  mailboxAddress,
  type MailSettings,
} from './mail/mail-settings';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
  .optional();

const mailbox = z
  .string()
  .refine((value) => mailboxAddress(value) !== null, 'must be an e-mail address or Name <address>');

const mailboxList = z.string().transform((value, ctx) => {
  const list = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = list.find((item) => mailboxAddress(item) === null);
  if (bad !== undefined || list.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be e-mail addresses separated by commas${bad === undefined ? '' : ` (not an address: ${JSON.stringify(bad)})`}`,
    });
    return z.NEVER;
  }
  return list;
});

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Set by `npm start` when it picks NODE_ENV=production itself: the production builds of the
    // libraries, without the checks a deployment needs (docs/decisions/0009-production-mode.md).
    LOCAL_RUN: booleanString.default(false),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: postgresUrl,
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_USERNAME: UsernameSchema.optional(),
    ADMIN_PASSWORD: NewPasswordSchema.optional(),
    // Staff must set up a second factor at their next sign-in (docs/product.md#second-factor-totp).
    // Default: on in a deployment (NODE_ENV=production, not LOCAL_RUN), off otherwise.
    REQUIRE_TOTP: booleanString.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Demo data: on by default, off by default in a deployment (NODE_ENV=production, not LOCAL_RUN).
    SEED: booleanString.optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(false|true|\d{1,2}|loopback)$/,
        'must be false, a number of proxy hops, or loopback',
      )
      .default('false'),
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10_000, 'must be at most 10000')
      .default(10),
    // Photos (issue 6): an S3-compatible store when S3_BUCKET is set, else DATA_DIR/objects.
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanString.default(false),
    IMAGE_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    // Lead mail (issue 15): without SMTP_URL, mails are written as .eml files under DATA_DIR/mail.
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: mailbox.default(DEFAULT_MAIL_FROM),
    LEAD_NOTIFY_TO: mailboxList.optional(),
    CRM_ADF_TO: mailbox.optional(),
    SEND_CONFIRMATIONS: booleanString.default(false),
    // Privacy (issue 15): requests older than this are deleted by the daily retention sweep.
    LEAD_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(36_500, 'must be at most 36500')
      .default(DEFAULT_LEAD_RETENTION_DAYS),
    // Prometheus scrapes /metrics with `Authorization: Bearer <METRICS_TOKEN>`; unset: no /metrics.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other S3 key (or set neither to use the default chain)',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when other S3_ settings are given',
      });
    }
    if (env.NODE_ENV === 'production' && !env.LOCAL_RUN && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    }
    // Links, the sitemap and the session cookie's Secure flag come from it, never from a
    // request's Host header (docs/product.md#production-defaults).
    if (
      env.NODE_ENV === 'production' &&
      !env.LOCAL_RUN &&
      !env.PUBLIC_URL?.startsWith('https://')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: env.PUBLIC_URL
          ? 'must be an https:// URL in production'
          : 'is required in production (the https:// address of the site)',
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_USERNAME) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_USERNAME'],
        message: 'is required with ADMIN_PASSWORD',
      });
    }
    // The same rules as every password set later (docs/product.md#passwords): a common one stops
    // start-up here, naming the variable, before the database is opened.
    const passwordProblem =
      env.ADMIN_PASSWORD &&
      passwordPolicyProblem(env.ADMIN_PASSWORD, { username: env.ADMIN_USERNAME });
    if (passwordProblem) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: passwordProblem });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  sessionSecret: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  seed: boolean;
  /** Staff without a second factor must set one up before anything else. */
  requireTotp: boolean;
  /** Express's 'trust proxy': false, a hop count, or 'loopback'. */
  trustProxy: boolean | number | string;
  formRateLimitPerMinute: number;
  /** Photos in an S3-compatible store; absent: local disk under dataDir/objects. */
  s3?: S3Settings;
  /** Base of photo URLs when a CDN or public bucket serves them (no trailing slash). */
  imageBaseUrl?: string;
  /** Where lead mail goes: SMTP (`smtp://` or `smtps://`), or .eml files under dataDir/mail when absent. */
  smtpUrl?: string;
  mail: MailSettings;
  /** Requests (leads, contacts, appraisals) older than this many days are deleted. */
  leadRetentionDays: number;
  /** The bearer token of /metrics (docs/product.md#metrics); absent: /metrics answers 404. */
  metricsToken?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (t3-env's emptyStringAsUndefined).
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const raw = env[name];
    const shown =
      name === 'SESSION_SECRET' ||
      name === 'ADMIN_PASSWORD' ||
      name === 'S3_SECRET_ACCESS_KEY' ||
      name === 'SMTP_URL' || // may hold the SMTP password
      name === 'METRICS_TOKEN' ||
      raw === undefined
        ? ''
        : ` (got ${JSON.stringify(raw)})`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production' && !e.LOCAL_RUN;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED ?? !isProduction,
    requireTotp: e.REQUIRE_TOTP ?? isProduction,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    formRateLimitPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    imageBaseUrl: e.IMAGE_BASE_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mail: {
      from: e.MAIL_FROM.trim(),
      notifyTo: e.LEAD_NOTIFY_TO ?? DEFAULT_MAIL_SETTINGS.notifyTo,
      crmAdfTo: e.CRM_ADF_TO?.trim(),
      sendConfirmations: e.SEND_CONFIRMATIONS,
    },
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    metricsToken: e.METRICS_TOKEN,
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Outside production the secret is generated once and kept beside the data it protects. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
