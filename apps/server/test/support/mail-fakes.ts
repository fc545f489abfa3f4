import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import type { OutgoingMail } from '../../src/platform/mailer.ts';
import type { MailTransport } from '../../src/platform/mail-transport.ts';

export type RelayMode = 'up' | 'down' | 'hang';

/**
 * A relay the test controls: 'up' takes mail, 'down' refuses it the way a relay does (naming the
 * recipient), 'hang' never answers until release().
 */
export function fakeRelay(mode: RelayMode = 'up') {
  const relay = {
    mode,
    delivered: [] as OutgoingMail[],
    /** Deliveries that started and have not finished. */
    waiting: [] as Array<() => void>,
    calls: 0,
    release() { for (const go of relay.waiting.splice(0)) go(); },
    transport: {
      name: 'fake relay',
      async deliver(mail) {
        relay.calls += 1;
        if (relay.mode === 'down') throw new Error(`450 4.2.0 <${mail.to}>: relay temporarily unavailable`);
        if (relay.mode === 'hang') await new Promise<void>((go) => relay.waiting.push(go));
        relay.delivered.push(mail);
      },
    } satisfies MailTransport,
  };
  return relay;
}

export const codeIn = (mail: OutgoingMail | undefined) => mail?.text.match(/code is (\d{6})/)?.[1];

export const outboxRows = (db: Db, to?: string) =>
  db.select().from(mailOutbox).where(to ? eq(mailOutbox.to, to) : undefined).orderBy(mailOutbox.id);
