import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ANALYTICS_NOTES_MAX, PROFIT_IMPACT_MAX } from '@portal/contract';
import { groups, lessons, userGroups } from '../src/db/schema/index.ts';
import { DEMO_GROUP_SLUGS } from '../src/db/seed/demo-programmes.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// spec §3 Lesson analytics, §7 analyticsSearch / manageAnalytics: an upsert of the fields given.
describe.each(backends())('GraphQL /gapi: lesson analytics (%s)', (backend) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const ids = { g: '', ug: '', u: '', lessons: [] as string[] };
  beforeAll(async () => {
    t = await createTestApp(backend);
    auth = (await signIn(t, 'client@demo.test')).auth;
    const db = t.database.db;
    const [g] = await db.select().from(groups).where(eq(groups.slug, DEMO_GROUP_SLUGS.running));
    const [ug] = await db.select().from(userGroups).where(and(eq(userGroups.groupId, g!.id), eq(userGroups.userId, t.demo.client.id)));
    const ls = await db.select().from(lessons).where(eq(lessons.groupId, g!.id)).orderBy(asc(lessons.lessonOrder));
    Object.assign(ids, { g: String(g!.id), ug: String(ug!.id), u: String(t.demo.client.id), lessons: ls.map((l) => String(l.id)) });
  });
  afterAll(async () => { await t.close(); });

  const FIELDS = 'id lesson_id user_group_id profit_impact notes pre_meeting attend_meeting meeting_worksheet taken_quiz post_meeting';
  const gql = async (query: string, variables: object) =>
    (await t.app.inject({ method: 'POST', url: '/gapi', headers: auth, payload: { query, variables } })).json();
  const vars = (lesson: number) => ({ g: ids.g, ug: ids.ug, l: ids.lessons[lesson], u: ids.u });
  const search = async (lesson: number) => (await gql(`query($g: ID!, $ug: ID!, $l: ID!, $u: ID!) {
    analyticsSearch(group_id: $g, user_group_id: $ug, lesson_id: $l, user_id: $u) { ${FIELDS} } }`, vars(lesson))).data.analyticsSearch;
  const manage = (lesson: number, fields: Record<string, unknown>) => gql(`mutation($g: ID!, $ug: ID!, $l: ID!, $u: ID!,
    $pi: String, $notes: String, $pre: Boolean, $attend: Boolean, $post: Boolean) {
    manageAnalytics(group_id: $g, user_group_id: $ug, lesson_id: $l, user_id: $u, profit_impact: $pi, notes: $notes,
      pre_meeting: $pre, attend_meeting: $attend, post_meeting: $post) { success message data { ${FIELDS} } } }`, { ...vars(lesson), ...fields });

  it("finds the member's recorded analytics, and null for a lesson with none", async () => {
    expect(await search(0)).toMatchObject({ pre_meeting: true, post_meeting: true, profit_impact: expect.stringContaining('$2,400') });
    expect(await search(4)).toBeNull();
  });

  it('creates on first save and then changes only the fields given', async () => {
    const first = (await manage(4, { pre: true })).data.manageAnalytics;
    expect(first).toMatchObject({ success: true, data: { lesson_id: ids.lessons[4], pre_meeting: true, attend_meeting: false, notes: null } });
    await manage(4, { notes: 'Bundle: sourdough + jam, $18.', pi: '$1,200/quarter' });
    await manage(4, { attend: true });
    const read = await search(4);
    expect(read).toMatchObject({ id: first.data.id, pre_meeting: true, attend_meeting: true, post_meeting: false,
      notes: 'Bundle: sourdough + jam, $18.', profit_impact: '$1,200/quarter' });
    // A null text clears it; a null checkbox is left as it is.
    await manage(4, { pi: null, pre: null });
    expect(await search(4)).toMatchObject({ profit_impact: null, notes: 'Bundle: sourdough + jam, $18.', pre_meeting: true });
  });

  it('counts a lesson as completed once its post-meeting step is ticked', async () => {
    await manage(3, { post: true });
    const { data } = await gql('query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { completed_lessons userlessons { completed } } }', { g: ids.g, ug: ids.ug });
    expect(data.usergroup.completed_lessons).toBe(4);
    expect(data.usergroup.userlessons[3].completed).toBe(true);
    expect((await search(3)).attend_meeting).toBe(true);
  });

  it('refuses too-long texts with BAD_USER_INPUT and changes nothing', async () => {
    const before = await search(0);
    const long = await manage(0, { pi: 'x'.repeat(PROFIT_IMPACT_MAX + 1), pre: false });
    expect(long.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { profit_impact: [expect.any(String)] } });
    const notes = await manage(0, { notes: 'y'.repeat(ANALYTICS_NOTES_MAX + 1) });
    expect(notes.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await search(0)).toEqual(before);
    expect((await manage(0, { notes: 'z'.repeat(ANALYTICS_NOTES_MAX) })).data.manageAnalytics.success).toBe(true);
  });

  it('keeps texts at the limits in any script exactly as typed, and names the field of a too-long one', async () => {
    // what the lesson page sends as the member types (Polish, Japanese, Arabic, typographic signs)
    const pi = 'Zażółć gęślą jaźń — €'.repeat(10).slice(0, PROFIT_IMPACT_MAX);
    const notes = '日本語のメモ、العربية “ok”\n'.repeat(500).slice(0, ANALYTICS_NOTES_MAX);
    expect([pi.length, notes.length]).toEqual([PROFIT_IMPACT_MAX, ANALYTICS_NOTES_MAX]);
    expect((await manage(2, { pi, notes })).data.manageAnalytics.success).toBe(true);
    expect(await search(2)).toMatchObject({ profit_impact: pi, notes });
    const refused = await manage(2, { notes: `${notes}!` });
    expect(refused.errors[0]).toMatchObject({ message: `Notes must be at most ${ANALYTICS_NOTES_MAX} characters.`,
      extensions: { code: 'BAD_USER_INPUT', fields: { notes: [`Notes must be at most ${ANALYTICS_NOTES_MAX} characters.`] } } });
    expect((await search(2)).notes).toBe(notes);
  });

  it('refuses to record analytics on a locked lesson', async () => {
    const locked = await manage(5, { pre: true });
    expect(locked.errors[0]).toMatchObject({ message: 'This lesson is locked.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await search(5)).toBeNull();
  });
});
