import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVITE_MESSAGES, INVITE_TTL_S, InviteClientReply, InviteDetails, inviteSent } from '@portal/contract';
import { companies, users } from '../src/db/schema/index.ts';
import { seedOtherCoach, seedSecondTenant } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

const PASSWORD = 'Quiet-Harbour-Lantern-9';
const NEW_CLIENT = { email: 'New.Client@Example.test', first_name: 'Robin', last_name: 'Diaz', company: 'Diaz Joinery', group_coaching: true, flash_coaching: false, business_academy: true };

describe.each(backends())('inviting a client (%s)', (backend) => {
  let t: TestApp;
  let coach: Record<string, string>;
  beforeEach(async () => {
    t = await createTestApp(backend);
    coach = (await signIn(t, 'coach@demo.test')).auth;
  });
  afterEach(async () => { await t.close(); });

  const invite = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/coach/clients/invite', headers: auth, payload });
  const resend = (auth: Record<string, string>, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/v1/coach/clients/${id}/invite`, headers: auth });
  const lookUp = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/invites/${token}` });
  const accept = (token: string, password = PASSWORD, confirmation = password) => t.app.inject({
    method: 'POST', url: '/api/v1/invites/accept', payload: { token, password, password_confirmation: confirmation },
  });
  async function linkTo(email: string) {
    const mail = await t.lastMailTo(email);
    const m = mail?.text.match(/http:\/\/portal\.test\/invite\/([A-Za-z0-9_-]{43})/);
    if (!m) throw new Error(`No invitation link in: ${mail?.text}`);
    return { token: m[1]!, mail: mail! };
  }

  it('creates the client in the coach\'s tenant, mails a branded link from the coach; the client sets a password and signs in with the code', async () => {
    const res = await invite(coach, NEW_CLIENT);
    expect(res.statusCode).toBe(201);
    const reply = InviteClientReply.parse(res.json().data);
    expect(res.json().status).toBe(201);
    expect(reply).toEqual({
      client: { id: expect.any(Number), email: 'new.client@example.test', first_name: 'Robin', last_name: 'Diaz', status: 'invited' },
      message: inviteSent('new.client@example.test'),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, reply.client.id));
    expect(row).toMatchObject({ tenantId: t.demo.tenantId, roleId: 3, coachId: t.demo.coach.id, groupCoaching: true, flashCoaching: false, businessAcademy: true });
    expect(row!.invitedAt).toBeInstanceOf(Date);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, row!.companyId!));
    expect(company?.name).toBe('Diaz Joinery');

    const { token, mail } = await linkTo('new.client@example.test');
    expect(mail.subject).toBe('Grace Hopper invited you to Summit Coaching');
    expect((mail as unknown as { html: string }).html).toContain('Choose your password');

    // Before a password is set, nobody can sign in (not even with an empty or guessed one).
    const early = await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email: 'new.client@example.test', password: PASSWORD } });
    expect(early.statusCode).toBe(422);

    const details = await lookUp(token);
    expect(details.statusCode).toBe(200);
    expect(InviteDetails.parse(details.json().data)).toEqual({ first_name: 'Robin', email: 'new.client@example.test', coach_name: 'Grace Hopper' });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.message).toBe(INVITE_MESSAGES.accepted);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, reply.client.id));
    expect(after!.invitedAt).toBeNull();

    const session = await signIn(t, 'new.client@example.test', PASSWORD);
    expect(session.user).toMatchObject({ email: 'new.client@example.test', role_id: 3, company: 'Diaz Joinery' });
  });

  it('works once: a used link is dead for look-up and for a second password', async () => {
    await invite(coach, NEW_CLIENT);
    const { token } = await linkTo('new.client@example.test');
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, 'Another-Quiet-Pass-8');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.token).toEqual([INVITE_MESSAGES.invalidLink]);
    const look = await lookUp(token);
    expect(look.statusCode).toBe(404);
    expect(look.json().message).toBe(INVITE_MESSAGES.invalidLink);
    expect((await lookUp('not-a-token')).statusCode).toBe(404);
  });

  it('ends the invitation when the client sets a password with a reset link instead', async () => {
    await invite(coach, NEW_CLIENT);
    const { token } = await linkTo('new.client@example.test');
    await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: 'new.client@example.test' } });
    const reset = (await t.lastMailTo('new.client@example.test'))?.text.match(/\/reset\/([A-Za-z0-9_-]{43})/)?.[1];
    const created = await t.app.inject({ method: 'POST', url: '/api/password/create', payload: {
      token: reset, email: 'new.client@example.test', password: PASSWORD, password_confirmation: PASSWORD,
    } });
    expect(created.statusCode).toBe(200);
    expect((await lookUp(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(422);
  });

  it('expires after 7 days', async () => {
    await invite(coach, NEW_CLIENT);
    const { token } = await linkTo('new.client@example.test');
    t.clock.advance(INVITE_TTL_S * 1000 + 1000);
    expect((await lookUp(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(422);
  });

  it('keeps the password policy: confirmation, length and common passwords, without using the link up', async () => {
    await invite(coach, NEW_CLIENT);
    const { token } = await linkTo('new.client@example.test');
    expect((await accept(token, 'short')).json().error.password).toEqual(['The password must be at least 8 characters.']);
    expect((await accept(token, PASSWORD, 'Something-Else-1')).json().error.password_confirmation).toBeDefined();
    const common = await accept(token, 'password123');
    expect(common.statusCode).toBe(422);
    expect(common.json().error.password[0]).toMatch(/too common/);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('resends: a new link, the old one dies; only while the client is still invited', async () => {
    const { client } = InviteClientReply.parse((await invite(coach, NEW_CLIENT)).json().data);
    const first = (await linkTo('new.client@example.test')).token;
    const res = await resend(coach, client.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(inviteSent('new.client@example.test'));
    const second = (await linkTo('new.client@example.test')).token;
    expect(second).not.toBe(first);
    expect((await lookUp(first)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(200);
    const done = await resend(coach, client.id);
    expect(done.statusCode).toBe(422);
    expect(done.json().message).toBe(INVITE_MESSAGES.alreadyActive);
    expect((await resend(coach, t.demo.client.id)).statusCode).toBe(422);
  });

  it('refuses an email already used in the tenant (422 on email), in any case', async () => {
    const res = await invite(coach, { ...NEW_CLIENT, email: 'CLIENT@demo.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.email).toEqual([INVITE_MESSAGES.emailTaken]);
    const bad = await invite(coach, { email: 'nope', first_name: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error)).toEqual(expect.arrayContaining(['email', 'first_name', 'last_name']));
  });

  it('is for staff only: a client gets 403, no token 401', async () => {
    const client = await signIn(t, 'client@demo.test');
    expect((await invite(client.auth, NEW_CLIENT)).statusCode).toBe(403);
    expect((await resend(client.auth, t.demo.peer.id)).statusCode).toBe(403);
    expect((await invite({}, NEW_CLIENT)).statusCode).toBe(401);
  });

  it('keeps coaches to their own clients: resend for another coach\'s client, or another tenant\'s, is 404', async () => {
    const storage = dataDirStorage(t.dataDir);
    const other = await seedOtherCoach(t.database.db, storage, t.demo);
    const tenant2 = await seedSecondTenant(t.database.db, storage);
    await t.database.db.update(users).set({ invitedAt: new Date() }).where(eq(users.id, other.client.id));
    expect((await resend(coach, other.client.id)).statusCode).toBe(404);
    expect((await resend(coach, tenant2.client.id)).statusCode).toBe(404);
    expect((await resend(coach, t.demo.coach.id)).statusCode).toBe(404);
    // A coach cannot file a client under another coach; an admin can, within the tenant only.
    expect((await invite(coach, { ...NEW_CLIENT, coach_id: other.coach.id })).statusCode).toBe(404);
    const admin = (await signIn(t, 'admin@demo.test')).auth;
    expect((await invite(admin, { ...NEW_CLIENT, coach_id: tenant2.coach.id })).statusCode).toBe(404);
    expect((await resend(admin, other.client.id)).statusCode).toBe(200);
    const res = await invite(admin, { ...NEW_CLIENT, coach_id: other.coach.id });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().data.client.id));
    expect(row?.coachId).toBe(other.coach.id);
    expect((await linkTo('new.client@example.test')).mail.subject).toBe('Kai Brennan invited you to Summit Coaching');
    const own = await invite(admin, { ...NEW_CLIENT, email: 'admins.own@example.test' });
    const [mine] = await t.database.db.select().from(users).where(eq(users.id, own.json().data.client.id));
    expect(mine?.coachId).toBe(t.demo.admin.id);
  });

  it('limits invitations to 50 an hour per coach (429)', async () => {
    const base = { first_name: 'Bulk', last_name: 'Invite' };
    for (let i = 0; i < 50; i += 1) {
      const res = await invite(coach, { ...base, email: `bulk${i}@example.test` });
      if (res.statusCode !== 201) throw new Error(`invite ${i}: ${res.statusCode} ${res.body}`);
    }
    const limited = await invite(coach, { ...base, email: 'bulk-more@example.test' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('limits link acceptances per IP (429)', async () => {
    for (let i = 0; i < 20; i += 1) expect((await accept(`${'x'.repeat(43)}`)).statusCode).toBe(422);
    expect((await accept(`${'x'.repeat(43)}`)).statusCode).toBe(429);
  });
});
