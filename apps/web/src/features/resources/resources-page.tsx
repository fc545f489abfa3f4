import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /resources: built in a later release; until then a real page inside the shell.
export default function ResourcesPage() {
  return <ComingLater title="My Resources" />;
}
