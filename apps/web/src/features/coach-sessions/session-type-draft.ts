import { SessionTypeBody, type CoachSessionType, type FieldErrors, type LocationKind } from '@portal/contract';
import { validateForm } from '../../lib/form-errors.ts';

// The session type form's values (issue 20) and the body they make. Each place kind keeps its own
// text, so trying "By phone" and going back to "My own video room" keeps the room's address.

export interface TypeDraft {
  name: string;
  minutes: string;
  location_kind: LocationKind;
  locations: Record<LocationKind, string>;
  audience: 'all' | 'chosen';
  client_ids: number[];
  group_ids: number[];
  per_month: string;
  archived: boolean;
}

export const FIELDS = ['name', 'minutes', 'location_kind', 'location', 'audience', 'client_ids', 'group_ids', 'per_month'];

export function typeDraftOf(type: CoachSessionType | null): TypeDraft {
  const locations: Record<LocationKind, string> = { video_link: '', video_room: '', phone: '', address: '' };
  if (type?.location) locations[type.location_kind] = type.location;
  return {
    name: type?.name ?? '',
    minutes: String(type?.minutes ?? 60),
    location_kind: type?.location_kind ?? 'video_room',
    locations,
    audience: type?.audience ?? 'all',
    client_ids: type?.client_ids ?? [],
    group_ids: type?.group_ids ?? [],
    per_month: type?.per_month == null ? '' : String(type.per_month),
    archived: type?.archived ?? false,
  };
}

/** The body of a type as it is, for a change of one thing (archiving). */
export const bodyOfType = (type: CoachSessionType, change: Partial<SessionTypeBody> = {}): SessionTypeBody => ({
  name: type.name, minutes: type.minutes, location_kind: type.location_kind, location: type.location, audience: type.audience,
  client_ids: type.client_ids, group_ids: type.group_ids, per_month: type.per_month, archived: type.archived, ...change,
});

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

type Checked = { ok: true; body: SessionTypeBody } | { ok: false; errors: FieldErrors };

/** The body to send, checked with the contract's schema (its messages are the server's). */
export function checkTypeDraft(d: TypeDraft): Checked {
  const chosen = d.audience === 'chosen';
  const perMonth = numberOf(d.per_month) ?? null;
  const body: SessionTypeBody = {
    name: d.name,
    minutes: numberOf(d.minutes) as number,
    location_kind: d.location_kind,
    location: d.location_kind === 'video_room' ? null : d.locations[d.location_kind].trim() || null,
    audience: d.audience,
    client_ids: chosen ? d.client_ids : [],
    group_ids: chosen ? d.group_ids : [],
    per_month: perMonth,
    archived: d.archived,
  };
  const checked = validateForm(SessionTypeBody, body);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  // the contract's whole-number check and upper limit have no words of their own
  if (perMonth !== null && (!Number.isInteger(perMonth) || perMonth > 100)) {
    errors.per_month = ['Enter a whole number from 1 to 100, or leave it empty for no limit.'];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
