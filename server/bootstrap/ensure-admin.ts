import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { generateAllowedPassword } from '../auth/password-policy';
import type { UserService } from '../services/user-service';

export type FirstAdmin =
  { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * With no user at all, creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, or `admin`
 * with a random password that the caller prints once. There is never a fixed default password.
 * ADMIN_PASSWORD has passed the password policy already (server/config.ts names the variable).
 */
export async function ensureFirstAdmin(
  users: UserService,
  config: Config,
  logger: Logger,
): Promise<FirstAdmin> {
  if ((await users.countUsers()) > 0) return { created: false };
  const username = config.adminUsername ?? 'admin';
  const generatedPassword = config.adminPassword ? null : generateAllowedPassword(username);
  await users.setUserPassword(username, config.adminPassword ?? generatedPassword!);
  logger.info(
    { username, passwordSource: generatedPassword ? 'generated' : 'ADMIN_PASSWORD' },
    'first admin created',
  );
  return { created: true, username, generatedPassword };
}

/** The file a deployment's generated first-admin password is written to, under DATA_DIR. */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

/**
 * Writes a generated first-admin password to a file only its owner can read, and returns the
 * file's path. A deployment's console is its log stream: the password never goes there
 * (docs/product.md#production-defaults).
 */
export function writeFirstAdminPassword(
  dataDir: string,
  username: string,
  password: string,
): string {
  const file = path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  writeFileSync(
    file,
    `Username: ${username}\nPassword: ${password}\nSign in, then delete this file.\n`,
    { mode: 0o600 },
  );
  chmodSync(file, 0o600); // a file left from before keeps its mode otherwise
  return file;
}
