import { formatMetricValue, formatPeriod, type Metric, type MetricUnit, type MetricValue } from '@portal/contract';
import { useId } from 'react';
import './line-chart.css';

/** One line of a chart: its name (a column of the table, a legend entry) and a value per period. */
export interface ChartSeries {
  name: string;
  values: number[];
}

interface SeriesChartProps {
  /** The caption of the chart's table, which also names the figure. */
  caption: string;
  /** YYYY-MM, oldest first; each series has a value for each. */
  periods: string[];
  series: ChartSeries[];
  format: (n: number) => string;
  target?: number | null;
  /** Counts start at zero and end on a whole number, so the scale never reads "-0.4 steps". */
  counts?: boolean;
}

// The plot is drawn in a 100 × 40 box stretched to the chart's size; strokes keep their width
// (non-scaling-stroke) and dots are zero-length round-capped lines, so neither distorts.
const W = 100;
const H = 40;
const PAD = 3;

/** The values' range with some air, including the target so its line stays on the chart. */
function domain(values: number[], counts: boolean): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (counts) return [0, Math.max(1, Math.ceil(hi * 1.1))];
  const air = hi === lo ? Math.abs(hi) * 0.1 || 1 : (hi - lo) * 0.1;
  return [lo - air, hi + air];
}

/**
 * Values over months (spec §2 /metrics): a line per series and an optional dashed target line.
 * The drawing is hidden from assistive technology; the same figures are in a table it reads.
 * A second series is drawn dashed as well as in another theme colour, so colour is not the only cue.
 */
export function SeriesChart({ caption, periods, series, format, target = null, counts = false }: SeriesChartProps) {
  const id = useId();
  const all = [...series.flatMap((s) => s.values), ...(target === null ? [] : [target])];
  const [lo, hi] = domain(all, counts);
  const x = (i: number) => (periods.length === 1 ? W / 2 : (i / (periods.length - 1)) * W);
  const y = (v: number) => PAD + (1 - (v - lo) / (hi - lo)) * (H - 2 * PAD);
  const first = periods[0];
  const last = periods.at(-1);
  const several = series.length > 1;

  return (
    <figure className="metric-chart" aria-labelledby={`${id}-caption`}>
      <div className="metric-chart__plot">
        <div className="metric-chart__scale" aria-hidden="true">
          <span>{format(hi)}</span>
          <span>{format(lo)}</span>
        </div>
        <svg className="metric-chart__svg" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {target !== null && (
            <line className="metric-chart__target" x1={0} x2={W} y1={y(target)} y2={y(target)} vectorEffect="non-scaling-stroke" />
          )}
          {/* the first series is drawn last, on top, so its dots stay whole where lines meet */}
          {series.map((s, n) => ({ s, n })).reverse().map(({ s, n }) => {
            const points = s.values.map((v, i) => `${x(i).toFixed(2)},${y(v).toFixed(2)}`);
            const mod = n === 0 ? '' : ` metric-chart__line--${n + 1}`;
            return (
              <g key={s.name}>
                {points.length > 1 && (
                  <polyline className={`metric-chart__line${mod}`} points={points.join(' ')} vectorEffect="non-scaling-stroke" />
                )}
                {points.map((p) => (
                  <path key={p} className={`metric-chart__dot${n === 0 ? '' : ` metric-chart__dot--${n + 1}`}`} d={`M${p}h0`} vectorEffect="non-scaling-stroke" />
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      {first && last && (
        <div className="metric-chart__months" aria-hidden="true">
          <span>{formatPeriod(first)}</span>
          {periods.length > 1 && <span>{formatPeriod(last)}</span>}
        </div>
      )}
      {(several || target !== null) && (
        <p className="metric-chart__legend" aria-hidden="true">
          {several && series.map((s, n) => (
            <span key={s.name} className="metric-chart__key">
              <span className={`metric-chart__swatch metric-chart__swatch--line${n === 0 ? '' : ` metric-chart__swatch--${n + 1}`}`} /> {s.name}
            </span>
          ))}
          {target !== null && <span className="metric-chart__key"><span className="metric-chart__swatch" /> Target {format(target)}</span>}
        </p>
      )}
      {/* a table ignores the 1 px width of .visually-hidden: its wrapper clips it instead */}
      <div className="visually-hidden">
        <table>
          <caption id={`${id}-caption`}>{caption}</caption>
          <thead>
            <tr><th scope="col">Month</th>{series.map((s) => <th key={s.name} scope="col">{s.name}</th>)}</tr>
          </thead>
          <tbody>
            {periods.map((p, i) => (
              <tr key={p}><th scope="row">{formatPeriod(p)}</th>{series.map((s) => <td key={s.name}>{format(s.values[i] ?? 0)}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

interface LineChartProps {
  /** The metric's name: the caption of the chart's table. */
  name: string;
  values: MetricValue[];
  unit: MetricUnit;
  currency?: Metric['currency'];
  target: number | null;
}

/** A metric over time (spec §2 /metrics): a line of its monthly values and a dashed target line. */
export function LineChart({ name, values, unit, currency = null, target }: LineChartProps) {
  const show = (n: number) => formatMetricValue(n, unit, currency);
  return (
    <SeriesChart caption={`${name} by month${target === null ? '' : `, target ${show(target)}`}`}
      periods={values.map((v) => v.period)} series={[{ name: 'Value', values: values.map((v) => v.value) }]}
      format={show} target={target} />
  );
}
