import { Link } from 'react-router';
import type { GroupRef } from '../api/groups-api.ts';
import { useUserGroup } from '../api/groups-api.ts';
import { lessonLock } from '../model/lock-reason.ts';

interface Props { next: { id: string; title: string }; groupRef: GroupRef; groupPath: string; zone: string }

/**
 * The way on to the next lesson. When the member's copy of it is still locked (spec §9 access 1),
 * it is shown with its reason rather than as a link that leads to a locked page.
 */
export function NextLessonLink({ next, groupRef, groupPath, zone }: Props) {
  const group = useUserGroup(groupRef);
  const row = group.data?.userlessons.find((l) => l.id === next.id);
  const lock = row ? lessonLock(row, zone) : { open: true as const };
  return (
    <nav aria-label="Next lesson" className="lesson-page__next">
      {lock.open ? (
        <Link className="btn btn--primary" to={`${groupPath}/lesson/${next.id}`}>Next lesson: {next.title}</Link>
      ) : (
        <p><span className="btn btn--primary" aria-disabled="true">Next lesson: {next.title}</span> {lock.reason}</p>
      )}
    </nav>
  );
}
