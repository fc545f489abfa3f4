import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import type { DemoMail } from '@portal/contract';
import { demoMailbox } from '../../db/schema/index.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { escapeHtml } from '../../platform/mailer.ts';

/** The longest a read of the demo mailbox waits for mail queued before it (decision 009). */
const DELIVERY_WAIT_MS = 2_000;

// DESIGN §6: the demo mailbox, only where the operator turned DEMO_MODE on (issue 8: never by default).
export async function devMailRoutes(app: FastifyInstance, { deps }: ModuleContext) {
  if (!deps.config.demo) return;
  const latest = async (): Promise<DemoMail[]> => {
    // Mail goes through the outbox: a read right after a sign-in still shows its code.
    await deps.mailer.flush(DELIVERY_WAIT_MS);
    const rows = await deps.db.select().from(demoMailbox).orderBy(desc(demoMailbox.id)).limit(200);
    return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, created_at: r.createdAt.toISOString() }));
  };
  app.get('/dev/mail.json', async () => ({ data: await latest() }));
  app.get('/dev/mail', async (_req, reply) => {
    const mails = await latest();
    const items = mails.map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · <time>${m.created_at}</time></p><pre>${escapeHtml(m.text)}</pre></article>`).join('<hr>');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo mailbox</title></head><body><main><h1>Demo mailbox</h1><p>Every email the portal sends outside production, newest first.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`);
  });
}
