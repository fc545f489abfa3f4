// @vitest-environment jsdom
import { BOOKING_MESSAGES, type Booking, type CoachBookingBody } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agendaPath, AVAILABILITY_PATH, BOOKINGS_PATH, slotsPath, TYPES_PATH } from './api.ts';
import { availability, booking, callsTo, CLIENTS, CLIENTS_PATH, ok, renderAt, reply, sentTo, server, sessionType } from './test-server.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

// Tuesday, December 1, 2026, 9:00 AM in Denver (the coach's zone).
const DAY = agendaPath('2026-11-30', '2026-12-02');
const SLOTS = slotsPath({ clientId: 11, typeId: 3, from: '2026-12-01', to: '2026-12-01' });
const ELEVEN = '2026-12-01T11:00:00-07:00';

let bookings: Booking[] = [];
const open = async () => {
  renderAt('/coach/sessions');
  fireEvent.click(await screen.findByRole('button', { name: 'Book for a client' }));
  return screen.findByRole('dialog', { name: 'Book for a client' });
};
const choose = async (dialog: HTMLElement) => {
  await within(dialog).findByRole('option', { name: 'Ana Nowak' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /^Client/ }), { target: { value: '11' } });
  await within(dialog).findByRole('option', { name: 'Strategy call (60 minutes)' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: /^Session type/ }), { target: { value: '3' } });
  fireEvent.click(await within(dialog).findByRole('radio', { name: '11:00 AM' }));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T16:00:00.000Z'));
  toastSpy.mockClear();
  bookings = [];
  server.routes[AVAILABILITY_PATH] = () => ok(availability());
  server.routes[DAY] = () => ok(bookings);
  server.routes[TYPES_PATH] = () => ok([sessionType(), sessionType({ id: 4, name: 'Old intro', archived: true })]);
  server.routes[CLIENTS_PATH] = () => ok({ clients: CLIENTS, total: CLIENTS.length, page: 1, per_page: 100 });
  server.routes[SLOTS] = () => ok({ time_zone: 'America/Denver', coach_time_zone: 'America/Denver', slots: [
    { start: '2026-12-01T10:00:00-07:00', end: '2026-12-01T11:00:00-07:00' }, { start: ELEVEN, end: '2026-12-01T12:00:00-07:00' },
  ] });
});
afterEach(() => { vi.useRealTimers(); });

describe('/coach/sessions: book for a client (issue 20)', () => {
  it('sends the client, type, time and note once, with an Idempotency-Key, however fast the clicks', async () => {
    server.routes[BOOKINGS_PATH] = (body) => {
      const made = booking({ id: 20, start: body.start as string, end: '2026-12-01T12:00:00-07:00', note: body.note as string });
      bookings = [made];
      return reply(201, { status: 201, data: made });
    };
    const dialog = await open();
    expect(within(dialog).queryByRole('option', { name: /Old intro/ })).toBeNull();
    await choose(dialog);
    fireEvent.change(within(dialog).getByLabelText('Note', { exact: false }), { target: { value: 'First session: bring last month\'s numbers.' } });
    const submit = within(dialog).getByRole('button', { name: 'Book the session' });
    fireEvent.click(submit);
    fireEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book for a client' })).toBeNull());
    const expected: CoachBookingBody = { client_id: 11, type_id: 3, start: ELEVEN, note: 'First session: bring last month\'s numbers.' };
    const posts = callsTo(BOOKINGS_PATH);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ method: 'POST', body: expected });
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(toastSpy).toHaveBeenCalledWith('Booked: Strategy call with Ana Nowak, Tuesday, December 1, 2026 at 11:00 AM.', expect.anything());
    expect(await screen.findByRole('heading', { level: 3, name: /^11:00 AM – 12:00 PM\s*Ana Nowak$/ })).toBeTruthy();
  });

  it('asks for what is missing and sends nothing', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book the session' }));
    expect(await within(dialog).findByText('Choose a client.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a session type.')).toBeTruthy();
    expect(within(dialog).getByText('Pick one of the free times.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a client and a session type to see the free times.')).toBeTruthy();
    expect(sentTo(BOOKINGS_PATH)).toEqual([]);
  });

  it('says when the time was just taken and shows the free times again', async () => {
    server.routes[BOOKINGS_PATH] = () => reply(409, { status: 409, error: BOOKING_MESSAGES.taken, message: BOOKING_MESSAGES.taken });
    const dialog = await open();
    await choose(dialog);
    expect(sentTo(SLOTS)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book the session' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(BOOKING_MESSAGES.taken, expect.anything()));
    await waitFor(() => expect(sentTo(SLOTS)).toHaveLength(2));
    expect(within(dialog).getByRole('radio', { name: '11:00 AM' })).toHaveProperty('checked', false);
    expect(screen.getByRole('dialog', { name: 'Book for a client' })).toBeTruthy();
  });
});
