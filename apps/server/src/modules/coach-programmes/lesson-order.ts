import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// A group's lesson order in one place: lessons.lesson_order 1…n, every member's copy
// (member_group_lessons.lesson_order) the same, and each lesson's next_lesson the one after it.

/** Numbers the group's lessons 1…n in `ids` order, or in their present order when no ids are given. */
export async function renumberLessons(db: Db, groupId: number, ids?: number[]) {
  if (ids?.length) {
    const rows = sql.join(ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`), sql`, `);
    await db.execute(sql`update "lessons" l set "lesson_order" = v.ord from (values ${rows}) as v(id, ord)
      where l.id = v.id and l.group_id = ${groupId}`);
  } else {
    await db.execute(sql`update "lessons" l set "lesson_order" = v.ord
      from (select id, row_number() over (order by lesson_order, id)::int as ord from "lessons" where group_id = ${groupId}) v
      where l.id = v.id`);
  }
  await db.execute(sql`update "member_group_lessons" m set "lesson_order" = l.lesson_order
    from "lessons" l where l.id = m.lesson_id and m.group_id = ${groupId} and m.lesson_order is distinct from l.lesson_order`);
  await db.execute(sql`update "lessons" l set "next_lesson_id" = (select n.id from "lessons" n
      where n.group_id = l.group_id and n.lesson_order > l.lesson_order order by n.lesson_order, n.id limit 1)
    where l.group_id = ${groupId}`);
}
