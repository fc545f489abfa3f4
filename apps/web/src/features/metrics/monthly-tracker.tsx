import type { TrackerReply } from '@portal/contract';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { SeriesChart } from '../../shared/ui/line-chart.tsx';
import { useMonthlyTracker } from './metrics-api.ts';

type Month = TrackerReply['months'][number];

const count = (n: number) => String(Math.round(n));
const total = (months: Month[], key: keyof Omit<Month, 'month'>) => months.reduce((sum, m) => sum + m[key], 0);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Nothing made or finished in the whole year: an empty panel says so instead of two flat lines. */
export const trackerIsEmpty = ({ months }: TrackerReply) =>
  months.every((m) => m.action_steps_completed + m.action_steps_created + m.commitments_completed + m.commitments_created === 0);

const CHARTS = [
  { title: 'Action steps', created: 'action_steps_created', completed: 'action_steps_completed' },
  { title: 'Commitments', created: 'commitments_created', completed: 'commitments_completed' },
] as const;

/** The two charts, one for action steps and one for commitments, each created against completed. */
export function TrackerCharts({ tracker }: { tracker: TrackerReply }) {
  const periods = tracker.months.map((m) => m.month);
  const steps = total(tracker.months, 'action_steps_completed');
  const commitments = total(tracker.months, 'commitments_completed');
  return (
    <>
      <p className="tracker__intro">
        In the last 12 months you completed {plural(steps, 'action step')} and {plural(commitments, 'commitment')}.
      </p>
      <ul className="metrics__list tracker__charts">
        {CHARTS.map((c) => (
          <li key={c.title}>
            <div className="card metric-card">
              <h3 className="metric-card__title">{c.title}</h3>
              <SeriesChart caption={`${c.title} created and completed by month`} periods={periods} format={count} counts
                series={[
                  { name: 'Completed', values: tracker.months.map((m) => m[c.completed]) },
                  { name: 'Created', values: tracker.months.map((m) => m[c.created]) },
                ]} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The monthly tracker on /metrics (issue 9, spec §7 tracker/monthly): the year's steps and commitments, charted. */
export function MonthlyTracker() {
  const tracker = useMonthlyTracker();
  return (
    <section className="tracker" aria-labelledby="tracker-title">
      <h2 id="tracker-title" className="tracker__title">Monthly tracker</h2>
      <QueryState query={tracker} loading="Loading your monthly tracker" failed="We could not load your monthly tracker."
        isEmpty={trackerIsEmpty} empty="Nothing to chart yet."
        emptyDetail={<p>When you add and complete action steps and commitments, this tracker shows them month by month.</p>}>
        {(data) => <TrackerCharts tracker={data} />}
      </QueryState>
    </section>
  );
}
