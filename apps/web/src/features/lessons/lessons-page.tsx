import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /lessons and /lessons/{assessmentid}/{lessonid}: built in a later release; until then a real page inside the shell.
export default function LessonsPage() {
  return <ComingLater title="My Lessons" />;
}
