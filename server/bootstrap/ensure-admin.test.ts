import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_ADMIN_PASSWORD_FILE, writeFirstAdminPassword } from './ensure-admin';

const dir = mkdtempSync(path.join(os.tmpdir(), 'forecourt-first-admin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFirstAdminPassword', () => {
  it('writes the generated password to a file only its owner can read, replacing an old one', () => {
    writeFileSync(path.join(dir, FIRST_ADMIN_PASSWORD_FILE), 'old', { mode: 0o644 });
    const file = writeFirstAdminPassword(dir, 'admin', 'Correct-Horse-Battery-42');
    expect(file).toBe(path.join(dir, FIRST_ADMIN_PASSWORD_FILE));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(
      'Username: admin\nPassword: Correct-Horse-Battery-42\nSign in, then delete this file.\n',
    );
  });
});
