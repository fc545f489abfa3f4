import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { groups, lessons, userGroups } from '../src/db/schema/index.ts';
import { DEMO_GROUP_SLUGS } from '../src/db/seed/demo-programmes.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/sign-in.ts';

// spec §7 GraphQL group coaching, own data: member, group, usergroup, userlesson, lessonMeetingSearch.
describe.each(backends())('GraphQL /gapi: group coaching (%s)', (backend) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signIn>>;
  const ids = { running: 0, finished: 0, unpaid: 0, ugRunning: 0, ugFinished: 0, ugUnpaid: 0, running1: 0, running6: 0, finished1: 0 };
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = await signIn(t, 'client@demo.test');
    const db = t.database.db;
    for (const key of ['running', 'finished', 'unpaid'] as const) {
      const [g] = await db.select().from(groups).where(eq(groups.slug, DEMO_GROUP_SLUGS[key]));
      ids[key] = g!.id;
      const [ug] = await db.select().from(userGroups).where(and(eq(userGroups.groupId, g!.id), eq(userGroups.userId, t.demo.client.id)));
      ids[`ug${key[0]!.toUpperCase()}${key.slice(1)}` as 'ugRunning'] = ug!.id;
    }
    const ordered = async (groupId: number) => db.select().from(lessons).where(eq(lessons.groupId, groupId)).orderBy(asc(lessons.lessonOrder));
    const running = await ordered(ids.running);
    ids.running1 = running[0]!.id; ids.running6 = running[5]!.id;
    ids.finished1 = (await ordered(ids.finished))[0]!.id;
  });
  afterAll(async () => { await t.close(); });

  const gql = async (query: string, variables: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/gapi', headers: client.auth, payload: { query, variables } });
    const body = res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };

  it('lists the member with every group (paid, finished, unpaid) and their progress', async () => {
    const { member } = await gql(`query($id: ID!) { member(user_id: $id) { id first_name groups { id user_group_id title status group_status
      meets_on total_lessons completed_lessons is_recurring next_meeting { meeting_time time_zone } } lessons { id title group_id } } }`, { id: String(client.user.id) });
    expect(member.first_name).toBe('Alex');
    const byTitle = Object.fromEntries(member.groups.map((g: { title: string }) => [g.title, g]));
    expect(byTitle['Profit Accelerator']).toMatchObject({ status: 'active', group_status: 'running', meets_on: 'Thursdays 5:00 PM', total_lessons: 6, completed_lessons: 3, is_recurring: true });
    expect(byTitle['Profit Accelerator'].next_meeting.time_zone).toBe('America/Denver');
    const inDays = (Date.parse(byTitle['Profit Accelerator'].next_meeting.meeting_time) - Date.now()) / 86_400_000;
    expect(inDays).toBeGreaterThan(0);
    expect(inDays).toBeLessThanOrEqual(8);
    expect(byTitle['Sales Systems Sprint']).toMatchObject({ status: 'completed', group_status: 'finished', completed_lessons: 6, next_meeting: null });
    expect(byTitle['Leadership Intensive']).toMatchObject({ status: 'unpaid', group_status: 'upcoming' });
    expect(member.lessons).toHaveLength(16);
  });

  it('answers group with the caller\'s own user group when none is named', async () => {
    const { group } = await gql('query($id: ID!) { group(id: $id) { id user_group_id title total_lessons group_start_end_date group_final_date } }', { id: String(ids.running) });
    expect(group).toMatchObject({ id: String(ids.running), user_group_id: String(ids.ugRunning), title: 'Profit Accelerator', total_lessons: 6 });
    expect(group.group_start_end_date).toMatch(/^\d{4}-\d\d-\d\d\/\d{4}-\d\d-\d\d$/);
  });

  it('answers usergroup with the lessons in the member\'s order, open and locked, with resources batch-loaded', async () => {
    const { usergroup } = await gql(`query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { user_group_id status price coach_email
      next_meeting { meeting_time meeting_url } userlessons { id lesson_order lesson_access locked_reason unlocks_at completed full_desc
      resources { type { name } } next_lesson { id } } } }`, { g: String(ids.running), ug: String(ids.ugRunning) });
    expect(usergroup).toMatchObject({ user_group_id: String(ids.ugRunning), status: 'active', price: '1200.00', coach_email: 'coach@demo.test' });
    const lessonsOf = usergroup.userlessons;
    expect(lessonsOf.map((l: { lesson_order: number }) => l.lesson_order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lessonsOf.map((l: { lesson_access: number }) => l.lesson_access)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(lessonsOf.map((l: { completed: boolean }) => l.completed)).toEqual([true, true, true, false, false, false]);
    expect(lessonsOf[0].resources.length).toBeGreaterThan(0);
    expect(lessonsOf[0].next_lesson.id).toBe(lessonsOf[1].id);
    // The last lesson opens after the next meeting (the meeting of lesson 5).
    expect(lessonsOf[5]).toMatchObject({ locked_reason: 'after_meeting', unlocks_at: usergroup.next_meeting.meeting_time, full_desc: null, resources: [] });
    expect(usergroup.next_meeting.meeting_url).toMatch(/^https:\/\//);
  });

  it('answers userlesson with content, resources of several types, quiz, next lesson and group', async () => {
    const { userlesson } = await gql(`query($g: ID!, $ug: ID!, $l: ID!) { userlesson(group_id: $g, user_group_id: $ug, lesson_id: $l) {
      id title full_desc quiz_url lesson_img lesson_access lesson_length has_recording completed
      resources { url order type { id name } } next_lesson { title lesson_order } group { id user_group_id title total_lessons } } }`,
    { g: String(ids.running), ug: String(ids.ugRunning), l: String(ids.running1) });
    expect(userlesson).toMatchObject({ id: String(ids.running1), lesson_access: 1, lesson_length: 45, has_recording: true, completed: true,
      next_lesson: { lesson_order: 2 }, group: { id: String(ids.running), user_group_id: String(ids.ugRunning), title: 'Profit Accelerator', total_lessons: 6 } });
    expect(userlesson.full_desc).toContain('<ol>');
    expect(userlesson.quiz_url).toMatch(/^https:\/\//);
    expect(userlesson.lesson_img).toMatch(/^\/files\/programmes\/[0-9a-f]{32}\.webp$/);
    expect(new Set(userlesson.resources.map((r: { type: { name: string } }) => r.type.name))).toEqual(new Set(['worksheet', 'pdf']));
    const poster = await t.app.inject({ method: 'GET', url: userlesson.lesson_img });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
  });

  it('shows a locked lesson without its content, saying why and when it opens', async () => {
    const { userlesson } = await gql(`query($g: ID!, $ug: ID!, $l: ID!) { userlesson(group_id: $g, user_group_id: $ug, lesson_id: $l) {
      title short_desc full_desc lesson_video quiz_url resources { id } lesson_access locked_reason unlocks_at has_recording } }`,
    { g: String(ids.running), ug: String(ids.ugRunning), l: String(ids.running6) });
    expect(userlesson).toMatchObject({ title: 'Your 90-Day Profit Plan', full_desc: null, lesson_video: null, quiz_url: null, resources: [],
      lesson_access: 0, locked_reason: 'after_meeting', has_recording: false });
    expect(userlesson.short_desc).toBeTruthy();
    expect(Date.parse(userlesson.unlocks_at)).toBeGreaterThan(Date.now());
  });

  it('keeps an unpaid group locked except its free lesson, and hides its meeting links', async () => {
    const { usergroup } = await gql(`query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { status price
      next_meeting { meeting_url } userlessons { free_lesson lesson_access locked_reason } } }`, { g: String(ids.unpaid), ug: String(ids.ugUnpaid) });
    expect(usergroup).toMatchObject({ status: 'unpaid', price: '497.00', next_meeting: { meeting_url: null } });
    expect(usergroup.userlessons[0]).toEqual({ free_lesson: true, lesson_access: 1, locked_reason: null });
    expect(usergroup.userlessons.slice(1).every((l: { locked_reason: string }) => l.locked_reason === 'unpaid')).toBe(true);
  });

  it('searches a group\'s meetings, by lesson and by coach', async () => {
    const q = `query($g: ID!, $ug: ID, $l: ID, $c: ID) { lessonMeetingSearch(group_id: $g, user_group_id: $ug, lesson_id: $l, coach_id: $c) {
      lesson_id meeting_time time_zone meeting_url } }`;
    const all = (await gql(q, { g: String(ids.running), ug: String(ids.ugRunning) })).lessonMeetingSearch;
    expect(all).toHaveLength(6);
    expect([...all].sort((a, b) => a.meeting_time.localeCompare(b.meeting_time))).toEqual(all);
    const one = (await gql(q, { g: String(ids.running), l: String(ids.running1) })).lessonMeetingSearch;
    expect(one).toEqual([all[0]]);
    expect((await gql(q, { g: String(ids.running), c: String(t.demo.coach.id) })).lessonMeetingSearch).toHaveLength(6);
    expect((await gql(q, { g: String(ids.running), c: String(client.user.id) })).lessonMeetingSearch).toEqual([]);
  });

  it('batch-loads a finished group with every lesson done', async () => {
    const { usergroup } = await gql(`query($g: ID!, $ug: ID!) { usergroup(group_id: $g, user_group_id: $ug) { completed_lessons
      userlessons { completed has_recording group { title } resources { id } } } }`, { g: String(ids.finished), ug: String(ids.ugFinished) });
    expect(usergroup.completed_lessons).toBe(6);
    expect(usergroup.userlessons.every((l: { completed: boolean; has_recording: boolean }) => l.completed && l.has_recording)).toBe(true);
    expect(ids.finished1).toBeGreaterThan(0);
  });
});
