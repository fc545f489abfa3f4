// @vitest-environment jsdom
import type { AvailabilityBody } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_PATH } from './api.ts';
import { AVAILABILITY_SAVED } from './availability-form.tsx';
import { availability, callsTo, ok, renderAt, reply, sentTo, server } from './test-server.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

// by its legend: role queries over the page's ~400 time zones are slow in jsdom
const day = (name: string) => screen.getByText(name, { selector: 'legend' }).closest('fieldset')!;
/** A button by its whole text, hidden words too (a plain scan: fast on this long page). */
const button = (text: string, scope: HTMLElement = document.body) => {
  const found = [...scope.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s+/g, ' ').trim() === text);
  expect(found).toHaveLength(1);
  return found[0]!;
};
/** The control a <label> with this whole text (hidden words too) names; a plain scan, as `button`. */
const input = (text: string, scope: HTMLElement = document.body) => {
  const labels = [...scope.querySelectorAll('label')].filter((l) => l.textContent?.replace(/\s+/g, ' ').trim() === text);
  expect(labels).toHaveLength(1);
  return document.getElementById(labels[0]!.htmlFor) as HTMLInputElement;
};
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const puts = () => callsTo(AVAILABILITY_PATH).filter((c) => c.method === 'PUT');

beforeEach(() => {
  toastSpy.mockClear();
  server.routes[AVAILABILITY_PATH] = (body) => ok('time_zone' in body ? body : availability());
});

describe('/coach/sessions/availability (issue 20)', () => {
  it('shows every part of the availability as the server has it', async () => {
    renderAt('/coach/sessions/availability');
    expect((await screen.findByText('Time zone', { selector: 'label' }).then(() => input('Time zone'))).value).toBe('America/Denver');
    expect(input('From (Monday, range 1)', day('Monday'))).toHaveProperty('value', '09:00');
    expect(input('To (Monday, range 2)', day('Monday'))).toHaveProperty('value', '17:00');
    // "24:00" ends Friday at midnight, which a time field shows as 12:00 AM
    expect(input('To (Friday, range 1)', day('Friday'))).toHaveProperty('value', '00:00');
    expect(within(day('Saturday')).getByText('Closed')).toBeTruthy();
    expect([...document.querySelectorAll('ul[aria-label="Dates off"] > li')].map((li) => li.firstChild?.textContent)).toEqual(['Friday, December 25, 2026']);
    expect(input('From (Saturday, December 19, 2026, range 1)', day('Saturday, December 19, 2026'))).toHaveProperty('value', '10:00');
    expect(input('Hours').value).toBe('2');
    expect(input('Minutes').value).toBe('30');
    expect(input('Buffer between sessions (minutes)').value).toBe('15');
    expect(input('Clients may book ahead (days)').value).toBe('60');
    expect(input('Sessions a day, at most').value).toBe('6');
    expect(input('Clients may change a session until (hours before)').value).toBe('24');
    expect(input('Reminder 1').value).toBe('1');
    expect(input('Unit of reminder 1').value).toBe('days');
    expect(input('Reminder 2').value).toBe('1');
    expect(input('Unit of reminder 2').value).toBe('hours');
    expect(input('Flag a client with no session booked in (days)').value).toBe('30');
  });

  it('saves the whole of it with PUT, with the changes made, and says so', async () => {
    renderAt('/coach/sessions/availability');
    await screen.findByText('Time zone', { selector: 'label' });
    change(input('Time zone'), 'Europe/Lisbon');
    fireEvent.click(button('Add hours on Saturday', day('Saturday')));
    change(input('From (Saturday, range 1)', day('Saturday')), '08:30');
    change(input('To (Saturday, range 1)', day('Saturday')), '12:00');
    fireEvent.click(button('Remove Monday, range 2', day('Monday')));
    // focus stays on the day, at its Add button
    await waitFor(() => expect(document.activeElement).toBe(button('Add hours on Monday', day('Monday'))));
    fireEvent.click(button('Remove Friday, December 25, 2026'));
    change(input('Date off'), '2026-12-31');
    fireEvent.click(button('Add date off'));
    change(input('Extra date'), '2026-12-12');
    fireEvent.click(button('Add extra date'));
    change(input('Minutes'), '0');
    change(input('Sessions a day, at most'), '');
    change(input('Reminder 2'), '30');
    change(input('Unit of reminder 2'), 'minutes');
    change(input('Flag a client with no session booked in (days)'), '');
    fireEvent.click(button('Save availability'));

    await waitFor(() => expect(puts()).toHaveLength(1));
    const expected: AvailabilityBody = {
      time_zone: 'Europe/Lisbon',
      weekly: {
        1: [{ start: '09:00', end: '12:00' }],
        2: [{ start: '09:00', end: '17:00' }],
        3: [{ start: '09:00', end: '17:00' }],
        4: [{ start: '09:00', end: '17:00' }],
        5: [{ start: '18:00', end: '24:00' }],
        6: [{ start: '08:30', end: '12:00' }],
        7: [],
      },
      dates_off: ['2026-12-31'],
      extra_dates: [{ date: '2026-12-12', ranges: [{ start: '09:00', end: '17:00' }] }, { date: '2026-12-19', ranges: [{ start: '10:00', end: '12:00' }] }],
      min_notice_minutes: 120, buffer_minutes: 15, horizon_days: 60, max_per_day: null, cutoff_hours: 24,
      reminder_minutes: [1440, 30], behind_after_days: null,
    };
    expect(puts()[0]!.body).toEqual(expected);
    expect(puts()[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(AVAILABILITY_SAVED, expect.anything()));
  });

  it('puts a 422 message beside its field and focuses it', async () => {
    server.routes[AVAILABILITY_PATH] = (body) => ('time_zone' in body
      ? reply(422, { status: 422, error: { 'weekly.1.0.end': ['This range runs into your lunch break.'] }, message: 'Invalid' })
      : ok(availability()));
    renderAt('/coach/sessions/availability');
    fireEvent.click(await screen.findByText('Save availability', { selector: 'button' }));
    const end = input('To (Monday, range 1)', day('Monday'));
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    const described = end.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This range runs into your lunch break.');
    await waitFor(() => expect(document.activeElement).toBe(end));
    // the other fields stay as they were
    expect(input('From (Monday, range 1)', day('Monday')).getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the hours and numbers before sending, with the contract\'s words and the units', async () => {
    renderAt('/coach/sessions/availability');
    await screen.findByText('Tuesday', { selector: 'legend' });
    change(input('To (Tuesday, range 1)', day('Tuesday')), '08:00');
    change(input('From (Wednesday, range 1)', day('Wednesday')), '');
    fireEvent.click(button('Add hours on Thursday', day('Thursday')));
    change(input('From (Thursday, range 2)', day('Thursday')), '16:00');
    change(input('Buffer between sessions (minutes)'), '500');
    change(input('Reminder 1'), '2');
    change(input('Unit of reminder 1'), 'minutes');
    fireEvent.click(button('Save availability'));

    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(screen.getByText('Use a time like 09:00.')).toBeTruthy();
    expect(within(day('Thursday')).getByText('The ranges of a day must not overlap.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of minutes from 0 to 240.')).toBeTruthy();
    expect(screen.getByText('A reminder goes from 5 minutes to 7 days before.')).toBeTruthy();
    expect(puts()).toEqual([]);
    expect(sentTo(AVAILABILITY_PATH)).toHaveLength(1);
  });

  it('keeps a date from being added twice', async () => {
    renderAt('/coach/sessions/availability');
    change(await screen.findByText('Date off', { selector: 'label' }).then(() => input('Date off')), '2026-12-25');
    fireEvent.click(button('Add date off'));
    expect(screen.getByText('That date is in the list already.')).toBeTruthy();
    expect([...document.querySelectorAll('ul[aria-label="Dates off"] > li')]).toHaveLength(1);
  });
});
