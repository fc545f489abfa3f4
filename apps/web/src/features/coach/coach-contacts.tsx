import type { CoachProfile } from '@portal/contract';
import { safeHttpUrl } from '../../lib/safe-url.ts';

interface Contact {
  label: string;
  href: string;
  text: string;
  external: boolean;
}

/** The coach's ways to be reached; web links only when they are http(s). */
export function coachContacts(coach: CoachProfile): Contact[] {
  const list: Contact[] = [{ label: 'Email', href: `mailto:${coach.email}`, text: coach.email, external: false }];
  if (coach.phone_number) {
    list.push({ label: 'Phone', href: `tel:${coach.phone_number.replace(/[^+\d]/g, '')}`, text: coach.phone_number, external: false });
  }
  const web: [string, string | null][] = [
    ['Website', coach.website], ['Facebook', coach.facebook], ['Twitter', coach.twitter], ['LinkedIn', coach.linkedin],
  ];
  for (const [label, value] of web) {
    const href = safeHttpUrl(value);
    if (href && value) list.push({ label, href, text: value, external: true });
  }
  return list;
}

export function CoachContacts({ coach }: { coach: CoachProfile }) {
  return (
    <dl className="coach__contacts">
      {coachContacts(coach).map((c) => (
        <div key={c.label} className="coach__contact">
          <dt>{c.label}</dt>
          <dd>
            {c.external
              ? <a href={c.href} target="_blank" rel="noopener noreferrer">{c.text}<span className="visually-hidden"> (opens in a new tab)</span></a>
              : <a href={c.href}>{c.text}</a>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
