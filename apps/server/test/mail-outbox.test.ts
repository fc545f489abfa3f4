import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoMail } from '@portal/contract';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { MAX_ATTEMPTS, RETRY_BACKOFF_S } from '../src/platform/mail-outbox.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { codeIn, fakeRelay, INVITATION_UID, invitationMail, outboxRows } from './support/mail-fakes.ts';
import { parseIcal } from './support/parse-ical.ts';

const CLIENT = 'client@demo.test';
/** Far below a relay's timeouts, far above a request that only writes to the database. */
const FAST_MS = 2_500;

// Issue 8 finding 3: no request waits on the relay (decision 009). Known and unknown accounts get
// the same reply in the same time, and a relay that is slow or down loses no sign-in code.
describe.each(backends())('mail outbox (%s)', (backend) => {
  let t: TestApp;
  afterEach(async () => { vi.restoreAllMocks(); await t.close(); });

  const timed = async (payload: object, url: string) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url, payload });
    return { res, ms: performance.now() - started };
  };
  const loginOtp = (email = CLIENT) => timed({ email, password: DEMO_PASSWORD }, '/api/auth/loginotp');
  // The reset's look-up and mail happen after its reply; settle() waits until the mail is queued.
  const reset = async (email: string) => {
    const done = await timed({ email }, '/api/password/reset');
    await t.app.settle();
    return done;
  };

  it('answers sign-in and reset at once while the relay hangs, the same for unknown accounts', async () => {
    const relay = fakeRelay('hang');
    t = await createTestApp(backend, {}, { mailTransport: relay.transport });
    const login = await loginOtp();
    expect(login.res.statusCode).toBe(200);
    expect(login.ms).toBeLessThan(FAST_MS);
    await vi.waitFor(() => expect(relay.waiting).toHaveLength(1));

    const known = await reset(CLIENT);
    const unknown = await reset('nobody@demo.test');
    for (const r of [known, unknown]) {
      expect(r.res.statusCode).toBe(200);
      expect(r.ms).toBeLessThan(FAST_MS);
    }
    expect(unknown.res.json()).toEqual(known.res.json());
    expect(relay.delivered).toHaveLength(0);

    relay.mode = 'up';
    relay.release();
    await t.deps.mailer.flush();
    expect(codeIn(relay.delivered[0])).toMatch(/^\d{6}$/);
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('answers 200 while the relay is down, and delivers the code once it is back', async () => {
    const relay = fakeRelay('down');
    t = await createTestApp(backend, {}, { mailTransport: relay.transport });
    expect((await loginOtp()).res.statusCode).toBe(200);
    expect((await reset(CLIENT)).res.statusCode).toBe(200);
    await t.deps.mailer.flush();
    expect(relay.calls).toBeGreaterThan(0);
    const [code] = await outboxRows(t.database.db, CLIENT);
    expect(code).toMatchObject({ status: 'pending', attempts: 1 });
    expect(code!.text).toMatch(/code is \d{6}/);
    expect(code!.lastError).toContain('relay temporarily unavailable');
    expect(code!.lastError).not.toContain(CLIENT);

    relay.mode = 'up';
    await t.deps.mailer.flush();
    expect(relay.delivered).toHaveLength(0); // not before its backoff
    t.clock.advance(RETRY_BACKOFF_S[0] * 1000);
    await t.deps.mailer.flush();
    const mail = relay.delivered.find((m) => m.to === CLIENT && codeIn(m));
    expect(mail?.subject).toBe(`Your sign-in code: ${codeIn(mail)}`);
    // The code's plain text leaves the outbox once it is delivered.
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'sent', attempts: 2, subject: '', text: '', html: '' });
  });

  it('backs off longer after each failure and gives up after the last attempt, logging each state', async () => {
    const relay = fakeRelay('down');
    t = await createTestApp(backend, {}, { mailTransport: relay.transport });
    const info = vi.spyOn(t.app.log, 'info');
    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await loginOtp()).res.statusCode).toBe(200);
    const [queued] = await outboxRows(t.database.db, CLIENT);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await t.deps.mailer.flush();
      const [row] = await outboxRows(t.database.db, CLIENT);
      expect(row!.attempts).toBe(attempt);
      if (attempt === MAX_ATTEMPTS) break;
      waits.push(Math.round((row!.nextAttemptAt.getTime() - t.clock.now.getTime()) / 1000));
      t.clock.advance(waits.at(-1)! * 1000);
    }
    expect(waits.slice(0, 4)).toEqual(RETRY_BACKOFF_S.slice(0, 4));
    expect(waits.every((w, i) => i === 0 || w >= waits[i - 1]!)).toBe(true);
    const [row] = await outboxRows(t.database.db, CLIENT);
    expect(row).toMatchObject({ status: 'failed', text: '', html: '' });
    await t.deps.mailer.flush();
    expect(relay.calls).toBe(MAX_ATTEMPTS);

    const logged = [...info.mock.calls, ...warn.mock.calls].filter(([, msg]) => typeof msg === 'string' && msg.startsWith('mail'));
    expect(logged.map(([, msg]) => msg)).toEqual([
      'mail queued',
      ...RETRY_BACKOFF_S.slice(0, 4).map((s) => `mail delivery failed, retrying in ${s} s`),
      ...Array.from({ length: MAX_ATTEMPTS - 5 }, (_, i) => expect.stringContaining(`retrying in ${waits[i + 4]} s`)),
      'mail gave up',
    ]);
    expect(logged.at(-1)![0]).toMatchObject({ outbox_id: queued!.id, attempt: MAX_ATTEMPTS });
    // Logs name the outbox row, never the recipient or the code.
    const text = JSON.stringify(logged);
    expect(text).not.toContain(CLIENT);
    expect(text).not.toMatch(/\b\d{6}\b/);
  });

  it('shows a mail in the demo mailbox as soon as the request that queued it has answered', async () => {
    t = await createTestApp(backend);
    expect((await loginOtp()).res.statusCode).toBe(200);
    const mails = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json().data as Array<{ to: string; text: string }>;
    expect(codeIn(mails.find((m) => m.to === CLIENT) as never)).toMatch(/^\d{6}$/);
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a calendar invitation with its mail while it waits, hands it to the relay, then clears the outbox copy', async () => {
    const relay = fakeRelay('down');
    t = await createTestApp(backend, {}, { mailTransport: relay.transport });
    const mail = invitationMail(CLIENT);
    await t.deps.mailer.send(mail);
    await t.deps.mailer.flush();
    const [waiting] = await outboxRows(t.database.db, CLIENT);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, calendar: mail.calendar });

    relay.mode = 'up';
    t.clock.advance(RETRY_BACKOFF_S[0] * 1000);
    await t.deps.mailer.flush();
    expect(relay.delivered).toEqual([mail]);
    expect((await outboxRows(t.database.db, CLIENT))[0]).toMatchObject({ status: 'sent', subject: '', text: '', html: '', calendar: null });
  });

  it('lists, links and serves the invitation a mail carried in the demo mailbox (issue 20)', async () => {
    t = await createTestApp(backend);
    expect((await loginOtp()).res.statusCode).toBe(200);
    const booked = invitationMail(CLIENT);
    const cancelled = invitationMail(CLIENT, 'CANCEL', 1);
    await t.deps.mailer.send(booked);
    await t.deps.mailer.send(cancelled);

    const mails = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json().data as DemoMail[];
    // Two mails may be delivered side by side, so their order in the mailbox is not asserted.
    const toClient = mails.filter((m) => m.to === CLIENT);
    expect(toClient).toHaveLength(3);
    const book = toClient.find((m) => m.calendar?.method === 'REQUEST');
    const cancel = toClient.find((m) => m.calendar?.method === 'CANCEL');
    const code = toClient.find((m) => !m.calendar);
    expect(Object.keys(book!).sort()).toEqual(['calendar', 'created_at', 'from', 'headers', 'html', 'id', 'reply_to', 'subject', 'text', 'to']);
    // A mail that names nobody goes out from MAIL_FROM as configured; the sign-in code from the tenant (issue 21).
    expect(book).toMatchObject({ from: 'Coaching Portal <no-reply@portal.local>', reply_to: null, headers: {} });
    expect(code).toMatchObject({ from: '"Summit Coaching" <no-reply@portal.local>', reply_to: null, headers: {} });
    expect(book).toMatchObject({ subject: booked.subject, text: booked.text, html: booked.html, calendar: { method: 'REQUEST', filename: 'invite.ics' } });
    expect(cancel).toMatchObject({ subject: cancelled.subject, calendar: { method: 'CANCEL', filename: 'invite.ics' } });
    expect(code!.text).toMatch(/code is \d{6}/);
    expect(code!.calendar).toBeNull();
    // Sent: the outbox no longer holds the invitations; the demo mailbox's own copies stay.
    expect((await outboxRows(t.database.db, CLIENT)).map((r) => r.calendar)).toEqual([null, null, null]);

    const ics = await t.app.inject({ method: 'GET', url: `/dev/mail/${book!.id}/invite.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics.body).toBe(booked.calendar!.content);
    const { calendar, events } = parseIcal(ics.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(events.map((e) => e.uid)).toEqual([INVITATION_UID]);
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!.getParameter('cn')).toBe('Zażółć, "Z" Jaźń');

    const cancelIcs = await t.app.inject({ method: 'GET', url: `/dev/mail/${cancel!.id}/invite.ics` });
    expect(cancelIcs.headers['content-type']).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(parseIcal(cancelIcs.body).events.map((e) => e.uid)).toEqual([INVITATION_UID]);

    const page = (await t.app.inject({ method: 'GET', url: '/dev/mail' })).body;
    expect(page).toContain(`<a href="/dev/mail/${book!.id}/invite.ics">invite.ics</a>`);
    expect(page).toContain(`<a href="/dev/mail/${cancel!.id}/invite.ics">invite.ics</a>`);
    expect(page).not.toContain(`/dev/mail/${code!.id}/invite.ics`);

    expect((await t.app.inject({ method: 'GET', url: `/dev/mail/${code!.id}/invite.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/999999/invite.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/x/invite.ics' })).statusCode).toBe(422);
  });
});
