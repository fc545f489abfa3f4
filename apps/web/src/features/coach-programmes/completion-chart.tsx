import type { InsightWeek } from '@portal/contract';
import { useId } from 'react';
import { DATE_ONLY, formatInZone } from '../../lib/format-date.ts';

// The plot is drawn in a 100 × 40 box stretched to the chart's width; bars are rectangles, so
// stretching keeps them bars. The drawing is hidden from assistive technology: the same figures
// are in a table it reads.
const W = 100;
const H = 40;
const GAP = 0.2;
/** A bar is never wider than this, so a few weeks do not fill the chart with one block. */
const MAX_BAR = W / 12;

/** "March 3, 2025" for a week's Monday (dates, not instants: read in UTC). */
export const weekLabel = (day: string) => formatInZone(`${day}T12:00:00Z`, 'UTC', DATE_ONLY);

/** Lessons completed per week (issue 12 Insight): a bar a week, and a table of the same figures. */
export function CompletionChart({ weeks, caption }: { weeks: InsightWeek[]; caption: string }) {
  const id = useId();
  const top = Math.max(1, ...weeks.map((w) => w.completed));
  const slot = W / Math.max(1, weeks.length);
  const first = weeks[0];
  const last = weeks.at(-1);
  return (
    <figure className="cp-chart" aria-labelledby={`${id}-caption`}>
      <div className="cp-chart__plot">
        <div className="cp-chart__scale" aria-hidden="true"><span>{top}</span><span>0</span></div>
        <svg className="cp-chart__svg" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <line className="cp-chart__axis" x1={0} x2={W} y1={H} y2={H} vectorEffect="non-scaling-stroke" />
          {weeks.map((w, i) => {
            const height = (w.completed / top) * (H - 2);
            const width = Math.min(slot * (1 - GAP), MAX_BAR);
            return w.completed > 0
              ? <rect key={w.week_start} className="cp-chart__bar" x={i * slot + (slot - width) / 2} width={width} y={H - height} height={height} />
              : null;
          })}
        </svg>
      </div>
      {first && last && (
        <div className="cp-chart__weeks" aria-hidden="true">
          <span>Week of {weekLabel(first.week_start)}</span>
          {weeks.length > 1 && <span>Week of {weekLabel(last.week_start)}</span>}
        </div>
      )}
      {/* a table ignores the 1 px width of .visually-hidden: its wrapper clips it instead */}
      <div className="visually-hidden">
        <table>
          <caption id={`${id}-caption`}>{caption}</caption>
          <thead><tr><th scope="col">Week starting</th><th scope="col">Lessons completed</th></tr></thead>
          <tbody>
            {weeks.map((w) => <tr key={w.week_start}><th scope="row">{weekLabel(w.week_start)}</th><td>{w.completed}</td></tr>)}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
