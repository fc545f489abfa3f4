import type { Slot, SlotsReply } from '@portal/contract';
import { useRef } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/panels.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useSlots } from './booking-api.ts';
import { clockTime, dayLabel, groupByDay, hasLaterWindow, windowAt, windowLabel } from './booking-dates.ts';

/** A picked time, with the coach's zone the slots were read with. */
export interface PickedTime { slot: Slot; coachZone: string }

interface Props {
  typeId: number;
  /** The client's zone: times are grouped by its dates and read on its clock. */
  zone: string;
  today: string;
  /** Which two-week page (0 starts today). */
  page: number;
  onPage: (page: number) => void;
  day: string | null;
  onDay: (day: string) => void;
  onPick: (picked: PickedTime) => void;
}

/**
 * Step 2 of booking (issue 20): the free times of two weeks, a day and then a time, in the client's
 * zone; each time also on the coach's clock when the coach's zone differs.
 */
export function TimeStep({ typeId, zone, today, page, onPage, day, onDay, onPick }: Props) {
  const range = windowAt(today, page);
  const slots = useSlots(typeId, range);
  const label = useRef<HTMLParagraphElement>(null);
  const later = hasLaterWindow(today, page);
  // a button that ends the way, or the empty page's own button, leaves focus nowhere: it goes to the dates shown instead
  const go = (next: number, last: boolean) => {
    onPage(next);
    if (last) label.current?.focus();
  };
  return (
    <>
      <div className="booking-window">
        <Button onClick={() => go(page - 1, page - 1 === 0)} disabled={page === 0}>Earlier weeks</Button>
        <p ref={label} tabIndex={-1} className="booking-window__dates">{windowLabel(range)}</p>
        <Button onClick={() => go(page + 1, !hasLaterWindow(today, page + 1))} disabled={!later}>Later weeks</Button>
      </div>
      <p role="status" className="visually-hidden">{slotsStatus(slots.data, slots.isFetching, windowLabel(range), zone)}</p>
      <QueryState query={slots} loading="Loading free times" failed="We could not load the free times.">
        {(reply) => <SlotPicker reply={reply} zone={zone} day={day} onDay={onDay} onPick={onPick}
          onNextPage={later ? () => go(page + 1, true) : undefined} />}
      </QueryState>
    </>
  );
}

/** What the live region says of the page's times (while the first read runs, the skeleton says it). */
function slotsStatus(reply: SlotsReply | undefined, fetching: boolean, dates: string, zone: string): string {
  if (!reply) return '';
  if (fetching) return 'Loading free times';
  const days = groupByDay(reply.slots, zone).length;
  if (days === 0) return `No free times from ${dates}.`;
  return `${reply.slots.length} free ${reply.slots.length === 1 ? 'time' : 'times'} on ${days} ${days === 1 ? 'day' : 'days'}, ${dates}.`;
}

interface PickerProps {
  reply: SlotsReply;
  zone: string;
  day: string | null;
  onDay: (day: string) => void;
  onPick: (picked: PickedTime) => void;
  onNextPage: (() => void) | undefined;
}

function SlotPicker({ reply, zone, day, onDay, onPick, onNextPage }: PickerProps) {
  const days = groupByDay(reply.slots, zone);
  const coachZone = reply.coach_time_zone;
  const both = coachZone !== zone;
  const zoneNote = (
    <p className="booking-zone-note">
      Times are in {zone}.{both && ` Your coach's time, in ${coachZone}, is shown under each.`}
    </p>
  );
  if (days.length === 0) {
    return (
      <>
        {zoneNote}
        <EmptyState title="There are no free times in these two weeks.">
          {onNextPage && <Button onClick={onNextPage}>Show the next two weeks</Button>}
        </EmptyState>
      </>
    );
  }
  const shown = days.find((d) => d.day === day) ?? days[0]!;
  return (
    <>
      {zoneNote}
      <fieldset className="booking-days">
        <legend>Day</legend>
        <div className="booking-days__list">
          {days.map((d) => (
            <button key={d.day} type="button" className="booking-day" aria-pressed={d.day === shown.day} onClick={() => onDay(d.day)}>
              <span className="booking-day__name">{dayLabel(d.day)}</span>
              <span className="visually-hidden">, </span>
              <span className="booking-day__count">{d.slots.length} {d.slots.length === 1 ? 'time' : 'times'}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="booking-times">
        <legend>Times on {dayLabel(shown.day)}</legend>
        <div className="booking-times__list">
          {shown.slots.map((slot) => (
            <button key={slot.start} type="button" className="booking-time" onClick={() => onPick({ slot, coachZone })}>
              <span className="booking-time__own">{clockTime(slot.start, zone)}</span>
              {both && <span className="visually-hidden">, </span>}
              {both && <span className="booking-time__coach">{clockTime(slot.start, coachZone)} in {coachZone}</span>}
            </button>
          ))}
        </div>
      </fieldset>
    </>
  );
}
