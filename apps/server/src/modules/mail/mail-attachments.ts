import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { MAIL_ATTACHMENT_MAX_BYTES, type MailFile } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { emails, mailAttachments, type UserRow } from '../../db/schema/index.ts';
import { HttpError, invalid, tooMany } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { checkDocument } from '../files/document-type.ts';
import { fileHeaders } from '../files/files-routes.ts';
import { readUploadForm } from '../files/upload-form.ts';
import { visibleTo } from './mail-repo.ts';

const FIELD = 'file';
/** Ten full messages' worth of attachments an hour: storage one account can fill stays bounded. */
const UPLOADS_PER_HOUR = 100;
const HOUR = 3_600_000;
/** Unsent uploads one user may hold at once: enough for a few drafts. */
const PENDING_UPLOADS_MAX = 30;

async function pendingUploads(db: Db, caller: UserRow): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mailAttachments)
    .where(and(eq(mailAttachments.uploaderId, caller.id), isNull(mailAttachments.emailId)));
  return row?.n ?? 0;
}

/**
 * POST /upload/mail (spec §7): one attachment, read whole and checked (size, kind by magic bytes,
 * the name agreeing with the content) before anything is stored; stored under a server-made key,
 * then recorded. A failed insert removes the stored file, so a refusal leaves neither behind.
 */
export async function uploadAttachment(deps: Deps, caller: UserRow, req: FastifyRequest): Promise<MailFile> {
  const limited = await deps.rateLimit.hit(`mail-upload:user:${caller.id}`, UPLOADS_PER_HOUR, HOUR);
  if (!limited.allowed) throw tooMany(limited.retryAfterS);
  const form = await readUploadForm(req, { fileField: FIELD, maxFileBytes: MAIL_ATTACHMENT_MAX_BYTES, maxFiles: 1 });
  const file = form.files[0];
  if (!file) throw invalid({ [FIELD]: ['Choose a file to attach.'] });
  const checked = await checkDocument(FIELD, file.name, file.data);
  if ((await pendingUploads(deps.db, caller)) >= PENDING_UPLOADS_MAX) {
    const message = `You have ${PENDING_UPLOADS_MAX} attachments waiting to be sent. Send or discard a message first.`;
    throw new HttpError(429, message, { [FIELD]: [message] }, { 'retry-after': '3600' });
  }
  const key = newStorageKey('mail', checked.ext, caller.tenantId);
  const contentType = contentTypeOf(checked.ext);
  await deps.storage.put(key, file.data);
  try {
    const [row] = await deps.db.insert(mailAttachments).values({
      tenantId: caller.tenantId, uploaderId: caller.id, storageKey: key, fileName: checked.fileName, contentType,
      sizeBytes: file.data.length, createdAt: deps.now(),
    }).returning();
    return { id: String(row!.id), file_name: row!.fileName, content_type: row!.contentType, size_bytes: row!.sizeBytes };
  } catch (err) {
    await deps.storage.remove(key);
    throw err;
  }
}

/**
 * The stored attachment `id` when the caller may download it: its mail is one they still hold
 * (sender or recipient), or it is their own upload not sent yet. Null otherwise (404).
 */
export async function findAttachment(deps: Deps, caller: UserRow, id: number) {
  const [row] = await deps.db.select({ key: mailAttachments.storageKey, name: mailAttachments.fileName }).from(mailAttachments)
    .leftJoin(emails, eq(emails.id, mailAttachments.emailId))
    .where(and(eq(mailAttachments.id, id), eq(mailAttachments.tenantId, caller.tenantId), or(
      and(isNull(mailAttachments.emailId), eq(mailAttachments.uploaderId, caller.id)),
      visibleTo(caller.id),
    ))).limit(1);
  return row ?? null;
}

/** The checked kind's media type, as the mail shows it (the one a download of that kind is served with). */
const contentTypeOf = (ext: string) => fileHeaders(`mail/file.${ext}`)['content-type']!;
