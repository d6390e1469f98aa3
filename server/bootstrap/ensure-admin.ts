import type { Config } from '../config';
import type { Logger } from '../logger';
import { generatePassword } from '../auth/password';
import type { UserService } from '../services/user-service';

export type FirstAdmin =
  { created: false } | { created: true; username: string; generatedPassword: string | null };

/**
 * With no user at all, creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, or `admin`
 * with a random password that the caller prints once. There is never a fixed default password.
 */
export async function ensureFirstAdmin(
  users: UserService,
  config: Config,
  logger: Logger,
): Promise<FirstAdmin> {
  if ((await users.countUsers()) > 0) return { created: false };
  const username = config.adminUsername ?? 'admin';
  const generatedPassword = config.adminPassword ? null : generatePassword();
  await users.setUserPassword(username, config.adminPassword ?? generatedPassword!);
  logger.info(
    { username, passwordSource: generatedPassword ? 'generated' : 'ADMIN_PASSWORD' },
    'first admin created',
  );
  return { created: true, username, generatedPassword };
}
