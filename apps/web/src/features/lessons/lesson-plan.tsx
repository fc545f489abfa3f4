import type { Appointment } from '@portal/contract';
import { extractMessage } from '../../lib/error-message.ts';
import { formatInZone } from '../../lib/format-date.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/panels.tsx';
import { groupByPath } from './lesson-rules.ts';
import { useLessonPlan } from './lessons-api.ts';
import { PathSection } from './path-section.tsx';
import { usePendingItems, useToggleItem } from './use-checked-items.ts';

/** The implementation plan of one assessment: lessons grouped by path (spec §3 Lesson-page state). */
export function LessonPlan({ assessmentId, zone }: { assessmentId: number; zone: string }) {
  const plan = useLessonPlan(assessmentId);
  const toggle = useToggleItem(assessmentId);
  const pending = usePendingItems(assessmentId);

  if (plan.isPending) return <Skeleton rows={4} label="Loading your lessons" />;
  if (plan.isError) {
    return <ErrorState title={`We could not load your lessons. ${extractMessage(plan.error)}`} onRetry={() => void plan.refetch()} />;
  }
  const groups = groupByPath(plan.data, assessmentId);
  const next = plan.data.data.appointments[0];
  return (
    <div className="stack">
      {next && <NextSession appointment={next} zone={zone} />}
      {groups.length === 0 ? (
        <EmptyState title="Your plan has no lessons yet">
          <p>Your coach is preparing your implementation plan. Its lessons will appear here.</p>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <PathSection key={group.key} group={group} assessmentId={assessmentId} checked={plan.data.data.checked_items}
            pending={pending} onToggle={(t) => toggle.mutate(t)} />
        ))
      )}
    </div>
  );
}

function NextSession({ appointment, zone }: { appointment: Appointment; zone: string }) {
  const url = safeHttpUrl(appointment.meeting_url);
  return (
    <p className="next-session">
      <strong>Next session:</strong> {appointment.title}, {formatInZone(appointment.starts_at, zone)}
      {url && <> · <a href={url} target="_blank" rel="noreferrer noopener">Join the meeting<span className="visually-hidden"> (opens in a new tab)</span></a></>}
    </p>
  );
}
