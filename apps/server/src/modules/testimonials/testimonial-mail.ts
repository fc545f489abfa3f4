import type { UserRow } from '../../db/schema/index.ts';
import { brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

type Person = Pick<UserRow, 'firstName' | 'lastName'>;
/** The client who wrote: the coach's answer by mail reaches them (issue 21). */
type Client = Person & Pick<UserRow, 'email'>;
const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`.trim();
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
const paragraph = (s: string) => `<p style="white-space:pre-wrap">${escapeHtml(s)}</p>`;
const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)} (${n} of 5)`;

/** The coach is told of a testimonial: the words, the stars, and whether it may be quoted. */
export function testimonialMail(to: string, client: Client, t: { body: string; rating: number | null; mayPublish: boolean }, brand: TenantBrand): OutgoingMail {
  const who = nameOf(client);
  const facts = [
    ...(t.rating ? [`Rating: ${stars(t.rating)}`] : []),
    t.mayPublish ? `${who} agrees you may quote this publicly, with their name.` : `${who} has not agreed to publication: keep it private.`,
  ];
  return {
    to, subject: oneLine(`${who} sent you a testimonial`), replyTo: client.email,
    ...brandedMail(brand, 'A new testimonial',
      `<p>${escapeHtml(who)} wrote a testimonial about working with you:</p>`
      + `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${brand.accent}">${paragraph(t.body)}</blockquote>`
      + facts.map((f) => `<p>${escapeHtml(f)}</p>`).join('')),
  };
}

interface Referral { firstName: string; lastName: string; email: string; phone: string | null; note: string }

/** The coach is told of a referral: who was introduced, how to reach them, and the client's note. */
export function referralCoachMail(to: string, client: Client, r: Referral, brand: TenantBrand): OutgoingMail {
  const who = nameOf(client);
  const person = `${r.firstName} ${r.lastName}`;
  const contact = [`Email: ${r.email}`, ...(r.phone ? [`Phone: ${r.phone}`] : [])];
  return {
    to, subject: oneLine(`${who} introduced you to ${person}`), replyTo: client.email,
    ...brandedMail(brand, 'A new referral',
      `<p>${escapeHtml(who)} introduced you to <strong>${escapeHtml(person)}</strong>.</p>`
      + `<p>${contact.map(escapeHtml).join('<br>')}</p>`
      + (r.note ? paragraph(r.note) : '')
      + `<p>We sent ${escapeHtml(r.firstName)} a short email introducing you.</p>`),
  };
}

/**
 * The referred person's one email: who introduced them, to whom, and how to reach the coach. It
 * carries nothing the client wrote except the person's own name, so it cannot be used to send
 * arbitrary text to a stranger (docs/decisions/013).
 */
export function referralIntroMail(r: Referral, client: Person, coach: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'title' | 'bookingUrl'>, brand: TenantBrand): OutgoingMail {
  const who = nameOf(client);
  const coachName = nameOf(coach);
  const reach = [`Email: ${coach.email}`, ...(coach.bookingUrl ? [`Book a call: ${coach.bookingUrl}`] : [])];
  const title = coach.title ? `, ${coach.title},` : '';
  return {
    // The person introduced answers the coach, not the client who introduced them.
    to: r.email, subject: oneLine(`${who} introduced you to ${coachName}`), replyTo: coach.email,
    ...brandedMail(brand, `An introduction from ${who}`,
      `<p>Hello ${escapeHtml(r.firstName)},</p>`
      + `<p>${escapeHtml(who)} thought you might like to meet their business coach, <strong>${escapeHtml(coachName)}</strong>${escapeHtml(title)} of ${escapeHtml(brand.name)}.</p>`
      + `<p>${escapeHtml(coach.firstName)} will not add you to any list. If you would like to talk, reach them here:</p>`
      + `<p>${reach.map(escapeHtml).join('<br>')}</p>`
      + '<p>If this is not for you, simply ignore this email: you will not hear from us again.</p>'),
  };
}
