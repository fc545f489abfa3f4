import { useState } from 'react';
import type { Metric } from '@portal/contract';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { MetricCard } from './metric-card.tsx';
import { AddMetricForm, EditMetricForm, ShareMetricForm } from './metric-forms.tsx';
import { useMetrics } from './metrics-api.ts';
import { MonthlyTracker } from './monthly-tracker.tsx';
import { monthIn } from './months.ts';
import './metrics.css';

type Open = { kind: 'add' } | { kind: 'edit' | 'share'; metric: Metric } | null;
const TITLES = { add: 'Add a metric', edit: 'Edit metric', share: 'Share with your coach' } as const;

/** /metrics (spec §2): the numbers the client tracks, each charted, with the add, edit and share modals, then the monthly tracker. */
export default function MetricsPage() {
  const month = monthIn(userTimeZone(useUser()));
  const metrics = useMetrics();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <section className="page" aria-labelledby="metrics-title">
      <div className="metrics__head">
        <h1 id="metrics-title" className="page__title metrics__title">My Metrics</h1>
        <Button variant="primary" onClick={() => setOpen({ kind: 'add' })}>Add a metric</Button>
      </div>
      <p className="metrics__intro">The numbers you track month by month. Your coach sees them when you share one.</p>
      <QueryState query={metrics} loading="Loading your metrics" failed="We could not load your metrics."
        isEmpty={(list) => list.length === 0} empty="You are not tracking any metrics yet."
        emptyDetail={<p>Add the numbers that matter to your business — monthly revenue, new leads, gross margin — and enter a value each month.</p>}>
        {(list) => (
          <ul className="metrics__list">
            {list.map((m) => (
              <li key={m.id}>
                <MetricCard metric={m} onEdit={() => setOpen({ kind: 'edit', metric: m })} onShare={() => setOpen({ kind: 'share', metric: m })} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <MonthlyTracker />
      <Modal open={open !== null} title={open ? TITLES[open.kind] : ''} onClose={close}>
        {open?.kind === 'add' && <AddMetricForm month={month} onDone={close} />}
        {open?.kind === 'edit' && <EditMetricForm key={open.metric.id} metric={open.metric} month={month} onDone={close} />}
        {open?.kind === 'share' && <ShareMetricForm key={open.metric.id} metric={open.metric} onDone={close} />}
      </Modal>
    </section>
  );
}
