import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { lessons, memberGroupLessons, userGroups } from '../src/db/schema/index.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// spec §7 usergroup: asked with next_meeting and userlessons, it is read in one statement
// (user-group-page-sql.ts, bench/README.md). Its reply must be the one the batched loaders give —
// the `member` query's groups still take that path — for lessons in every access state.

const MEETING = 'id group_id lesson_id coach_id meeting_time time_zone meeting_url';
const LESSON = `id lesson_id member_group_lesson_id user_id group_id user_group_id title slug short_desc full_desc lesson_img
  lesson_video quiz_url published free_lesson price lesson_order lesson_length lesson_access locked_reason unlocks_at has_recording
  completed coach_id created_at updated_at next_lesson { id title lesson_order } group { id title } resources { id title url order }`;
const USER_GROUP = `id user_group_id user_id title name slug description group_img intro_video price active template total_lessons
  payment_frequency meets_on created_at group_start_end_date start_date end_date group_final_date status group_status group_type
  is_recurring coach_id coach_email stripe_id paid_at completed_lessons next_meeting { ${MEETING} } userlessons { ${LESSON} }`;

/** What the group page asks (apps/web/src/features/groups/api/documents.ts USER_GROUP). */
const PAGE = `id user_group_id title description group_img intro_video meets_on status group_status is_recurring start_date end_date
  total_lessons completed_lessons paid_at next_meeting { ${MEETING} }
  userlessons { id title short_desc lesson_order lesson_length lesson_access locked_reason unlocks_at completed }`;

/** Every statement the app sends to the database, by its SQL text (both drivers' `query`). */
function recordStatements(t: TestApp) {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  const sent: string[] = [];
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    sent.push(typeof first === 'string' ? first : first.text);
    return query(...args);
  };
  return sent;
}

describe.each(backends())('GraphQL usergroup in one statement (%s)', (backend) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signIn>>;
  let statements: string[];
  let sent = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
    statements = recordStatements(t);
    // A lesson the coach has not opened yet, whose previous lesson's meeting is past (not_released).
    const db = t.database.db;
    const [running] = await db.select().from(userGroups)
      .where(and(eq(userGroups.userId, t.demo.client.id), eq(userGroups.status, 'active'))).orderBy(asc(userGroups.id));
    const [, , third] = await db.select().from(lessons).where(eq(lessons.groupId, running!.groupId)).orderBy(asc(lessons.lessonOrder));
    await db.update(memberGroupLessons).set({ lessonAccess: 0 })
      .where(and(eq(memberGroupLessons.userGroupId, running!.id), eq(memberGroupLessons.lessonId, third!.id)));
  });
  afterAll(async () => { await t.close(); });

  /** Each request new to the reply cache (a variable the query does not declare, as bench/api.mjs does). */
  const gql = async (query: string, variables: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/gapi', headers: client.auth, payload: { query, variables: { ...variables, request: sent++ } } });
    const body = res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const memberGroups = async () => (await gql(`query($id: ID!) { member(user_id: $id) { groups { ${USER_GROUP} } } }`,
    { id: String(client.user.id) })).member.groups as Array<{ id: string; user_group_id: string; status: string; userlessons: Array<Record<string, unknown>> }>;
  const userGroup = async (g: { id: string; user_group_id: string }, selection: string) =>
    (await gql(`query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { ${selection} } }`, { g: g.id, ug: g.user_group_id })).usergroup;

  it('answers exactly as the batched loaders, for lessons open, completed, free, unpaid and locked until a meeting or release', async () => {
    const groups = await memberGroups();
    const all = groups.flatMap((g) => g.userlessons);
    const states = new Set(all.map((l) => `${l.lesson_access}:${l.locked_reason}`));
    expect([...states].sort()).toEqual(['0:after_meeting', '0:not_released', '0:unpaid', '1:null']);
    expect(all.some((l) => l.completed)).toBe(true);
    const unpaid = groups.find((g) => g.status === 'unpaid')!;
    expect(unpaid.userlessons.some((l) => l.free_lesson && l.lesson_access === 1)).toBe(true);
    for (const g of groups) expect(await userGroup(g, USER_GROUP)).toEqual(g);
  });

  it('reads the user group, its next meeting, its lessons and their meetings in one statement', async () => {
    const [g] = await memberGroups();
    statements.length = 0;
    await userGroup(g!, 'id title');
    const scalarsOnly = statements.splice(0);
    const whole = await userGroup(g!, PAGE);
    const page = statements.splice(0);
    expect(whole.userlessons.length).toBeGreaterThan(0);
    expect(whole.next_meeting).not.toBeNull();
    // The page's reads cost what the user group alone costs: one statement.
    expect(page.length).toBe(scalarsOnly.length);
    expect(page.filter((s) => /user_groups|lesson_meetings|member_group_lessons/.test(s))).toHaveLength(1);
  });
});
