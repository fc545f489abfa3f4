import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MAIL_MESSAGES, type Email, type MailSendBody } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { emails, mailAttachments, ROLE, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound, tooMany } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { brandOfTenant } from '../../lib/brand-of-tenant.ts';
import { cleanRichText, richTextPreview } from '../../lib/rich-text.ts';
import { notifier } from '../notifications/notify.ts';
import { newMessageNotice } from './mail-notice.ts';
import { mailRecipient } from './mail-people.ts';
import { visibleTo } from './mail-repo.ts';
import { mailService } from './mail-service.ts';

type SendBody = z.output<typeof MailSendBody>;

/** Enough for a busy coach's day; it keeps one account from mailing a client hundreds of times. */
const SENDS_PER_HOUR = 60;
const HOUR = 3_600_000;

/**
 * POST /send/mail (docs/api.md "Mail"). The body is sanitised before it is stored; a reply must
 * name a mail the caller holds between the same two people; attachments must be the caller's own,
 * not yet sent. The mail, the attachments' claim and the recipient's notice commit together.
 */
export async function sendMail(deps: Deps, caller: UserRow, b: SendBody): Promise<Email> {
  const { db } = deps;
  const recipient = await mailRecipient(db, caller, b.to_user_id);
  if (!recipient) throw notFound();
  const body = cleanRichText(b.body);
  const preview = richTextPreview(body);
  if (!preview) throw invalid({ body: [MAIL_MESSAGES.noBody] });
  if (b.parent) {
    const [parent] = await db.select({ from: emails.fromUserId, to: emails.toUserId }).from(emails)
      .where(and(eq(emails.id, b.parent), visibleTo(caller.id))).limit(1);
    const between = parent && [parent.from, parent.to].includes(recipient.id);
    if (!between) throw notFound();
  }
  const limited = await deps.rateLimit.hit(`mail-send:user:${caller.id}`, SENDS_PER_HOUR, HOUR);
  if (!limited.allowed) throw tooMany(limited.retryAfterS);

  const brand = await brandOfTenant(deps, caller.tenantId);
  const attachmentIds = [...new Set(b.attachment_ids ?? [])];
  const at = deps.now();
  const notices = notifier(deps);

  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const files = attachmentIds.length
      ? await tx.select({ id: mailAttachments.id, name: mailAttachments.fileName }).from(mailAttachments)
        .where(and(inArray(mailAttachments.id, attachmentIds), eq(mailAttachments.uploaderId, caller.id),
          eq(mailAttachments.tenantId, caller.tenantId), isNull(mailAttachments.emailId)))
        .orderBy(mailAttachments.id).for('update')
      : [];
    // An id that is someone else's upload, or one already sent, names nothing the caller can attach.
    if (files.length !== attachmentIds.length) throw notFound();
    const [row] = await tx.insert(emails).values({
      tenantId: caller.tenantId, parentId: b.parent ?? null, fromUserId: caller.id, toUserId: recipient.id,
      subject: b.subject, body, attachments: files.map((f) => f.name), createdAt: at, updatedAt: at,
    }).returning({ id: emails.id });
    if (files.length) {
      await tx.update(mailAttachments).set({ emailId: row!.id }).where(inArray(mailAttachments.id, files.map((f) => f.id)));
    }
    const threadPath = `/messages/thread/${row!.id}`;
    await notices.add(tx, {
      tenantId: caller.tenantId, userId: recipient.id, to: recipient.email,
      kind: recipient.roleId === ROLE.client ? 'coach_replied' : 'client_mail',
      title: `New message from ${caller.firstName} ${caller.lastName}`, body: `${b.subject}\n${preview.slice(0, 160)}`, url: threadPath, brand,
      aboutUserId: caller.id,
      mail: newMessageNotice(recipient, caller, b.subject, preview, `${brand.url}${threadPath}`, brand),
    });
    return row!.id;
  });
  notices.announce([recipient.id]);
  const mail = mailService(deps);
  mail.sent(caller.id, recipient.id);
  return (await mail.one(caller.id, id))!;
}
