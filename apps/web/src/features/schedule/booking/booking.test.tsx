// @vitest-environment jsdom
import { BOOKING_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  booking, callsTo, ok, refuse, renderSchedule, reply, server, sessionType, SLOTS,
} from './test-server.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const flow = () => screen.getByRole('dialog', { name: 'Book a session' });

async function openFlow() {
  renderSchedule();
  fireEvent.click(await screen.findByRole('button', { name: 'Book a session' }));
  return within(flow());
}

/** Opens the flow, keeps the first type and goes to its times. */
async function toTimes() {
  const dialog = await openFlow();
  fireEvent.click(await dialog.findByRole('button', { name: 'Choose a time' }));
  await dialog.findByRole('group', { name: 'Times on Tuesday, March 3' });
  return dialog;
}

const timeButton = (dialog: ReturnType<typeof within>, clock: string) =>
  dialog.getByRole('button', { name: new RegExp(`^${clock}`) });

describe('booking: the session types (issue 20)', () => {
  it('lists each type with its length and allowance; a used-up type is shown but cannot be picked, saying why', async () => {
    const dialog = await openFlow();
    const group = await dialog.findByRole('group', { name: 'Which kind of session?' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.querySelector('.booking-type__name')?.textContent)).toEqual(['Strategy session', 'Quick check-in', 'Workshop']);
    const [strategy, checkIn, workshop] = radios as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    expect(strategy.checked).toBe(true);
    expect(strategy.labels?.[0]?.textContent).toContain('60 minutes · Video call · 2 of 4 used this month');
    expect(checkIn.disabled).toBe(true);
    expect(checkIn.labels?.[0]?.textContent).toBe(`Quick check-in 30 minutes · Phone call · 2 of 2 used this month ${BOOKING_MESSAGES.allowance}`);
    expect(workshop.labels?.[0]?.textContent).toContain('90 minutes · In person');
    expect(workshop.labels?.[0]?.textContent).not.toContain('used this month');

    fireEvent.click(workshop);
    fireEvent.click(dialog.getByRole('button', { name: 'Choose a time' }));
    await dialog.findByRole('heading', { name: 'Choose a time' });
    expect(dialog.getByText(/Workshop, 90 minutes/)).toBeTruthy();
    await waitFor(() => expect(callsTo('GET', '/api/v1/booking/slots')[0]?.query.get('type_id')).toBe('3'));
  });

  it('tells a client whose coach has no session types, without a button that leads nowhere', async () => {
    server.routes['GET /api/v1/booking/types'] = () => ok([]);
    renderSchedule();
    expect(await screen.findByText('No sessions are open for you to book yet. Ask your coach if you expected some.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book a session' })).toBeNull();
  });

  it('tells a client without a coach, and lists no sessions', async () => {
    server.routes['GET /api/v1/booking/types'] = () => refuse(403, BOOKING_MESSAGES.noCoach);
    server.routes['GET /api/v1/bookings'] = () => refuse(403, BOOKING_MESSAGES.noCoach);
    renderSchedule();
    expect(await screen.findByText(BOOKING_MESSAGES.noCoach)).toBeTruthy();
    expect(await screen.findByText('You have no sessions booked.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book a session' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when every type is used up this month', async () => {
    server.routes['GET /api/v1/booking/types'] = () => ok([sessionType({ allowance: { per_month: 1, used: 1 } })]);
    const dialog = await openFlow();
    expect(await dialog.findByText(/You have used every session you can book this month/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Choose a time' })).toBeNull();
  });

  it('shows a failed read of the types with a way to try again', async () => {
    let fail = true;
    server.routes['GET /api/v1/booking/types'] = () => (fail ? refuse(503, 'The portal is busy.') : ok([sessionType()]));
    const dialog = await openFlow();
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the session types. The portal is busy.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('radio', { name: /Strategy session/ })).toBeTruthy();
  });
});

describe('booking: the free times (issue 20)', () => {
  it('asks for two weeks from today and groups the times by the client\'s dates, each also on the coach\'s clock', async () => {
    const dialog = await toTimes();
    const [first] = callsTo('GET', '/api/v1/booking/slots');
    expect(Object.fromEntries(first!.query)).toEqual({ type_id: '1', from: '2026-03-02', to: '2026-03-15' });
    expect(dialog.getByText('March 2 to March 15, 2026')).toBeTruthy();
    expect(dialog.getByText(/Times are in Europe\/Berlin\. Your coach's time, in America\/Denver, is shown under each\./)).toBeTruthy();
    const days = dialog.getByRole('group', { name: 'Day' });
    expect(within(days).getAllByRole('button').map((b) => b.textContent))
      .toEqual(['Tuesday, March 3, 1 time', 'Wednesday, March 4, 1 time', 'Tuesday, March 10, 1 time']);
    expect(within(days).getByRole('button', { name: /Tuesday, March 3/ }).getAttribute('aria-pressed')).toBe('true');
    expect(timeButton(dialog, '5:00 PM').textContent).toBe('5:00 PM, 9:00 AM in America/Denver');

    // 00:30 in Berlin is the evening before in Denver: the client's date decides the day
    fireEvent.click(within(days).getByRole('button', { name: /Wednesday, March 4/ }));
    expect(timeButton(within(dialog.getByRole('group', { name: 'Times on Wednesday, March 4' })), '12:30 AM').textContent)
      .toBe('12:30 AM, 4:30 PM in America/Denver');
    // after the US clocks moved (March 8) and before Europe's (March 29): eight hours apart, not seven
    fireEvent.click(within(days).getByRole('button', { name: /Tuesday, March 10/ }));
    expect(timeButton(dialog, '4:00 PM').textContent).toBe('4:00 PM, 9:00 AM in America/Denver');
  });

  it('shows one clock when the coach shares the client\'s zone', async () => {
    server.routes['GET /api/v1/booking/slots'] = () => ok({ ...SLOTS, coach_time_zone: 'Europe/Berlin' });
    const dialog = await toTimes();
    expect(dialog.getByText('Times are in Europe/Berlin.')).toBeTruthy();
    expect(timeButton(dialog, '5:00 PM').textContent).toBe('5:00 PM');
  });

  it('pages two weeks at a time, never before today; an empty page says so and offers the next', async () => {
    const dialog = await toTimes();
    const earlier = dialog.getByRole('button', { name: 'Earlier weeks' }) as HTMLButtonElement;
    expect(earlier.disabled).toBe(true);
    server.routes['GET /api/v1/booking/slots'] = ({ query }) => ok(query.get('from') === '2026-03-16' ? { ...SLOTS, slots: [] } : SLOTS);
    fireEvent.click(dialog.getByRole('button', { name: 'Later weeks' }));
    expect(await dialog.findByText('There are no free times in these two weeks.')).toBeTruthy();
    expect(dialog.getByText('March 16 to March 29, 2026')).toBeTruthy();
    expect(Object.fromEntries(callsTo('GET', '/api/v1/booking/slots').at(-1)!.query))
      .toEqual({ type_id: '1', from: '2026-03-16', to: '2026-03-29' });
    fireEvent.click(dialog.getByRole('button', { name: 'Show the next two weeks' }));
    expect(await dialog.findByText('March 30 to April 12, 2026')).toBe(document.activeElement);
    await waitFor(() => expect(callsTo('GET', '/api/v1/booking/slots').at(-1)!.query.get('from')).toBe('2026-03-30'));
    fireEvent.click(dialog.getByRole('button', { name: 'Earlier weeks' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Earlier weeks' }));
    await dialog.findByText('March 2 to March 15, 2026');
    expect(document.activeElement?.textContent).toBe('March 2 to March 15, 2026');
  });

  it('shows a failed read of the times with a way to try again', async () => {
    let fail = true;
    server.routes['GET /api/v1/booking/slots'] = () => (fail ? refuse(503, 'The portal is busy.') : ok(SLOTS));
    const dialog = await openFlow();
    fireEvent.click(await dialog.findByRole('button', { name: 'Choose a time' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the free times. The portal is busy.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('group', { name: 'Times on Tuesday, March 3' })).toBeTruthy();
  });
});

describe('booking: confirming (issue 20)', () => {
  it('sends the type, start and note with an Idempotency-Key, shows the session and refreshes the list', async () => {
    const made = booking({ id: 9, start: SLOTS.slots[0]!.start, end: SLOTS.slots[0]!.end, note: 'Pricing for spring' });
    server.routes['POST /api/v1/bookings'] = () => {
      server.routes['GET /api/v1/bookings'] = () => ok([made]);
      return reply(201, { status: 201, data: made });
    };
    const dialog = await toTimes();
    fireEvent.click(timeButton(dialog, '5:00 PM'));
    expect(await dialog.findByRole('heading', { name: 'Confirm your session' })).toBe(document.activeElement);
    expect(dialog.getByText('5:00 PM GMT+1, Tuesday, March 3rd, 2026')).toBeTruthy();
    expect(dialog.getByText('9:00 AM in America/Denver')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /Note for your coach/ }), { target: { value: '  Pricing for spring ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));

    expect(await dialog.findByRole('heading', { name: 'Your session is booked' })).toBeTruthy();
    const [sent] = callsTo('POST', '/api/v1/bookings');
    expect(sent!.body).toEqual({ type_id: 1, start: '2026-03-03T17:00:00+01:00', note: 'Pricing for spring' });
    expect(sent!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID);
    expect(within(flow()).getByRole('status').textContent)
      .toBe('Your session is booked: Strategy session, 5:00 PM GMT+1, Tuesday, March 3rd, 2026.');
    expect(dialog.getByText('Pricing for spring')).toBeTruthy();
    expect(dialog.getByRole('link', { name: /Join the video call/ }).getAttribute('href')).toBe('https://meet.example.com/abc');

    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'Strategy session' })).toBeTruthy();
    expect(callsTo('GET', '/api/v1/bookings').length).toBeGreaterThanOrEqual(2);
  });

  it('on a 409 shows the server\'s words, reads the times again and keeps the note', async () => {
    server.routes['POST /api/v1/bookings'] = () => refuse(409, BOOKING_MESSAGES.taken);
    const dialog = await toTimes();
    fireEvent.click(timeButton(dialog, '5:00 PM'));
    fireEvent.change(await dialog.findByRole('textbox', { name: /Note for your coach/ }), { target: { value: 'Cash flow' } });
    const readsBefore = callsTo('GET', '/api/v1/booking/slots').length;
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.taken);
    expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBe(document.activeElement);
    await waitFor(() => expect(callsTo('GET', '/api/v1/booking/slots').length).toBeGreaterThan(readsBefore));
    const firstKey = callsTo('POST', '/api/v1/bookings')[0]!.headers.get(IDEMPOTENCY_KEY_HEADER);

    server.routes['POST /api/v1/bookings'] = () => reply(201, { status: 201, data: booking({ id: 10 }) });
    fireEvent.click(within(await dialog.findByRole('group', { name: 'Day' })).getByRole('button', { name: /Tuesday, March 10/ }));
    fireEvent.click(timeButton(dialog, '4:00 PM'));
    expect((await dialog.findByRole('textbox', { name: /Note for your coach/ }) as HTMLTextAreaElement).value).toBe('Cash flow');
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm booking' }));
    await dialog.findByRole('heading', { name: 'Your session is booked' });
    const second = callsTo('POST', '/api/v1/bookings')[1]!;
    expect(second.body).toEqual({ type_id: 1, start: '2026-03-10T16:00:00+01:00', note: 'Cash flow' });
    expect(second.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(firstKey);
  });

  it('on a 422 shows the field messages: the note\'s beside it, the others above', async () => {
    server.routes['POST /api/v1/bookings'] = () => reply(422, {
      status: 422, message: 'The given data was invalid.',
      error: { note: ['Must be at most 1000 characters.'], start: [BOOKING_MESSAGES.notice] },
    });
    const dialog = await toTimes();
    fireEvent.click(timeButton(dialog, '5:00 PM'));
    fireEvent.click(await dialog.findByRole('button', { name: 'Confirm booking' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.notice);
    const note = dialog.getByRole('textbox', { name: /Note for your coach/ });
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Must be at most 1000 characters.')).toBeTruthy();
  });

  it('sends a double click once, showing the button busy meanwhile', async () => {
    let answer: (r: Response) => void = () => undefined;
    server.routes['POST /api/v1/bookings'] = () => new Promise<Response>((resolve) => { answer = resolve; });
    const dialog = await toTimes();
    fireEvent.click(timeButton(dialog, '5:00 PM'));
    const confirm = await dialog.findByRole('button', { name: 'Confirm booking' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirm);
    answer(reply(201, { status: 201, data: booking({ id: 11 }) }));
    await dialog.findByRole('heading', { name: 'Your session is booked' });
    expect(callsTo('POST', '/api/v1/bookings')).toHaveLength(1);
  });
});

describe('your sessions on /schedule (issue 20)', () => {
  it('lists upcoming sessions in the client\'s zone with the coach\'s, place, note and state', async () => {
    server.routes['GET /api/v1/bookings'] = () => ok([
      booking({ id: 1, start: '2026-02-20T10:00:00+01:00', end: '2026-02-20T11:00:00+01:00', status: 'attended' }),
      booking({ id: 5, note: 'Hiring plan' }),
      booking({ id: 6, type_name: 'Quick check-in', location_kind: 'phone', meeting_url: null, location: '+49 30 1234567', status: 'cancelled', cancel_reason: 'Travelling' }),
    ]);
    renderSchedule();
    const cards = await screen.findAllByRole('article', { name: /Strategy session|Quick check-in/ });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('5:00 PM GMT+1, Thursday, March 5th, 2026 to 6:00 PM');
    expect(first.textContent).toContain('For your coach: 9:00 AM in America/Denver');
    expect(first.textContent).toContain('Your note: Hiring plan');
    expect(first.textContent).toContain('Booked');
    expect(within(first).getByRole('link', { name: /Join the video call/ })).toBeTruthy();
    expect(second.textContent).toContain('Cancelled');
    expect(second.textContent).toContain('Phone call: +49 30 1234567');
    expect(second.textContent).toContain('Reason for cancelling: Travelling');
    expect(within(second).queryByRole('button')).toBeNull();
    // the coach's own schedule stays below
    expect(screen.getByRole('heading', { name: /Upcoming sessions/ })).toBeTruthy();
  });

  it('says when nothing is booked, and shows a failed read with a way to try again', async () => {
    server.routes['GET /api/v1/bookings'] = () => refuse(503, 'The portal is busy.');
    renderSchedule();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your sessions. The portal is busy.');
    server.routes['GET /api/v1/bookings'] = () => ok([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no sessions booked.')).toBeTruthy();
  });

  it('after the cut-off says the session can no longer be changed here and links to a message', async () => {
    server.routes['GET /api/v1/bookings'] = () => ok([booking({ changeable_until: '2026-03-02T07:00:00Z' })]);
    renderSchedule();
    const card = await screen.findByRole('article', { name: 'Strategy session' });
    expect(within(card).getByText(BOOKING_MESSAGES.cutOff)).toBeTruthy();
    expect(BOOKING_MESSAGES.cutOff).toBe('This session can no longer be changed here. Send your coach a message instead.');
    expect(within(card).queryByRole('button', { name: /Reschedule|Cancel/ })).toBeNull();
    fireEvent.click(within(card).getByRole('link', { name: 'Write to your coach' }));
    expect(await screen.findByText('New message')).toBeTruthy();
  });

  it('reschedules through the times and Confirm, with only the new start', async () => {
    server.routes['GET /api/v1/bookings'] = () => ok([booking()]);
    server.routes['POST /api/v1/bookings/5/reschedule'] = ({ body }) => ok(booking({ start: String(body.start), end: '2026-03-10T17:00:00+01:00' }));
    renderSchedule();
    fireEvent.click(await screen.findByRole('button', { name: /^Reschedule Strategy session on 5:00 PM GMT\+1, Thursday, March 5th, 2026/ }));
    const moveDialog = screen.getByRole('dialog', { name: 'Move your session' });
    const dialog = within(moveDialog);
    expect(moveDialog.textContent).toContain('Strategy session, 60 minutes. Now booked for 5:00 PM GMT+1, Thursday, March 5th, 2026.');
    expect(dialog.queryByRole('radio')).toBeNull();
    fireEvent.click(within(await dialog.findByRole('group', { name: 'Day' })).getByRole('button', { name: /Tuesday, March 10/ }));
    fireEvent.click(timeButton(dialog, '4:00 PM'));
    expect(dialog.queryByRole('textbox')).toBeNull();
    fireEvent.click(await dialog.findByRole('button', { name: 'Move my session' }));
    expect(await dialog.findByRole('heading', { name: 'Your session is moved' })).toBeTruthy();
    const [sent] = callsTo('POST', '/api/v1/bookings/5/reschedule');
    expect(sent!.body).toEqual({ start: '2026-03-10T16:00:00+01:00' });
    expect(sent!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID);
    expect(callsTo('GET', '/api/v1/booking/slots')[0]!.query.get('type_id')).toBe('1');
  });

  it('shows the server\'s refusal of a reschedule after the cut-off', async () => {
    server.routes['GET /api/v1/bookings'] = () => ok([booking()]);
    server.routes['POST /api/v1/bookings/5/reschedule'] = () => refuse(422, BOOKING_MESSAGES.cutOff);
    renderSchedule();
    fireEvent.click(await screen.findByRole('button', { name: /^Reschedule/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Move your session' }));
    fireEvent.click(timeButton(await dialog.findByRole('group', { name: 'Times on Tuesday, March 3' }).then(within), '5:00 PM'));
    fireEvent.click(await dialog.findByRole('button', { name: 'Move my session' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.cutOff);
  });

  it('cancels after a confirmation with an optional reason, and says so', async () => {
    server.routes['GET /api/v1/bookings'] = () => ok([booking()]);
    server.routes['POST /api/v1/bookings/5/cancel'] = ({ body }) => {
      const done = booking({ status: 'cancelled', cancel_reason: String(body.reason) });
      server.routes['GET /api/v1/bookings'] = () => ok([done]);
      return ok(done);
    };
    renderSchedule();
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel Strategy session/ }));
    const cancelDialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    const dialog = within(cancelDialog);
    expect(cancelDialog.textContent).toContain('Strategy session, 5:00 PM GMT+1, Thursday, March 5th, 2026.');
    fireEvent.click(dialog.getByRole('button', { name: 'Keep the session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST', '/api/v1/bookings/5/cancel')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /^Cancel Strategy session/ }));
    const again = within(screen.getByRole('dialog', { name: 'Cancel this session?' }));
    fireEvent.change(again.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Travelling that week' } });
    fireEvent.click(again.getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = callsTo('POST', '/api/v1/bookings/5/cancel');
    expect(sent!.body).toEqual({ reason: 'Travelling that week' });
    expect(sent!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(UUID);
    expect(screen.getByText('Your Strategy session on 5:00 PM GMT+1, Thursday, March 5th, 2026 is cancelled.').getAttribute('role')).toBe('status');
    const card = await screen.findByRole('article', { name: 'Strategy session' });
    await waitFor(() => expect(card.textContent).toContain('Cancelled'));
  });
});
