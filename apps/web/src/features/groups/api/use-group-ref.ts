import { useParams } from 'react-router';
import { useUser } from '../../../lib/session/session-context.ts';
import type { GroupRef } from './groups-api.ts';

/** A route id: a positive whole number (anything else names no group or lesson). */
export const isRouteId = (value: string) => /^\d{1,9}$/.test(value) && Number(value) > 0;

/**
 * The ids of spec §2's group routes, with the signed-in member's id (GraphQL IDs are strings);
 * `valid` is false when a path segment cannot be an id (/groups/abc/def), so nothing is asked.
 */
export function useGroupRef(): GroupRef & { lessonId: string; valid: boolean } {
  const { groupid = '', usergroupid = '', lessonid } = useParams();
  const user = useUser();
  const valid = isRouteId(groupid) && isRouteId(usergroupid) && (lessonid === undefined || isRouteId(lessonid));
  return { groupId: groupid, userGroupId: usergroupid, lessonId: lessonid ?? '', userId: String(user.id), valid };
}
