import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: 19 MiB, t=2, p=1 (ASVS 11.4.2).
// The library's default algorithm is argon2id (its Algorithm enum is a const enum we cannot import).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
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
