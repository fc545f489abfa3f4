import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyFiles, users } from '../../db/schema/index.ts';
import { FILE_LIST_LIMIT } from './company-files-repo.ts';

const iso = (column: string) => sql.raw(`to_char("company_files"."${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A client's files in their company as the reply's JSON text (contract `CompanyFileList`, the same
 * fields as presentFile), built by PostgreSQL in one prepared statement: the /resources page's read
 * is its hottest (bench/README.md), and this skips mapping rows and serialising objects, as the
 * metrics list does. Newest first, at most FILE_LIST_LIMIT.
 */
const listJson = sql<string>`coalesce(array_to_json((array_agg(json_build_object(
  'id', "company_files"."id", 'file_name', "company_files"."file_name", 'description', "company_files"."description",
  'company_id', "company_files"."company_id", 'client_id', "company_files"."client_id",
  'content_type', "company_files"."content_type", 'size_bytes', "company_files"."size_bytes",
  'direction', case when "company_files"."uploader_id" = "company_files"."client_id" then 'sent' else 'shared' end,
  'uploader_name', trim("users"."first_name" || ' ' || "users"."last_name"),
  'mine', "company_files"."uploader_id" = "company_files"."client_id",
  'created_at', ${iso('created_at')}, 'updated_at', ${iso('updated_at')}
) order by "company_files"."created_at" desc, "company_files"."id" desc))[1:${sql.raw(String(FILE_LIST_LIMIT))}]), '[]'::json)::text`;

const prepared = new WeakMap<Db, ReturnType<typeof prepareList>>();
const prepareList = (db: Db) => db.select({ list: listJson }).from(companyFiles)
  .innerJoin(users, eq(users.id, companyFiles.uploaderId))
  .where(and(eq(companyFiles.tenantId, sql.placeholder('tenantId')), eq(companyFiles.companyId, sql.placeholder('companyId')),
    eq(companyFiles.clientId, sql.placeholder('clientId'))))
  .prepare('company_files_of_client');

/** The files between a client and their coach in the client's company; `mine` is from the client's side. */
export async function clientFilesJson(db: Db, o: { tenantId: number; companyId: number; clientId: number }): Promise<string> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareList(db)));
  const [row] = await statement.execute(o);
  return row?.list ?? '[]';
}
