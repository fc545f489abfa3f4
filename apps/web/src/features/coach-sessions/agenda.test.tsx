// @vitest-environment jsdom
import type { Booking } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agendaPath, AVAILABILITY_PATH, bookingActionPath, slotsPath } from './api.ts';
import { availability, ben, booking, named, ok, refuse, renderAt, sentTo, server } from './test-server.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

// Now is Tuesday, December 1, 2026, 9:00 AM in Denver (the coach's zone).
const NOW = '2026-12-01T16:00:00.000Z';
const DAY = agendaPath('2026-11-30', '2026-12-02');
const WEEK = agendaPath('2026-11-29', '2026-12-07');

const kenji = { id: 14, first_name: 'Kenji', last_name: 'Sato', time_zone: 'Asia/Tokyo' };
/** 8:00 AM Denver, begun; Ana is in Warsaw. */
const anaCall = booking({ note: 'Bring the P&L.' });
/** 1:00 PM Denver, to come; Ben is in Denver too. */
const benCall = booking({ id: 2, client: ben, start: '2026-12-01T20:00:00.000Z', end: '2026-12-01T21:00:00.000Z', location_kind: 'phone',
  location: '+1 303 555 0100', meeting_url: null });
/** 4:00 PM Denver is Wednesday morning in Tokyo. */
const kenjiCall = booking({ id: 4, client: kenji, start: '2026-12-01T23:00:00.000Z', end: '2026-12-01T23:30:00.000Z' });
/** Thursday, cancelled. */
const thursday = booking({ id: 3, start: '2026-12-03T17:00:00.000Z', end: '2026-12-03T18:00:00.000Z', status: 'cancelled', cancel_reason: 'Travelling' });

/** The server's bookings: the writes below change them, as the server would. */
let bookings: Booking[] = [];
const write = (id: number, change: (body: Record<string, unknown>) => Partial<Booking>) => (body: Record<string, unknown>) => {
  bookings = bookings.map((b) => (b.id === id ? { ...b, ...change(body) } : b));
  return ok(bookings.find((b) => b.id === id));
};
const item = (name: RegExp) => screen.getByRole('heading', { level: 3, name }).closest('article')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  toastSpy.mockClear();
  bookings = [anaCall, benCall, kenjiCall, thursday];
  const inRange = (from: string, to: string) => () => ok(bookings.filter((b) => b.start >= `${from}T00:00` && b.start < `${to}T23:59`));
  server.routes[AVAILABILITY_PATH] = () => ok(availability());
  server.routes[DAY] = inRange('2026-11-30', '2026-12-02');
  server.routes[WEEK] = inRange('2026-11-29', '2026-12-07');
  server.routes[agendaPath('2026-12-01', '2026-12-03')] = inRange('2026-12-01', '2026-12-03');
  server.routes[agendaPath('2026-11-22', '2026-11-30')] = inRange('2026-11-22', '2026-11-30');
});
afterEach(() => { vi.useRealTimers(); });

describe('/coach/sessions: the agenda (issue 20)', () => {
  it('lists today\'s sessions in the coach\'s zone, with each client\'s own time where it differs', async () => {
    renderAt('/coach/sessions');
    const ana1 = (await screen.findByRole('heading', { level: 3, name: /^8:00 AM – 9:00 AM\s*Ana Nowak$/ })).closest('article')!;
    expect(screen.getByText('Tuesday, December 1, 2026', { selector: 'p' })).toBeTruthy();
    expect(ana1.textContent).toContain('4:00 PM for Ana (Europe/Warsaw)');
    expect(ana1.textContent).toContain('Strategy call');
    expect(within(ana1).getByRole('link', { name: 'https://video.example/room-1' })).toBeTruthy();
    expect(ana1.textContent).toContain('Note: Bring the P&L.');
    expect(within(ana1).getByText('Booked')).toBeTruthy();
    const ben1 = item(/^1:00 PM – 2:00 PM\s*Ben Cole$/);
    expect(ben1.textContent).not.toContain(' for Ben');
    expect(ben1.textContent).toContain('Phone: +1 303 555 0100');
    expect(item(/^4:00 PM – 4:30 PM\s*Kenji Sato$/).textContent).toContain('8:00 AM Wed for Kenji (Asia/Tokyo)');
    // Thursday's is not today's
    expect(screen.queryByText(/Travelling/)).toBeNull();
    expect(screen.getByText(/Times are in America\/Denver/)).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Sessions pages' }));
    expect(pages.getByRole('link', { name: 'Availability' }).getAttribute('href')).toBe('/coach/sessions/availability');
    expect(pages.getByRole('link', { name: 'Session types' }).getAttribute('href')).toBe('/coach/sessions/types');
  });

  it('goes a day on, says when a day has no sessions, and back to today', async () => {
    renderAt('/coach/sessions');
    await screen.findByRole('heading', { level: 3, name: /Ana Nowak/ });
    fireEvent.click(screen.getByRole('button', { name: named('Next day') }));
    expect(await screen.findByText('No sessions')).toBeTruthy();
    expect(screen.getByText('Wednesday, December 2, 2026', { selector: 'p' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/coach/sessions?date=2026-12-02');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Ana Nowak/ })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/coach/sessions');
  });

  it('shows a week, Monday to Sunday, with each empty day said so', async () => {
    renderAt('/coach/sessions');
    await screen.findByRole('heading', { level: 3, name: /Ana Nowak/ });
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    const thu = await screen.findByRole('region', { name: 'Thursday, December 3, 2026' });
    expect(screen.getByText('Week of November 30 – December 6, 2026')).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(days).toEqual(['Monday, November 30, 2026', 'Tuesday, December 1, 2026', 'Wednesday, December 2, 2026', 'Thursday, December 3, 2026',
      'Friday, December 4, 2026', 'Saturday, December 5, 2026', 'Sunday, December 6, 2026']);
    expect(within(screen.getByRole('region', { name: 'Monday, November 30, 2026' })).getByText('No sessions')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Tuesday, December 1, 2026' })).getAllByRole('article')).toHaveLength(3);
    expect(within(thu).getByText('Cancelled')).toBeTruthy();
    expect(thu.textContent).toContain('Reason: Travelling');
    expect(within(thu).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: named('Previous week') }));
    expect(await screen.findByText('Week of November 23 – November 29, 2026')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/coach/sessions?view=week&date=2026-11-24');
  });

  it('cancels a session with the reason the client is told', async () => {
    server.routes[bookingActionPath(2, 'cancel')] = write(2, (body) => ({ status: 'cancelled', cancel_reason: body.reason as string }));
    renderAt('/coach/sessions');
    const ben1 = (await screen.findByRole('heading', { level: 3, name: /Ben Cole/ })).closest('article')!;
    expect(within(ben1).queryByRole('button', { name: /^Mark attended/ })).toBeNull();
    fireEvent.click(within(ben1).getByRole('button', { name: /^Cancel:?\s*Ben Cole, 1:00 PM – 2:00 PM$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the session with Ben Cole?' });
    fireEvent.change(within(dialog).getByLabelText('Reason', { exact: false }), { target: { value: '  I am unwell today.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(sentTo(bookingActionPath(2, 'cancel'))).toEqual([{ reason: 'I am unwell today.' }]));
    await waitFor(() => expect(within(item(/Ben Cole/)).getByText('Cancelled')).toBeTruthy());
    expect(item(/Ben Cole/).textContent).toContain('Reason: I am unwell today.');
    expect(toastSpy).toHaveBeenCalledWith('The session with Ben Cole is cancelled.', expect.anything());
  });

  it('marks a session that has begun attended, and undoes it back to booked', async () => {
    server.routes[bookingActionPath(1, 'attendance')] = write(1, (body) => ({ status: body.status as Booking['status'] }));
    renderAt('/coach/sessions');
    const ana1 = (await screen.findByRole('heading', { level: 3, name: /Ana Nowak/ })).closest('article')!;
    expect(within(ana1).queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    fireEvent.click(within(ana1).getByRole('button', { name: /^Mark attended:?\s*Ana Nowak/ }));
    await waitFor(() => expect(within(item(/Ana Nowak/)).getByText('Attended')).toBeTruthy());
    expect(sentTo(bookingActionPath(1, 'attendance'))).toEqual([{ status: 'attended' }]);
    fireEvent.click(within(item(/Ana Nowak/)).getByRole('button', { name: /^Back to booked/ }));
    await waitFor(() => expect(within(item(/Ana Nowak/)).getByText('Booked')).toBeTruthy());
    expect(sentTo(bookingActionPath(1, 'attendance'))).toEqual([{ status: 'attended' }, { status: 'booked' }]);
  });

  it('moves a session to a free time picked from the coach\'s slots', async () => {
    const slots = slotsPath({ clientId: 12, typeId: 3, from: '2026-12-01', to: '2026-12-01' });
    server.routes[slots] = () => ok({ time_zone: 'America/Denver', coach_time_zone: 'America/Denver', slots: [
      { start: '2026-12-01T15:00:00-07:00', end: '2026-12-01T16:00:00-07:00' }, { start: '2026-12-01T16:00:00-07:00', end: '2026-12-01T17:00:00-07:00' },
    ] });
    server.routes[slotsPath({ clientId: 12, typeId: 3, from: '2026-12-02', to: '2026-12-02' })] = () =>
      ok({ time_zone: 'America/Denver', coach_time_zone: 'America/Denver', slots: [] });
    server.routes[bookingActionPath(2, 'reschedule')] = write(2, (body) => ({ start: body.start as string, end: '2026-12-01T17:00:00-07:00' }));
    renderAt('/coach/sessions');
    fireEvent.click(await screen.findByRole('button', { name: /^Reschedule:?\s*Ben Cole/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the session with Ben Cole' });
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '2026-12-02' } });
    expect(await within(dialog).findByText('No free times on Wednesday, December 2, 2026. Try another day.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: '2026-12-01' } });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '4:00 PM' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the session' }));
    await waitFor(() => expect(sentTo(bookingActionPath(2, 'reschedule'))).toEqual([{ start: '2026-12-01T16:00:00-07:00' }]));
    expect(await screen.findByRole('heading', { level: 3, name: /^4:00 PM – 5:00 PM\s*Ben Cole$/ })).toBeTruthy();
  });

  it('says when the sessions could not be loaded, and tries again', async () => {
    let calls = 0;
    server.routes[DAY] = () => (calls++ === 0 ? refuse(503, 'The server is busy.') : ok([anaCall]));
    renderAt('/coach/sessions');
    expect(await screen.findByText('We could not load your sessions. The server is busy.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Ana Nowak/ })).toBeTruthy();
  });
});
