import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssessmentAnalysis, AssessmentList, CurrencyList, ImplementationPathList, ImplementationShowReply } from '@portal/contract';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

describe.each(backends())('flash coaching: assessments and implementation (%s)', (backend) => {
  let t: TestApp;
  let flash: Session; let client: Session; let peer: Session; let coach: Session;
  let flashAssessment: number; let clientAssessment: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    [flash, client, peer, coach] = [await signIn(t, 'flash@demo.test'), await signIn(t, 'client@demo.test'),
      await signIn(t, 'peer@demo.test'), await signIn(t, 'coach@demo.test')];
  });
  afterAll(async () => { await t.close(); });

  const post = (s: Session, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: s.auth, payload });
  const get = (s: Session, url: string) => t.app.inject({ method: 'GET', url, headers: s.auth });

  it('lists exactly one client assessment for flash@, priced in GBP (spec §4 auto-select)', async () => {
    const res = await post(flash, '/api/v1/assessments/company/simple/');
    expect(res.statusCode).toBe(200);
    const list = AssessmentList.parse(res.json().data);
    expect(list.filter((a) => a.type === 'client')).toHaveLength(1);
    flashAssessment = list[0]!.id;
    const currencies = CurrencyList.parse((await get(flash, '/api/v1/currencies')).json().data);
    expect(currencies.map((c) => c.code)).toEqual(['USD', 'GBP', 'EUR', 'AUD', 'CAD']);
    expect(currencies.find((c) => c.id === list[0]!.currency_id)?.code).toBe('GBP');
    clientAssessment = AssessmentList.parse((await post(client, '/api/v1/assessments/company/simple/')).json().data)[0]!.id;
  });

  it('lets a coach list a client but refuses a peer naming another user', async () => {
    const byCoach = await post(coach, '/api/v1/assessments/company/simple/', { user_id: flash.user.id });
    expect(byCoach.json().data.map((a: { id: number }) => a.id)).toEqual([flashAssessment]);
    expect((await post(peer, '/api/v1/assessments/company/simple/', { user_id: flash.user.id })).statusCode).toBe(403);
    // peer@ lists only their own assessment (the plan of their action steps, issue 9)
    const own = (await post(peer, '/api/v1/assessments/company/simple/')).json().data as { id: number; user_id: number }[];
    expect(own.map((a) => a.user_id)).toEqual([peer.user.id]);
    expect(own.map((a) => a.id)).not.toContain(flashAssessment);
  });

  it('serves the analysis and the implementation paths of an own assessment', async () => {
    const analysis = AssessmentAnalysis.parse((await post(flash, `/api/v1/assessments/analysis/${flashAssessment}`)).json().data);
    expect(analysis.analysis.map((a) => a.area)).toContain('Pricing');
    const paths = ImplementationPathList.parse((await get(flash, `/api/v1/priorities/implementation/${flashAssessment}`)).json().data);
    expect(paths.map((p) => [p.path, p.access])).toEqual([['pricing', 1], ['sales', 1], ['operations', 0]]);
    expect(paths[0]!.progress?.status).toBe('in_progress');
  });

  it("answers 404 for another user's assessment, revealing nothing", async () => {
    for (const res of [
      await post(peer, `/api/v1/assessments/analysis/${flashAssessment}`),
      await get(peer, `/api/v1/priorities/implementation/${flashAssessment}`),
      await post(peer, '/api/v1/coachingportal/implementation/show/', { assessment_id: flashAssessment }),
      await post(flash, `/api/v1/assessments/analysis/${clientAssessment}`),
      await post(flash, '/api/v1/assessments/analysis/999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Pricing');
    }
    expect((await post(coach, `/api/v1/assessments/analysis/${flashAssessment}`)).statusCode).toBe(200);
    expect((await post(flash, '/api/v1/assessments/analysis/abc')).statusCode).toBe(422);
  });

  it('shows the lesson-page state: implementation beside data, locked lessons without content', async () => {
    const res = await post(flash, '/api/v1/coachingportal/implementation/show/', { assessment_id: flashAssessment });
    expect(res.statusCode).toBe(200);
    const body = ImplementationShowReply.parse(res.json());
    expect(body.implementation.map((p) => p.path)).toEqual(['pricing', 'sales', 'operations']);
    expect(body.data.assessments.map((a) => a.id)).toEqual([flashAssessment]);
    expect(body.data.access).toContainEqual({ path: 'operations', assessment_id: flashAssessment, access: 0 });
    expect(body.data.progress.map((p) => p.path)).toEqual(['pricing', 'sales']);
    const locked = body.data.lessons.filter((l) => l.locked);
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((l) => l.path === 'operations' && l.content === null)).toBe(true);
    expect(body.data.lessons.find((l) => l.path === 'pricing')?.content).toContain('<p>');
    expect(body.data.checked_items).toHaveLength(2);
    expect((await post(flash, '/api/v1/coachingportal/implementation/show/', {})).statusCode).toBe(422);
  });

  it('adds and removes checked lesson items, recomputing the path progress', async () => {
    const show = ImplementationShowReply.parse((await post(flash, '/api/v1/coachingportal/implementation/show/', { assessment_id: flashAssessment })).json());
    const sales = show.data.lessons.find((l) => l.path === 'sales')!;
    const body = { assessment_id: flashAssessment, lesson_id: sales.id, item: sales.items[0]!.key };
    const added = await post(flash, '/api/v1/coachingportal/implementation/checked/add/', body);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.checked_items.map((c: { item: string }) => c.item)).toEqual([sales.items[0]!.key]);
    expect(added.json().data.progress).toMatchObject({ path: 'sales', status: 'in_progress' });
    await post(flash, '/api/v1/coachingportal/implementation/checked/add/', body); // twice is still once
    const removed = await post(flash, '/api/v1/coachingportal/implementation/checked/remove/', body);
    expect(removed.json().data).toMatchObject({ checked_items: [], progress: { path: 'sales', status: 'not_started', percent: 0 } });

    const lockedLesson = show.data.lessons.find((l) => l.locked)!;
    const locked = await post(flash, '/api/v1/coachingportal/implementation/checked/add/', { assessment_id: flashAssessment, lesson_id: lockedLesson.id, item: 'step-1' });
    expect(locked.statusCode).toBe(403);
    expect((await post(flash, '/api/v1/coachingportal/implementation/checked/add/', { ...body, item: 'nope' })).statusCode).toBe(422);
    expect((await post(peer, '/api/v1/coachingportal/implementation/checked/add/', body)).statusCode).toBe(404);
    expect((await post(coach, '/api/v1/coachingportal/implementation/checked/add/', body)).statusCode).toBe(403);
  });

  it("refuses another plan's lesson under one's own assessment (404), open or not", async () => {
    const theirs = ImplementationShowReply.parse((await post(client, '/api/v1/coachingportal/implementation/show/', { assessment_id: clientAssessment })).json());
    for (const lesson of [theirs.data.lessons.find((l) => !l.locked)!, theirs.data.lessons.find((l) => l.locked)!]) {
      const res = await post(flash, '/api/v1/coachingportal/implementation/checked/add/', { assessment_id: flashAssessment, lesson_id: lesson.id, item: lesson.items[0]!.key });
      expect(res.statusCode).toBe(404);
    }
    const mine = ImplementationShowReply.parse((await post(flash, '/api/v1/coachingportal/implementation/show/', { assessment_id: flashAssessment })).json());
    expect(mine.data.checked_items).toHaveLength(2);
  });

  it('refuses every route without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/currencies' })).statusCode).toBe(401);
  });
});
