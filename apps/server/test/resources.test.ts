import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CompanyFileList, DOCUMENT_MAX_BYTES, MESSAGES } from '@portal/contract';
import { companyFiles } from '../src/db/schema/index.ts';
import { pdfHandout } from '../src/db/seed/demo-programmes/assets.ts';
import { multipartBody, type FormFile } from './support/multipart.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e6f3b40000000049454e44ae426082', 'hex');
const PDF = await pdfHandout('Plan', ['Step one']);
const file = (name: string, data: Buffer, type = 'application/octet-stream'): FormFile => ({ field: 'files[]', name, type, data });

// spec §2 /resources, §5 resource upload rules, §7 companies/files, newcoachfile, updatefile, deletefile.
describe.each(backends())('resources: company files (%s)', (backend) => {
  let t: TestApp;
  let client: Record<string, string>;
  let coach: Record<string, string>;
  let peer: Record<string, string>;
  let companyId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = (await signIn(t, 'client@demo.test')).auth;
    coach = (await signIn(t, 'coach@demo.test')).auth;
    peer = (await signIn(t, 'peer@demo.test')).auth;
    companyId = t.demo.client.companyId!;
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const list = async (auth: Record<string, string>, id: number | string = companyId) =>
    t.app.inject({ method: 'GET', url: `/api/v1/companies/files/${id}`, headers: auth });
  const send = (auth: Record<string, string>, fields: Record<string, string>, files: FormFile[] = [], cutAt?: number) => {
    const body = multipartBody(fields, files, { cutAt });
    return t.app.inject({ method: 'POST', url: '/api/v1/companies/newcoachfile/', headers: { ...auth, ...body.headers }, payload: body.payload });
  };
  const post = (auth: Record<string, string>, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
  const rows = () => t.database.db.select().from(companyFiles);
  const storedNames = () => {
    const dir = path.join(t.dataDir, 'files', 'company-files');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  /** What is stored now: the table's rows and the folder's files, to compare before and after a refusal. */
  const snapshot = async () => ({ rows: (await rows()).length, files: storedNames() });

  it('lists the files between the client and their coach, both ways, newest first', async () => {
    const res = await list(client);
    expect(res.statusCode, res.body).toBe(200);
    const files = CompanyFileList.parse(res.json().data);
    expect(files.map((f) => f.file_name)).toEqual(['Shop front.png', 'Wholesale price list draft.csv', 'Q3 sales by channel.csv', 'Pricing worksheet.pdf']);
    expect(files[3]).toMatchObject({ direction: 'shared', mine: false, uploader_name: 'Grace Hopper', content_type: 'application/pdf', company_id: companyId });
    expect(files[0]).toMatchObject({ direction: 'sent', mine: true, uploader_name: 'Alex Morgan' });
    // the coach sees the same files from the other side
    const byCoach = CompanyFileList.parse((await list(coach)).json().data);
    expect(byCoach.map((f) => f.id)).toEqual(files.map((f) => f.id));
    expect(byCoach[3]!.mine).toBe(true);
  });

  it('answers 404 for a company that is not the caller\'s, and 422 for a malformed id', async () => {
    expect((await list(peer)).statusCode).toBe(404);
    expect((await list(client, companyId + 1000)).statusCode).toBe(404);
    expect((await list(client, 'abc')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/files/${companyId}` })).statusCode).toBe(401);
  });

  it('sends two files with a description to the coach (201), stores them under server-made names and mails the coach', async () => {
    const before = await snapshot();
    const res = await send(client, { company_id: String(companyId), description: 'Numbers for <b>Tuesday</b>', _method: 'POST' },
      [file('plan.pdf', PDF, 'application/pdf'), file('../../logo.png', PNG, 'image/png')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe(201);
    const files = CompanyFileList.parse(res.json().data);
    const sent = files.filter((f) => f.description === 'Numbers for <b>Tuesday</b>');
    expect(sent.map((f) => f.file_name).sort()).toEqual(['logo.png', 'plan.pdf']);
    expect(sent.every((f) => f.direction === 'sent' && f.mine)).toBe(true);
    const after = await snapshot();
    expect(after.rows).toBe(before.rows + 2);
    expect(after.files).toHaveLength(before.files.length + 2);
    expect(after.files.every((n) => /^[0-9a-f]{32}\.(pdf|png|csv)$/.test(n))).toBe(true);

    const mail = await t.lastMailTo('coach@demo.test');
    expect(mail?.subject).toBe('Alex Morgan sent you 2 files');
    expect(mail?.text).toContain('plan.pdf');
    expect(mail?.text).toContain('http://portal.test/resources');
    const { html } = mail as unknown as { html: string };
    expect(html).toContain('background:#14143f');
    expect(html).toContain('Numbers for &lt;b&gt;Tuesday&lt;/b&gt;');
    expect(html).not.toContain('<b>Tuesday');
  });

  it('keeps the §5 rules: company_id always, files only when present, description only when non-empty', async () => {
    const noDescription = await send(client, { company_id: String(companyId) }, [file('notes.txt', Buffer.from('hello coach\n'))]);
    expect(noDescription.statusCode, noDescription.body).toBe(201);
    expect(CompanyFileList.parse(noDescription.json().data)[0]).toMatchObject({ file_name: 'notes.txt', description: '' });

    const before = await snapshot();
    const noFiles = await send(client, { company_id: String(companyId), description: 'nothing attached' });
    expect(noFiles.statusCode).toBe(422);
    expect(noFiles.json().error).toEqual({ files: ['Choose at least one file to send.'] });
    const noCompany = await send(client, {}, [file('a.txt', Buffer.from('a'))]);
    expect(noCompany.statusCode).toBe(422);
    expect(noCompany.json().error).toHaveProperty('company_id');
    expect((await send(client, { company_id: String(companyId + 1000) }, [file('a.txt', Buffer.from('a'))])).statusCode).toBe(404);
    expect((await send(peer, { company_id: String(companyId) }, [file('a.txt', Buffer.from('a'))])).statusCode).toBe(404);
    const json = await post(client, '/api/v1/companies/newcoachfile/', { company_id: companyId });
    expect(json.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a lying extension (415), an oversize file (413) and a cut-off body (400), storing nothing', async () => {
    const before = await snapshot();
    const lying = await send(client, { company_id: String(companyId) }, [file('ok.pdf', PDF), file('invoice.pdf', PNG)]);
    expect(lying.statusCode).toBe(415);
    expect(lying.json().error.files[0]).toContain('"invoice.pdf" does not contain what its name says');

    const big = await send(client, { company_id: String(companyId) }, [file('big.csv', Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x61))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.files[0]).toContain('is larger than 25 MB');

    const many = await send(client, { company_id: String(companyId) }, [1, 2, 3].map((i) => file(`part-${i}.csv`, Buffer.alloc(20 * 1024 * 1024, 0x61))));
    expect(many.statusCode).toBe(413);
    expect(many.json().error.files).toEqual(['The files together are larger than 50 MB. Send them in smaller batches.']);

    const whole = multipartBody({ company_id: String(companyId) }, [file('cut.pdf', PDF)]).payload;
    const cut = await send(client, { company_id: String(companyId) }, [file('cut.pdf', PDF)], whole.length - 40);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.files).toEqual(['The upload was cut off or could not be read. Try again.']);

    expect(await snapshot()).toEqual(before);
  });

  it('lets the coach share a file with a named client of theirs, and tells the client', async () => {
    const res = await send(coach, { company_id: String(companyId), user_id: String(t.demo.client.id), description: 'Template' }, [file('template.csv', Buffer.from('a,b\n1,2\n'))]);
    expect(res.statusCode, res.body).toBe(201);
    expect(CompanyFileList.parse(res.json().data)[0]).toMatchObject({ file_name: 'template.csv', direction: 'shared', mine: true });
    expect((await t.lastMailTo('client@demo.test'))?.subject).toBe('Your coach Grace Hopper shared a file with you');
    expect((await send(coach, { company_id: String(companyId) }, [file('t.csv', Buffer.from('a'))])).statusCode).toBe(422);
    expect((await send(coach, { company_id: String(companyId), user_id: String(t.demo.peer.id) }, [file('t.csv', Buffer.from('a'))])).statusCode).toBe(404);
  });

  it('updates the description, replaces the contents under a new name and removes the old bytes', async () => {
    const [mine] = CompanyFileList.parse((await list(client)).json().data).filter((f) => f.mine);
    const res = await post(client, '/api/v1/companies/updatefile/', { id: mine!.id, description: 'Second thoughts' });
    expect(res.statusCode, res.body).toBe(200);
    expect(CompanyFileList.parse(res.json().data).find((f) => f.id === mine!.id)?.description).toBe('Second thoughts');

    const [oldRow] = await t.database.db.select().from(companyFiles).where(eq(companyFiles.id, mine!.id));
    const body = multipartBody({ id: String(mine!.id), description: 'Replaced' }, [{ field: 'file', name: 'final.pdf', type: 'application/pdf', data: PDF }]);
    const replaced = await t.app.inject({ method: 'POST', url: '/api/v1/companies/updatefile/', headers: { ...client, ...body.headers }, payload: body.payload });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(CompanyFileList.parse(replaced.json().data).find((f) => f.id === mine!.id)).toMatchObject({ file_name: 'final.pdf', description: 'Replaced', size_bytes: PDF.length });
    const [newRow] = await t.database.db.select().from(companyFiles).where(eq(companyFiles.id, mine!.id));
    expect(newRow!.storageKey).not.toBe(oldRow!.storageKey);
    expect(storedNames()).not.toContain(path.basename(oldRow!.storageKey));
    expect(storedNames()).toContain(path.basename(newRow!.storageKey));

    const before = await snapshot();
    const lying = multipartBody({ id: String(mine!.id) }, [{ field: 'file', name: 'x.csv', type: 'text/csv', data: PNG }]);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/companies/updatefile/', headers: { ...client, ...lying.headers }, payload: lying.payload });
    expect(refused.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
    expect((await post(client, '/api/v1/companies/updatefile/', { id: mine!.id, description: 'x'.repeat(2001) })).statusCode).toBe(422);
  });

  it('downloads a file the caller may see as an attachment under its safe name', async () => {
    const files = CompanyFileList.parse((await list(client)).json().data);
    const shared = files.find((f) => f.file_name === 'Pricing worksheet.pdf')!;
    const res = await post(client, '/api/v1/companies/downloadfile/', { id: shared.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Pricing worksheet.pdf"; filename*=UTF-8\'\'Pricing%20worksheet.pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post(coach, '/api/v1/companies/downloadfile/', { id: files[0]!.id })).statusCode).toBe(200);
    // the stored key is never shown, and even when known the public file route does not serve it
    const [row] = await t.database.db.select().from(companyFiles).where(eq(companyFiles.id, shared.id));
    expect(JSON.stringify(files)).not.toContain(row!.storageKey);
    expect((await t.app.inject({ method: 'GET', url: `/files/${row!.storageKey}` })).statusCode).toBe(404);
  });

  it('hides another user\'s file by id: list, update, delete and download are 404', async () => {
    const files = CompanyFileList.parse((await list(client)).json().data);
    const mine = files.find((f) => f.mine)!;
    const coachs = files.find((f) => !f.mine)!;
    for (const url of ['/api/v1/companies/updatefile/', '/api/v1/companies/deletefile/', '/api/v1/companies/downloadfile/']) {
      expect((await post(peer, url, { id: mine.id, description: 'mine now' })).statusCode, url).toBe(404);
      expect((await post(client, url, { id: 2_000_000, description: 'x' })).statusCode, url).toBe(404);
    }
    // the coach's shared file: the client may read it, not change or delete it
    expect((await post(client, '/api/v1/companies/updatefile/', { id: coachs.id, description: 'x' })).statusCode).toBe(404);
    expect((await post(client, '/api/v1/companies/deletefile/', { id: coachs.id })).statusCode).toBe(404);
    expect((await t.database.db.select().from(companyFiles).where(eq(companyFiles.id, mine.id)))[0]!.description).toBe(mine.description);
  });

  it('deletes the caller\'s own file and its stored bytes', async () => {
    const mine = CompanyFileList.parse((await list(client)).json().data).find((f) => f.mine)!;
    const [row] = await t.database.db.select().from(companyFiles).where(eq(companyFiles.id, mine.id));
    const res = await post(client, '/api/v1/companies/deletefile/', { id: mine.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(CompanyFileList.parse(res.json().data).some((f) => f.id === mine.id)).toBe(false);
    expect(storedNames()).not.toContain(path.basename(row!.storageKey));
    expect((await post(client, '/api/v1/companies/deletefile/', { id: mine.id })).statusCode).toBe(404);
    expect((await post(client, '/api/v1/companies/deletefile/', { id: 'x' })).statusCode).toBe(422);
    expect(MESSAGES.fileDeleted).toBe('File DELETED successfully');
  });
});
