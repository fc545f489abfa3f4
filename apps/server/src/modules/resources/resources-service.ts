import { NewCoachFileFields, type CompanyFile, type FileUpdateBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ROLE, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import type { Deps } from '../../lib/deps.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { checkDocument } from '../files/document-type.ts';
import { fileHeaders } from '../files/files-routes.ts';
import type { UploadedFile, UploadForm } from '../files/upload-form.ts';
import { deleteFile, insertFiles, listFiles, updateFile } from './company-files-repo.ts';
import { clientFilesJson } from './client-files-json.ts';
import { listScope, ownFile, recipientOf, visibleFile } from './file-access.ts';
import { fileArrivedMail } from './file-arrived-mail.ts';
import { notifier } from '../notifications/notify.ts';

/** The storage folder of company files (never served by /files/*: their keys are never shown). */
const FOLDER = 'company-files';

type UpdateFields = z.output<typeof FileUpdateBody>;
interface Checked { key: string; fileName: string; data: Buffer }

// spec §2 /resources, §5 resource upload rules, §7 companies/files, newcoachfile, updatefile,
// deletefile (docs/api.md "Resources"). Every check runs before a byte is stored; a failed database
// write removes what was stored, so nothing is ever half there.
export function resourcesService(deps: Deps) {
  const { db, storage } = deps;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  /** Checks every file by its bytes (415/422 name the file), then gives each a server-made key. */
  async function checkAll(field: string, files: UploadedFile[]): Promise<Checked[]> {
    const out: Checked[] = [];
    for (const f of files) {
      const { ext, fileName } = await checkDocument(field, f.name, f.data);
      out.push({ key: newStorageKey(FOLDER, ext), fileName, data: f.data });
    }
    return out;
  }

  /** Stores the files, then runs `write`; if anything fails, the stored files are removed again. */
  async function storeThen<T>(files: Checked[], write: () => Promise<T>): Promise<T> {
    const stored: string[] = [];
    try {
      for (const f of files) { await storage.put(f.key, f.data); stored.push(f.key); }
      return await write();
    } catch (err) {
      await Promise.all(stored.map((k) => storage.remove(k).catch(() => undefined)));
      throw err;
    }
  }

  const list = async (caller: UserRow, companyId: number) => listFiles(db, await listScope(db, caller, companyId), caller.id);

  return {
    list,

    /** The GET reply's data as JSON text: a client's own list straight from the database (client-files-json.ts). */
    async listJson(caller: UserRow, companyId: number): Promise<string> {
      if (caller.roleId === ROLE.client) {
        if (caller.companyId !== companyId) throw notFound();
        return clientFilesJson(db, { tenantId: caller.tenantId, companyId, clientId: caller.id });
      }
      return JSON.stringify(await list(caller, companyId));
    },

    /** spec §7 newcoachfile: the files between a client and their coach; the other side is mailed. */
    async send(caller: UserRow, form: UploadForm): Promise<CompanyFile[]> {
      const fields = parse(NewCoachFileFields, form.fields);
      const { client, coach } = await recipientOf(db, caller, fields.company_id, fields.user_id);
      if (form.files.length === 0) throw invalid({ files: ['Choose at least one file to send.'] });
      const files = await checkAll('files', form.files);
      const description = fields.description ?? '';
      const now = deps.now();
      const toCoach = caller.id === client.id;
      const brand = await brandOfTenant(deps, caller.tenantId);
      const notices = notifier(deps);
      let notified: number | null = null;
      await storeThen(files, () => inTransaction(async (tx) => {
        await insertFiles(tx, files.map((f) => ({
          tenantId: caller.tenantId, companyId: fields.company_id, clientId: client.id, coachId: coach.id, uploaderId: caller.id,
          storageKey: f.key, fileName: f.fileName, contentType: fileHeaders(f.key)['content-type']!, sizeBytes: f.data.length,
          description, createdAt: now, updatedAt: now,
        })));
        // Stored with the files, and mailed as the recipient chose: the notice exists exactly when the files do.
        const to = toCoach ? coach : client;
        const names = files.map((f) => f.fileName);
        await notices.add(tx, {
          tenantId: caller.tenantId, userId: to.id, to: to.email, kind: toCoach ? 'client_file' : 'file_shared',
          title: `${caller.firstName} ${caller.lastName} shared ${names.length === 1 ? 'a file' : `${names.length} files`}`,
          body: [names.join(', '), description].filter(Boolean).join('\n'), url: '/resources', brand, aboutUserId: caller.id,
          mail: fileArrivedMail({
            to: to.email, uploader: caller, toCoach, description, brand,
            files: files.map((f) => ({ fileName: f.fileName, sizeBytes: f.data.length })),
            link: `${brand.url}/resources`,
          }),
        });
        notified = to.id;
      }));
      if (notified !== null) notices.announce([notified]);
      return list(caller, fields.company_id);
    },

    /** spec §7 updatefile: a new description and, when `file` is given, new contents under a new key. */
    async update(caller: UserRow, body: UpdateFields, replacement: UploadedFile | null): Promise<CompanyFile[]> {
      const row = await ownFile(db, caller, body.id);
      const [file] = replacement ? await checkAll('file', [replacement]) : [];
      const set = {
        updatedAt: deps.now(),
        ...(body.description === undefined ? {} : { description: body.description ?? '' }),
        ...(file ? { storageKey: file.key, fileName: file.fileName, contentType: fileHeaders(file.key)['content-type']!, sizeBytes: file.data.length } : {}),
      };
      await storeThen(file ? [file] : [], () => updateFile(db, row.id, set));
      // The old contents go only once the row names the new ones.
      if (file) await storage.remove(row.storageKey).catch(() => undefined);
      return list(caller, row.companyId);
    },

    /** spec §7 deletefile: the row, then its stored bytes. */
    async remove(caller: UserRow, id: number): Promise<CompanyFile[]> {
      const row = await ownFile(db, caller, id);
      await deleteFile(db, row.id);
      await storage.remove(row.storageKey).catch(() => undefined);
      return list(caller, row.companyId);
    },

    /** The stored bytes and the name to offer them under; 404 for what the caller may not see. */
    async download(caller: UserRow, id: number) {
      const row = await visibleFile(db, caller, id);
      const data = await storage.read(row.storageKey);
      if (!data) throw notFound();
      return { data, key: row.storageKey, fileName: row.fileName };
    },
  };
}
