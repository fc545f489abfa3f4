import { z } from 'zod';
import { UPLOAD_MAX_FILES } from '../constants.ts';
import { zId, zRequiredText } from './common.ts';

// spec §3 Email (internal mail between a client and their coach), as GraphQL returns it.
export const MailPerson = z.object({ first_name: z.string(), last_name: z.string() });

/** An attachment of a mail (spec §7 /upload/mail): downloaded by id through POST /download/mail. */
export const MailFile = z.object({
  id: z.string(), file_name: z.string(), content_type: z.string(), size_bytes: z.number().int().nonnegative(),
});
export type MailFile = z.infer<typeof MailFile>;

const EmailFields = {
  id: z.string(), parent: z.string().nullable(), from: z.string(), to: z.string(), subject: z.string(),
  body: z.string(), read: z.boolean(), attachments: z.array(z.string()), created_at: z.string(),
  updated_at: z.string(), fromuser: MailPerson.nullable(), touser: MailPerson.nullable(),
};
export const Email = z.object({ ...EmailFields, files: z.array(MailFile), previous: z.object(EmailFields).nullable() });
export type Email = z.infer<typeof Email>;

export const MAIL_SUBJECT_MAX = 200;
/** The stored, sanitised HTML of one mail body. */
export const MAIL_BODY_MAX = 50_000;

/**
 * POST /send/mail: a new mail, or a reply when `parent` names a mail of the caller's. A client
 * writes to their coach; a coach writes to one of their own clients (docs/domain.md "Mail").
 * `attachment_ids` are the caller's own uploads from POST /upload/mail not yet sent with a mail.
 */
export const MailSendBody = z.object({
  to_user_id: zId,
  subject: zRequiredText(MAIL_SUBJECT_MAX, 'Subject'),
  body: zRequiredText(MAIL_BODY_MAX, 'Message'),
  parent: zId.nullish(),
  attachment_ids: z.array(zId).max(UPLOAD_MAX_FILES, `Attach at most ${UPLOAD_MAX_FILES} files.`).optional(),
});
export type MailSendBody = z.input<typeof MailSendBody>;

/** POST /delete/mail and POST /download/mail: one mail, or one attachment, by id. */
export const MailIdBody = z.object({ id: zId });
export type MailIdBody = z.input<typeof MailIdBody>;

/** Who the caller may write to (GET /mail/recipients): a client's coach, or a coach's clients. */
export const MailRecipient = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() });
export type MailRecipient = z.infer<typeof MailRecipient>;
export const MailRecipientList = z.array(MailRecipient);

export const MAIL_MESSAGES = {
  sent: 'Message sent',
  deleted: 'Message deleted',
  noBody: 'Write a message first.',
} as const;

/** GET /dev/mail.json (non-production only, DESIGN §6). */
export const DemoMail = z.object({
  id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), created_at: z.string(),
  /** The whole From line (issue 21): the tenant's name before MAIL_FROM's address, `"Summit Coaching" <no-reply@…>`. */
  from: z.string(),
  /** Where a reply goes (the coach, the client…); null: nowhere but the no-reply address. */
  reply_to: z.string().nullable(),
  /** The extra headers the mail carried (e.g. List-Unsubscribe); {} when none. */
  headers: z.record(z.string(), z.string()),
  /** The calendar invitation the mail carried (issue 20), at /dev/mail/{id}/invite.ics; null: none. */
  calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), filename: z.string() }).nullable(),
});
export type DemoMail = z.infer<typeof DemoMail>;
