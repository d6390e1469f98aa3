import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { NOBODY_PASSWORD_HASH, checkPasswordOfNobody, hashPassword } from './password';

// "argon2id$v=19$m=19456,t=2,p=1": the algorithm, version and cost a hash was made with.
const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');

describe('the password check of an unknown username', () => {
  it('costs what a real one does: the hash it checks has the cost new hashes get', async () => {
    const real = await hashPassword('a password somebody has');
    expect(costOf(real)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(costOf(NOBODY_PASSWORD_HASH)).toBe(costOf(real));
  });

  it('does the whole check: the library reads the hash (a broken one fails at once, unworked)', async () => {
    // verifyPassword turns a library error into false, which would hide a hash it cannot read.
    await expect(verify(NOBODY_PASSWORD_HASH, 'password')).resolves.toBe(false);
    await expect(verify(NOBODY_PASSWORD_HASH, '')).resolves.toBe(false);
    await expect(verify('$argon2id$broken', 'password')).rejects.toThrow();
    await expect(checkPasswordOfNobody('anything')).resolves.toBeUndefined();
  });
});
