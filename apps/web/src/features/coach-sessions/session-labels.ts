import type { BookingStatus, CoachSessionType, LocationKind } from '@portal/contract';

// The words the coach's session pages use for the contract's values (issue 20).

/** Where a session happens, as the type form offers it. */
export const LOCATION_LABELS: Record<LocationKind, string> = {
  video_link: 'My own video room',
  video_room: 'A new video room for each booking',
  phone: 'By phone',
  address: 'At an address',
};

/** The location field's label for each kind that has one. */
export const LOCATION_FIELD: Record<Exclude<LocationKind, 'video_room'>, { label: string; hint: string }> = {
  video_link: { label: 'Video room address', hint: 'The link clients open to join, e.g. https://meet.example.com/you.' },
  phone: { label: 'Phone number', hint: 'The number clients call, or say that you will call them.' },
  address: { label: 'Address', hint: 'Where you meet.' },
};

export const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "60 minutes". */
export const lengthText = (minutes: number) => plural(minutes, 'minute', 'minutes');

/** Who may book a type: "All my clients", or "2 clients and 1 group". */
export function audienceText(type: Pick<CoachSessionType, 'audience' | 'client_ids' | 'group_ids'>): string {
  if (type.audience === 'all') return 'All my clients';
  const parts = [
    type.client_ids.length > 0 && plural(type.client_ids.length, 'client', 'clients'),
    type.group_ids.length > 0 && plural(type.group_ids.length, 'group', 'groups'),
  ].filter(Boolean);
  return parts.length > 0 ? `Chosen: ${parts.join(' and ')}` : 'Nobody chosen yet';
}

/** "4 a month per client", or "No monthly limit". */
export const allowanceText = (perMonth: number | null) => (perMonth === null ? 'No monthly limit' : `${perMonth} a month per client`);
