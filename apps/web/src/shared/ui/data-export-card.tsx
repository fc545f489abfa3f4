import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ExportStarted, LatestExport, type DataExport } from '@portal/contract';
import { extractMessage } from '../../lib/error-message.ts';
import { formatInZone } from '../../lib/format-date.ts';
import { get, post } from '../../lib/http.ts';
import { notifyFailure } from '../../lib/toast.ts';
import { Button } from './button.tsx';
import { QueryState } from './query-state.tsx';
import './data-export-card.css';

// Issue 22 "Download my data" (and a coach's "Export this client's data"): start an export, watch it
// build, then download it while its link lives (24 h). The reply that says it is ready also gives
// this browser a short-lived cookie for the link (decision 036), so the link is a plain link: the
// browser streams the ZIP to disk, however large. Reading the state again every few minutes while
// the page is open keeps that cookie fresh.

/** How often the state is read while it builds, and while a ready link is shown. */
const BUILDING_POLL_MS = 1_500;
const READY_POLL_MS = 4 * 60_000;

const pollEvery = (status: DataExport['status'] | undefined): number | false =>
  (status === 'building' ? BUILDING_POLL_MS : status === 'ready' ? READY_POLL_MS : false);

interface DataExportCardProps {
  /** `/api/v1/me/export`, or `/api/v1/coach/clients/{id}/export`. */
  base: string;
  title: string;
  intro: ReactNode;
  /** The viewer's zone, for the expiry. */
  zone: string;
}

export function DataExportCard({ base, title, intro, zone }: DataExportCardProps) {
  const queryKey = ['data-export', base];
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey, queryFn: () => get(base, { schema: LatestExport }), staleTime: 0,
    refetchInterval: (q) => pollEvery(q.state.data?.status),
  });
  const start = useMutation({
    mutationFn: () => post(base, {}, { schema: ExportStarted }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    onError: notifyFailure,
  });
  const titleId = `${base.replace(/\W+/g, '-')}-title`;
  const startButton = (label: string, variant: 'primary' | 'default' = 'primary') => (
    <Button variant={variant} onClick={() => start.mutate()} busy={start.isPending}>{label}</Button>
  );

  return (
    <section className="card data-export" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="data-export__intro">{intro}</div>
      <QueryState query={latest} rows={1} loading="Loading the export" failed="We could not load the export.">
        {(e: DataExport | null) => <ExportState e={e} zone={zone} startButton={startButton} startError={start.error} />}
      </QueryState>
    </section>
  );
}

interface StateProps {
  e: DataExport | null;
  zone: string;
  startButton: (label: string, variant?: 'primary' | 'default') => ReactNode;
  startError: unknown;
}

function ExportState({ e, zone, startButton, startError }: StateProps) {
  const problem = startError ? <p className="data-export__error" role="alert">{extractMessage(startError)}</p> : null;
  if (e === null) return <div className="data-export__row">{startButton('Start the export')}{problem}</div>;
  if (e.status === 'building') {
    return (
      <div className="data-export__building">
        <progress className="data-export__progress" max={100} value={e.progress} aria-label="Export progress" />
        <p role="status" aria-live="polite">Building the export… {e.progress}% done. You can leave this page: it goes on.</p>
      </div>
    );
  }
  if (e.status === 'failed') {
    return (
      <div className="data-export__row">
        <p className="data-export__error" role="alert">The export could not be made. Try again; if it fails again, raise a ticket on the Help page.</p>
        {startButton('Try again')}
      </div>
    );
  }
  return (
    <div className="data-export__row">
      <p role="status">
        Ready. The link works until <time dateTime={e.expires_at ?? undefined}>{e.expires_at ? formatInZone(e.expires_at, zone) : ''}</time>,
        {' '}and only for you.
      </p>
      <a className="btn btn--primary" href={e.url ?? undefined} download>Download (ZIP)</a>
      {startButton('Make a new export', 'default')}
      {problem}
    </div>
  );
}
