import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CalendarFeed as Feed } from '@portal/contract';
import { DATE_ONLY, formatInZone, userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { calendarFeedKey, createCalendarFeed, fetchCalendarFeed, resetCalendarFeed } from './calendar-feed-api.ts';
import { ResetFeedDialog } from './reset-feed-dialog.tsx';
import './calendar-feed.css';

/**
 * Issue 9, beyond the spec: the client's sessions, group meetings and deadlines as a calendar
 * feed. Its address is a secret shown once, when it is made or reset (docs/decisions/011).
 */
export function CalendarFeed() {
  const zone = userTimeZone(useUser());
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: calendarFeedKey, queryFn: fetchCalendarFeed });
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [selectHint, setSelectHint] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const shown = (data: Feed) => {
    queryClient.setQueryData(calendarFeedKey, { url: null, created_at: data.created_at });
    setUrl(data.url);
    setSelectHint(false);
  };
  const create = useMutation({ mutationFn: createCalendarFeed, onSuccess: shown, onError: notifyFailure });
  const reset = useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (data) => {
      shown(data);
      setConfirming(false);
      notifySuccess('Your calendar link was reset. The old link no longer works.');
    },
    onError: notifyFailure,
  });

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('Calendar link copied.');
    } catch {
      // no clipboard (an insecure page, a refused permission): select the text for the user to copy
      input.current?.focus();
      input.current?.select();
      setSelectHint(true);
    }
  }

  return (
    <section className="card" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">Calendar feed</h2>
      <p className="profile__note">
        Your coaching sessions, group meetings and commitment deadlines in your own calendar app, kept up to date.
      </p>
      <QueryState query={feed} rows={1} loading="Loading your calendar feed" failed="We could not load your calendar feed.">
        {(state) => (
          <>
            {url ? (
              <>
                <Field label="Your calendar link" hint="Anyone with this link can see your calendar. It is shown only now: copy it into your calendar app.">
                  {(control) => <input {...control} ref={input} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />}
                </Field>
                {selectHint && <p role="status">The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.</p>}
              </>
            ) : state.created_at ? (
              <p>
                Your calendar link is active since <time dateTime={state.created_at}>{formatInZone(state.created_at, zone, DATE_ONLY)}</time>.
                For your safety it is shown only once, when it is made. If you no longer have it, reset it to get a new one.
              </p>
            ) : (
              <p>You have no calendar link yet.</p>
            )}
            <div className="calendar-feed__actions">
              {url && <Button variant="primary" onClick={() => void copy()}>Copy link</Button>}
              {!url && !state.created_at && (
                <Button variant="primary" busy={create.isPending} onClick={() => create.mutate()}>Get calendar link</Button>
              )}
              {(url || state.created_at) && <Button onClick={() => setConfirming(true)}>Reset link</Button>}
            </div>
          </>
        )}
      </QueryState>
      <ul className="calendar-feed__help" aria-label="How to subscribe">
        <li>Google Calendar: Other calendars, +, From URL, then paste the link.</li>
        <li>Apple Calendar: File, New Calendar Subscription, then paste the link.</li>
        <li>Outlook: Add calendar, Subscribe from web, then paste the link.</li>
      </ul>
      <ResetFeedDialog open={confirming} busy={reset.isPending} onConfirm={() => reset.mutate()} onCancel={() => setConfirming(false)} />
    </section>
  );
}
