import { formatMetricValue, formatPeriod, type Metric } from '@portal/contract';
import { Button } from '../../shared/ui/button.tsx';
import { LineChart } from '../../shared/ui/line-chart.tsx';

interface MetricCardProps {
  metric: Metric;
  onEdit: () => void;
  onShare: () => void;
}

/** The latest value against the target: "92 % of target". */
function progress(latest: number, target: number | null): string | null {
  if (target === null || target === 0) return null;
  return `${Math.round((latest / target) * 100)} % of target`;
}

/** One metric: its latest value against its target, its chart, and the edit and share buttons. */
export function MetricCard({ metric, onEdit, onShare }: MetricCardProps) {
  const latest = metric.values.at(-1);
  const show = (n: number) => formatMetricValue(n, metric.unit, metric.currency);
  const headingId = `metric-${metric.id}-title`;
  const share = latest ? progress(latest.value, metric.target) : null;
  return (
    <article className="card metric-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="metric-card__title">{metric.name}</h2>
      {metric.description && <p className="metric-card__description">{metric.description}</p>}
      <dl className="metric-card__facts">
        <div>
          <dt>Latest</dt>
          <dd>{latest ? <>{show(latest.value)} <span className="metric-card__when">({formatPeriod(latest.period)})</span></> : 'No values yet'}</dd>
        </div>
        <div>
          <dt>Target</dt>
          <dd>{metric.target === null ? 'None set' : show(metric.target)}{share && <span className="metric-card__when"> · {share}</span>}</dd>
        </div>
      </dl>
      {metric.values.length > 0
        ? <LineChart name={metric.name} values={metric.values} unit={metric.unit} currency={metric.currency} target={metric.target} />
        : <p className="metric-card__empty">Add this month&apos;s value to start the chart.</p>}
      <div className="metric-card__actions">
        <Button onClick={onEdit}>Edit<span className="visually-hidden"> {metric.name}</span></Button>
        <Button onClick={onShare}>Share<span className="visually-hidden"> {metric.name}</span></Button>
      </div>
    </article>
  );
}
