import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { bookingUid, invitationIcs } from '../../src/modules/booking/invitation-ics.ts';
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

/** The UID of the invitations invitationMail writes: booking 42 of the test portal. */
export const INVITATION_UID = bookingUid(42, 'http://portal.test');

/**
 * A mail carrying a session's calendar invitation (issue 20), written by the project's own writer,
 * with names in several scripts so every transport has to keep UTF-8 intact.
 */
export function invitationMail(to: string, method: 'REQUEST' | 'CANCEL' = 'REQUEST', sequence = 0): OutgoingMail {
  const content = invitationIcs({
    method, uid: INVITATION_UID, sequence, now: new Date('2026-11-20T12:00:00Z'),
    start: new Date('2026-12-01T16:00:00Z'), end: new Date('2026-12-01T17:00:00Z'), timeZone: 'America/Denver',
    summary: 'Strategy session with Zażółć Jaźń', description: 'Strategy session, 60 minutes.\nJoin: https://meet.example.com/z',
    location: 'https://meet.example.com/z', url: 'http://portal.test/schedule',
    organizer: { name: 'Zażółć, "Z" Jaźń', email: 'coach@demo.test' }, attendees: [{ name: '日本語 عربي', email: to }],
  });
  const verb = method === 'CANCEL' ? 'cancelled' : 'booked';
  return {
    to, subject: `Session ${verb}: Tuesday, December 1`, text: `Your session is ${verb}.`, html: `<p>Your session is ${verb}.</p>`,
    calendar: { method, content },
  };
}
