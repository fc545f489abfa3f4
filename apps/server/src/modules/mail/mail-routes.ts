import type { FastifyInstance } from 'fastify';
import { MAIL_MESSAGES, MailIdBody, MailSendBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { checkedPost } from '../../http/checked-post.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { downloadHeaders } from '../files/download-headers.ts';
import { findAttachment, uploadAttachment } from './mail-attachments.ts';
import { mailRecipients } from './mail-people.ts';
import { sendMail } from './mail-send.ts';
import { mailService } from './mail-service.ts';

// spec §2 /messages/*, §7 "Payments and mail" (/upload/mail, /delete/mail); docs/api.md "Mail".
// Reading, marking read and bulk delete are the GraphQL fields (mail-graphql.ts).
export async function mailRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const mail = mailService(deps);

  app.get('/mail/recipients', signedIn, async (req, reply) => ok(reply, await mailRecipients(deps.db, authOf(req).user)));

  app.post('/send/mail', signedIn, async (req, reply) =>
    ok(reply, await sendMail(deps, authOf(req).user, parse(MailSendBody, req.body)), 201));

  app.post('/upload/mail', signedIn, async (req, reply) => ok(reply, await uploadAttachment(deps, authOf(req).user, req), 201));

  const post = checkedPost(app, signedIn);
  // spec §7: "200 means deleted" — for the caller; the other side keeps their copy.
  post('/delete/mail', MailIdBody, async (caller, b) => {
    if (!(await mail.remove(caller.id, [b.id]))) throw notFound();
    return MAIL_MESSAGES.deleted;
  });

  app.post('/download/mail', signedIn, async (req, reply) => {
    const { id } = parse(MailIdBody, req.body);
    const file = await findAttachment(deps, authOf(req).user, id);
    const data = file && await deps.storage.read(file.key);
    if (!file || !data) throw notFound();
    return reply.headers(downloadHeaders(file.key, file.name)).send(data);
  });
}
