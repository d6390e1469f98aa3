import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: 19 MiB, t=2, p=1 (ASVS 11.4.2).
// The library's default algorithm is argon2id (its Algorithm enum is a const enum we cannot import).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// An argon2id hash, at the cost of OPTIONS, of a random password nobody knows (password.test.ts
// holds the two together): checking a password against it costs what checking a real one does.
export const NOBODY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$D4RpUqMuzBQgMTxuvm3MMQ$6Yiva2JHDmCThbYHT8J1qdxS+bHwH4cK2okcfx23Lqc';

/**
 * The work of a password check for a username nobody has, so a sign-in with an unknown username
 * fails in about the time a wrong password does (docs/product.md#admin-login).
 */
export async function checkPasswordOfNobody(password: string): Promise<void> {
  await verifyPassword(NOBODY_PASSWORD_HASH, password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random password that is easy to copy: 24 characters of base64url, about 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
