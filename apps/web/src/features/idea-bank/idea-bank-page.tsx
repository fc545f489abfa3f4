import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /idea-bank/*: built in a later release; until then a real page inside the shell.
export default function IdeaBankPage() {
  return <ComingLater title="Marketing & Ad Idea Bank" />;
}
