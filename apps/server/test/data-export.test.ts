import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataExport, EXPORT_MESSAGES, ExportStarted } from '@portal/contract';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { secondServer } from './support/second-server.ts';
import { signIn } from './support/sign-in.ts';
import { readZip } from './support/zip-reader.ts';

// Issue 22 "Download my data": the whole of a client's record in one ZIP, built by due work and
// offered for 24 h to its owner only.

type Auth = Record<string, string>;
const WORLD = 'Zażółć gęślą jaźń — مرحبا بالعالم — 今日は良い天気です';

describe.each(backends())('data export (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });
  const servers = secondServer(() => t);

  const call = (method: 'GET' | 'POST', url: string, headers: Auth = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const data = async (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) => {
    const res = await call(method, url, auth, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json().data;
  };

  /** Starts an export, lets due work build it, and answers its ready state. */
  async function built(auth: Auth, base = '/api/v1/me/export') {
    const started = await call('POST', base, auth, {});
    expect(started.statusCode).toBe(202);
    const { id, status } = ExportStarted.parse(started.json().data);
    expect(status).toBe('building');
    await t.dueWork.runDue();
    const ready = DataExport.parse(await data('GET', `${base}/${id}`, auth));
    expect(ready).toMatchObject({ id, status: 'ready', progress: 100 });
    return ready;
  }
  async function download(url: string, auth: Auth) {
    const res = await call('GET', url, auth);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    return readZip(res.rawPayload);
  }
  const jsonOf = (zip: Map<string, Buffer>, name: string) => {
    const entry = zip.get(name);
    expect(entry, `${name} in the archive`).toBeDefined();
    return JSON.parse(entry!.toString('utf8'));
  };

  it('holds every record the API shows the client, area by area, and nothing of anyone else', async () => {
    const client = await signIn(t, 'client@demo.test');
    const me = client.user.id as number;
    // Texts in any script come out intact.
    await data('POST', '/api/v1/clientportal/store/note/', client.auth, { title: `Notatka ${WORLD}`, body: WORLD, meeting_date: '2026-01-05' });
    await data('POST', '/api/v1/tickets', client.auth, { subject: 'Export help', message: WORLD });
    await data('POST', '/api/v1/testimonials/addtestimonial', client.auth, { testimonial: `Great coach. ${WORLD}`, rating: 5 });
    await data('POST', '/api/v1/testimonials/addreferral', client.auth, { first_name: 'Ana', last_name: 'Nowak', email: 'ana@example.test', note: WORLD });

    const ready = await built(client.auth);
    expect(ready.url).toBe(`/api/v1/me/export/${ready.id}/download`);
    expect(Date.parse(ready.expires_at!) - t.clock.now.getTime()).toBe(24 * 60 * 60_000);
    const zip = await download(ready.url!, client.auth);

    const readme = zip.get('README.txt')!.toString('utf8');
    for (const name of [...zip.keys()].filter((n) => /^[a-z-]+\.(json|csv)$/.test(n))) expect(readme).toContain(`${name}: `);

    // Area by area, against the API's own reads.
    expect(jsonOf(zip, 'notes.json')).toEqual(await data('POST', '/api/v1/clientportal/notes/', client.auth, {}));
    expect(jsonOf(zip, 'metrics.json')).toEqual(await data('POST', '/api/v1/clientportal/metrics/list/', client.auth, {}));
    expect(jsonOf(zip, 'commitments.json')).toEqual(await data('POST', '/api/v1/tasks/client/', client.auth, {}));
    expect(jsonOf(zip, 'team.json')).toEqual(await data('POST', '/api/v1/clientportal/team/members/', client.auth, {}));
    expect(jsonOf(zip, 'tickets.json')).toEqual(await data('GET', '/api/v1/tickets/mine', client.auth));
    const profile = await data('GET', '/api/v1/students/me', client.auth);
    delete profile.pas_token;
    expect(jsonOf(zip, 'profile.json')).toMatchObject(profile);
    expect(jsonOf(zip, 'files.json')).toEqual(await data('GET', `/api/v1/companies/files/${profile.company_id}`, client.auth));

    const cards = jsonOf(zip, 'boards.json') as { assessment_id: number; path: string; board: string }[];
    const access = await data('POST', '/api/v1/actionsteps/access', client.auth, {});
    let shown = 0;
    for (const area of access.focus_areas as { assessment_id: number; path: string }[]) {
      for (const board of ['action_steps', 'reminders']) {
        const list = await data('POST', '/api/v1/impcoaching/steps/', client.auth, { assessment_id: area.assessment_id, path: area.path, board });
        expect(cards.filter((c) => c.assessment_id === area.assessment_id && c.path === area.path && c.board === board)).toEqual(list);
        shown += list.length;
      }
    }
    expect(shown).toBeGreaterThan(0);
    expect(cards).toHaveLength(shown);

    const mailFields = 'id parent from to subject body read attachments created_at updated_at fromuser { first_name last_name } touser { first_name last_name } files { id file_name content_type size_bytes }';
    const mailbox = (await call('POST', '/gapi', client.auth, { query: `query($id: ID!) { emails(user_id: $id) { ${mailFields} } }`, variables: { id: String(me) } })).json().data.emails;
    const mail = jsonOf(zip, 'mail.json') as Record<string, unknown>[];
    expect(mailbox.length).toBeGreaterThan(0);
    expect(mail.map(({ previous: _p, ...m }) => m)).toEqual(mailbox);

    const schedule = await data('POST', '/api/v1/clientportal/schedule/', client.auth, {});
    const sessions = jsonOf(zip, 'sessions.json');
    expect(sessions.schedule.map((e: { id: number }) => e.id).sort()).toEqual([...schedule.upcoming, ...schedule.past].map((e: { id: number }) => e.id).sort());
    for (const b of await data('GET', '/api/v1/bookings', client.auth)) expect(sessions.bookings).toContainEqual(b);

    const groups = (await call('POST', '/gapi', client.auth, { query: `query($id: ID!) { member(user_id: $id) { groups { user_group_id title userlessons { id completed } } } }`, variables: { id: String(me) } })).json().data.member.groups;
    const programmes = jsonOf(zip, 'programmes.json') as { user_group_id: string; title: string; lessons: { id: string; completed: boolean }[] }[];
    expect(programmes.map((p) => ({ user_group_id: p.user_group_id, title: p.title, userlessons: p.lessons.map((l) => ({ id: l.id, completed: l.completed })) })))
      .toEqual(groups);

    const live = await data('GET', '/api/auth/sessions', client.auth);
    const history = jsonOf(zip, 'sign-in-history.json');
    for (const s of live) expect(history.sessions.map((h: { id: number }) => h.id)).toContain(s.id);
    expect(jsonOf(zip, 'testimonials.json')[0]).toMatchObject({ testimonial: `Great coach. ${WORLD}`, rating: 5 });
    expect(jsonOf(zip, 'referrals.json')[0]).toMatchObject({ email: 'ana@example.test', note: WORLD });
    expect(jsonOf(zip, 'plan.json').length).toBeGreaterThan(0);
    expect(Object.keys(jsonOf(zip, 'lesson-analytics.json'))).toEqual(['lessons', 'training_entries', 'flash_analysis']);
    expect(zip.get('calendar.ics')!.toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/);

    // The files themselves, byte for byte as their own downloads give them.
    const files = jsonOf(zip, 'files.json') as { id: number; file_name: string; direction: string }[];
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const own = await call('POST', '/api/v1/companies/downloadfile/', client.auth, { id: f.id });
      expect(zip.get(`files/${f.direction}/${f.id}-${f.file_name}`)).toEqual(own.rawPayload);
    }
    const attachments = mail.flatMap((m) => (m.files as { id: string; file_name: string }[]).map((f) => ({ ...f, mail: m.id })));
    expect(attachments.length).toBeGreaterThan(0);
    for (const a of attachments) {
      const own = await call('POST', '/download/mail', client.auth, { id: Number(a.id) });
      expect(zip.get(`mail-attachments/${a.mail}/${a.id}-${a.file_name}`)).toEqual(own.rawPayload);
    }
    if (profile.profile_pic) expect([...zip.keys()].some((n) => n.startsWith('files/profile-photo.'))).toBe(true);

    // UTF-8 intact in JSON and CSV (with the byte-order mark spreadsheets need).
    expect(jsonOf(zip, 'notes.json')).toContainEqual(expect.objectContaining({ title: `Notatka ${WORLD}`, body: WORLD }));
    const notesCsv = zip.get('notes.csv')!.toString('utf8');
    expect(notesCsv.startsWith('\uFEFF')).toBe(true);
    expect(notesCsv).toContain(WORLD);
    expect(zip.get('tickets.json')!.toString('utf8')).toContain(WORLD);

    // Nothing of peer@'s: not their address, and no record of theirs.
    const peer = t.demo.peer;
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if ('user_id' in o) expect(String(o.user_id)).toBe(String(me));
        if ('client_id' in o) expect(String(o.client_id)).toBe(String(me));
        Object.values(o).forEach(walk);
      }
    };
    for (const [name, bytes] of zip) {
      if (!/\.(json|csv|ics|txt)$/.test(name)) continue;
      expect(bytes.toString('utf8'), name).not.toContain(peer.email);
      if (name.endsWith('.json')) walk(JSON.parse(bytes.toString('utf8')));
    }
  });

  it('answers a repeat while one builds with that one, keeps Idempotency-Key replies, and starts again after a failure', async () => {
    const client = await signIn(t, 'client@demo.test');
    // A store that fails: the export fails, its half-made file is gone, and a new one can start.
    const storage = t.deps.storage;
    const put = storage.putStream;
    let tries = 0;
    // The build is held at the store until the repeats below have been answered: it is under way then, however fast it runs.
    let letFail!: () => void;
    const held = new Promise<void>((resolve) => { letFail = resolve; });
    storage.putStream = async (key, source) => { tries += 1; await held; source.destroy(); await storage.remove(key); throw new Error('disk full'); };
    const first = await call('POST', '/api/v1/me/export', client.auth, {});
    expect(first.statusCode).toBe(202);
    const again = await call('POST', '/api/v1/me/export', client.auth, {});
    expect(again.json().data).toEqual(first.json().data);
    const key = { ...client.auth, 'idempotency-key': crypto.randomUUID() };
    const keyed = await call('POST', '/api/v1/me/export', key, {});
    const replay = await call('POST', '/api/v1/me/export', key, {});
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(keyed.json());
    expect(keyed.json().data.id).toBe(first.json().data.id);

    letFail();
    await t.dueWork.runDue();
    storage.putStream = put;
    expect(tries).toBe(1);
    const failed = await data('GET', `/api/v1/me/export/${first.json().data.id}`, client.auth);
    expect(failed).toMatchObject({ status: 'failed', url: null });
    expect(await data('GET', '/api/v1/me/export', client.auth)).toMatchObject({ id: first.json().data.id, status: 'failed' });
    const retry = await built(client.auth);
    expect(retry.id).not.toBe(first.json().data.id);
    expect(await data('GET', '/api/v1/me/export', client.auth)).toMatchObject({ id: retry.id, status: 'ready' });
  });

  it('offers the download to its owner only, and for 24 hours; then the file is removed', async () => {
    const client = await signIn(t, 'client@demo.test');
    const peer = await signIn(t, 'peer@demo.test');
    const ready = await built(client.auth);
    expect((await call('GET', ready.url!, peer.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/me/export/${ready.id}`, peer.auth)).statusCode).toBe(404);
    expect((await call('GET', ready.url!)).statusCode).toBe(401);
    await download(ready.url!, client.auth);

    t.clock.advance(24 * 60 * 60_000 + 1000);
    const later = await signIn(t, 'client@demo.test');
    const late = await call('GET', ready.url!, later.auth);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(EXPORT_MESSAGES.expired);
    expect((await call('GET', `/api/v1/me/export/${ready.id}`, later.auth)).statusCode).toBe(410);
    expect(await data('GET', '/api/v1/me/export', later.auth)).toBeNull();
    const { dataExports } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(await t.deps.storage.openRead(row!.storageKey!)).not.toBeNull();
    await t.dueWork.runDue();
    const [gone] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(gone!.storageKey).toBeNull();
    expect(await t.deps.storage.openRead(row!.storageKey!)).toBeNull();
  });

  it('removes the file after 24 h also when the export\'s row went first (an erased account)', async () => {
    const { dataExports } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const client = await signIn(t, 'client@demo.test');
    const ready = await built(client.auth);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    await t.database.db.delete(dataExports).where(eq(dataExports.id, ready.id));
    t.clock.advance(24 * 60 * 60_000 + 1000);
    await t.dueWork.runDue();
    expect(await t.deps.storage.openRead(row!.storageKey!)).toBeNull();
  });

  it('downloads in the browser through the cookie its status read set, for that session only', async () => {
    const client = await signIn(t, 'client@demo.test');
    const ready = await built(client.auth);
    const read = await call('GET', `/api/v1/me/export/${ready.id}`, client.auth);
    const cookie = [read.headers['set-cookie']].flat().find((c) => c?.startsWith('pas_export='))!;
    expect(cookie).toContain(`Path=${ready.url}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const value = cookie.split(';')[0]!;
    const viaCookie = await call('GET', ready.url!, { cookie: value });
    expect(viaCookie.statusCode).toBe(200);
    expect((await readZip(viaCookie.rawPayload)).has('README.txt')).toBe(true);
    // Edited, or for another export, or after sign-out: refused.
    expect((await call('GET', ready.url!, { cookie: `${value}x` })).statusCode).toBe(401);
    const other = await built(await signIn(t, 'peer@demo.test').then((p) => p.auth));
    expect((await call('GET', other.url!, { cookie: value })).statusCode).toBe(401);
    await call('GET', '/api/auth/logout', client.auth);
    expect((await call('GET', ready.url!, { cookie: value })).statusCode).toBe(401);
  });

  it('lets a coach or admin export a client of theirs, recorded and shown to the client', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const admin = await signIn(t, 'admin@demo.test');
    const client = await signIn(t, 'client@demo.test');
    const base = `/api/v1/coach/clients/${t.demo.client.id}/export`;
    expect(await data('GET', '/api/v1/me/access-log', client.auth)).toEqual([]);
    const ready = await built(coach.auth, base);
    expect(ready.url).toBe(`${base}/${ready.id}/download`);
    const zip = await download(ready.url!, coach.auth);
    expect(jsonOf(zip, 'profile.json')).toMatchObject({ email: 'client@demo.test' });
    expect(zip.get('README.txt')!.toString('utf8')).toContain('made for you by');
    // Only the coach who made it downloads it.
    expect((await call('GET', ready.url!, client.auth)).statusCode).toBe(403);
    expect((await call('GET', ready.url!, admin.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/me/export/${ready.id}`, client.auth)).statusCode).toBe(404);

    await built(admin.auth, base);
    const log = await data('GET', '/api/v1/me/access-log', client.auth);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ action: 'export', actor_role: 'admin' });
    expect(log[1]).toMatchObject({ action: 'export', actor_name: `${t.demo.coach.firstName} ${t.demo.coach.lastName}`, actor_role: 'coach' });
    const again = await download((await built(client.auth)).url!, client.auth);
    expect(jsonOf(again, 'sign-in-history.json').acted_for_you).toEqual(log);

    // Not theirs, or not staff.
    expect((await call('POST', `/api/v1/coach/clients/${t.demo.admin.id}/export`, coach.auth, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/coach/clients/${t.demo.peer.id}/export`, client.auth, {})).statusCode).toBe(403);
  });

  it('records a sign-in link a coach made once it is used, and shows it to the client', async () => {
    const coach = await signIn(t, 'coach@demo.test');
    const client = await signIn(t, 'client@demo.test');
    const issued = await data('POST', '/api/auth/login-links', coach.auth, { email: 'client@demo.test' });
    expect(await data('GET', '/api/v1/me/access-log', client.auth)).toEqual([]);
    t.clock.advance(60_000);
    const used = await call('POST', '/api/auth/loginotpfbs', {}, { token: issued.url.split('/fbslogin/')[1] });
    expect(used.statusCode).toBe(200);
    const [entry, ...rest] = await data('GET', '/api/v1/me/access-log', client.auth);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'sign_in_link', actor_name: `${t.demo.coach.firstName} ${t.demo.coach.lastName}`, actor_role: 'coach', at: t.clock.now.toISOString() });
    expect(Date.parse(entry.at) - Date.parse(entry.issued_at)).toBe(60_000);
    // Each user sees only their own.
    expect(await data('GET', '/api/v1/me/access-log', coach.auth)).toEqual([]);
  });

  it('is built once with two servers, and again by the other when the one building it stops', async () => {
    const { dataExports, dueWork } = await import('../src/db/schema/index.ts');
    const { and, eq } = await import('drizzle-orm');
    const client = await signIn(t, 'client@demo.test');
    const other = await servers.get();
    // This server stores slowly; it stops while the archive is on its way.
    const storage = t.deps.storage;
    let storing!: () => void;
    const started = new Promise<void>((resolve) => { storing = resolve; });
    storage.putStream = async (_key, source) => {
      storing();
      for await (const _chunk of source) await new Promise((r) => setTimeout(r, 20));
      return 0;
    };
    const { id } = (await call('POST', '/api/v1/me/export', client.auth, {})).json().data;
    await started;
    expect(await data('GET', `/api/v1/me/export/${id}`, client.auth)).toMatchObject({ status: 'building' });
    await t.dueWork.close();
    await Promise.all([other.dueWork.runDue(), other.dueWork.runDue()]);
    const ready = await data('GET', `/api/v1/me/export/${id}`, client.auth);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect((await download(ready.url, client.auth)).has('README.txt')).toBe(true);
    const [row] = await t.database.db.select().from(dueWork).where(and(eq(dueWork.kind, 'data_export'), eq(dueWork.subjectId, id)));
    expect(row).toMatchObject({ kind: 'data_export', attempts: 2 });
    expect(row!.doneAt).not.toBeNull();
    // One archive, stored by the second server under its own key.
    const [made] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(fs.readdirSync(path.join(t.dataDir, 'files', 'exports'))).toEqual([made!.storageKey!.split('/')[1]]);
  });
});
