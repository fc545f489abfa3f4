import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /messages/*: built in a later release; until then a real page inside the shell.
export default function MessagesPage() {
  return <ComingLater title="My Messages" />;
}
