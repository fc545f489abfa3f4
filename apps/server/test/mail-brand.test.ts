import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { pdfHandout } from '../src/db/seed/demo-programmes/assets.ts';
import { commitments, tenants, userGroups, users } from '../src/db/schema/index.ts';
import { smtpTransport } from '../src/platform/mail-transport.ts';
import { multipartBody } from './support/multipart.ts';
import { openSession } from './support/sign-in.ts';
import { smtpCaptureServer, type CapturedMail } from './support/smtp-capture.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 21 "Mail in the brand, readable everywhere", end to end: each kind of mail the portal sends
// is triggered through its route, goes out through the production SMTP transport (nodemailer) to a
// local relay, and is read back with an independent MIME parser (mailparser). Every one must come
// from the tenant's name at MAIL_FROM's address, carry a plain-text part that is text, an HTML
// document with its language and title whose logo is a PNG the portal serves, and a Reply-To where
// a person should get the answer.

const MAIL_FROM = 'Coaching Portal <no-reply@portal.local>';
const TENANT = 'Summit Coaching';
/** The seeded demo accounts mails go to and come back from. */
const [CLIENT, COACH, ADMIN, PEER] = ['client@demo.test', 'coach@demo.test', 'admin@demo.test', 'peer@demo.test'];
const SUPPORT = 'support@summit-coaching.test';
/** A Monday the demo coach has free hours after (as booking-mail.test.ts books). */
const MONDAY = new Date('2027-02-01T15:00:00Z');

type Auth = Record<string, string>;
const addressOf = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a[0] : a)?.value[0];

describe.each(backends())('every mail in the tenant\'s brand (%s)', { timeout: 60_000 }, (backend) => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof smtpCaptureServer>>;
  const auth: Record<'client' | 'coach' | 'admin', Auth> = { client: {}, coach: {}, admin: {} };

  beforeAll(async () => {
    relay = await smtpCaptureServer();
    t = await createTestApp(backend, { MAIL_FROM }, { mailTransport: await smtpTransport(relay.url, MAIL_FROM) });
    t.clock.now = MONDAY;
    // Sessions opened directly: the sign-in code goes to the relay here, not to the demo mailbox.
    auth.client = (await openSession(t, CLIENT)).auth;
    auth.coach = (await openSession(t, COACH)).auth;
    auth.admin = (await openSession(t, ADMIN)).auth;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  const post = (who: Auth, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: who, payload });
  const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r;
  };

  /** The newest mail the relay took for `to` whose subject starts with `subject`, as sent and as parsed. */
  async function delivered(to: string, subject: string): Promise<{ captured: CapturedMail; parsed: ParsedMail }> {
    await t.app.settle();
    await t.deps.mailer.flush();
    for (const captured of [...relay.state.messages].reverse()) {
      if (!captured.to.includes(to.toLowerCase())) continue;
      const parsed = await simpleParser(captured.raw);
      if (parsed.subject?.startsWith(subject)) return { captured, parsed };
    }
    throw new Error(`No mail "${subject}…" to ${to}; the relay has: ${relay.state.messages.map((m) => m.to.join()).join(', ')}`);
  }

  /** What every mail must be (issue 21), and the Reply-To this one must have (null: none). */
  async function expectBranded({ captured, parsed }: Awaited<ReturnType<typeof delivered>>, replyTo: string | null) {
    const text = captured.text.replace(/\r\n/g, '\n').trim();
    expect(addressOf(parsed.from)).toEqual({ name: TENANT, address: 'no-reply@portal.local' });
    expect(addressOf(parsed.replyTo)?.address ?? null).toBe(replyTo);

    // A text/plain part of its own (the relay's reading of the MIME parts), the same as the parser's, and text.
    expect(text.length).toBeGreaterThan(20);
    expect(parsed.text?.trim()).toBe(text);
    expect(text).not.toMatch(/<\/?(html|body|head|div|p|a|strong|h1|table|img|br)\b/i);
    expect(text).not.toMatch(/&(amp|lt|gt|quot|#\d+);/);

    const html = parsed.html as string;
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/i);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).not.toMatch(/\.svg/i);
    const logos = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(logos).toHaveLength(1);
    for (const src of logos) {
      const url = new URL(src);
      expect(url.origin).toBe('http://portal.test');
      expect(url.pathname).toMatch(/^\/brand\/226\/logo\.png$/);
      const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  }

  it('the sign-in code, the password reset and the sign-in link: branded, with nobody to reply to', async () => {
    await ok(post({}, '/api/auth/loginotp', { email: CLIENT, password: DEMO_PASSWORD }));
    const code = await delivered(CLIENT, 'Your sign-in code');
    await expectBranded(code, null);
    expect(code.parsed.text).toMatch(/code is \d{6}\./);

    await ok(post({}, '/api/password/reset', { email: CLIENT }));
    const reset = await delivered(CLIENT, 'Reset your password');
    await expectBranded(reset, null);
    expect(reset.parsed.text).toMatch(/Choose a new password: http:\/\/portal\.test\/reset\/[\w-]{43}\n/);

    await ok(post(auth.coach, '/api/auth/login-links', { email: CLIENT }));
    const link = await delivered(CLIENT, 'Your sign-in link');
    await expectBranded(link, null);
    expect(link.parsed.text).toMatch(/Sign in to your portal: http:\/\/portal\.test\/fbslogin\/[\w-]{43}\n/);
  });

  it('a message notice: a reply goes to the one who wrote', async () => {
    await ok(post(auth.coach, '/send/mail', { to_user_id: t.demo.client.id, subject: 'Next steps', body: '<p>See you <b>Tuesday</b>.</p>' }));
    const toClient = await delivered(CLIENT, 'New message from Grace Hopper');
    await expectBranded(toClient, COACH);
    expect(toClient.parsed.text).toContain('Read and reply: http://portal.test/messages/thread/');
    await ok(post(auth.client, '/send/mail', { to_user_id: t.demo.coach.id, subject: 'Thanks', body: '<p>Thank you.</p>' }));
    await expectBranded(await delivered(COACH, 'New message from Alex Morgan'), CLIENT);
  });

  it('a file the coach shared: a reply goes to the coach', async () => {
    const body = multipartBody({ company_id: String(t.demo.client.companyId), user_id: String(t.demo.client.id), description: 'For Tuesday' },
      [{ field: 'files[]', name: 'plan.pdf', type: 'application/pdf', data: await pdfHandout('Plan', ['Step one']) }]);
    await ok(t.app.inject({ method: 'POST', url: '/api/v1/companies/newcoachfile/', headers: { ...auth.coach, ...body.headers }, payload: body.payload }));
    const mail = await delivered(CLIENT, 'Your coach Grace Hopper shared a file');
    await expectBranded(mail, COACH);
    expect(mail.parsed.text).toContain('- plan.pdf (');
  });

  it('a support ticket, the coach\'s answer and the client\'s: each replies to the other side', async () => {
    const raised = await ok(post(auth.client, '/api/v1/tickets', { subject: 'Invoice question', message: 'My March invoice & the plan.' }));
    const id = raised.json().data.id as number;
    const ticket = await delivered(SUPPORT, `[Ticket #${id}]`);
    await expectBranded(ticket, CLIENT);
    expect(ticket.parsed.text).toContain('Category: ');
    expect(ticket.parsed.text).toContain('My March invoice & the plan.');

    await ok(post(auth.coach, `/api/v1/coach/tickets/${id}/reply`, { body: 'Fixed & re-sent.' }));
    await expectBranded(await delivered(CLIENT, 'Your support ticket has a reply'), COACH);
    await ok(post(auth.client, `/api/v1/tickets/${id}/reply`, { body: 'Thanks, got it.' }));
    await expectBranded(await delivered(COACH, 'Alex Morgan replied'), CLIENT);
  });

  it('an error report from a signed-in client: a reply goes to them', async () => {
    await ok(post(auth.client, '/api/v1/users/error/logs/', {
      url: 'http://localhost:3000/metrics', host: 'localhost:3000', pathname: '/metrics',
      message: 'TypeError: x is undefined', subject: 'Error report from Alex Morgan',
    }));
    await expectBranded(await delivered(SUPPORT, '[Error report]'), CLIENT);
  });

  it('a booked session: the client\'s mail replies to the coach, the coach\'s to the client', async () => {
    const types = (await t.app.inject({ method: 'GET', url: '/api/v1/booking/types', headers: auth.client })).json().data as { id: number; name: string }[];
    const type = types.find((x) => x.name === 'Quick check-in')!;
    await ok(post(auth.client, '/api/v1/bookings', { type_id: type.id, start: '2027-02-03T10:00:00-07:00', note: 'Cash flow' }));
    const toClient = await delivered(CLIENT, 'Session booked');
    await expectBranded(toClient, COACH);
    expect(toClient.parsed.attachments.some((a) => a.contentType === 'text/calendar')).toBe(true);
    await expectBranded(await delivered(COACH, 'Session booked'), CLIENT);
  });

  it('a testimonial and a referral: the coach replies to the client, the person referred to the coach', async () => {
    await ok(post(auth.client, '/api/v1/testimonials/addtestimonial', { testimonial: 'Grace doubled my margin.', rating: 5, may_publish: true }));
    await expectBranded(await delivered(COACH, 'Alex Morgan sent you a testimonial'), CLIENT);
    await ok(post(auth.client, '/api/v1/testimonials/addreferral', { first_name: 'Robin', last_name: 'Baker', email: 'robin@example.test', phone: '+1 303 555 0100', note: 'Runs a café.' }));
    await expectBranded(await delivered(COACH, 'Alex Morgan introduced you to Robin Baker'), CLIENT);
    await expectBranded(await delivered('robin@example.test', 'Alex Morgan introduced you to Grace Hopper'), COACH);
  });

  it('an invitation replies to the coach; a new coach\'s set-password mail to the admin who added them', async () => {
    await ok(post(auth.coach, '/api/v1/coach/clients/invite', {
      email: 'new.client@example.test', first_name: 'Robin', last_name: 'Diaz', company: 'Diaz Joinery', group_coaching: true, flash_coaching: false, business_academy: true,
    }));
    const invite = await delivered('new.client@example.test', 'Grace Hopper invited you');
    await expectBranded(invite, COACH);
    expect(invite.parsed.text).toMatch(/Choose your password: http:\/\/portal\.test\/invite\/[\w-]{43}\n/);
    await ok(post(auth.admin, '/api/v1/admin/staff', { email: 'new.coach@example.test', first_name: 'Robin', last_name: 'Quill', role_id: 2 }));
    await expectBranded(await delivered('new.coach@example.test', 'Set your password'), ADMIN);
  });

  it('a shared metric and a shared commitment reply to the client; a receipt to nobody', async () => {
    const [metric] = (await post(auth.client, '/api/v1/clientportal/metrics/list/', {})).json().data as { id: number }[];
    await ok(post(auth.client, '/api/v1/coachingportal/metrics/share/', { metric_id: metric!.id, message: 'Look at March.' }));
    const shared = await delivered(COACH, 'Alex Morgan shared a metric');
    await expectBranded(shared, CLIENT);
    expect(shared.parsed.text).toMatch(/\nMonth: Value\n/);

    const [task] = await t.database.db.select({ id: commitments.id }).from(commitments).where(eq(commitments.userId, t.demo.client.id)).limit(1);
    await ok(post(auth.client, '/api/v1/coachingportal/task/share/', { id: task!.id, message: 'Can we talk?' }));
    await expectBranded(await delivered(COACH, 'Alex Morgan shared a commitment'), CLIENT);

    const [group] = await t.database.db.select({ id: userGroups.id }).from(userGroups).innerJoin(users, eq(users.id, userGroups.userId))
      .where(and(eq(users.email, CLIENT), eq(userGroups.status, 'active'))).limit(1);
    await ok(post(auth.client, '/api/v1/users/studentemail/', { user_group_id: group!.id }));
    const receipt = await delivered(CLIENT, 'Your receipt:');
    await expectBranded(receipt, null);
    expect(receipt.parsed.text).toContain('Paid by: Alex Morgan (client@demo.test)');
  });

  /** The one-click unsubscribe headers of a notification mail (RFC 8058), as the parser read them; the address. */
  function oneClickOf(parsed: ParsedMail): URL {
    const line = (key: string) => parsed.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '');
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<([^>]+)>$/.exec(line('list-unsubscribe') ?? '')![1]!);
    expect(url.origin + url.pathname).toBe('http://portal.test/api/v1/notifications/unsubscribe');
    return url;
  }

  it('notification mails, a burst\'s summary too, carry their kind\'s one-click unsubscribe, which works as a mail program posts it', async () => {
    const group = (await ok(post(auth.coach, '/api/v1/coach/groups', { title: 'Cash Flow Clinic' }))).json().data as { id: number };
    await ok(post(auth.coach, `/api/v1/coach/groups/${group.id}/members`, { user_id: t.demo.peer.id }));
    const joined = await delivered(PEER, 'You were added to Cash Flow Clinic');
    await expectBranded(joined, null);
    oneClickOf(joined.parsed);

    t.clock.advance(61_000);
    for (const subject of ['One', 'Two', 'Three']) await ok(post(auth.coach, '/send/mail', { to_user_id: t.demo.client.id, subject, body: `<p>${subject}</p>` }));
    const first = await delivered(CLIENT, 'New message from Grace Hopper: One');
    const oneClick = oneClickOf(first.parsed);
    t.clock.advance(61_000);
    await t.dueWork.runDue();
    const summary = await delivered(CLIENT, '2 new: replies from your coach');
    await expectBranded(summary, null);
    expect(summary.parsed.text).toMatch(/Two[\s\S]*Three/);
    expect(oneClickOf(summary.parsed).href).toBe(oneClick.href);

    const posted = await t.app.inject({ method: 'POST', url: oneClick.pathname + oneClick.search, payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.json().data).toEqual({ kind: 'coach_replied', label: 'Replies from your coach' });
    const choices = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers: auth.client });
    expect(choices.json().data.deliveries.coach_replied).toBe('off');
    await ok(t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: auth.client, payload: { deliveries: { coach_replied: 'now' }, digest_hour: 7 } }));
  });

  it('serves the logo PNG with an ETag and caching, a 304 when unchanged; a tenant with no logo has none', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/brand/226/logo.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await t.app.inject({ method: 'GET', url: '/brand/226/logo.png', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/brand/999/logo.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/brand/abc/logo.png' })).statusCode).toBe(404);
  });

  it('writes the tenant\'s name instead of a logo that is broken, and serves no PNG for it', async () => {
    const folder = path.join(t.dataDir, 'themes', '226');
    const themeFile = path.join(folder, 'theme.json');
    const original = fs.readFileSync(themeFile, 'utf8');
    fs.writeFileSync(path.join(folder, 'logo-broken.png'), 'not a picture');
    fs.writeFileSync(themeFile, JSON.stringify({ ...JSON.parse(original), assets: { logo: '/themes/226/logo-broken.png' } }));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/brand/226/logo.png' })).statusCode).toBe(404);
      await ok(post({}, '/api/auth/loginotp', { email: PEER, password: DEMO_PASSWORD }));
      const { parsed } = await delivered(PEER, 'Your sign-in code');
      expect(addressOf(parsed.from)).toEqual({ name: TENANT, address: 'no-reply@portal.local' });
      expect(parsed.html).not.toContain('<img');
      expect(parsed.html).toContain(`>${TENANT}</strong>`);
      expect(parsed.text).toMatch(/code is \d{6}\./);
    } finally {
      fs.writeFileSync(themeFile, original);
    }
  });

  it('comes from the tenant\'s own address once the operator allows one, under its name (issue 23)', async () => {
    await t.database.db.update(tenants).set({ mailFrom: 'hello@summit-coaching.example' }).where(eq(tenants.id, t.demo.tenantId));
    try {
      await ok(post({}, '/api/password/reset', { email: CLIENT }));
      const reset = await delivered(CLIENT, 'Reset your password');
      expect(addressOf(reset.parsed.from)).toEqual({ name: TENANT, address: 'hello@summit-coaching.example' });
    } finally {
      await t.database.db.update(tenants).set({ mailFrom: null }).where(eq(tenants.id, t.demo.tenantId));
    }
  });
});
