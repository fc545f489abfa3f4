import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { CoachGroup, CoachGroupBody, CoachGroupSummary, CoachGroupUpdateBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { groups, lessons, ROLE, type GroupRow, type UserRow } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { cleanRichText } from '../../lib/rich-text.ts';
import { ownGroup } from './group-access.ts';
import { freeSlug, presentGroup, presentGroupSummary, slugOf } from './present.ts';

// Issue 12 Programmes: the coach's groups — list with counts, create (the server makes the slug,
// unique in the tenant), read, update. Scoped by tenant and by the group's coach (group-access.ts).

type NewGroup = z.output<typeof CoachGroupBody>;
type GroupChanges = z.output<typeof CoachGroupUpdateBody>;
type GroupValues = Partial<typeof groups.$inferInsert>;

// Outer columns are written in full (see programmes/programme-repo.ts).
const memberCount = sql<number>`(select count(*)::int from "user_groups" ug where ug.group_id = "groups"."id")`;
const lessonCount = sql<number>`(select count(*)::int from "lessons" l where l.group_id = "groups"."id")`;
const publishedCount = sql<number>`(select count(*)::int from "lessons" l where l.group_id = "groups"."id" and l.published)`;
const counted = { group: groups, memberCount, lessonCount, publishedCount };

const clean = (html: string | null) => (html === null ? null : cleanRichText(html) || null);

/** The columns a body names: left out stays, null clears (keepOrClear in the contract). */
function valuesOf(b: GroupChanges): GroupValues {
  const v: GroupValues = {};
  const set = <K extends keyof GroupValues>(key: K, value: GroupValues[K] | undefined) => { if (value !== undefined) v[key] = value; };
  set('title', b.title);
  set('description', b.description === undefined ? undefined : clean(b.description));
  set('template', b.template);
  set('active', b.active);
  set('isRecurring', b.is_recurring);
  set('status', b.status);
  set('meetsOn', b.meets_on);
  set('startDate', b.start_date);
  set('endDate', b.end_date);
  set('price', b.price);
  set('paymentFrequency', b.payment_frequency);
  set('introVideo', b.intro_video);
  return v;
}

/** `currencyOf`: a tenant's payment currency, which its groups' prices are in (issue 23: its admin's setting). */
export function groupService(db: Db, currencyOf: (tenantId: number) => string) {
  async function withCounts(id: number): Promise<CoachGroup> {
    const [row] = await db.select(counted).from(groups).where(eq(groups.id, id)).limit(1);
    return presentGroup(row!.group, row!, currencyOf(row!.group.tenantId));
  }

  /** Inserts under the first free slug; a slug taken meanwhile by another insert makes it try the next. */
  async function insertWithSlug(values: typeof groups.$inferInsert): Promise<GroupRow> {
    const base = slugOf(values.title, 'group');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const taken = await db.select({ slug: groups.slug }).from(groups)
        .where(and(eq(groups.tenantId, values.tenantId), or(eq(groups.slug, base), like(groups.slug, `${base}-%`))));
      const slug = freeSlug(base, new Set(taken.map((t) => t.slug)));
      const [row] = await db.insert(groups).values({ ...values, slug }).onConflictDoNothing({ target: [groups.tenantId, groups.slug] }).returning();
      if (row) return row;
    }
    throw new Error('No free slug for a new group');
  }

  return {
    /** A coach's own groups; an admin sees every group of the tenant. Newest first. */
    async list(caller: UserRow): Promise<CoachGroupSummary[]> {
      const scope: SQL[] = [eq(groups.tenantId, caller.tenantId)];
      if (caller.roleId !== ROLE.admin) scope.push(eq(groups.coachId, caller.id));
      const rows = await db.select(counted).from(groups).where(and(...scope)).orderBy(desc(groups.createdAt), desc(groups.id)).limit(500);
      return rows.map((r) => presentGroupSummary(r.group, r));
    },

    async get(caller: UserRow, id: number): Promise<CoachGroup> {
      return withCounts((await ownGroup(db, caller, id)).id);
    },

    /** A new group led by the caller (an admin too leads the groups they create). */
    async create(caller: UserRow, body: NewGroup): Promise<CoachGroup> {
      const values = valuesOf(body);
      const row = await insertWithSlug({
        ...values, tenantId: caller.tenantId, coachId: caller.id, title: body.title, name: body.name ?? body.title, slug: '',
      });
      return withCounts(row.id);
    },

    async update(caller: UserRow, id: number, body: GroupChanges): Promise<CoachGroup> {
      const group = await ownGroup(db, caller, id);
      const values = valuesOf(body);
      // name is required in the table: cleared, it becomes the title
      if (body.name !== undefined) values.name = body.name ?? values.title ?? group.title;
      const start = values.startDate === undefined ? group.startDate : values.startDate;
      const end = values.endDate === undefined ? group.endDate : values.endDate;
      if (start && end && end < start) {
        throw invalid({ end_date: ['The end date must not be before the start date.'] });
      }
      if (Object.keys(values).length) await db.update(groups).set(values).where(eq(groups.id, group.id));
      return withCounts(group.id);
    },

    /** The group's picture (a stored /files/ URL); answers the previous one so the caller may remove it. */
    async setImage(caller: UserRow, id: number, url: string): Promise<{ group: CoachGroup; previous: string | null }> {
      const group = await ownGroup(db, caller, id);
      await db.update(groups).set({ groupImg: url }).where(eq(groups.id, group.id));
      return { group: await withCounts(group.id), previous: group.groupImg };
    },

    /** Is a stored picture still shown by a group or lesson (demo posters are shared)? */
    async imageInUse(tenantId: number, url: string): Promise<boolean> {
      const [g] = await db.select({ id: groups.id }).from(groups).where(and(eq(groups.tenantId, tenantId), eq(groups.groupImg, url))).limit(1);
      const [l] = g ? [g] : await db.select({ id: lessons.id }).from(lessons).where(and(eq(lessons.tenantId, tenantId), eq(lessons.lessonImg, url))).limit(1);
      return Boolean(g ?? l);
    },
  };
}
