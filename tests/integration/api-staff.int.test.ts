// Staff accounts (issue 19, docs/product.md#staff-accounts): invitations, accepting one, disabling
// and re-enabling, and that each write names who did it (posts, request events, the audit log).
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, session, staffInvitations, users } from '../../server/db/schema';
import { buildPost } from '../factories/posts';
import { buildTestDrive } from '../factories/requests';
import { createAdmin, signedInAgent, TEST_ADMIN } from '../support/admin';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Accepting counts against the form limit: room for every accept of this file.
  t = await createTestApp({ config: { formRateLimitPerMinute: 100 } });
  await createAdmin(t);
});
afterAll(() => t.close());

const tokenOf = (path: string) => path.split('/').pop()!;

/** Invites as the first admin and returns the invitation answer. */
async function invite(username: string, displayName: string) {
  const admin = await signedInAgent(t);
  const res = await admin
    .post('/api/admin/staff/invitations')
    .send({ username, displayName })
    .expect(201);
  return res.body as { id: string; path: string; url: string; expiresAt: string };
}

const accept = (token: string, password: string) =>
  request(t.app).post(`/api/staff/invitations/${token}/accept`).send({ password });

async function auditRows(action: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.action, action));
}

async function userId(username: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('inviting and accepting', () => {
  it('invites, shows the link once, and the invitee sets a password and signs in', async () => {
    const before = Date.now();
    const created = await invite('jo.smith', 'Jo Smith');
    expect(created.path).toMatch(/^\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(created.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin\/invite\//);
    const hours = (Date.parse(created.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48.01);

    // Only the token's SHA-256 is stored.
    const token = tokenOf(created.path);
    const [stored] = await t.db.select().from(staffInvitations);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const shown = await request(t.app).get(`/api/staff/invitations/${token}`).expect(200);
    expect(shown.body).toEqual({
      username: 'jo.smith',
      displayName: 'Jo Smith',
      expiresAt: created.expiresAt,
    });
    expect(shown.headers['cache-control']).toBe('no-store');

    const short = await accept(token, 'too-short').expect(400);
    expect(short.body.details.password).toEqual(['Password must be at least 12 characters']);

    const accepted = await accept(token, 'maple-harbour-lantern-9').expect(201);
    expect(accepted.body).toMatchObject({
      username: 'jo.smith',
      displayName: 'Jo Smith',
      disabledAt: null,
      lastSignInAt: null,
      secondFactor: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'jo.smith'));
    expect(row!.createdBy).toBe(await userId(TEST_ADMIN.username));

    const jo = request.agent(t.app);
    await jo
      .post('/api/admin/login')
      .send({ username: 'jo.smith', password: 'maple-harbour-lantern-9' })
      .expect(200);
    const list = await jo.get('/api/admin/staff').expect(200);
    const me = list.body.find((s: { username: string }) => s.username === 'jo.smith');
    expect(Date.parse(me.lastSignInAt)).toBeGreaterThanOrEqual(before);

    const [invited] = await auditRows('staff.invite');
    expect(invited).toMatchObject({
      actorName: TEST_ADMIN.username,
      entityType: 'staff',
      summary: 'Invited Jo Smith (jo.smith)',
    });
    const [acceptedRow] = await auditRows('staff.accept');
    expect(acceptedRow).toMatchObject({ actorId: row!.id, actorName: 'jo.smith' });
    // Neither row holds the token, the password or its hash.
    const text = JSON.stringify([invited, acceptedRow]);
    expect(text).not.toContain(token);
    expect(text).not.toContain('maple-harbour-lantern-9');
  });

  it('refuses a used link (410), an unknown one (404) and a malformed one (404)', async () => {
    const created = await invite('sam.lee', 'Sam Lee');
    const token = tokenOf(created.path);
    await accept(token, 'quiet-harbour-lantern-12').expect(201);
    const again = await accept(token, 'copper-kettle-window-34').expect(410);
    expect(again.body.error).toBe('This invitation has already been used. Ask for a new one.');
    const shown = await request(t.app).get(`/api/staff/invitations/${token}`).expect(410);
    expect(shown.body.error).toBe('This invitation has already been used. Ask for a new one.');
    // The account keeps the first password.
    await request(t.app)
      .post('/api/admin/login')
      .send({ username: 'sam.lee', password: 'copper-kettle-window-34' })
      .expect(401);

    const unknown = 'A'.repeat(43);
    const missing = await request(t.app).get(`/api/staff/invitations/${unknown}`).expect(404);
    expect(missing.body.error).toBe('This invitation link is not valid.');
    await accept(unknown, 'whatever-password-1').expect(404);
    await request(t.app).get('/api/staff/invitations/short').expect(404);
    expect(await auditRows('staff.accept')).toHaveLength(2);
  });

  it('refuses an expired link with 410 and creates no account', async () => {
    const created = await invite('late.comer', 'Late Comer');
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.id, created.id));
    const res = await accept(tokenOf(created.path), 'late-comer-password-1').expect(410);
    expect(res.body.error).toBe('This invitation has expired. Ask for a new one.');
    expect(await t.db.select().from(users).where(eq(users.username, 'late.comer'))).toEqual([]);
  });

  it('refuses a username that is taken or has an open invitation, and bad fields', async () => {
    const admin = await signedInAgent(t);
    const taken = await admin
      .post('/api/admin/staff/invitations')
      .send({ username: TEST_ADMIN.username, displayName: 'Someone' })
      .expect(409);
    expect(taken.body.details.username).toEqual(['A staff member already has this username']);
    await invite('pending.one', 'Pending One');
    const open = await admin
      .post('/api/admin/staff/invitations')
      .send({ username: 'Pending.One', displayName: 'Again' })
      .expect(409);
    expect(open.body.details.username).toEqual(['An invitation for this username is still open']);
    const bad = await admin
      .post('/api/admin/staff/invitations')
      .send({ username: 'no spaces!', displayName: '  ' })
      .expect(400);
    expect(bad.body.details.username).toEqual([
      'Username must be 3-50 letters, digits, dots, dashes or underscores',
    ]);
    expect(bad.body.details.displayName).toEqual(['Display name is required']);
  });
});

describe('disabling and re-enabling', () => {
  const password = 'birch-window-canyon-55';
  let patId: string;
  beforeAll(async () => {
    const created = await invite('pat.kim', 'Pat Kim');
    await accept(tokenOf(created.path), password).expect(201);
    patId = await userId('pat.kim');
  });

  it("ends the account's sessions at once and refuses its sign-in; re-enabling lets it back", async () => {
    const pat = request.agent(t.app);
    await pat.post('/api/admin/login').send({ username: 'pat.kim', password }).expect(200);
    await pat.get('/api/admin/staff').expect(200);
    // A second browser of Pat's.
    const other = request.agent(t.app);
    await other.post('/api/admin/login').send({ username: 'pat.kim', password }).expect(200);

    const admin = await signedInAgent(t);
    const disabled = await admin.post(`/api/admin/staff/${patId}/disable`).expect(200);
    expect(disabled.body.disabledAt).not.toBeNull();

    await pat.get('/api/admin/staff').expect(401);
    await other.get('/api/admin/stats').expect(401);
    const left = await t.db
      .select({ sid: session.sid })
      .from(session)
      .where(sql`${session.sess}->>'adminId' = ${patId}`);
    expect(left).toEqual([]);
    const refused = await request(t.app)
      .post('/api/admin/login')
      .send({ username: 'pat.kim', password })
      .expect(401);
    expect(refused.body.error).toBe('Invalid username or password');

    // Disabling again changes nothing and records nothing.
    await admin.post(`/api/admin/staff/${patId}/disable`).expect(200);
    expect(await auditRows('staff.disable')).toHaveLength(1);
    const [row] = await auditRows('staff.disable');
    expect(row).toMatchObject({
      actorName: TEST_ADMIN.username,
      entityId: patId,
      summary: 'Disabled Pat Kim (pat.kim)',
    });

    const enabled = await admin.post(`/api/admin/staff/${patId}/enable`).expect(200);
    expect(enabled.body.disabledAt).toBeNull();
    expect(await auditRows('staff.enable')).toHaveLength(1);
    await pat.post('/api/admin/login').send({ username: 'pat.kim', password }).expect(200);
    await pat.get('/api/admin/staff').expect(200);
  });

  it('refuses to disable oneself or the last enabled account', async () => {
    const admin = await signedInAgent(t);
    const selfId = await userId(TEST_ADMIN.username);
    const self = await admin.post(`/api/admin/staff/${selfId}/disable`).expect(409);
    expect(self.body.error).toBe('You cannot disable your own account.');

    // Everyone else disabled: the admin is the last enabled account, which nobody may disable
    // (here another staff member's request, made through the service).
    await t.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(sql`${users.id} <> ${selfId}`);
    await expect(
      t.services.staff.disableStaff(selfId, { id: patId, username: 'pat.kim' }),
    ).rejects.toThrow('The last enabled account cannot be disabled.');
    await t.db
      .update(users)
      .set({ disabledAt: null })
      .where(sql`${users.id} <> ${selfId}`);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signedInAgent(t);
    await admin.post('/api/admin/staff/00000000-0000-4000-8000-000000000000/disable').expect(404);
    await admin.post('/api/admin/staff/12/enable').expect(404);
  });
});

describe('who did it', () => {
  it("records the creating staff member as a post's author and in request events", async () => {
    const created = await invite('ali.khan', 'Ali Khan');
    await accept(tokenOf(created.path), 'silver-orchard-tide-77').expect(201);
    const ali = request.agent(t.app);
    await ali
      .post('/api/admin/login')
      .send({ username: 'ali.khan', password: 'silver-orchard-tide-77' })
      .expect(200);
    const post = await ali
      .post('/api/blog')
      .send(buildPost({ slug: 'alis-post' }))
      .expect(201);
    expect(post.body.authorId).toBe(await userId('ali.khan'));

    const lead = await request(t.app).post('/api/leads').send(buildTestDrive()).expect(201);
    await ali.patch(`/api/leads/${lead.body.id}`).send({ status: 'contacted' }).expect(200);
    await ali
      .post(`/api/admin/leads/${lead.body.id}/notes`)
      .send({ note: 'Called back' })
      .expect(201);
    const details = await ali.get(`/api/admin/leads/${lead.body.id}`).expect(200);
    const actors = (details.body.events as { kind: string; actor: string | null }[]).map(
      (event) => [event.kind, event.actor],
    );
    expect(actors).toEqual(
      expect.arrayContaining([
        ['status', 'ali.khan'],
        ['note', 'ali.khan'],
      ]),
    );
  });
});
