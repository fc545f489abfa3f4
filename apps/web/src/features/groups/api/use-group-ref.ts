import { useParams } from 'react-router';
import { useUser } from '../../../lib/session/session-context.ts';
import type { GroupRef } from './groups-api.ts';

/** The ids of spec §2's group routes, with the signed-in member's id (GraphQL IDs are strings). */
export function useGroupRef(): GroupRef & { lessonId: string } {
  const { groupid = '', usergroupid = '', lessonid = '' } = useParams();
  const user = useUser();
  return { groupId: groupid, userGroupId: usergroupid, lessonId: lessonid, userId: String(user.id) };
}
