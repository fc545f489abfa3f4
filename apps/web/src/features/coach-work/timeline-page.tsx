import { idFrom, TIMELINE_KIND_LABELS, type TimelineReply } from '@portal/contract';
import type { InfiniteData, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { downloadTimelineCsv, useTimeline } from './api.ts';
import { ClientWorkCrumbs, useWorkClientName, workTitle } from './client-nav.tsx';
import './coach-work.css';

/** /coach/clients/:id/timeline (issue 12 Insight): what the client did, newest first, and its CSV export. */
export default function ClientTimelinePage() {
  const clientId = idFrom(useParams().id) ?? 0;
  const name = useWorkClientName(clientId);
  const zone = userTimeZone(useUser());
  const timeline = useTimeline(clientId);
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    downloadTimelineCsv(clientId).catch(notifyFailure).finally(() => setExporting(false));
  };

  return (
    <section className="page cw" aria-labelledby="cw-title">
      <ClientWorkCrumbs clientId={clientId} name={name} current="Timeline" />
      <div className="cw-head">
        <h1 id="cw-title" className="page__title">{workTitle('Timeline', name)}</h1>
        <Button onClick={exportCsv} busy={exporting}>Export CSV</Button>
      </div>
      <QueryState query={timeline as UseQueryResult<InfiniteData<TimelineReply>>} rows={8} loading="Loading the timeline"
        failed="We could not load this client's timeline." isEmpty={(d) => d.pages[0]?.items.length === 0}
        empty="Nothing recorded for this client yet." emptyDetail="Sign-ins, lessons done, steps ticked and more show here as they happen.">
        {(data) => (
          <>
            <ol className="cw-timeline" aria-label="Activity, newest first">
              {data.pages.flatMap((p) => p.items).map((item, i) => (
                <li key={`${item.at}-${item.kind}-${i}`} className="cw-timeline__item">
                  <time dateTime={item.at} className="cw-muted">{formatInZone(item.at, zone)}</time>
                  <span className="cw-timeline__kind">{TIMELINE_KIND_LABELS[item.kind]}</span>
                  {item.text && <span className="cw-break">{item.text}</span>}
                </li>
              ))}
            </ol>
            {timeline.hasNextPage && (
              <div className="form-actions">
                <Button onClick={() => void timeline.fetchNextPage()} busy={timeline.isFetchingNextPage}>Show older</Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
