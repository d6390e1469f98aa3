import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'forecourt-config-'));

const SITE = 'https://cars.example';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      seed: true,
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names the variable of a bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmp() })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATA_DIR: tmp() });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid environment variable PORT: .*"abc"/);
      expect((error as Error).message).not.toContain('\n');
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/SEED/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ ADMIN_USERNAME: 'bad name!' })).toThrow(
      'Invalid environment variable ADMIN_USERNAME: must be 3-50 letters, digits, dots, dashes or underscores (got "bad name!")',
    );
  });

  it('reads LEAD_RETENTION_DAYS: 730 by default, a whole number of days from 1 to 36500', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).leadRetentionDays).toBe(730);
    expect(loadConfig({ DATA_DIR: tmp(), LEAD_RETENTION_DAYS: '90' }).leadRetentionDays).toBe(90);
    for (const [value, message] of [
      ['0', 'must be at least 1'],
      ['36501', 'must be at most 36500'],
      ['1.5', 'must be a whole number of days'],
      ['two years', 'must be a number of days'],
    ]) {
      expect(() => loadConfig({ DATA_DIR: tmp(), LEAD_RETENTION_DAYS: value })).toThrow(
        `Invalid environment variable LEAD_RETENTION_DAYS: ${message} (got "${value}")`,
      );
    }
  });

  it('stops at a common ADMIN_PASSWORD, or one containing ADMIN_USERNAME, naming the variable (docs/product.md#passwords)', () => {
    const env = { DATA_DIR: tmp(), ADMIN_USERNAME: 'boss' };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'Qwerty123456' })).toThrow(
      'Invalid environment variable ADMIN_PASSWORD: is too common: choose one that is not on lists of leaked passwords',
    );
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'the-big-boss-of-cars' })).toThrow(
      'Invalid environment variable ADMIN_PASSWORD: must not contain your username',
    );
    try {
      loadConfig({ ...env, ADMIN_PASSWORD: 'Qwerty123456' });
    } catch (error) {
      expect((error as Error).message).not.toContain('Qwerty123456');
    }
    expect(loadConfig({ ...env, ADMIN_PASSWORD: 'lantern-orbit-gravel' }).adminPassword).toBe(
      'lantern-orbit-gravel',
    );
  });

  it('never echoes a secret in the message', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'tooshort-secret' })).toThrow(/SESSION_SECRET/);
    try {
      loadConfig({ SESSION_SECRET: 'tooshort-secret' });
    } catch (error) {
      expect((error as Error).message).not.toContain('tooshort-secret');
    }
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), PUBLIC_URL: SITE })).toThrow(
      /SESSION_SECRET: is required in production/,
    );
    const secret = 's'.repeat(40);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        DATA_DIR: tmp(),
        PUBLIC_URL: SITE,
      }).sessionSecret,
    ).toBe(secret);
  });

  it('requires an https PUBLIC_URL in production and seeds no demo data there unless asked', () => {
    const deployment = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), DATA_DIR: tmp() };
    expect(() => loadConfig(deployment)).toThrow(
      'Invalid environment variable PUBLIC_URL: is required in production (the https:// address of the site)',
    );
    expect(() => loadConfig({ ...deployment, PUBLIC_URL: 'http://cars.example' })).toThrow(
      'Invalid environment variable PUBLIC_URL: must be an https:// URL in production (got "http://cars.example")',
    );
    const config = loadConfig({ ...deployment, PUBLIC_URL: SITE });
    expect([config.publicUrl, config.seed]).toEqual([SITE, false]);
    expect(loadConfig({ ...deployment, PUBLIC_URL: SITE, SEED: 'true' }).seed).toBe(true);
    // A local run and development keep the demo data by default.
    expect(loadConfig({ NODE_ENV: 'production', LOCAL_RUN: 'true', DATA_DIR: tmp() }).seed).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: tmp() }).seed).toBe(true);
  });

  it('requires a second factor in a deployment by default, not in a local run or development (docs/product.md#second-factor-totp)', () => {
    const deployment = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      DATA_DIR: tmp(),
      PUBLIC_URL: SITE,
    };
    expect(loadConfig(deployment).requireTotp).toBe(true);
    expect(loadConfig({ ...deployment, REQUIRE_TOTP: 'false' }).requireTotp).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', LOCAL_RUN: 'true', DATA_DIR: tmp() }).requireTotp,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp() }).requireTotp).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), REQUIRE_TOTP: 'true' }).requireTotp).toBe(true);
  });

  it('a local run (npm start) has the production builds without the deployment checks', () => {
    const dir = tmp();
    const local = loadConfig({ NODE_ENV: 'production', LOCAL_RUN: 'true', DATA_DIR: dir });
    expect(local.nodeEnv).toBe('production');
    expect(local.isProduction).toBe(false);
    expect(local.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const secret = 's'.repeat(40);
    const deployed = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATA_DIR: tmp(),
      PUBLIC_URL: SITE,
    });
    expect(deployed.isProduction).toBe(true);
  });

  it('generates a session secret once outside production and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    const file = path.join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('treats empty variables as unset and parses SEED=false', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', SEED: 'false', DATA_DIR: tmp() });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seed).toBe(false);
  });

  it('reads the photo store settings: local disk by default, S3 when S3_BUCKET is set', () => {
    const local = loadConfig({ DATA_DIR: tmp() });
    expect(local.s3).toBeUndefined();
    expect(local.imageBaseUrl).toBeUndefined();
    const s3 = loadConfig({
      DATA_DIR: tmp(),
      S3_BUCKET: 'forecourt-photos',
      S3_ENDPOINT: 'http://127.0.0.1:7480/',
      S3_ACCESS_KEY_ID: 'AK',
      S3_SECRET_ACCESS_KEY: 'a-secret-key',
      S3_FORCE_PATH_STYLE: 'true',
      IMAGE_BASE_URL: 'https://cdn.example.com/',
    });
    expect(s3.s3).toEqual({
      bucket: 'forecourt-photos',
      endpoint: 'http://127.0.0.1:7480',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'a-secret-key',
      forcePathStyle: true,
    });
    expect(s3.imageBaseUrl).toBe('https://cdn.example.com');
  });

  it('refuses incomplete or malformed S3 settings and never echoes the secret key', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket!' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:7480' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AK' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ IMAGE_BASE_URL: 'javascript:alert(1)' })).toThrow(/IMAGE_BASE_URL/);
    try {
      loadConfig({ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'do-not-print-me' });
    } catch (error) {
      expect((error as Error).message).not.toContain('do-not-print-me');
    }
  });

  it('reads the mail settings: .eml files and the dealership address by default', () => {
    const defaults = loadConfig({ DATA_DIR: tmp() });
    expect(defaults.smtpUrl).toBeUndefined();
    expect(defaults.mail).toEqual({
      from: 'Forecourt <no-reply@localhost>',
      notifyTo: ['sales@forecourtmotors.ca'],
      crmAdfTo: undefined,
      sendConfirmations: false,
    });
    const set = loadConfig({
      DATA_DIR: tmp(),
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'Forecourt Motors <leads@forecourtmotors.ca>',
      LEAD_NOTIFY_TO: 'sales@forecourtmotors.ca, Manager <boss@forecourtmotors.ca>,',
      CRM_ADF_TO: 'leads@crm.example.com',
      SEND_CONFIRMATIONS: 'true',
    });
    expect(set.smtpUrl).toBe('smtp://user:pass@mail.example.com:587');
    expect(set.mail).toEqual({
      from: 'Forecourt Motors <leads@forecourtmotors.ca>',
      notifyTo: ['sales@forecourtmotors.ca', 'Manager <boss@forecourtmotors.ca>'],
      crmAdfTo: 'leads@crm.example.com',
      sendConfirmations: true,
    });
    expect(loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'smtps://mail.example.com' }).smtpUrl).toBe(
      'smtps://mail.example.com',
    );
  });

  it('stops at bad mail settings, naming the variable and never echoing the SMTP password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /^Invalid environment variable SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL$/,
    );
    try {
      loadConfig({ SMTP_URL: 'imap://user:do-not-print-me@mail.example.com' });
    } catch (error) {
      expect((error as Error).message).not.toContain('do-not-print-me');
    }
    expect(() => loadConfig({ MAIL_FROM: 'Forecourt' })).toThrow(
      'Invalid environment variable MAIL_FROM: must be an e-mail address or Name <address> (got "Forecourt")',
    );
    expect(() => loadConfig({ LEAD_NOTIFY_TO: 'sales@forecourtmotors.ca, bob' })).toThrow(
      /^Invalid environment variable LEAD_NOTIFY_TO: must be e-mail addresses separated by commas \(not an address: "bob"\)/,
    );
    expect(() => loadConfig({ LEAD_NOTIFY_TO: ' , ' })).toThrow(/LEAD_NOTIFY_TO/);
    expect(() => loadConfig({ CRM_ADF_TO: 'crm at example.com' })).toThrow(/CRM_ADF_TO/);
    expect(() => loadConfig({ SEND_CONFIRMATIONS: 'sometimes' })).toThrow(/SEND_CONFIRMATIONS/);
  });
});
