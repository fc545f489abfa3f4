import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { DemoMail } from '@portal/contract';
import { demoMailbox } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { pathId } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { escapeHtml } from '../../platform/mailer.ts';
import { fromLine, INVITE_FILENAME } from '../../platform/mail-transport.ts';

/** The longest a read of the demo mailbox waits for mail queued before it (decision 009). */
const DELIVERY_WAIT_MS = 2_000;

const inviteUrl = (id: number) => `/dev/mail/${id}/${INVITE_FILENAME}`;

// DESIGN §6: the demo mailbox, only where the operator turned DEMO_MODE on (issue 8: never by default).
export async function devMailRoutes(app: FastifyInstance, { deps }: ModuleContext) {
  if (!deps.config.demo) return;
  const latest = async (): Promise<DemoMail[]> => {
    // Mail goes through the outbox: a read right after a sign-in still shows its code.
    await deps.mailer.flush(DELIVERY_WAIT_MS);
    const rows = await deps.db.select().from(demoMailbox).orderBy(desc(demoMailbox.id)).limit(200);
    return rows.map((r) => ({
      id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, created_at: r.createdAt.toISOString(),
      // As the SMTP transport would write them: the tenant's name, MAIL_FROM's address or the one the operator allowed it.
      from: fromLine(deps.config.mailFrom, r.fromName, r.fromAddress), reply_to: r.replyTo, headers: r.headers ?? {},
      calendar: r.calendar ? { method: r.calendar.method, filename: INVITE_FILENAME } : null,
    }));
  };
  app.get('/dev/mail.json', async () => ({ data: await latest() }));
  app.get('/dev/mail', async (_req, reply) => {
    const mails = await latest();
    const invite = (m: DemoMail) => (m.calendar
      ? `<p>Calendar invitation (${escapeHtml(m.calendar.method)}): <a href="${inviteUrl(m.id)}">${escapeHtml(m.calendar.filename)}</a></p>`
      : '');
    const items = mails.map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>From ${escapeHtml(m.from)} · To ${escapeHtml(m.to)}${m.reply_to ? ` · Reply-To ${escapeHtml(m.reply_to)}` : ''} · <time>${m.created_at}</time></p><pre>${escapeHtml(m.text)}</pre>${invite(m)}</article>`).join('<hr>');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo mailbox</title></head><body><main><h1>Demo mailbox</h1><p>Every email the portal sends outside production, newest first.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`);
  });
  // The invitation as the mail carried it (issue 20), for importing into a calendar application by hand.
  app.get<{ Params: { id: string } }>(`/dev/mail/:id/${INVITE_FILENAME}`, async (req, reply) => {
    const [row] = await deps.db.select({ calendar: demoMailbox.calendar }).from(demoMailbox)
      .where(eq(demoMailbox.id, pathId(req.params.id))).limit(1);
    if (!row?.calendar) throw notFound();
    return reply.type(`text/calendar; charset=utf-8; method=${row.calendar.method === 'CANCEL' ? 'CANCEL' : 'REQUEST'}`)
      .header('content-disposition', `attachment; filename="${INVITE_FILENAME}"`)
      .send(row.calendar.content);
  });
}
