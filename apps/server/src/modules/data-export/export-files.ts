import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { commitments, companyFiles, emails, mailAttachments, type UserRow } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { visibleTo } from '../mail/mail-repo.ts';

// The client's files in their export (issue 22): each read from storage as a stream into the archive
// when its turn comes, so no file is ever whole in memory. Names keep the client's own (any script),
// after the id that keeps them apart; nothing in a name can climb out of its folder.

export interface ExportFile {
  /** Where it goes in the archive. */
  path: string;
  key: string;
  /** As recorded at upload (the progress shown is by bytes). */
  size: number;
  at: Date;
}

/** A name safe as the last part of an archive path: no folders, control characters or leading dots. */
export function archiveName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\\/\u0000-\u001f\u007f:*?"<>|]/g, '_').replace(/^[.\s]+/, '').trim();
  return [...(clean || 'file')].slice(0, 120).join('');
}

export async function exportFiles(deps: Deps, client: UserRow): Promise<ExportFile[]> {
  const { db } = deps;
  const mine = { tenantId: client.tenantId, userId: client.id };
  const [shared, attached, tasks] = await Promise.all([
    db.select().from(companyFiles).where(and(eq(companyFiles.tenantId, mine.tenantId), eq(companyFiles.clientId, mine.userId)))
      .orderBy(asc(companyFiles.id)),
    db.select({ a: mailAttachments }).from(mailAttachments).innerJoin(emails, eq(emails.id, mailAttachments.emailId))
      .where(and(eq(emails.tenantId, mine.tenantId), visibleTo(mine.userId))).orderBy(asc(mailAttachments.id)),
    db.select().from(commitments).where(and(eq(commitments.tenantId, mine.tenantId), eq(commitments.userId, mine.userId), isNotNull(commitments.fileKey)))
      .orderBy(asc(commitments.id)),
  ]);
  const out: ExportFile[] = [];
  if (client.profilePic) {
    out.push({ path: `files/profile-photo.${client.profilePic.split('.').pop()}`, key: client.profilePic, size: 0, at: client.updatedAt });
  }
  for (const f of shared) {
    const folder = f.uploaderId === f.clientId ? 'sent' : 'shared';
    out.push({ path: `files/${folder}/${f.id}-${archiveName(f.fileName)}`, key: f.storageKey, size: f.sizeBytes, at: f.updatedAt });
  }
  for (const { a } of attached) {
    out.push({ path: `mail-attachments/${a.emailId}/${a.id}-${archiveName(a.fileName)}`, key: a.storageKey, size: a.sizeBytes, at: a.createdAt });
  }
  for (const c of tasks) {
    out.push({ path: `commitments/${c.id}-${archiveName(c.fileName ?? 'file')}`, key: c.fileKey!, size: 0, at: c.updatedAt });
  }
  return out;
}
