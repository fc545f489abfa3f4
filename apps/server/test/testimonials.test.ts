import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REFERRALS_PER_DAY } from '@portal/contract';
import { referrals, testimonials } from '../src/db/schema/index.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

type Mail = { subject: string; text: string; html: string } | undefined;

// spec §7 testimonials/addtestimonial and /addreferral; decision 013 (referral mail limits).
describe.each(backends())('testimonials and referrals (%s)', (backend) => {
  let t: TestApp;
  let client: Record<string, string>;
  let coach: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = (await signIn(t, 'client@demo.test')).auth;
    coach = (await signIn(t, 'coach@demo.test')).auth;
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const post = (auth: Record<string, string>, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const testimonial = (auth: Record<string, string>, payload: object) => post(auth, '/api/v1/testimonials/addtestimonial', payload);
  const referral = (auth: Record<string, string>, payload: object) => post(auth, '/api/v1/testimonials/addreferral', payload);
  const person = (n: number) => ({ first_name: `Robin${n}`, last_name: 'Baker', email: `robin${n}@example.test` });

  it('stores a testimonial for the coach and mails them, escaping what the client wrote', async () => {
    const res = await testimonial(client, { testimonial: 'Grace doubled my <b>margin</b>.', rating: 5, may_publish: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: MESSAGES.testimonialSent });
    const [row] = await t.database.db.select().from(testimonials);
    expect(row).toMatchObject({ userId: t.demo.client.id, coachId: t.demo.coach.id, body: 'Grace doubled my <b>margin</b>.', rating: 5, mayPublish: true });
    const mail = (await t.lastMailTo('coach@demo.test')) as Mail;
    expect(mail?.subject).toBe('Alex Morgan sent you a testimonial');
    expect(mail?.text).toContain('agrees you may quote this publicly');
    expect(mail?.html).toContain('doubled my &lt;b&gt;margin&lt;/b&gt;');
    expect(mail?.html).toContain('background:#14143f');
  });

  it('checks the testimonial body: text required, rating 1–5, permission a boolean', async () => {
    expect((await testimonial(client, {})).json().error).toHaveProperty('testimonial');
    expect((await testimonial(client, { testimonial: '   ' })).statusCode).toBe(422);
    expect((await testimonial(client, { testimonial: 'Good', rating: 6 })).json().error).toHaveProperty('rating');
    expect((await testimonial(client, { testimonial: 'Good', may_publish: 'maybe' })).statusCode).toBe(422);
    expect((await testimonial(client, { testimonial: 'x'.repeat(5001) })).statusCode).toBe(422);
    const plain = await testimonial(client, { testimonial: 'Good' });
    expect(plain.statusCode).toBe(200);
    // a coach has no coach of their own to send one to
    expect((await testimonial(coach, { testimonial: 'Me' })).statusCode).toBe(404);
  });

  it('mails the coach and a short branded introduction to the person referred', async () => {
    const res = await referral(client, { ...person(1), phone: '+1 303 555 0100', note: 'Runs a <i>café</i> in Golden.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBe(MESSAGES.referralSent);
    const toCoach = (await t.lastMailTo('coach@demo.test')) as Mail;
    expect(toCoach?.subject).toBe('Alex Morgan introduced you to Robin1 Baker');
    expect(toCoach?.text).toContain('Phone: +1 303 555 0100');
    expect(toCoach?.html).toContain('Runs a &lt;i&gt;café&lt;/i&gt;');
    const intro = (await t.lastMailTo('robin1@example.test')) as Mail;
    expect(intro?.subject).toBe('Alex Morgan introduced you to Grace Hopper');
    expect(intro?.text).toContain('Book a call: https://summit-coaching.test/book');
    // the client's note goes to the coach only, never to the stranger
    expect(intro?.text).not.toContain('café');
    expect(intro?.html).toContain('Summit Coaching');
  });

  it('checks the referral body', async () => {
    const res = await referral(client, { first_name: '', last_name: 'B', email: 'not-an-email', phone: 'call me' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error).sort()).toEqual(['email', 'first_name', 'phone']);
    expect((await referral(client, { ...person(2), email: 'client@demo.test' })).statusCode).toBe(422);
    expect((await referral(client, { ...person(2), email: 'coach@demo.test' })).statusCode).toBe(422);
  });

  it(`limits referrals to ${REFERRALS_PER_DAY} a day per client and one per person, so it cannot be used to spam`, async () => {
    expect((await referral(client, person(1))).json().error).toHaveProperty('email');
    const start = (await t.database.db.select().from(referrals)).length;
    for (let n = start; n < REFERRALS_PER_DAY; n += 1) expect((await referral(client, person(10 + n))).statusCode).toBe(200);
    const limited = await referral(client, person(99));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.lastMailTo('robin99@example.test')).toBeUndefined();
    t.clock.advance(86_400_000 + 1000);
    client = (await signIn(t, 'client@demo.test')).auth;
    expect((await referral(client, person(99))).statusCode).toBe(200);
  });
});

// spec §7 users/studentemail: the client's own receipt of a programme they paid for.
describe.each(backends())('student email: payment receipt (%s)', (backend) => {
  let t: TestApp;
  let client: Record<string, string>;
  let peer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = (await signIn(t, 'client@demo.test')).auth;
    peer = (await signIn(t, 'peer@demo.test')).auth;
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const email = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/users/studentemail/', headers: auth, payload });
  const userGroup = async (email_: string, status: string) => {
    const { userGroups, users } = await import('../src/db/schema/index.ts');
    const { and, eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select({ id: userGroups.id }).from(userGroups).innerJoin(users, eq(users.id, userGroups.userId))
      .where(and(eq(users.email, email_), eq(userGroups.status, status as 'active'))).limit(1);
    return row!.id;
  };

  it('mails the client their own receipt of a paid programme (data.status 200)', async () => {
    const res = await email(client, { user_group_id: await userGroup('client@demo.test', 'active') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: MESSAGES.emailSent });
    const mail = (await t.lastMailTo('client@demo.test')) as Mail;
    expect(mail?.subject).toMatch(/^Your receipt: /);
    expect(mail?.text).toContain('Payment reference: pi_demo_profit_accelerator');
    expect(mail?.text).toContain('Paid by: Alex Morgan (client@demo.test)');
    expect(mail?.html).toContain('background:#14143f');
  });

  it('is 404 for another client\'s programme, an unpaid one, or none; 422 without an id', async () => {
    expect((await email(peer, { user_group_id: await userGroup('client@demo.test', 'active') })).statusCode).toBe(404);
    expect((await email(client, { user_group_id: await userGroup('client@demo.test', 'unpaid') })).statusCode).toBe(404);
    expect((await email(client, { user_group_id: 2_000_000 })).statusCode).toBe(404);
    expect((await email(client, {})).statusCode).toBe(422);
  });
});
