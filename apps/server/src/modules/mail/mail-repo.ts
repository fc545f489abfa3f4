import { aliasedTable, and, desc, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Email } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { emails, mailAttachments, users } from '../../db/schema/index.ts';

// The mailbox read (GraphQL `emails`, the /messages screens' query and the bench's scenario): built
// by PostgreSQL as JSON in one prepared statement — each mail with its people, its attachments and
// the mail it answers — instead of three queries and row mapping (bench/README.md).

const fromUser = aliasedTable(users, 'from_user');
const toUser = aliasedTable(users, 'to_user');
const parent = aliasedTable(emails, 'parent');
const parentFrom = aliasedTable(users, 'parent_from');
const parentTo = aliasedTable(users, 'parent_to');

/** The mail `userId` still holds: received and not deleted by them, or sent and not deleted by them. */
export const visibleTo = (userId: number | Placeholder) => or(
  and(eq(emails.toUserId, userId), isNull(emails.deletedByRecipientAt)),
  and(eq(emails.fromUserId, userId), isNull(emails.deletedBySenderAt)),
);

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** spec §3 Email's fields of one mail, seen by `viewer` (sent mail reads as read). */
function emailFields(e: typeof emails, from: typeof users, to: typeof users, viewer: unknown) {
  return sql`'id', ${e.id}::text, 'parent', ${e.parentId}::text, 'from', ${from.email}, 'to', ${to.email},
    'subject', ${e.subject}, 'body', ${e.body}, 'read', (${e.fromUserId} = ${viewer} or ${e.readAt} is not null),
    'attachments', ${e.attachments}, 'created_at', ${iso(e.createdAt)}, 'updated_at', ${iso(e.updatedAt)},
    'fromuser', json_build_object('first_name', ${from.firstName}, 'last_name', ${from.lastName}),
    'touser', json_build_object('first_name', ${to.firstName}, 'last_name', ${to.lastName})`;
}

function mailJson(viewer: unknown) {
  return sql`json_build_object(${emailFields(emails, fromUser, toUser, viewer)},
    'files', coalesce((select json_agg(json_build_object('id', a.id::text, 'file_name', a.file_name, 'content_type', a.content_type,
      'size_bytes', a.size_bytes) order by a.id) from ${mailAttachments} a where a.email_id = ${emails.id}), '[]'::json),
    'previous', case when ${parent.id} is null then null else json_build_object(${emailFields(parent, parentFrom, parentTo, viewer)}) end)`;
}

/** A mailbox read gives at most this many mails, newest first. */
export const MAILBOX_LIMIT = 500;

/** The mails matching `where`, newest first (at most `limit`), as the JSON text of `Email[]`. */
function mailList(db: Db, viewer: unknown, where: SQL | undefined, limit = MAILBOX_LIMIT) {
  const rows = db.select({ mail: mailJson(viewer).as('mail'), createdAt: emails.createdAt, id: emails.id }).from(emails)
    .innerJoin(fromUser, eq(fromUser.id, emails.fromUserId)).innerJoin(toUser, eq(toUser.id, emails.toUserId))
    .leftJoin(parent, eq(parent.id, emails.parentId))
    .leftJoin(parentFrom, eq(parentFrom.id, parent.fromUserId)).leftJoin(parentTo, eq(parentTo.id, parent.toUserId))
    .where(where).orderBy(desc(emails.createdAt), desc(emails.id)).limit(limit).as('rows');
  return db.select({ list: sql<string>`coalesce(json_agg(${rows.mail} order by ${rows.createdAt} desc, ${rows.id} desc), '[]'::json)::text` }).from(rows);
}

/** Prepared once per database: PostgreSQL then skips parsing and planning it on every call. */
const prepared = new WeakMap<Db, ReturnType<typeof prepareMailbox>>();
const prepareMailbox = (db: Db) => mailList(db, sql.placeholder('userId'), visibleTo(sql.placeholder('userId'))).prepare('mailbox_list');

/** Every mail `userId` holds, newest first, at most 500. */
export async function mailbox(db: Db, userId: number): Promise<Email[]> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareMailbox(db)));
  const [row] = await statement.execute({ userId });
  return JSON.parse(row?.list ?? '[]') as Email[];
}

/** Every mail `userId` holds, newest first, however many (their data export, issue 22). */
export async function wholeMailbox(db: Db, userId: number): Promise<Email[]> {
  const [row] = await mailList(db, userId, visibleTo(userId), Number.MAX_SAFE_INTEGER);
  return JSON.parse(row?.list ?? '[]') as Email[];
}

/** Mail `id` as `viewer` sees it, when `where` (and the id) match; null otherwise. */
export async function oneMail(db: Db, viewer: number, id: number, where?: SQL): Promise<Email | null> {
  const [row] = await mailList(db, viewer, and(eq(emails.id, id), where));
  return (JSON.parse(row?.list ?? '[]') as Email[])[0] ?? null;
}
