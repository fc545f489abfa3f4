import { ComingLater } from '../../shared/ui/panels.tsx';

// spec §2 /metrics: built in a later release; until then a real page inside the shell.
export default function MetricsPage() {
  return <ComingLater title="My Metrics" />;
}
