import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMPANY_FILE_DOWNLOAD_PATH, ReceivedFilesReply } from '@portal/contract';
import { users } from '../src/db/schema/index.ts';
import { buildCompany } from '../src/db/seed/builders.ts';
import { buildCompanyFile } from '../src/db/seed/demo-files.ts';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { seedPractice, type Practice } from './support/coach-practice.ts';
import { multipartBody } from './support/multipart.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 12 "Mail, files, tickets": the files a coach's clients sent them, across all clients
// (docs/api.md "Coach: files received"). Quinn (support/coach-practice.ts) coaches Ada, Bob and Dee
// here with files of known names and dates; coach@ coaches client@, whose demo files are three sent
// and one shared by the coach.
const LIST = '/api/v1/coach/files';
const day = (d: number) => new Date(Date.UTC(2020, 0, d, 12));

describe.each(backends())('coach files received (%s)', (backend) => {
  let t: TestApp;
  let p: Practice;
  const auth: Record<string, Record<string, string>> = {};
  let otherCoachClient = 0;
  let elsewhereClient = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    const storage = dataDirStorage(t.dataDir);
    p = await seedPractice(db, storage, t.demo.tenantId, t.clock.now);
    otherCoachClient = (await seedOtherCoach(db, storage, t.demo)).client.id;
    const file = (client: typeof p.ada, fileName: string, createdAt: Date, uploaderId = client.id) =>
      buildCompanyFile(db, storage, {
        tenantId: client.tenantId, companyId: client.companyId!, clientId: client.id, coachId: client.coachId!, uploaderId, fileName, createdAt,
        data: Buffer.from(`${fileName} contents`),
      });
    await file(p.ada, 'Budget 2020.pdf', day(3));
    await file(p.ada, 'Shared by Quinn.pdf', day(4), p.coach.id);
    await file(p.dee, 'notes.txt', day(2));
    await file(p.bob, 'alpha_report.pdf', day(1));
    // another tenant's client, with a file of their own
    const elsewhere = await buildCompany(db, p.other.tenantId, 'Elsewhere Ltd');
    await db.update(users).set({ companyId: elsewhere.id }).where(eq(users.id, p.other.client.id));
    elsewhereClient = p.other.client.id;
    await file({ ...p.other.client, companyId: elsewhere.id }, 'Elsewhere secret.pdf', day(5));
    for (const who of ['quinn', 'coach', 'coach2', 'admin', 'client']) auth[who] = (await signIn(t, `${who}@demo.test`)).auth;
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  const get = (query: string, who: string) => t.app.inject({ method: 'GET', url: `${LIST}${query}`, headers: auth[who] });
  const list = async (query = '', who = 'quinn') => {
    const res = await get(query, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(200);
    return ReceivedFilesReply.parse(res.json().data);
  };
  const names = (r: ReceivedFilesReply) => r.files.map((f) => f.file_name);
  const download = (id: number, who: string) =>
    t.app.inject({ method: 'POST', url: COMPANY_FILE_DOWNLOAD_PATH, headers: auth[who], payload: { id } });

  it('lists every file the coach\'s clients sent, newest first, and none the coach shared', async () => {
    const r = await list();
    expect(r).toMatchObject({ total: 4, page: 1, per_page: 25 });
    // plan.csv was sent by Ada as the practice was seeded (now); the rest in January 2020
    expect(names(r)).toEqual(['plan.csv', 'Budget 2020.pdf', 'notes.txt', 'alpha_report.pdf']);
    const budget = r.files[1]!;
    expect(budget).toMatchObject({
      file_name: 'Budget 2020.pdf', extension: 'pdf', content_type: 'application/pdf', size_bytes: 'Budget 2020.pdf contents'.length,
      uploaded_at: day(3).toISOString(),
      client: { id: p.ada.id, first_name: 'Ada', last_name: 'Lovelace', company: 'Analytical Engines' },
      download: { method: 'POST', path: COMPANY_FILE_DOWNLOAD_PATH, body: { id: budget.id } },
    });
    expect(r.files.find((f) => f.file_name === 'notes.txt')?.client).toMatchObject({ last_name: 'Hopper', company: 'Zeta, Corp' });
  });

  it('shows coach@ only client@\'s sent files, and an admin every client\'s of the tenant', async () => {
    expect(names(await list('', 'coach')).sort()).toEqual(['Q3 sales by channel.csv', 'Shop front.png', 'Wholesale price list draft.csv']);
    expect(names(await list('', 'coach2'))).toEqual([]);
    const all = await list('?per_page=100', 'admin');
    expect(names(all).sort()).toEqual([
      'Budget 2020.pdf', 'Q3 sales by channel.csv', 'Shop front.png', 'Wholesale price list draft.csv', 'alpha_report.pdf', 'notes.txt', 'plan.csv',
    ].sort());
    expect(all.total).toBe(7);
  });

  it('refuses a client (403) and anyone signed out (401)', async () => {
    expect((await get('', 'client')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('filters by one client in scope; another coach\'s or tenant\'s client, staff or no one is a 404', async () => {
    expect(names(await list(`?client_id=${p.ada.id}`))).toEqual(['plan.csv', 'Budget 2020.pdf']);
    expect(names(await list(`?client_id=${p.eve.id}`))).toEqual([]);
    expect(names(await list(`?client_id=${p.ada.id}`, 'admin'))).toEqual(['plan.csv', 'Budget 2020.pdf']);
    for (const id of [t.demo.client.id, otherCoachClient, elsewhereClient, p.coach.id, t.demo.admin.id, 99_999_999]) {
      const res = await get(`?client_id=${id}`, 'quinn');
      expect(res.statusCode, `client ${id}`).toBe(404);
    }
    expect((await get(`?client_id=${p.ada.id}`, 'coach')).statusCode).toBe(404);
    expect((await get(`?client_id=${elsewhereClient}`, 'admin')).statusCode).toBe(404);
  });

  it('searches the file name, the client\'s name and the company, every word, in any case', async () => {
    expect(names(await list('?q=BUDGET'))).toEqual(['Budget 2020.pdf']);
    expect(names(await list('?q=zeta'))).toEqual(['notes.txt']);
    expect(names(await list('?q=dee%20hopper'))).toEqual(['notes.txt']);
    expect(names(await list('?q=lovelace'))).toEqual(['plan.csv', 'Budget 2020.pdf']);
    expect(names(await list('?q=ada%20budget'))).toEqual(['Budget 2020.pdf']);
    expect(names(await list('?q=ada%20notes'))).toEqual([]);
    // LIKE's wildcards are plain characters
    expect(names(await list('?q=_'))).toEqual(['alpha_report.pdf']);
    expect((await list('?q=%25')).total).toBe(0);
    // the shared file is never found
    expect((await list('?q=shared')).total).toBe(0);
  });

  it('sorts by date, name and client, both ways', async () => {
    expect(names(await list('?sort=date&dir=asc'))).toEqual(['alpha_report.pdf', 'notes.txt', 'Budget 2020.pdf', 'plan.csv']);
    expect(names(await list('?sort=name'))).toEqual(['alpha_report.pdf', 'Budget 2020.pdf', 'notes.txt', 'plan.csv']);
    expect(names(await list('?sort=name&dir=desc'))).toEqual(['plan.csv', 'notes.txt', 'Budget 2020.pdf', 'alpha_report.pdf']);
    // Babbage, Hopper, Lovelace (her newest first)
    expect(names(await list('?sort=client'))).toEqual(['alpha_report.pdf', 'notes.txt', 'plan.csv', 'Budget 2020.pdf']);
    expect(names(await list('?sort=client&dir=desc'))).toEqual(['plan.csv', 'Budget 2020.pdf', 'notes.txt', 'alpha_report.pdf']);
  });

  it('pages, with the total before paging', async () => {
    const second = await list('?per_page=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(names(second)).toEqual(['alpha_report.pdf']);
    expect(await list('?per_page=3&page=9')).toMatchObject({ total: 4, files: [] });
  });

  it('answers a bad query with 422 and a message per field', async () => {
    const bad = async (query: string) => {
      const res = await get(query, 'quinn');
      expect(res.statusCode, query).toBe(422);
      return res.json().error as Record<string, string[]>;
    };
    expect(await bad('?sort=size')).toEqual({ sort: ['Sort by one of: date, name, client.'] });
    expect(await bad('?dir=up')).toEqual({ dir: ['Use asc or desc.'] });
    expect(await bad('?per_page=101')).toEqual({ per_page: ['Files per page must be at most 100.'] });
    expect(await bad('?page=0&per_page=x')).toEqual({ page: ['The page must be at least 1.'], per_page: ['Files per page must be a whole number.'] });
    expect(Object.keys(await bad('?client_id=abc'))).toEqual(['client_id']);
    expect(Object.keys(await bad('?client_id=1&client_id=2'))).toEqual(['client_id']);
    expect(Object.keys(await bad(`?q=${'x'.repeat(201)}`))).toEqual(['q']);
  });

  it('lets the coach and an admin download a listed file, and no other coach', async () => {
    const [budget] = (await list('?q=budget')).files;
    const res = await download(budget!.download.body.id, 'quinn');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Budget 2020.pdf contents');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect((await download(budget!.id, 'admin')).statusCode).toBe(200);
    for (const who of ['coach', 'coach2', 'client']) expect((await download(budget!.id, who)).statusCode, who).toBe(404);
  });

  it('lists a file as soon as a client uploads it on /resources', async () => {
    const alex = t.demo.client;
    const body = multipartBody({ company_id: String(alex.companyId) }, [{ field: 'files[]', name: 'fresh.csv', type: 'text/csv', data: Buffer.from('a,b\n') }]);
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/companies/newcoachfile/', headers: { ...auth.client, ...body.headers }, payload: body.payload });
    expect(sent.statusCode, sent.body).toBe(201);
    const r = await list('', 'coach');
    expect(r.files[0]).toMatchObject({ file_name: 'fresh.csv', extension: 'csv', client: { id: alex.id, first_name: 'Alex', last_name: 'Morgan' } });
    expect(r.total).toBe(4);
  });
});
