import { z } from 'zod';

// spec §3 Email (internal mail between a client and their coach), as GraphQL returns it.
export const MailPerson = z.object({ first_name: z.string(), last_name: z.string() });
const EmailFields = {
  id: z.string(), parent: z.string().nullable(), from: z.string(), to: z.string(), subject: z.string(),
  body: z.string(), read: z.boolean(), attachments: z.array(z.string()), created_at: z.string(),
  updated_at: z.string(), fromuser: MailPerson.nullable(), touser: MailPerson.nullable(),
};
export const Email = z.object({ ...EmailFields, previous: z.object(EmailFields).nullable() });
export type Email = z.infer<typeof Email>;

/** GET /dev/mail.json (non-production only, DESIGN §6). */
export const DemoMail = z.object({
  id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), created_at: z.string(),
});
export type DemoMail = z.infer<typeof DemoMail>;
