import type { CoachGroup, GroupInsight } from '@portal/contract';
import { useState } from 'react';
import { formatMoney } from '../../lib/format-money.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { downloadInsightCsv, useInsight } from './api.ts';
import { CompletionChart } from './completion-chart.tsx';

// Profit impact is counted in the tenant's currency, the one the group's price is in.
function Totals({ insight, currency }: { insight: GroupInsight; currency: string }) {
  const { totals } = insight;
  return (
    <dl className="cp-totals">
      <div><dt>Members</dt><dd>{insight.members}</dd></div>
      <div><dt>Lessons done</dt><dd>{totals.done}</dd></div>
      <div><dt>Checklist steps done</dt><dd>{totals.steps_done} of {totals.steps_total}</dd></div>
      <div><dt>Profit impact</dt><dd>{formatMoney(totals.profit_impact_total, currency)}</dd></div>
    </dl>
  );
}

function LessonTable({ insight, currency }: { insight: GroupInsight; currency: string }) {
  return (
    <div className="cp-table-wrap" role="region" aria-labelledby="cp-insight-table" tabIndex={0}>
      <table className="cp-table">
        <caption id="cp-insight-table">Progress by lesson</caption>
        <thead>
          <tr>
            <th scope="col">Lesson</th><th scope="col">Open for</th><th scope="col">Done</th>
            <th scope="col">Checklist steps</th><th scope="col">Profit impact</th>
          </tr>
        </thead>
        <tbody>
          {insight.lessons.map((l) => (
            <tr key={l.lesson_id}>
              <th scope="row">{l.lesson_order}. {l.title}{l.published ? '' : ' (draft)'}</th>
              <td>{l.open} of {l.members}</td>
              <td>{l.done} of {l.members}</td>
              <td>{l.steps_done} of {l.steps_total}</td>
              <td>{formatMoney(l.profit_impact_total, currency)}{l.profit_impact_entries ? ` (${l.profit_impact_entries} ${l.profit_impact_entries === 1 ? 'entry' : 'entries'})` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Insight tab: lessons completed per week, and each lesson's progress, with a CSV of the table. */
export function InsightTab({ group }: { group: CoachGroup }) {
  const insight = useInsight(group.id);
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    downloadInsightCsv(group.id, `${group.slug}-insight.csv`).catch(notifyFailure).finally(() => setExporting(false));
  };
  return (
    <QueryState query={insight} loading="Loading the insight" failed="We could not load the insight.">
      {(data) => (
        <div className="stack">
          <Totals insight={data} currency={group.currency} />
          <section aria-labelledby="cp-weeks-title">
            <h2 id="cp-weeks-title">Lessons completed per week</h2>
            {data.weeks.length
              ? <CompletionChart weeks={data.weeks} caption={`Lessons completed in ${group.title}, per week (weeks start on Monday, ${data.time_zone})`} />
              : <p>Nothing completed yet: the chart starts with the programme.</p>}
          </section>
          <section aria-labelledby="cp-lessons-progress-title">
            <div className="cp-page-head">
              <h2 id="cp-lessons-progress-title">By lesson</h2>
              <Button onClick={exportCsv} busy={exporting}>Export CSV</Button>
            </div>
            {data.lessons.length ? <LessonTable insight={data} currency={group.currency} /> : <p>This group has no lessons yet.</p>}
            <p className="cp-muted">Done: the member ticked the lesson's post-meeting step. Profit impact: the amounts of money members wrote as the lesson's profit impact, added up. The totals count published lessons only, as members' checklists do.</p>
          </section>
        </div>
      )}
    </QueryState>
  );
}
