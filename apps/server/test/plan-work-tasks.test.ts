import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommitmentList, TaskStatusReply } from '@portal/contract';
import { commitments } from '../src/db/schema/index.ts';
import { buildCommitment } from '../src/db/seed/demo-plan-work.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { pdfInfo, pdfText } from './support/pdf-text.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// spec §4 Commitment status, §7 tasks/client, tasks/status, clientportal/commitments/update (status 200),
// impcoaching/task/download and coachingportal/commitment/download ("return a blob, saved under file_name").
const LIST = '/api/v1/tasks/client/';
const STATUS = '/api/v1/tasks/status/';
const UPDATE = '/api/v1/clientportal/commitments/update';
const DOWNLOADS = ['/api/v1/impcoaching/task/download/', '/api/v1/coachingportal/commitment/download/'];

describe.each(backends())('commitments (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  const post = (url: string, auth: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const stored = () => t.database.db.select().from(commitments).orderBy(asc(commitments.id));
  const tasksOf = async (userId: number) => (await stored()).filter((c) => c.userId === userId);

  it('lists the client\'s commitments with responsibility, ISO deadline, file name and overdue flag', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await post(LIST, auth);
    expect(res.statusCode).toBe(200);
    const list = CommitmentList.parse(res.json().data);
    expect(list.length).toBe(5);
    expect(list.every((c) => c.user_id === t.demo.client.id)).toBe(true);
    const overdue = list.filter((c) => c.overdue);
    expect(overdue.map((c) => c.title).sort()).toEqual(['Agree the pricing test with the shop team', 'Send the new wholesale price list to cafés']);
    expect(overdue.every((c) => c.status !== 2 && Date.parse(c.deadline!) < Date.now())).toBe(true);
    expect(list.find((c) => c.status === 2)).toMatchObject({ title: 'Update the cake order form with tiers', overdue: false });
    expect(list.find((c) => c.title === 'Send the new wholesale price list to cafés')!.responsibility).toMatchObject({ first_name: 'Priya', last_name: 'Shah' });
    expect(list.find((c) => c.file_name)!.file_name).toBe('Price review - top 10 lines.csv');
    expect(list.every((c) => c.deadline === null || new Date(c.deadline).toISOString() === c.deadline)).toBe(true);
    // open ones first, by deadline; completed last
    expect(list.at(-1)!.status).toBe(2);
    const open = list.filter((c) => c.status !== 2).map((c) => Date.parse(c.deadline!));
    expect(open).toEqual([...open].sort((a, b) => a - b));
    // one assessment's commitments; another client's assessment is 404
    const assessmentId = list[0]!.assessment_id!;
    expect(CommitmentList.parse((await post(LIST, auth, { assessment_id: assessmentId })).json().data)).toHaveLength(5);
    const [peerTask] = await tasksOf(t.demo.peer.id);
    expect((await post(LIST, auth, { assessment_id: peerTask!.assessmentId })).statusCode).toBe(404);
  });

  it('changes a status on both calls with the §4 message, answering status 200', async () => {
    const { auth } = await signIn(t, 'flash@demo.test');
    const [task] = (await tasksOf(t.demo.flash.id)).filter((c) => c.status === 0);
    for (const [url, status, stored, message] of [
      [STATUS, 1, 1, 'Commitment is now in progress stage'],
      [UPDATE, 5, 2, 'Commitment is now in completed stage'],
      [UPDATE, '0', 0, 'Commitment is now in to do stage'],
    ] as const) {
      const res = await post(url, auth, { id: task!.id, status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(200);
      const reply = TaskStatusReply.parse(res.json().data);
      expect(reply.message).toBe(message);
      expect(reply.task).toMatchObject({ id: task!.id, status: stored });
      expect(reply.task.completed_at === null).toBe(stored !== 2);
    }
  });

  it('answers 404 for another client\'s commitment, 403 naming them, and changes nothing', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const [peerTask] = await tasksOf(t.demo.peer.id);
    const before = await stored();
    for (const url of [STATUS, UPDATE, ...DOWNLOADS]) {
      const res = await post(url, auth, { id: peerTask!.id, status: 2 });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404 });
      expect((await post(url, auth, { id: 2_000_000_000, status: 2 })).statusCode).toBe(404);
      expect((await post(url, auth, { id: peerTask!.id, status: 2, user_id: t.demo.peer.id })).statusCode).toBe(403);
    }
    expect((await post(LIST, auth, { user_id: t.demo.peer.id })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('lets the coach act for their client, and refuses another coach\'s client', async () => {
    const other = await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    const foreign = await buildCommitment(t.database.db, { tenantId: t.demo.tenantId, userId: other.client.id, title: 'Private' });
    const coach = await signIn(t, 'coach@demo.test');
    const [task] = await tasksOf(t.demo.client.id);
    expect(CommitmentList.parse((await post(LIST, coach.auth, { user_id: t.demo.client.id })).json().data)).toHaveLength(5);
    expect((await post(UPDATE, coach.auth, { user_id: t.demo.client.id, id: task!.id, status: 1 })).statusCode).toBe(200);
    expect((await post(DOWNLOADS[0]!, coach.auth, { user_id: t.demo.client.id, id: task!.id })).statusCode).toBe(200);
    const before = await stored();
    expect((await post(LIST, coach.auth, { user_id: other.client.id })).statusCode).toBe(403);
    expect((await post(STATUS, coach.auth, { user_id: other.client.id, id: foreign.id, status: 2 })).statusCode).toBe(403);
    expect((await post(STATUS, coach.auth, { id: foreign.id, status: 2 })).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('downloads the attached file as an attachment named by file_name', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const task = (await tasksOf(t.demo.client.id)).find((c) => c.fileKey)!;
    for (const url of DOWNLOADS) {
      const res = await post(url, auth, { id: task.id });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Price review - top 10 lines.csv"; filename*=UTF-8''Price%20review%20-%20top%2010%20lines.csv`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain('Sourdough loaf,6.50,2.10,68%');
    }
  });

  it('exports a commitment without a file as a PDF that keeps every script, with a safe file name', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    // DESIGN §10: what users write in any script, and typographic signs, in the title and the text
    const title = 'Café "pricing" (phase 2) \\ Zażółć gęślą jaźń Ελληνικά Кириллица עברית العربية 日本語 中文 한국어 € — “quoted”';
    const task = await buildCommitment(t.database.db, {
      tenantId: t.demo.tenantId, userId: t.demo.client.id, title,
      description: `Line one: Zażółć, 日本語, €.\n${'A long description that wraps. '.repeat(300)}`, deadline: new Date('2099-03-04T17:00:00Z'),
    });
    for (const url of DOWNLOADS) {
      const res = await post(url, auth, { id: task.id });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="cafe-pricing-phase-2-zazolc-gesla-jazn-quoted.pdf"; filename*=UTF-8''cafe-pricing-phase-2-zazolc-gesla-jazn-quoted.pdf`);
      const info = pdfInfo(res.rawPayload);
      expect(info.Title).toBe(title);
      expect(Number(info.Pages)).toBeGreaterThanOrEqual(2);
      const text = pdfText(res.rawPayload).normalize('NFC');
      for (const word of ['Zażółć gęślą jaźń', 'Ελληνικά', 'Кириллица', 'עברית', 'العربية', '日本語', '中文', '한국어', '€', '—', '“quoted”',
        'Café "pricing" (phase 2) \\', 'Line one: Zażółć, 日本語, €.', 'Commitment of Alex Morgan']) {
        expect(text, word).toContain(word);
      }
      // the deadline in the owner's zone (America/Denver), named
      expect(text).toContain('Deadline: Wednesday, March 4, 2099 at 10:00 AM MST');
    }
  });

  it('refuses bad bodies with 422 field messages, changing nothing', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const [task] = await tasksOf(t.demo.client.id);
    const before = await stored();
    const fields = async (url: string, payload: object) => {
      const res = await post(url, auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      return Object.keys(res.json().error as object).sort();
    };
    for (const url of [STATUS, UPDATE]) {
      expect(await fields(url, { id: task!.id, status: 'completed' })).toEqual(['status']);
      expect(await fields(url, { id: task!.id, status: 1.5 })).toEqual(['status']);
      expect(await fields(url, { id: task!.id })).toEqual(['status']);
      expect(await fields(url, { id: 'x', status: 1 })).toEqual(['id']);
      expect(await fields(url, { id: [task!.id], status: 1 })).toEqual(['id']);
    }
    expect(await fields(DOWNLOADS[0]!, { id: -4 })).toEqual(['id']);
    expect(await fields(LIST, { user_id: true })).toEqual(['user_id']);
    expect(await stored()).toEqual(before);
    expect((await post(STATUS, {}, { id: task!.id, status: 1 })).statusCode).toBe(401);
  });
});
