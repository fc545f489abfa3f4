import { baseURL } from './browser.ts';

export interface DemoMail {
  id: number; to: string; subject: string; text: string; html: string; created_at: string;
  /** The calendar invitation the mail carries (issue 20), served at /dev/mail/{id}/invite.ics. */
  calendar: { method: 'REQUEST' | 'CANCEL'; filename: string } | null;
}

const POLL_MS = 100;
const WAIT_MS = 5_000;

/** Every demo-mailbox message (DESIGN §6), newest first. */
export async function readMailbox(): Promise<DemoMail[]> {
  const res = await fetch(`${baseURL()}/dev/mail.json`);
  if (!res.ok) throw new Error(`GET /dev/mail.json answered ${res.status}`);
  return ((await res.json()) as { data: DemoMail[] }).data;
}

/**
 * The sign-in code in the newest mail to `email`, waiting briefly for it to arrive. Within the
 * server's 300 s countdown a second sign-in reuses the code already mailed, so the newest is right.
 */
export async function latestSignInCode(email: string): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const mail = (await readMailbox()).find((m) => m.to === email && /code is \d{6}/.test(m.text));
    const code = mail?.text.match(/code is (\d{6})/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No sign-in code for ${email} in the demo mailbox after ${WAIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** The invitation link in the newest mail to `email`, as a path on the portal, waiting briefly for it. */
export async function invitationPath(email: string): Promise<string> {
  const deadline = Date.now() + WAIT_MS * 2;
  for (;;) {
    const mail = (await readMailbox()).find((m) => m.to === email && m.subject.includes('invited you'));
    const path = mail?.text.match(/https?:\/\/[^/\s]+(\/invite\/[A-Za-z0-9_-]+)/)?.[1];
    if (path) return path;
    if (Date.now() > deadline) throw new Error(`No invitation for ${email} in the demo mailbox after ${(WAIT_MS * 2) / 1000} s`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
