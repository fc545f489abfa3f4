import { sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_FILE_DOWNLOAD_PATH, type ReceivedFile, type ReceivedFilesFilter, type ReceivedFileSort,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { companies, companyFiles, ROLE, users } from '../../db/schema/index.ts';
import type { ClientScope } from '../coach-clients/client-scope.ts';
import { containsPattern, searchTerms } from '../idea-bank/idea-search.ts';

// The files a scope's clients sent (docs/domain.md "Coach: files received"), one page of them, in
// one statement whose result is JSON: whether the named client is in scope, how many files the
// filter admits, and the page. A file counts when its uploader is its client (not one the coach or
// an admin shared) and that client is in the scope (client-scope.ts: a coach's own clients, or
// every client of an admin's tenant). Existing indexes serve it: users_coach for a coach's clients,
// company_files_client (tenant, client, created_at) for their files and for an admin's tenant.
// Values are parameters; the order is one of a fixed few (ORDERS), never text from the request.

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const lower = (column: string) => `lower(${column}) collate "C"`;

/** Each sort's key in the asked direction, then newest first (ids break ties). */
const ORDERS: Record<ReceivedFileSort, (dir: 'ASC' | 'DESC') => string> = {
  date: (d) => `f.created_at ${d}, f.id ${d}`,
  name: (d) => `${lower('f.file_name')} ${d}, f.created_at desc, f.id desc`,
  client: (d) => `${lower('f.last_name')} ${d}, ${lower('f.first_name')} ${d}, f.client_id ${d}, f.created_at desc, f.id desc`,
};

const clientRole = sql.raw(String(ROLE.client));
const inScope = (scope: ClientScope, alias: string) => sql`${sql.raw(alias)}.tenant_id = ${scope.tenantId}
  and ${sql.raw(alias)}.role_id = ${clientRole}
  ${scope.coachId === null ? sql`` : sql`and ${sql.raw(alias)}.coach_id = ${scope.coachId}`}`;

/** Every search word in the file's name, the client's name or the company's name (none: all). */
function matchesAll(q: string): SQL {
  const words = searchTerms(q).map((term) => {
    const p = containsPattern(term);
    return sql`(cf.file_name ilike ${p} or (u.first_name || ' ' || u.last_name) ilike ${p} or coalesce(co.name, '') ilike ${p})`;
  });
  return words.length ? sql.join(words, sql` and `) : sql`true`;
}

/**
 * The files the filter admits, narrow (what the orders read), counted; then the page's rows joined
 * back for the rest, so only a page's descriptions, keys and companies are read and shaped.
 */
const statement = (scope: ClientScope, f: ReceivedFilesFilter) => {
  const order = sql.raw(ORDERS[f.sort](f.dir === 'asc' ? 'ASC' : 'DESC'));
  return sql<string>`(with f as materialized (
    select cf.id, cf.created_at, cf.file_name, cf.client_id, u.first_name, u.last_name
    from ${companyFiles} cf
    join ${users} u on u.id = cf.client_id
    left join ${companies} co on co.id = cf.company_id and co.tenant_id = cf.tenant_id
    where cf.tenant_id = ${scope.tenantId} and cf.uploader_id = cf.client_id and ${inScope(scope, 'u')}
      ${f.client_id === null ? sql`` : sql`and cf.client_id = ${f.client_id}`}
      and ${matchesAll(f.q)}),
  p as (select * from f order by ${order} limit ${f.per_page} offset ${(f.page - 1) * f.per_page})
  select json_build_object(
    'client_known', ${f.client_id === null ? sql`true` : sql`exists (select 1 from ${users} c where c.id = ${f.client_id} and ${inScope(scope, 'c')})`},
    'total', (select count(*) from f),
    'files', (select coalesce(json_agg(json_build_object('id', f.id, 'file_name', f.file_name,
        'extension', coalesce(substring(cf.storage_key from '\\.([a-z0-9]+)$'), ''), 'content_type', cf.content_type,
        'size_bytes', cf.size_bytes, 'description', cf.description, 'uploaded_at', ${iso(sql`f.created_at`)},
        'client', json_build_object('id', f.client_id, 'first_name', f.first_name, 'last_name', f.last_name, 'company', co.name))
      order by ${order}), '[]'::json)
      from p f
      join ${companyFiles} cf on cf.id = f.id
      left join ${companies} co on co.id = cf.company_id and co.tenant_id = cf.tenant_id)
  )::text)`;
};

type Row = Omit<ReceivedFile, 'download'>;

/** One page of the files the scope's clients sent; null when `client_id` names no client in scope. */
export async function receivedFiles(db: Db, scope: ClientScope, f: ReceivedFilesFilter):
  Promise<{ files: ReceivedFile[]; total: number } | null> {
  const [row] = await db.select({ page: statement(scope, f) }).from(sql`(select 1) as one`);
  const page = JSON.parse(row!.page) as { client_known: boolean; total: number; files: Row[] };
  if (!page.client_known) return null;
  return {
    total: page.total,
    files: page.files.map((file) => ({ ...file, download: { method: 'POST', path: COMPANY_FILE_DOWNLOAD_PATH, body: { id: file.id } } })),
  };
}
