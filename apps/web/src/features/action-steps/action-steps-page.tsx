import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /action-steps: built in a later release; until then a real page inside the shell.
export default function ActionStepsPage() {
  return <ComingLater title="My Action Steps" />;
}
