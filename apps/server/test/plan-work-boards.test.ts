import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BoardCardList, StepMoveReply } from '@portal/contract';
import { assessments, boardCards } from '../src/db/schema/index.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// spec §2 /action-steps boards, §4 Boards and Action step status, §7 clientportal/implementations/add,
// clientportal/change/action/status, impcoaching/steps.
const ADD = '/api/v1/clientportal/implementations/add/';
const MOVE = '/api/v1/clientportal/change/action/status';
const STEPS = '/api/v1/impcoaching/steps/';

describe.each(backends())('action-steps boards (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const post = (url: string, auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const assessmentOf = async (userId: number) =>
    (await t.database.db.select().from(assessments).where(eq(assessments.userId, userId)).orderBy(asc(assessments.id)).limit(1))[0]!.id;
  const stored = () => t.database.db.select().from(boardCards).orderBy(asc(boardCards.id));
  const board = async (userId: number, path = 'pricing') => t.database.db.select().from(boardCards)
    .where(and(eq(boardCards.userId, userId), eq(boardCards.path, path), eq(boardCards.board, 'action_steps')))
    .orderBy(asc(boardCards.status), asc(boardCards.position), asc(boardCards.id));

  it('lists a focus area\'s board by status then position, with cards in all three columns', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await post(STEPS, auth, { assessment_id: await assessmentOf(t.demo.client.id), path: 'pricing' });
    expect(res.statusCode).toBe(200);
    const list = BoardCardList.parse(res.json().data);
    expect(new Set(list.map((c) => c.status))).toEqual(new Set([0, 2, 3]));
    const order = list.map((c) => [c.status, c.position]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    expect(list.every((c) => c.board === 'action_steps' && c.path === 'pricing' && c.user_id === t.demo.client.id)).toBe(true);
    expect(list.filter((c) => c.status === 3).every((c) => c.completed_at !== null)).toBe(true);
    const reminders = BoardCardList.parse((await post(STEPS, auth, { assessment_id: await assessmentOf(t.demo.client.id), path: 'pricing', board: 'reminders' })).json().data);
    expect(reminders.map((c) => c.title)).toContain('Review weekly margin report every Monday');
  });

  it('adds a step at the end of its column and answers the focus area\'s list; a reminder goes on its own board', async () => {
    const { auth } = await signIn(t, 'flash@demo.test');
    const assessment_id = await assessmentOf(t.demo.flash.id);
    const res = await post(ADD, auth, { assessment_id, path: 'sales', title: '  Call the two lapsed clients  ', description: 'Ask what would bring them back.' });
    expect(res.statusCode, res.body).toBe(200);
    const list = BoardCardList.parse(res.json().data);
    const added = list.find((c) => c.title === 'Call the two lapsed clients')!;
    expect(added).toMatchObject({ status: 0, board: 'action_steps', path: 'sales', description: 'Ask what would bring them back.', completed_at: null });
    expect(added.position).toBe(Math.max(...list.filter((c) => c.status === 0).map((c) => c.position)));
    expect(list.every((c) => c.path === 'sales' && c.board === 'action_steps')).toBe(true);

    const done = BoardCardList.parse((await post(ADD, auth, { assessment_id, path: 'sales', title: 'Already did it', status: 7 })).json().data);
    expect(done.find((c) => c.title === 'Already did it')).toMatchObject({ status: 3 });
    expect(done.find((c) => c.title === 'Already did it')!.completed_at).not.toBeNull();

    const reminders = BoardCardList.parse((await post(ADD, auth, { assessment_id, path: 'sales', board: 'reminders', title: 'Chase the March invoice', due_at: '2099-04-01T09:00:00+01:00' })).json().data);
    expect(reminders.map((c) => [c.board, c.title, c.due_at])).toEqual([['reminders', 'Chase the March invoice', '2099-04-01T08:00:00.000Z']]);
  });

  it('moves a card between columns and within one, renumbering both, with the §4 stage message', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const before = await board(t.demo.client.id);
    const todo = before.filter((c) => c.status === 0);
    const card = todo[1]!;

    const res = await post(MOVE, auth, { id: card.id, status: 2, position: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const reply = StepMoveReply.parse(res.json().data);
    expect(reply.message).toBe('Action Step is now in in progress stage');
    expect(reply.step).toMatchObject({ id: card.id, status: 2, position: 0 });
    const after = await board(t.demo.client.id);
    for (const s of [0, 2, 3]) expect(after.filter((c) => c.status === s).map((c) => c.position)).toEqual(after.filter((c) => c.status === s).map((_, i) => i));
    expect(reply.steps.map((c) => c.id)).toEqual(after.map((c) => c.id));

    const completed = StepMoveReply.parse((await post(MOVE, auth, { id: card.id, status: 1 })).json().data);
    expect(completed.message).toBe('Action Step is now in completed stage');
    expect(completed.step.status).toBe(3);
    expect(completed.step.position).toBe(after.filter((c) => c.status === 3).length);
    expect(completed.step.completed_at).not.toBeNull();

    const back = StepMoveReply.parse((await post(MOVE, auth, { id: card.id, status: '0', position: 99 })).json().data);
    expect(back.message).toBe('Action Step is now in to do stage');
    expect(back.step).toMatchObject({ status: 0, completed_at: null });
    expect(back.steps.filter((c) => c.status === 0).at(-1)!.id).toBe(card.id);
  });

  it('stores every acknowledged move when one card is moved many times at once', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const cards = await board(t.demo.client.id);
    const card = cards.find((c) => c.status === 0)!;
    const moves = Array.from({ length: 12 }, (_, i) => ({ id: card.id, status: [0, 2, 3][i % 3]!, position: i % 4 }));
    const replies = await Promise.all(moves.map((m) => post(MOVE, auth, m)));
    expect(replies.map((r) => r.statusCode)).toEqual(moves.map(() => 200));
    const after = await board(t.demo.client.id);
    expect(after.map((c) => c.id).sort()).toEqual(cards.map((c) => c.id).sort());
    // each column is 0..n-1 with no gaps or duplicates; the card sits where one of the moves put it
    for (const s of [0, 2, 3]) expect(after.filter((c) => c.status === s).map((c) => c.position)).toEqual(after.filter((c) => c.status === s).map((_, i) => i));
    // the moves ran one after another: the board stored is exactly the board the last of them answered
    const shape = (list: { id: number; status: number; position: number }[]) => list.map((c) => `${c.id}:${c.status}:${c.position}`).join(' ');
    expect(replies.map((r) => shape(StepMoveReply.parse(r.json().data).steps))).toContain(shape(after));
    // and parallel moves of different cards of one board keep it consistent too
    const others = after.filter((c) => c.id !== card.id);
    const res2 = await Promise.all(others.map((c, i) => post(MOVE, auth, { id: c.id, status: i % 2 ? 2 : 0, position: 0 })));
    expect(res2.every((r) => r.statusCode === 200)).toBe(true);
    const final = await board(t.demo.client.id);
    for (const s of [0, 2, 3]) expect(final.filter((c) => c.status === s).map((c) => c.position)).toEqual(final.filter((c) => c.status === s).map((_, i) => i));
  });

  it('answers each of several owners\' moves made at the same moment with its own board, a stranger\'s card with 404', async () => {
    const [client, peer] = [await signIn(t, 'client@demo.test'), await signIn(t, 'peer@demo.test')];
    const [mine, theirs] = [(await board(t.demo.client.id))[0]!, (await board(t.demo.peer.id))[0]!];
    // these arrive together and share one statement (board-repo.ts boardMover)
    const [a, b, stranger] = await Promise.all([
      post(MOVE, client.auth, { id: mine.id, status: 3, position: 0 }),
      post(MOVE, peer.auth, { id: theirs.id, status: 2, position: 0 }),
      post(MOVE, client.auth, { id: theirs.id, status: 0 }),
    ]);
    expect([a.statusCode, b.statusCode, stranger.statusCode]).toEqual([200, 200, 404]);
    const [mineAfter, theirsAfter] = [StepMoveReply.parse(a.json().data), StepMoveReply.parse(b.json().data)];
    expect(mineAfter.steps.every((c) => c.user_id === t.demo.client.id)).toBe(true);
    expect(theirsAfter.steps.every((c) => c.user_id === t.demo.peer.id)).toBe(true);
    expect([mineAfter.step.id, mineAfter.step.status, mineAfter.step.position]).toEqual([mine.id, 3, 0]);
    expect([theirsAfter.step.id, theirsAfter.step.status, theirsAfter.step.position]).toEqual([theirs.id, 2, 0]);
    expect((await board(t.demo.peer.id)).find((c) => c.id === theirs.id)!.status).toBe(2);
  });

  it('answers 404 for another client\'s card or focus area, 403 naming them, and changes nothing', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const peerCard = (await board(t.demo.peer.id))[0]!;
    const peerAssessment = await assessmentOf(t.demo.peer.id);
    const before = await stored();
    expect((await post(MOVE, auth, { id: peerCard.id, status: 2 })).statusCode).toBe(404);
    expect((await post(MOVE, auth, { id: 2_000_000_000, status: 2 })).statusCode).toBe(404);
    expect((await post(STEPS, auth, { assessment_id: peerAssessment, path: 'pricing' })).statusCode).toBe(404);
    expect((await post(ADD, auth, { assessment_id: peerAssessment, path: 'pricing', title: 'Planted' })).statusCode).toBe(404);
    expect((await post(ADD, auth, { assessment_id: await assessmentOf(t.demo.client.id), path: 'no-such-area', title: 'x' })).statusCode).toBe(404);
    expect((await post(MOVE, auth, { id: peerCard.id, status: 2, user_id: t.demo.peer.id })).statusCode).toBe(403);
    expect((await post(STEPS, auth, { assessment_id: peerAssessment, path: 'pricing', user_id: t.demo.peer.id })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('lets the coach work their client\'s board, but not another coach\'s client\'s', async () => {
    const other = await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    const coach = await signIn(t, 'coach@demo.test');
    const assessment_id = await assessmentOf(t.demo.client.id);
    const added = BoardCardList.parse((await post(ADD, coach.auth, { user_id: t.demo.client.id, assessment_id, path: 'sales', title: 'Coach: price the catering menu' })).json().data);
    const card = added.find((c) => c.title === 'Coach: price the catering menu')!;
    expect(card.user_id).toBe(t.demo.client.id);
    expect((await post(MOVE, coach.auth, { user_id: t.demo.client.id, id: card.id, status: 2 })).statusCode).toBe(200);
    // without user_id the coach names their own plan, where this card is not
    expect((await post(MOVE, coach.auth, { id: card.id, status: 0 })).statusCode).toBe(404);
    const before = await stored();
    const otherAssessment = await assessmentOf(other.client.id);
    expect((await post(STEPS, coach.auth, { user_id: other.client.id, assessment_id: otherAssessment, path: 'pricing' })).statusCode).toBe(403);
    expect((await post(ADD, coach.auth, { user_id: other.client.id, assessment_id: otherAssessment, path: 'pricing', title: 'x' })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('refuses bad bodies with 422 field messages (or 413 for 10 MB), changing nothing', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const assessment_id = await assessmentOf(t.demo.client.id);
    const [card] = await board(t.demo.client.id);
    const before = await stored();
    const fields = async (url: string, payload: object) => {
      const res = await post(url, auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(422);
      expect(res.json().status).toBe(422);
      return Object.keys(res.json().error as object).sort();
    };
    expect(await fields(MOVE, { id: card!.id, status: 'done' })).toEqual(['status']);
    expect(await fields(MOVE, { id: card!.id, status: -1 })).toEqual(['status']);
    expect(await fields(MOVE, { id: card!.id, status: 2.5 })).toEqual(['status']);
    expect(await fields(MOVE, { id: card!.id, status: null })).toEqual(['status']);
    expect(await fields(MOVE, { id: card!.id, status: 12 })).toEqual(['status']);
    expect(await fields(MOVE, { id: card!.id, status: 2, position: -3 })).toEqual(['position']);
    expect(await fields(MOVE, { id: card!.id, status: 2, position: '1' })).toEqual(['position']);
    expect(await fields(MOVE, { id: [card!.id], status: 2 })).toEqual(['id']);
    expect(await fields(MOVE, { id: true, status: 2 })).toEqual(['id']);
    expect(await fields(MOVE, { id: 'abc', status: 2 })).toEqual(['id']);
    expect(await fields(ADD, { assessment_id, path: 'pricing' })).toEqual(['title']);
    expect(await fields(ADD, { assessment_id, path: 'pricing', title: 'x', board: 'kanban' })).toEqual(['board']);
    expect(await fields(ADD, { assessment_id, path: 'pricing', title: 'x', due_at: 'tomorrow' })).toEqual(['due_at']);
    expect(await fields(ADD, { assessment_id, path: 'pricing', title: 'x', description: 'y'.repeat(5001) })).toEqual(['description']);
    expect(await fields(ADD, { assessment_id: 'one', path: '', title: 'x' })).toEqual(['assessment_id', 'path']);
    expect(await fields(STEPS, { assessment_id: { $gt: 0 }, path: 'pricing' })).toEqual(['assessment_id']);
    const huge = 'x'.repeat(10 * 1024 * 1024);
    const res = await post(ADD, auth, { assessment_id, path: 'pricing', title: huge });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error)).toEqual(['title']);
    expect(await stored()).toEqual(before);
  });

  it('needs a token', async () => {
    for (const url of [ADD, MOVE, STEPS]) expect((await post(url, {}, { id: 1, status: 0 })).statusCode).toBe(401);
  });
});
