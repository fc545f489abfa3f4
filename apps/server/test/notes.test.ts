import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOTE_BODY_MAX, NoteList } from '@portal/contract';
import { meetingNotes } from '../src/db/schema/index.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { buildNote } from '../src/db/seed/demo-notes.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// spec §7 clientportal/notes, store/note, edit/note, delete/note: "each returns status 200 and the
// note list"; owner-scoped (DESIGN §4: another user's note is 404, another user's list is 403).
const URL_ = {
  list: '/api/v1/clientportal/notes/',
  store: '/api/v1/clientportal/store/note/',
  edit: '/api/v1/clientportal/edit/note/',
  remove: '/api/v1/clientportal/delete/note/',
} as const;
type Call = keyof typeof URL_;

describe.each(backends())('meeting notes (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const call = (what: Call, auth: Record<string, string>, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: URL_[what], headers: auth, payload });
  const listOf = (res: { json(): { status: number; data: unknown } }) => {
    expect(res.json().status).toBe(200);
    return NoteList.parse(res.json().data);
  };
  /** Every stored note, to show that a refused request changed nothing. */
  const stored = () => t.database.db.select().from(meetingNotes).orderBy(asc(meetingNotes.id));
  const notesOf = async (userId: number) => (await stored()).filter((n) => n.userId === userId);

  it('lists client@\'s demo notes, newest meeting first, with who wrote them', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await call('list', auth);
    expect(res.statusCode).toBe(200);
    const list = listOf(res);
    expect(list).toHaveLength(3);
    const dates = list.map((n) => n.meeting_date!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.every((n) => n.user_id === t.demo.client.id)).toBe(true);
    expect(list[0]!.title).toBe('Quarterly goals');
    expect(list[0]!.author_name).toBe('Grace Hopper');
    expect(list.find((n) => n.author_id === t.demo.client.id)?.author_name).toBe('Alex Morgan');
  });

  it('stores, edits and deletes a note, each answering the whole list', async () => {
    const { auth } = await signIn(t, 'flash@demo.test');
    const stored1 = await call('store', auth, { title: '  Pricing follow-up  ', body: 'Raise the day rate by 10%.', meeting_date: '2099-01-05' });
    expect(stored1.statusCode).toBe(200);
    const afterStore = listOf(stored1);
    expect(afterStore).toHaveLength(2);
    const note = afterStore[0]!;
    expect(note).toMatchObject({ title: 'Pricing follow-up', body: 'Raise the day rate by 10%.', meeting_date: '2099-01-05', author_id: t.demo.flash.id, user_id: t.demo.flash.id });

    const undated = listOf(await call('store', auth, { title: 'Ideas for the newsletter' }));
    expect(undated.at(-1)).toMatchObject({ title: 'Ideas for the newsletter', body: '', meeting_date: null });

    // body left out keeps its text; meeting_date '' clears the date
    const edited = listOf(await call('edit', auth, { id: note.id, title: 'Pricing: day rate', meeting_date: '' }));
    expect(edited.find((n) => n.id === note.id)).toMatchObject({ title: 'Pricing: day rate', body: 'Raise the day rate by 10%.', meeting_date: null });
    const rewritten = listOf(await call('edit', auth, { id: note.id, title: 'Pricing: day rate', body: 'Done.', meeting_date: '2099-02-01' }));
    expect(rewritten[0]).toMatchObject({ id: note.id, body: 'Done.', meeting_date: '2099-02-01' });
    expect(Date.parse(rewritten[0]!.updated_at)).toBeGreaterThanOrEqual(Date.parse(rewritten[0]!.created_at));

    const removed = await call('remove', auth, { id: note.id });
    expect(removed.statusCode).toBe(200);
    expect(listOf(removed).map((n) => n.id)).not.toContain(note.id);
    expect(await notesOf(t.demo.flash.id)).toHaveLength(2);
  });

  it('answers 404 for another client\'s note id, and changes nothing', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const [peerNote] = await notesOf(t.demo.peer.id);
    const before = await stored();
    for (const what of ['edit', 'remove'] as const) {
      const res = await call(what, auth, { id: peerNote!.id, title: 'Mine now' });
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe(404);
      // naming the owner is a different refusal: their notes are not client@'s to touch
      expect((await call(what, auth, { id: peerNote!.id, title: 'Mine now', user_id: t.demo.peer.id })).statusCode).toBe(403);
    }
    // an id that exists nowhere is the same 404
    expect((await call('edit', auth, { id: 2_000_000_000, title: 'x' })).statusCode).toBe(404);
    expect((await call('remove', auth, { id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await call('list', auth, { user_id: t.demo.peer.id })).statusCode).toBe(403);
    expect((await call('store', auth, { user_id: t.demo.peer.id, title: 'Planted' })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('lets the coach work on their client\'s notes, but not another coach\'s client\'s', async () => {
    const other = await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    const foreign = await buildNote(t.database.db, { tenantId: t.demo.tenantId, userId: other.client.id, authorId: other.client.id, title: 'Private' });
    const coach = await signIn(t, 'coach@demo.test');
    const client = t.demo.client.id;

    const added = listOf(await call('store', coach.auth, { user_id: client, title: 'Prep for the pricing review', meeting_date: '2099-03-01' }));
    expect(added[0]).toMatchObject({ user_id: client, author_id: t.demo.coach.id, author_name: 'Grace Hopper' });
    const id = added[0]!.id;
    expect(listOf(await call('edit', coach.auth, { user_id: client, id, title: 'Pricing review prep' }))[0]!.title).toBe('Pricing review prep');
    // without user_id the coach names their own notes, where this id is not
    expect((await call('remove', coach.auth, { id })).statusCode).toBe(404);
    expect(listOf(await call('remove', coach.auth, { user_id: client, id })).map((n) => n.id)).not.toContain(id);

    const before = await stored();
    expect((await call('list', coach.auth, { user_id: other.client.id })).statusCode).toBe(403);
    expect((await call('edit', coach.auth, { user_id: other.client.id, id: foreign.id, title: 'x' })).statusCode).toBe(403);
    expect((await call('remove', coach.auth, { id: foreign.id })).statusCode).toBe(404);
    expect(await stored()).toEqual(before);

    // an admin acts for anyone in the tenant
    const admin = await signIn(t, 'admin@demo.test');
    expect(listOf(await call('list', admin.auth, { user_id: other.client.id })).map((n) => n.id)).toEqual([foreign.id]);
  });

  it('stores notes sent at the same moment each once, each list holding the ones before it; a forbidden one fails alone', async () => {
    const other = await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    const coach = await signIn(t, 'coach@demo.test');
    const client = t.demo.client.id;
    const before = await stored();
    // these arrive together and share one statement (notes-repo.ts noteStore)
    const replies = await Promise.all([
      call('store', coach.auth, { user_id: client, title: 'Zażółć gęślą jaźń', meeting_date: '2099-04-01' }),
      call('store', coach.auth, { user_id: other.client.id, title: 'Not mine to write' }),
      call('store', coach.auth, { user_id: client, title: '日本語 مرحبا', meeting_date: '2099-04-02' }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 403, 200]);
    expect(listOf(replies[0]!).map((n) => n.title)).toContain('Zażółć gęślą jaźń');
    expect(listOf(replies[2]!).slice(0, 2).map((n) => n.title)).toEqual(['日本語 مرحبا', 'Zażółć gęślą jaźń']);
    const added = (await stored()).slice(before.length);
    expect(added.map((n) => [n.userId, n.title])).toEqual([[client, 'Zażółć gęślą jaźń'], [client, '日本語 مرحبا']]);
  });

  it('refuses bad bodies with 422 field messages (or 413 for 10 MB), changing nothing', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const [mine] = await notesOf(t.demo.client.id);
    const before = await stored();
    const fields = async (what: Call, payload: object) => {
      const res = await call(what, auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().status).toBe(422);
      return Object.keys(res.json().error as object);
    };
    expect(await fields('store', {})).toEqual(['title']);
    expect(await fields('store', { title: '   ' })).toEqual(['title']);
    expect(await fields('store', { title: 'x'.repeat(201) })).toEqual(['title']);
    expect(await fields('store', { title: 'ok', body: 'x'.repeat(NOTE_BODY_MAX + 1) })).toEqual(['body']);
    expect(await fields('store', { title: 'ok', meeting_date: '2026-02-30' })).toEqual(['meeting_date']);
    expect(await fields('store', { title: 'ok', meeting_date: 'next Tuesday' })).toEqual(['meeting_date']);
    expect(await fields('store', { title: 'a\u0000b' })).toEqual(['title']);
    expect(await fields('store', { title: 'ok', user_id: 'abc' })).toEqual(['user_id']);
    expect(await fields('edit', { id: 'abc', title: 'x' })).toEqual(['id']);
    expect(await fields('edit', { id: mine!.id, title: '' })).toEqual(['title']);
    expect(await fields('edit', { title: 'no id' })).toEqual(['id']);
    expect(await fields('remove', { id: -1 })).toEqual(['id']);
    expect(await fields('remove', { id: 99_999_999_999 })).toEqual(['id']);
    expect(await fields('remove', { id: [mine!.id] })).toEqual(['id']);
    expect(await fields('remove', { id: true })).toEqual(['id']);
    expect(await fields('list', { user_id: { $ne: 0 } })).toEqual(['user_id']);

    const huge = 'x'.repeat(10 * 1024 * 1024);
    for (const payload of [{ title: huge }, { id: mine!.id, title: 'x', body: huge }]) {
      const res = await call(payload.title === huge ? 'store' : 'edit', auth, payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().error)).toEqual([payload.title === huge ? 'title' : 'body']);
    }
    expect(await stored()).toEqual(before);
  });

  it('needs a token for each call', async () => {
    for (const what of Object.keys(URL_) as Call[]) {
      const res = await call(what, {}, { title: 'x', id: 1 });
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe(401);
    }
  });
});
