import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETE_GRACE_DAYS, encodeValue } from '@portal/contract';
import { companyFiles, demoMailbox, mailAttachments, users } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { multipartBody } from './support/multipart.ts';
import { addPasskey, passkeySignIn, softAuthenticator, TEST_ORIGIN } from './support/passkeys.ts';
import { findEverywhere } from './support/personal-data-scan.ts';
import { secondServer } from './support/second-server.ts';
import { codeFrom, signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 22 "Delete my account": the client asks with their password or a fresh code; 14 days of
// grace in which signing in or cancelling keeps the account; then their personal data and files
// are erased, once with two servers, while their coach's pages still load with "Former client".
// An admin can do the same on the client's request; their coach is told.

const CLIENT = 'client@demo.test';
const COACH = 'coach@demo.test';
const DAY_MS = 86_400_000;
/** Written into everything the client keeps: none of it may be left after the erasure. */
const MARK = 'Zażółć 日本語 مرحبا ERASE-ME';

describe.each(backends())('account deletion (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });
  const servers = secondServer(() => t);

  const post = (auth: Record<string, string>, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const get = (auth: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const mailsTo = async (to: string, subject: RegExp) => {
    await t.app.settle();
    await t.deps.mailer.flush();
    return (await t.database.db.select().from(demoMailbox).where(eq(demoMailbox.to, to))).filter((m) => subject.test(m.subject));
  };

  it('asks for the password or a fresh code, answers the same day when asked again, ends the other sessions and tells the coach', async () => {
    const client = await signIn(t, CLIENT);
    const other = await signIn(t, CLIENT);
    expect((await get(client.auth, '/api/v1/me/delete')).json().data).toEqual({ delete_after: null });

    const wrong = await post(client.auth, '/api/v1/me/delete', { password: 'not it' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.password).toBeDefined();
    expect((await post(client.auth, '/api/v1/me/delete', { otp: '12' })).statusCode).toBe(422);
    expect((await post(client.auth, '/api/v1/me/delete', {})).statusCode).toBe(422);

    const asked = await post(client.auth, '/api/v1/me/delete', { password: DEMO_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const at = asked.json().data.delete_after as string;
    expect(new Date(at).getTime() - t.clock.now.getTime()).toBe(ACCOUNT_DELETE_GRACE_DAYS * DAY_MS);
    const again = await post(client.auth, '/api/v1/me/delete', { password: DEMO_PASSWORD });
    expect(again.json().data).toEqual({ delete_after: at });
    expect((await get(client.auth, '/api/v1/me/delete')).json().data).toEqual({ delete_after: at });

    expect((await get(other.auth, '/api/v1/students/me')).statusCode).toBe(401);
    expect((await get(client.auth, '/api/v1/students/me')).statusCode).toBe(200);
    expect(await mailsTo(CLIENT, /^Your account will be deleted on /)).toHaveLength(1);
    const told = await mailsTo(COACH, /^Alex Morgan asked to delete their account$/);
    expect(told).toHaveLength(1);
    expect(told[0]!.fromName).toBe('Summit Coaching');

    // A coach's own account is not deleted from here.
    const coach = await signIn(t, COACH);
    expect((await post(coach.auth, '/api/v1/me/delete', { password: DEMO_PASSWORD })).statusCode).toBe(403);
  });

  it('takes a code mailed to the signed-in session, and only in that session', async () => {
    const client = await signIn(t, CLIENT);
    const other = await signIn(t, CLIENT);
    const sent = await post(client.auth, '/api/v1/me/confirm-code');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ sent: true });
    const code = codeFrom((await t.lastMailTo(CLIENT, 'Your confirmation code'))?.text);
    const elsewhere = await post(other.auth, '/api/v1/me/delete', { otp: code });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.otp).toBeDefined();
    const asked = await post(client.auth, '/api/v1/me/delete', { otp: code });
    expect(asked.statusCode, asked.body).toBe(200);
    // Used once.
    await post(client.auth, '/api/v1/me/delete/cancel');
    expect((await post(client.auth, '/api/v1/me/delete', { otp: code })).statusCode).toBe(422);
  });

  it('is called off by cancelling and by signing in, and then nothing is erased when the day comes', async () => {
    const client = await signIn(t, CLIENT);
    await post(client.auth, '/api/v1/me/delete', { password: DEMO_PASSWORD });
    const cancelled = await post(client.auth, '/api/v1/me/delete/cancel');
    expect(cancelled.json().data).toEqual({ cancelled: true });
    expect((await get(client.auth, '/api/v1/me/delete')).json().data).toEqual({ delete_after: null });
    expect(await mailsTo(COACH, /^Alex Morgan kept their account$/)).toHaveLength(1);

    await post(client.auth, '/api/v1/me/delete', { password: DEMO_PASSWORD });
    // The next sign-in of their own keeps the account: with the password and code…
    const back = await signIn(t, CLIENT);
    expect((await get(back.auth, '/api/v1/me/delete')).json().data).toEqual({ delete_after: null });
    // …or with a passkey.
    const authenticator = softAuthenticator({ origin: TEST_ORIGIN });
    expect((await addPasskey(t, back.auth, authenticator)).statusCode).toBe(201);
    await post(back.auth, '/api/v1/me/delete', { password: DEMO_PASSWORD });
    const byPasskey = await passkeySignIn(t, authenticator);
    expect(byPasskey.res.statusCode, byPasskey.res.body).toBe(200);
    expect((await get(back.auth, '/api/v1/me/delete')).json().data).toEqual({ delete_after: null });

    t.clock.now = new Date(t.clock.now.getTime() + (ACCOUNT_DELETE_GRACE_DAYS + 1) * DAY_MS);
    await servers.runDueOnBoth();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, CLIENT));
    expect(row).toMatchObject({ firstName: 'Alex', erasedAt: null, deleteAfter: null });
  });

  it('erases every personal field and file of theirs after the grace, not before, once with two servers; the coach\'s pages still load', async () => {
    const client = await signIn(t, CLIENT);
    const clientId = client.user.id as number;
    // What a client keeps: a note, mail with an attachment, a file for the coach, a photo, a testimonial.
    const note = await post(client.auth, '/api/v1/clientportal/store/note/', { title: `Note ${MARK}`, body: MARK });
    expect(note.statusCode, note.body).toBe(200);
    const up = multipartBody({}, [{ field: 'file', name: `plan ${MARK}.pdf`, type: 'application/octet-stream', data: Buffer.from(`%PDF-1.4 ${MARK}`) }]);
    const attachment = await t.app.inject({ method: 'POST', url: '/upload/mail', headers: { ...client.auth, ...up.headers }, payload: up.payload });
    expect(attachment.statusCode, attachment.body).toBe(201);
    const mail = await post(client.auth, '/send/mail', { to_user_id: t.demo.coach.id, subject: `Hello ${MARK}`, body: `<p>${MARK}</p>`, attachment_ids: [attachment.json().data.id] });
    expect(mail.statusCode, mail.body).toBe(201);
    const files = multipartBody({ company_id: String(t.demo.client.companyId), description: MARK }, [{ field: 'files[]', name: 'numbers.txt', type: 'text/plain', data: Buffer.from(MARK) }]);
    const sentFile = await t.app.inject({ method: 'POST', url: '/api/v1/companies/newcoachfile/', headers: { ...client.auth, ...files.headers }, payload: files.payload });
    expect(sentFile.statusCode, sentFile.body).toBe(201);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const photo = multipartBody({ id: encodeValue(String(clientId)), _method: 'POST' }, [{ field: 'file', name: 'me.png', type: 'image/png', data: png }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/student/profilephoto/update', headers: { ...client.auth, ...photo.headers }, payload: photo.payload })).statusCode).toBe(200);
    expect((await post(client.auth, '/api/v1/testimonials/addtestimonial', { testimonial: MARK })).statusCode).toBeLessThan(300);
    const keys = [
      ...(await t.database.db.select({ key: mailAttachments.storageKey }).from(mailAttachments).where(eq(mailAttachments.uploaderId, clientId))),
      ...(await t.database.db.select({ key: companyFiles.storageKey }).from(companyFiles).where(eq(companyFiles.uploaderId, clientId))),
      ...(await t.database.db.select({ key: users.profilePic }).from(users).where(eq(users.id, clientId))),
    ].map((r) => r.key!);
    const stored = [];
    for (const key of keys) if (await t.deps.storage.read(key)) stored.push(key);
    expect(stored.length).toBeGreaterThanOrEqual(3); // the three sent here, and any the demo gave them

    const asked = await post(client.auth, '/api/v1/me/delete', { password: DEMO_PASSWORD });
    const at = new Date(asked.json().data.delete_after as string);
    t.clock.now = new Date(at.getTime() - 60_000);
    await servers.runDueOnBoth();
    expect((await t.database.db.select().from(users).where(eq(users.id, clientId)))[0]!.erasedAt).toBeNull();

    t.clock.now = new Date(at.getTime() + 30_000);
    await servers.runDueOnBoth();
    await servers.runDueOnBoth();
    const [erased] = await t.database.db.select().from(users).where(eq(users.id, clientId));
    expect(erased).toMatchObject({ firstName: 'Former', lastName: 'client', passwordHash: '', profilePic: null, phoneNumber: null });
    expect(erased!.erasedAt).not.toBeNull();
    expect(await findEverywhere(t.database.db, [CLIENT, 'Alex Morgan', MARK, 'ERASE-ME'])).toEqual([]);
    for (const key of keys) expect(await t.deps.storage.read(key)).toBeNull();

    // Out for good: the old address signs in nowhere, the old session is gone.
    expect((await get(client.auth, '/api/v1/students/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email: CLIENT, password: DEMO_PASSWORD } })).statusCode).toBe(422);
    // The coach's pages load, with "Former client" (two weeks on: a new sign-in).
    const coachNow = await signIn(t, COACH);
    const list = await get(coachNow.auth, '/api/v1/coach/clients?per_page=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.clients.find((c: { id: number }) => c.id === clientId)).toMatchObject({ first_name: 'Former', last_name: 'client', status: 'deactivated' });
    for (const url of [`/api/v1/coach/clients/${clientId}`, `/api/v1/coach/clients/${clientId}/files`, '/api/v1/coach/clients.csv']) {
      const page = await get(coachNow.auth, url);
      expect(page.statusCode, `${url}: ${page.body}`).toBe(200);
    }
    // Nothing to let back in.
    const back = await post((await signIn(t, 'admin@demo.test')).auth, `/api/v1/coach/clients/${clientId}/reactivate`);
    expect(back.statusCode).toBe(422);
    // Their mail to the coach is gone with them; the coach's own mail to them stays, to "Former client".
    const inbox = await t.app.inject({ method: 'POST', url: '/gapi', headers: coachNow.auth,
      payload: { query: 'query($id: ID!) { emails(user_id: $id) { subject fromuser { first_name } } }', variables: { id: String(t.demo.coach.id) } } });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const subjects = (inbox.json().data.emails as { subject: string }[]).map((m) => m.subject);
    expect(subjects.some((s) => s.includes('ERASE-ME'))).toBe(false);
  });

  it('lets an admin ask on a client\'s behalf and call it off; a coach cannot', async () => {
    const admin = await signIn(t, 'admin@demo.test');
    const coach = await signIn(t, COACH);
    const client = await signIn(t, CLIENT);
    const id = t.demo.client.id;
    expect((await post(coach.auth, `/api/v1/coach/clients/${id}/delete`)).statusCode).toBe(403);
    const asked = await post(admin.auth, `/api/v1/coach/clients/${id}/delete`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await get(admin.auth, `/api/v1/coach/clients/${id}/delete`)).json().data).toEqual(asked.json().data);
    // Every session of theirs ends: their own next sign-in would call it off.
    expect((await get(client.auth, '/api/v1/students/me')).statusCode).toBe(401);
    expect((await post(admin.auth, `/api/v1/coach/clients/${t.demo.coach.id}/delete`)).statusCode).toBe(404);
    expect((await post(admin.auth, `/api/v1/coach/clients/${id}/delete/cancel`)).json().data).toEqual({ cancelled: true });
    expect((await get(admin.auth, `/api/v1/coach/clients/${id}/delete`)).json().data).toEqual({ delete_after: null });
  });
});
