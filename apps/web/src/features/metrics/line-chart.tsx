import { formatMetricValue, formatPeriod, type MetricUnit, type MetricValue } from '@portal/contract';
import { useId } from 'react';

interface LineChartProps {
  /** The metric's name: the caption of the chart's table. */
  name: string;
  values: MetricValue[];
  unit: MetricUnit;
  target: number | null;
}

// The plot is drawn in a 100 × 40 box stretched to the chart's size; strokes keep their width
// (non-scaling-stroke) and dots are zero-length round-capped lines, so neither distorts.
const W = 100;
const H = 40;
const PAD = 3;

/** The values' range with some air, including the target so its line stays on the chart. */
function domain(values: number[]): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const air = hi === lo ? Math.abs(hi) * 0.1 || 1 : (hi - lo) * 0.1;
  return [lo - air, hi + air];
}

/**
 * A metric over time (spec §2 /metrics): a line of its monthly values and a dashed target line.
 * The drawing is hidden from assistive technology; the same figures are in a table it reads.
 */
export function LineChart({ name, values, unit, target }: LineChartProps) {
  const id = useId();
  const [lo, hi] = domain([...values.map((v) => v.value), ...(target === null ? [] : [target])]);
  const x = (i: number) => (values.length === 1 ? W / 2 : (i / (values.length - 1)) * W);
  const y = (v: number) => PAD + (1 - (v - lo) / (hi - lo)) * (H - 2 * PAD);
  const points = values.map((v, i) => `${x(i).toFixed(2)},${y(v.value).toFixed(2)}`);
  const show = (n: number) => formatMetricValue(n, unit);
  const first = values[0];
  const last = values.at(-1);

  return (
    <figure className="metric-chart" aria-labelledby={`${id}-caption`}>
      <div className="metric-chart__plot">
        <div className="metric-chart__scale" aria-hidden="true">
          <span>{show(hi)}</span>
          <span>{show(lo)}</span>
        </div>
        <svg className="metric-chart__svg" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {target !== null && (
            <line className="metric-chart__target" x1={0} x2={W} y1={y(target)} y2={y(target)} vectorEffect="non-scaling-stroke" />
          )}
          {values.length > 1 && (
            <polyline className="metric-chart__line" points={points.join(' ')} vectorEffect="non-scaling-stroke" />
          )}
          {points.map((p) => (
            <path key={p} className="metric-chart__dot" d={`M${p}h0`} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
      </div>
      {first && last && (
        <div className="metric-chart__months" aria-hidden="true">
          <span>{formatPeriod(first.period)}</span>
          {values.length > 1 && <span>{formatPeriod(last.period)}</span>}
        </div>
      )}
      {target !== null && (
        <p className="metric-chart__legend" aria-hidden="true">
          <span className="metric-chart__swatch" /> Target {show(target)}
        </p>
      )}
      {/* a table ignores the 1 px width of .visually-hidden: its wrapper clips it instead */}
      <div className="visually-hidden">
        <table>
          <caption id={`${id}-caption`}>{name} by month{target === null ? '' : `, target ${show(target)}`}</caption>
          <thead><tr><th scope="col">Month</th><th scope="col">Value</th></tr></thead>
          <tbody>
            {values.map((v) => (
              <tr key={v.period}><th scope="row">{formatPeriod(v.period)}</th><td>{show(v.value)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
