import type { ClientStatus, CoachClient } from '@portal/contract';
import { formatInZone } from '../../lib/format-date.ts';

// How a client's facts read on the list and their page: in words, so none rests on colour alone.

export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const STATUS_LABELS: Record<ClientStatus, string> = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' };

/** What the client is behind on, each count that is not zero, e.g. "2 overdue action steps". */
export function behindParts(c: Pick<CoachClient, 'lessons_open_not_done' | 'overdue_action_steps' | 'overdue_commitments'>
  & Partial<Pick<CoachClient, 'no_session_days'>>): string[] {
  return [
    c.lessons_open_not_done ? plural(c.lessons_open_not_done, 'open lesson not done', 'open lessons not done') : '',
    c.overdue_action_steps ? plural(c.overdue_action_steps, 'overdue action step') : '',
    c.overdue_commitments ? plural(c.overdue_commitments, 'overdue commitment') : '',
    c.no_session_days ? `no session booked in ${c.no_session_days} days` : '',
  ].filter(Boolean);
}

/** The programmes the client is in, by name. */
export function programmeNames(c: Pick<CoachClient, 'group_coaching' | 'flash_coaching' | 'business_academy'>): string[] {
  return [c.group_coaching && 'Group coaching', c.flash_coaching && 'Flash coaching', c.business_academy && 'Business academy']
    .filter((n): n is string => Boolean(n));
}

export const fullName = (c: Pick<CoachClient, 'first_name' | 'last_name'>) => `${c.first_name} ${c.last_name}`.trim();

/** "March 3, 2026 9:15 am", in the coach's zone; "Never" for a client who has not signed in. */
export const lastSeenText = (iso: string | null, zone: string) => (iso ? formatInZone(iso, zone, 'MMMM D, YYYY h:mm a') : 'Never');
