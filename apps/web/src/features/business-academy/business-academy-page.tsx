import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /business-academy: built in a later release; until then a real page inside the shell.
export default function BusinessAcademyPage() {
  return <ComingLater title="Business Academy" />;
}
