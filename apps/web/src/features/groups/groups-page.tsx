import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /groups, one group and its lessons: built in a later release; until then a real page inside the shell.
export default function GroupsPage() {
  return <ComingLater title="My Groups" />;
}
