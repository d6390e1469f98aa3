// The second factor (docs/product.md#second-factor-totp): RFC 6238 codes through otplib with the
// settings every authenticator app reads from a QR code (SHA-1, 6 digits, 30-second steps), one
// step of clock drift either way, and the single-use recovery codes.
import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { SITE } from '../../common/site';

const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** A new Base32 secret of 160 bits (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return generateURI({
    issuer: SITE.name,
    label: username,
    secret,
    algorithm: 'sha1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The QR code of an otpauth:// address as an SVG document (drawn on the server, no script). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The 30-second step a moment falls in (the number RFC 6238 calls T). */
export function totpStep(epochMs = Date.now()): number {
  return Math.floor(epochMs / 1000 / PERIOD_SECONDS);
}

/** Six digits, spaces allowed between them as apps show them ("123 456"). */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

/**
 * The step of a right code, or null. One step of drift either way is accepted; a code of
 * `afterStep` or an earlier step is refused (replay, docs/product.md#second-factor-totp).
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    algorithm: 'sha1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
  });
  if (!result.valid || !('timeStep' in result)) return null;
  const step = result.timeStep;
  return afterStep !== null && step <= afterStep ? null : step;
}

// Recovery codes: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as
// two groups of five. About 50 bits each, so they are stored as argon2id hashes (ASVS 6.5.2).
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The form a recovery code is hashed in: lower case, without the dash or spaces. */
export function normaliseRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]+/g, '');
  return new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`).test(plain) ? plain : null;
}
