import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BoardCard, BoardCardList, Commitment, CommitmentList, PLAN_MESSAGES, PlanItemDeleted, RESTORE_WINDOW_MS, StepMoveReply } from '@portal/contract';
import { assessments, boardCards, commitments } from '../src/db/schema/index.ts';
import { buildCard, buildCommitment } from '../src/db/seed/demo-plan-work.ts';
import { seedSecondTenant } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// docs/domain.md "Who may change what": a client edits, deletes and restores (Undo) the cards and
// commitments they made; what their coach set stays; another client's or tenant's is 404 (decision 023).
const UPDATE = '/api/v1/clientportal/implementations/update/';
const DELETE = '/api/v1/clientportal/implementations/delete/';
const RESTORE = '/api/v1/clientportal/implementations/restore/';
const MOVE = '/api/v1/clientportal/change/action/status';
const TASK_ADD = '/api/v1/clientportal/commitments/add/';
const TASK_EDIT = '/api/v1/clientportal/commitments/edit/';
const TASK_DELETE = '/api/v1/clientportal/commitments/delete/';
const TASK_RESTORE = '/api/v1/clientportal/commitments/restore/';

describe.each(backends())('a client corrects their own plan work (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const post = (url: string, auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const stored = () => t.database.db.select().from(boardCards).orderBy(asc(boardCards.id));
  const board = async (userId: number, path: string, kind: 'action_steps' | 'reminders' = 'action_steps') => t.database.db.select().from(boardCards)
    .where(and(eq(boardCards.userId, userId), eq(boardCards.path, path), eq(boardCards.board, kind)))
    .orderBy(asc(boardCards.status), asc(boardCards.position), asc(boardCards.id));

  it('edits the text and reminder time of a card the client made, and clears the time', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const [reminder] = await board(t.demo.client.id, 'pricing', 'reminders');
    const res = await post(UPDATE, auth, { id: reminder!.id, title: '  Zażółć: review the margin  ', description: '日本語 €', due_at: '2099-03-01T09:30:00+01:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(BoardCard.parse(res.json().data)).toMatchObject({
      id: reminder!.id, title: 'Zażółć: review the margin', description: '日本語 €', due_at: '2099-03-01T08:30:00.000Z',
      status: reminder!.status, position: reminder!.position, board: 'reminders', created_by: t.demo.client.id,
    });
    const cleared = BoardCard.parse((await post(UPDATE, auth, { id: reminder!.id, title: 'Review the margin', due_at: null })).json().data);
    expect(cleared).toMatchObject({ due_at: null, description: '' });
    const fields = await post(UPDATE, auth, { id: reminder!.id, title: ' ', due_at: 'Monday' });
    expect(fields.statusCode).toBe(422);
    expect(Object.keys(fields.json().error).sort()).toEqual(['due_at', 'title']);
  });

  /** Three to-do reminders the client made on the sales focus area (the demo has none there). */
  const threeReminders = async () => {
    const [a] = await t.database.db.select().from(assessments).where(eq(assessments.userId, t.demo.client.id)).orderBy(asc(assessments.id)).limit(1);
    const o = { tenantId: t.demo.tenantId, userId: t.demo.client.id, assessmentId: a!.id, path: 'sales', board: 'reminders' as const };
    for (const [i, title] of ['Invoice the cafés', 'Count the flour', 'Call the bank'].entries()) await buildCard(t.database.db, { ...o, title, position: i });
    return board(t.demo.client.id, 'sales', 'reminders');
  };

  it('deletes a card, closing its column, and Undo puts it back with its id in its column and place', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const before = await threeReminders();
    const card = before[1]!;
    const res = await post(DELETE, auth, { id: card.id });
    expect(res.statusCode, res.body).toBe(200);
    const gone = PlanItemDeleted.parse(res.json().data);
    expect(gone.id).toBe(card.id);
    expect(Date.parse(gone.restore_until) - t.clock.now.getTime()).toBe(RESTORE_WINDOW_MS);
    const after = await board(t.demo.client.id, 'sales', 'reminders');
    expect(after.map((c) => [c.id, c.position])).toEqual([[before[0]!.id, 0], [before[2]!.id, 1]]);

    const back = await post(RESTORE, auth, { id: card.id });
    expect(back.statusCode, back.body).toBe(200);
    const list = BoardCardList.parse(back.json().data);
    expect(list.map((c) => [c.id, c.status, c.position])).toEqual(before.map((c) => [c.id, c.status, c.position]));
    expect(list[1]).toMatchObject({ title: card.title, description: card.description, created_by: t.demo.client.id, created_at: card.createdAt.toISOString() });
    // once only, and the board function still moves it (it answers who made each card)
    expect((await post(RESTORE, auth, { id: card.id })).statusCode).toBe(410);
    const moved = StepMoveReply.parse((await post(MOVE, auth, { id: card.id, status: 2 })).json().data);
    expect(moved.step).toMatchObject({ id: card.id, status: 2, created_by: t.demo.client.id });
  });

  it('puts a card back last when its column is shorter now, and refuses Undo after the window', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const todo = await threeReminders();
    const last = todo.at(-1)!;
    expect((await post(DELETE, auth, { id: last.id })).statusCode).toBe(200);
    expect((await post(DELETE, auth, { id: todo[0]!.id })).statusCode).toBe(200);
    const list = BoardCardList.parse((await post(RESTORE, auth, { id: last.id })).json().data);
    expect(list.map((c) => [c.id, c.position])).toEqual([[todo[1]!.id, 0], [last.id, 1]]);
    t.clock.advance(RESTORE_WINDOW_MS + 1);
    const late = await post(RESTORE, auth, { id: todo[0]!.id });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(PLAN_MESSAGES.tooLateToRestore);
  });

  it('leaves a coach-set card to the coach: the client gets 403, the coach acting for them may', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const [coachSet] = (await board(t.demo.client.id, 'sales')).filter((c) => c.createdBy === t.demo.coach.id);
    expect(coachSet).toBeDefined();
    const before = await stored();
    for (const [url, body] of [[UPDATE, { id: coachSet!.id, title: 'Mine now' }], [DELETE, { id: coachSet!.id }]] as const) {
      const res = await post(url, auth, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PLAN_MESSAGES.coachSetCard);
    }
    expect(await stored()).toEqual(before);
    // the client still moves it between columns (spec §4 Boards)
    expect((await post(MOVE, auth, { id: coachSet!.id, status: 0 })).statusCode).toBe(200);
    const coach = await signIn(t, 'coach@demo.test');
    expect((await post(UPDATE, coach.auth, { user_id: t.demo.client.id, id: coachSet!.id, title: 'Map the pipeline' })).statusCode).toBe(200);
    expect((await post(DELETE, coach.auth, { user_id: t.demo.client.id, id: coachSet!.id })).statusCode).toBe(200);
    // a coach's card the coach deleted is not the client's to bring back
    expect((await post(RESTORE, auth, { id: coachSet!.id })).statusCode).toBe(403);
    expect((await post(RESTORE, coach.auth, { user_id: t.demo.client.id, id: coachSet!.id })).statusCode).toBe(200);
  });

  it('answers 404 for another client\'s or tenant\'s card, 403 when naming them, and changes nothing', async () => {
    const tenant2 = await seedSecondTenant(t.database.db, dataDirStorage(t.dataDir));
    const { auth } = await signIn(t, 'client@demo.test');
    const [peerCard] = await board(t.demo.peer.id, 'pricing');
    const [a2] = await t.database.db.select().from(assessments).where(eq(assessments.userId, tenant2.client.id)).limit(1);
    const farCard = await buildCard(t.database.db, { tenantId: tenant2.tenantId, userId: tenant2.client.id, assessmentId: a2!.id, path: 'pricing', title: 'Far' });
    const before = await stored();
    for (const id of [peerCard!.id, farCard.id, 2_000_000_000]) {
      expect((await post(UPDATE, auth, { id, title: 'Planted' })).statusCode).toBe(404);
      expect((await post(DELETE, auth, { id })).statusCode).toBe(404);
      expect((await post(RESTORE, auth, { id })).statusCode).toBe(410);
    }
    expect((await post(DELETE, auth, { id: peerCard!.id, user_id: t.demo.peer.id })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
    // the peer's own delete is theirs alone to undo
    const peer = await signIn(t, 'peer@demo.test');
    expect((await post(DELETE, peer.auth, { id: peerCard!.id })).statusCode).toBe(200);
    expect((await post(RESTORE, auth, { id: peerCard!.id })).statusCode).toBe(410);
    expect((await post(RESTORE, peer.auth, { id: peerCard!.id })).statusCode).toBe(200);
  });

  it('a client edits, deletes and restores a commitment they made, never one their coach set', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const o = { tenantId: t.demo.tenantId, userId: t.demo.client.id };
    const list = CommitmentList.parse((await post('/api/v1/tasks/client/', auth, {})).json().data);
    const coachSet = list.find((c) => c.responsibility !== null)!;
    expect(coachSet.created_by).not.toBe(t.demo.client.id);
    const mine = await buildCommitment(t.database.db, { ...o, title: 'Call the miller', createdBy: t.demo.client.id, responsibleId: coachSet.responsibility!.id, deadline: new Date('2099-01-02T10:00:00Z') });

    const edited = await post(TASK_EDIT, auth, { id: mine.id, title: 'Call the miller about rye', description: 'Ask for the autumn price.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(Commitment.parse(edited.json().data)).toMatchObject({ title: 'Call the miller about rye', description: 'Ask for the autumn price.', created_by: t.demo.client.id });

    const before = await t.database.db.select().from(commitments).orderBy(asc(commitments.id));
    for (const [url, body] of [[TASK_EDIT, { id: coachSet.id, title: 'x' }], [TASK_DELETE, { id: coachSet.id }]] as const) {
      const res = await post(url, auth, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PLAN_MESSAGES.coachSetCommitment);
    }
    expect(await t.database.db.select().from(commitments).orderBy(asc(commitments.id))).toEqual(before);

    expect((await post(TASK_DELETE, auth, { id: mine.id })).statusCode).toBe(200);
    expect(CommitmentList.parse((await post('/api/v1/tasks/client/', auth, {})).json().data).map((c) => c.id)).not.toContain(mine.id);
    const back = await post(TASK_RESTORE, auth, { id: mine.id });
    expect(back.statusCode, back.body).toBe(200);
    expect(Commitment.parse(back.json().data)).toMatchObject({
      id: mine.id, title: 'Call the miller about rye', responsibility: coachSet.responsibility, deadline: '2099-01-02T10:00:00.000Z',
    });
    expect((await post(TASK_RESTORE, auth, { id: mine.id })).statusCode).toBe(410);
  });

  it('a client makes a commitment of their own, in "to do", with a deadline in the future or none', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await post(TASK_ADD, auth, { title: '  Zażółć gęślą jaźń — 日本語  ', deadline: '2099-05-01T09:00:00+02:00' });
    expect(res.statusCode, res.body).toBe(200);
    const made = Commitment.parse(res.json().data);
    expect(made).toMatchObject({ title: 'Zażółć gęślą jaźń — 日本語', status: 0, deadline: '2099-05-01T07:00:00.000Z', created_by: t.demo.client.id, responsibility: null });
    expect(CommitmentList.parse((await post('/api/v1/tasks/client/', auth, {})).json().data).map((c) => c.id)).toContain(made.id);
    expect((await post(TASK_EDIT, auth, { id: made.id, title: 'Mine to change' })).statusCode).toBe(200);
    const past = await post(TASK_ADD, auth, { title: 'Too late', deadline: '2001-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(past.json().error).toEqual({ deadline: ['The deadline must be in the future.'] });
    expect((await post(TASK_ADD, auth, { title: '' })).statusCode).toBe(422);
    // the coach adding one for the client makes it the coach's
    const coach = await signIn(t, 'coach@demo.test');
    const set = Commitment.parse((await post(TASK_ADD, coach.auth, { user_id: t.demo.client.id, title: 'From the coach' })).json().data);
    expect(set.created_by).toBe(t.demo.coach.id);
    expect((await post(TASK_DELETE, auth, { id: set.id })).statusCode).toBe(403);
  });

  it('needs a token', async () => {
    for (const url of [TASK_ADD, UPDATE, DELETE, RESTORE, TASK_EDIT, TASK_DELETE, TASK_RESTORE]) expect((await post(url, {}, { id: 1 })).statusCode).toBe(401);
  });
});
