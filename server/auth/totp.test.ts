import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  totpStep,
  totpUri,
  verifyTotp,
} from './totp';
import { describeDevice } from './user-agent';

const at = (secret: string, stepsAhead: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe('TOTP (docs/product.md#second-factor-totp)', () => {
  const secret = newTotpSecret();

  it('accepts one step of drift either way, not two', async () => {
    const now = totpStep();
    for (const ahead of [-1, 0, 1]) {
      const step = await verifyTotp(secret, await at(secret, ahead), null);
      // A step boundary may pass between generating and checking.
      expect(Math.abs(step! - (now + ahead))).toBeLessThanOrEqual(1);
    }
    expect(await verifyTotp(secret, await at(secret, 3), null)).toBeNull();
    expect(await verifyTotp(secret, await at(secret, -3), null)).toBeNull();
  });

  it('refuses a code of the last accepted step or an earlier one', async () => {
    const code = await at(secret, 0);
    const step = await verifyTotp(secret, code, null);
    expect(step).not.toBeNull();
    expect(await verifyTotp(secret, code, step)).toBeNull();
    expect(await verifyTotp(secret, code, step! - 1)).toBe(step);
    expect(await verifyTotp(secret, 'abcdef', null)).toBeNull();
    expect(await verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null)).toBe(step);
  });

  it('names the dealership as issuer; SHA-1, 6 digits and 30 s are the apps’ defaults', () => {
    const uri = new URL(totpUri('JBSWY3DPEHPK3PXP', 'dana'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Forecourt Motors:dana');
    expect(uri.searchParams.get('issuer')).toBe('Forecourt Motors');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    // Left out when they are the defaults every authenticator assumes.
    expect(uri.searchParams.get('algorithm') ?? 'SHA1').toBe('SHA1');
    expect(uri.searchParams.get('digits') ?? '6').toBe('6');
    expect(uri.searchParams.get('period') ?? '30').toBe('30');
  });

  it('makes recovery codes xxxxx-xxxxx that read back in any case, dash optional', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const plain = code.replace('-', '');
    expect(normaliseRecoveryCode(code)).toBe(plain);
    expect(normaliseRecoveryCode(` ${plain.toUpperCase()} `)).toBe(plain);
    expect(normaliseRecoveryCode('123456')).toBeNull();
  });
});

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});
