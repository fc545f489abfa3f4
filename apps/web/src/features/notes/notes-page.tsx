import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /notes: built in a later release; until then a real page inside the shell.
export default function NotesPage() {
  return <ComingLater title="My Notes" />;
}
