// Signing in for API tests: a user with a known password and a supertest agent that keeps cookies.
import type { Server } from 'node:http';
import request from 'supertest';
import type { TestApp } from './test-app';

export const TEST_ADMIN = { username: 'staff', password: 'test-password-1234' };

export async function createAdmin(t: TestApp, admin = TEST_ADMIN): Promise<void> {
  await t.services.users.setUserPassword(admin.username, admin.password);
}

/** A cookie-keeping agent signed in as the admin (created if needed), on `server` if given. */
export async function signedInAgent(t: TestApp, admin = TEST_ADMIN, server?: Server) {
  if (!(await t.services.users.findUserByUsername(admin.username))) await createAdmin(t, admin);
  const agent = request.agent(server ?? t.app);
  await agent.post('/api/admin/login').send(admin).expect(200);
  return agent;
}

/** The session cookie (name=value) of a response, if it set one. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((c) => /forecourt\.sid=/.test(c));
  return cookie?.split(';')[0];
}
