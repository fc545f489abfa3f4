import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, MAIL_ATTACHMENT_MAX_BYTES } from '@portal/contract';
import { emails, mailAttachments } from '../src/db/schema/index.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// issue 10 "Mail": sending and replying, attachments, delete, and another user's mail by id.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e6f3b40000000049454e44ae426082', 'hex');
const SCRIPT = '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
type Auth = Record<string, string>;
type Person = Awaited<ReturnType<typeof signIn>>;

function form(fileName: string, data: Buffer, boundary = 'mail-boundary-1') {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(backends())('mail (%s)', (backend) => {
  let t: TestApp;
  let client: Person;
  let coach: Person;
  let peer: Person;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
    coach = await signIn(t, 'coach@demo.test');
    peer = await signIn(t, 'peer@demo.test');
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const post = (auth: Auth, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const gql = (auth: Auth, query: string, variables: object = {}) => t.app.inject({ method: 'POST', url: '/gapi', headers: auth, payload: { query, variables } });
  const upload = (auth: Auth, name: string, data: Buffer) => {
    const f = form(name, data);
    return t.app.inject({ method: 'POST', url: '/upload/mail', headers: { ...auth, ...f.headers }, payload: f.payload });
  };
  const storedFiles = () => {
    const dir = path.join(t.dataDir, 'files', 'mail');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const attachmentRows = async () => (await t.database.db.select({ n: count() }).from(mailAttachments))[0]!.n;
  const mailCount = async () => (await t.database.db.select({ n: count() }).from(emails))[0]!.n;
  const unread = async (p: Person) => (await gql(p.auth, 'query($u: ID!) { unreademails(user_id: $u) }', { u: String(p.user.id) })).json().data.unreademails as number;

  it('lists who each side may write to', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/mail/recipients', headers: client.auth });
    expect(mine.json().data).toEqual([{ id: coach.user.id, first_name: coach.user.first_name, last_name: coach.user.last_name, email: 'coach@demo.test' }]);
    const coachs = (await t.app.inject({ method: 'GET', url: '/mail/recipients', headers: coach.auth })).json().data as { email: string }[];
    expect(coachs.map((r) => r.email)).toEqual(expect.arrayContaining(['client@demo.test', 'peer@demo.test']));
    expect(coachs.map((r) => r.email)).not.toContain('coach@demo.test');
  });

  it('sends a client\'s message with an attachment to the coach, sanitised, and notifies the coach in the brand', async () => {
    const before = await unread(coach);
    const up = await upload(client.auth, 'Plan Q1.pdf', PDF);
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data).toMatchObject({ file_name: 'Plan Q1.pdf', content_type: 'application/pdf', size_bytes: PDF.length });
    const res = await post(client.auth, '/send/mail', {
      to_user_id: coach.user.id, subject: 'My plan <b>draft</b>', body: SCRIPT, attachment_ids: [up.json().data.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data;
    expect(sent).toMatchObject({ from: 'client@demo.test', to: 'coach@demo.test', read: true, attachments: ['Plan Q1.pdf'] });
    expect(sent.files).toEqual([{ id: up.json().data.id, file_name: 'Plan Q1.pdf', content_type: 'application/pdf', size_bytes: PDF.length }]);
    expect(sent.body).toBe('<p>Hi</p><a rel="noopener noreferrer" target="_blank">x</a>');
    expect(await unread(coach)).toBe(before + 1);

    // the stored body, as the coach reads it: no script, no handler, no javascript: link
    const list = (await gql(coach.auth, 'query($u: ID!) { emails(user_id: $u) { id body read files { id file_name } } }', { u: String(coach.user.id) })).json().data.emails;
    const got = list.find((m: { id: string }) => m.id === sent.id);
    expect(got).toMatchObject({ read: false, files: [{ file_name: 'Plan Q1.pdf' }] });
    expect(JSON.stringify(list)).not.toMatch(/<script|onerror|javascript:/i);

    const notice = await t.lastMailTo('coach@demo.test') as { subject: string; text: string; html: string };
    expect(notice.subject).toBe('New message from Alex Morgan: My plan <b>draft</b>');
    expect(notice.text).toContain(`http://portal.test/messages/thread/${sent.id}`);
    expect(notice.html).toContain(`href="http://portal.test/messages/thread/${sent.id}"`);
    expect(notice.html).toContain('background:#14143f');
    expect(notice.html).toContain('My plan &lt;b&gt;draft&lt;/b&gt;');
    expect(notice.html).not.toMatch(/<script|onerror|<b>/i);

    // the coach downloads it under its safe name; the peer cannot, even knowing the id
    const dl = await post(coach.auth, '/download/mail', { id: up.json().data.id });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect(dl.headers['content-disposition']).toBe('attachment; filename="Plan Q1.pdf"; filename*=UTF-8\'\'Plan%20Q1.pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect((await post(peer.auth, '/download/mail', { id: up.json().data.id })).statusCode).toBe(404);
    // and nobody gets it from the public file route, even holding its storage key
    const [row] = await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.id, up.json().data.id));
    expect((await t.app.inject({ method: 'GET', url: `/files/${row!.storageKey}` })).statusCode).toBe(404);
  });

  it('lets the coach reply in the thread and refuses replies to mail between others', async () => {
    const list = (await gql(coach.auth, 'query($u: ID!) { emails(user_id: $u) { id subject from } }', { u: String(coach.user.id) })).json().data.emails;
    const question = list.find((m: { subject: string }) => m.subject === 'Hiring a part-time sales rep?');
    const reply = await post(coach.auth, '/send/mail', { to_user_id: client.user.id, parent: question.id, subject: 'Re: Hiring a part-time sales rep?', body: '<p>Yes, let\'s.</p>' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data).toMatchObject({ parent: question.id, previous: { subject: 'Hiring a part-time sales rep?' } });
    expect((await t.lastMailTo('client@demo.test'))?.subject).toBe('New message from Grace Hopper: Re: Hiring a part-time sales rep?');

    // the peer's mail from the coach is not the client's thread to reply in
    const peerMail = (await gql(peer.auth, 'query($u: ID!) { emails(user_id: $u) { id } }', { u: String(peer.user.id) })).json().data.emails[0];
    const n = await mailCount();
    expect((await post(client.auth, '/send/mail', { to_user_id: coach.user.id, parent: peerMail.id, subject: 'x', body: 'x' })).statusCode).toBe(404);
    expect((await post(coach.auth, '/send/mail', { to_user_id: client.user.id, parent: peerMail.id, subject: 'x', body: 'x' })).statusCode).toBe(404);
    expect(await mailCount()).toBe(n);
  });

  it('writes only between a client and their own coach', async () => {
    const n = await mailCount();
    // a client to another client, to themselves, to a user that does not exist; a coach to a stranger
    expect((await post(client.auth, '/send/mail', { to_user_id: peer.user.id, subject: 'x', body: 'x' })).statusCode).toBe(404);
    expect((await post(client.auth, '/send/mail', { to_user_id: client.user.id, subject: 'x', body: 'x' })).statusCode).toBe(404);
    expect((await post(client.auth, '/send/mail', { to_user_id: 999_999, subject: 'x', body: 'x' })).statusCode).toBe(404);
    expect((await post(coach.auth, '/send/mail', { to_user_id: t.demo.admin.id, subject: 'x', body: 'x' })).statusCode).toBe(404);
    // a body that is only markup is no message
    const empty = await post(client.auth, '/send/mail', { to_user_id: coach.user.id, subject: 'x', body: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.body).toEqual(['Write a message first.']);
    expect((await post(client.auth, '/send/mail', { to_user_id: coach.user.id, subject: '', body: 'x' })).json().error.subject).toBeDefined();
    expect(await mailCount()).toBe(n);
  });

  it('attaches only the sender\'s own unsent uploads', async () => {
    const peersUpload = (await upload(peer.auth, 'peer.png', PNG)).json().data.id;
    const n = await mailCount();
    const res = await post(client.auth, '/send/mail', { to_user_id: coach.user.id, subject: 'x', body: 'x', attachment_ids: [peersUpload] });
    expect(res.statusCode).toBe(404);
    expect(await mailCount()).toBe(n);
    // the peer's pending upload stays the peer's: nobody else downloads it
    expect((await post(client.auth, '/download/mail', { id: peersUpload })).statusCode).toBe(404);
    expect((await post(peer.auth, '/download/mail', { id: peersUpload })).statusCode).toBe(200);
    // an upload already sent cannot be sent again
    const mine = (await upload(client.auth, 'a.txt', Buffer.from('notes'))).json().data.id;
    expect((await post(client.auth, '/send/mail', { to_user_id: coach.user.id, subject: 'one', body: 'x', attachment_ids: [mine] })).statusCode).toBe(201);
    expect((await post(client.auth, '/send/mail', { to_user_id: coach.user.id, subject: 'two', body: 'x', attachment_ids: [mine] })).statusCode).toBe(404);
  });

  it('refuses a lying extension, an oversize file and a cut-off body with a clear 4xx and stores nothing', async () => {
    const files = storedFiles().length;
    const rows = await attachmentRows();

    const lying = await upload(client.auth, 'invoice.pdf', PNG);
    expect(lying.statusCode).toBe(415);
    expect(lying.json().error.file[0]).toContain('"invoice.pdf" does not contain what its name says');

    // one limit for every file a user sends: an attachment may be as large as a file on /resources
    expect(MAIL_ATTACHMENT_MAX_BYTES).toBe(DOCUMENT_MAX_BYTES);
    const big = await upload(client.auth, 'big.txt', Buffer.alloc(MAIL_ATTACHMENT_MAX_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.file[0]).toMatch(/is larger than 25 MB\.$/);

    const whole = form('cut.pdf', PDF).payload;
    const cut = await t.app.inject({ method: 'POST', url: '/upload/mail', headers: { ...client.auth, 'content-type': 'multipart/form-data; boundary=mail-boundary-1' }, payload: whole.subarray(0, whole.length - 30) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.file[0]).toBe('The upload was cut off or could not be read. Try again.');

    const exe = await upload(client.auth, 'run.exe', PDF);
    expect(exe.statusCode).toBe(415);

    expect(storedFiles().length).toBe(files);
    expect(await attachmentRows()).toBe(rows);
  });

  it('takes an attachment of 12 MB, as /resources takes a file of that size', async () => {
    const roomy = await upload(client.auth, 'minutes.txt', Buffer.alloc(12 * 1024 * 1024, 'a'));
    expect(roomy.statusCode).toBe(201);
    expect(roomy.json().data.size_bytes).toBe(12 * 1024 * 1024);
  });

  it('keeps another user\'s mail unreachable by id: /delete/mail, deleteEmails, markEmailRead', async () => {
    const clientMail = (await gql(client.auth, 'query($u: ID!) { emails(user_id: $u) { id read subject } }', { u: String(client.user.id) })).json().data.emails;
    const target = clientMail.find((m: { read: boolean }) => !m.read) ?? clientMail[0];
    const snapshot = async () => (await t.database.db.select().from(emails).where(eq(emails.id, Number(target.id))))[0];
    const before = await snapshot();

    const del = await post(peer.auth, '/delete/mail', { id: target.id });
    expect(del.statusCode).toBe(404);
    const delMany = await gql(peer.auth, 'mutation($u: ID!, $ids: [String!]!) { deleteEmails(user_id: $u, ids: $ids) { id } }', { u: String(peer.user.id), ids: [target.id] });
    expect(delMany.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const mark = await gql(peer.auth, 'mutation($id: ID!) { markEmailRead(id: $id) { success data { id } } }', { id: target.id });
    expect(mark.json().data.markEmailRead).toEqual({ success: false, data: null });
    // the sender cannot mark the recipient's copy read either
    const [sentByCoach] = await t.database.db.select().from(emails).where(and(eq(emails.fromUserId, coach.user.id), eq(emails.toUserId, client.user.id))).limit(1);
    expect((await gql(coach.auth, 'mutation($id: ID!) { markEmailRead(id: $id) { success } }', { id: String(sentByCoach!.id) })).json().data.markEmailRead.success).toBe(false);
    expect(await snapshot()).toEqual(before);

    // a mailbox is its owner's only: not the coach's, not an admin's
    for (const other of [peer, coach]) {
      const res = await gql(other.auth, 'query($u: ID!) { emails(user_id: $u) { subject } unreademails(user_id: $u) }', { u: String(client.user.id) });
      expect(res.json().errors[0].extensions.code).toBe('FORBIDDEN');
      expect(res.body).not.toContain(target.subject);
    }
  });

  it('deletes for one side with /delete/mail (200) and all or nothing with deleteEmails', async () => {
    const sent = (await post(client.auth, '/send/mail', { to_user_id: coach.user.id, subject: 'Delete me', body: 'x' })).json().data;
    const del = await post(client.auth, '/delete/mail', { id: sent.id });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ status: 200, data: 'Message deleted' });
    expect((await post(client.auth, '/delete/mail', { id: sent.id })).statusCode).toBe(404);
    // the coach keeps their copy
    const coachList = (await gql(coach.auth, 'query($u: ID!) { emails(user_id: $u) { id } }', { u: String(coach.user.id) })).json().data.emails;
    expect(coachList.map((m: { id: string }) => m.id)).toContain(sent.id);

    const peerList = (await gql(peer.auth, 'query($u: ID!) { emails(user_id: $u) { id } }', { u: String(peer.user.id) })).json().data.emails;
    const mixed = await gql(peer.auth, 'mutation($u: ID!, $ids: [String!]!) { deleteEmails(user_id: $u, ids: $ids) { id } }', { u: String(peer.user.id), ids: [peerList[0].id, sent.id] });
    expect(mixed.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const after = (await gql(peer.auth, 'query($u: ID!) { emails(user_id: $u) { id } }', { u: String(peer.user.id) })).json().data.emails;
    expect(after).toEqual(peerList);
    const ok = await gql(peer.auth, 'mutation($u: ID!, $ids: [String!]!) { deleteEmails(user_id: $u, ids: $ids) { id } }', { u: String(peer.user.id), ids: [peerList[0].id] });
    expect(ok.json().data.deleteEmails).toEqual(peerList.slice(1));
  });

  it('refuses the mail routes without a token', async () => {
    for (const url of ['/send/mail', '/delete/mail', '/download/mail', '/upload/mail']) {
      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/mail/recipients' })).statusCode).toBe(401);
  });
});
