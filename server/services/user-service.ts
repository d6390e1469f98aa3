import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../auth/password';

export function createUserService(db: Database) {
  return {
    async countUsers(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users);
      return row?.total ?? 0;
    },

    async findUserByUsername(username: string) {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row ?? null;
    },

    /** Creates the user, or replaces the password of an existing one. Returns true if created. */
    async setUserPassword(username: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      if (existing) {
        await db.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
        return false;
      }
      await db.insert(users).values({ username, passwordHash });
      return true;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
