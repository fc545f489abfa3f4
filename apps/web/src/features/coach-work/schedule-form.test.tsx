// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { ScheduleForm } from './schedule-form.tsx';
import { wallTimeIn } from '../../lib/wall-time.ts';

vi.mock('react-toastify/unstyled', () => {
  const toast = vi.fn();
  return { toast: Object.assign(toast, { error: toast, success: toast, info: toast, warn: toast, dismiss: toast }) };
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea, select' }), { target: { value } });
const entry = {
  id: 3, title: 'Quarterly review', description: null, starts_at: '2030-06-14T14:00:00.000Z', ends_at: null,
  time_zone: 'America/New_York', meeting_url: null, coach_name: 'Grace Hopper',
};

afterEach(cleanup);

describe('the schedule entry form (issue 12)', () => {
  it('shows the schema\'s field messages and saves nothing while they stand', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<ScheduleForm entry={null} defaultZone="Europe/London" busy={false} onSave={onSave} />);
    fill('Meeting address', 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Add to schedule' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Choose the date and time it starts.')).toBeTruthy();
    expect(screen.getByText('Enter a full web address (https://…).')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the local start and end with the chosen zone', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<ScheduleForm entry={null} defaultZone="Europe/London" busy={false} onSave={onSave} />);
    fill('Title', 'Kick-off');
    fill('Starts', '2030-01-10T09:00');
    fill('Ends', '2030-01-10T10:00');
    fill('Time zone', 'America/Denver');
    fireEvent.click(screen.getByRole('button', { name: 'Add to schedule' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({
      title: 'Kick-off', starts_at: '2030-01-10T09:00', ends_at: '2030-01-10T10:00', time_zone: 'America/Denver',
    }));
  });

  it('shows an entry\'s time as the clocks show it in its own zone, and the server\'s field messages beside their fields', async () => {
    const failure = new HttpError(422, { status: 422, error: { ends_at: ['The end must be after the start.'] }, message: 'Invalid' });
    const onSave = vi.fn(() => Promise.reject(failure));
    render(<ScheduleForm entry={entry} defaultZone="Europe/London" busy={false} onSave={onSave} onCancel={() => undefined} />);
    expect((screen.getByLabelText('Starts', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('2030-06-14T10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
  });

  it('reads wall-clock times across zones', () => {
    expect(wallTimeIn('2030-01-10T16:00:00.000Z', 'America/Denver')).toBe('2030-01-10T09:00');
    expect(wallTimeIn('2030-07-01T23:30:00.000Z', 'Asia/Tokyo')).toBe('2030-07-02T08:30');
    expect(wallTimeIn(null, 'UTC')).toBe('');
  });
});
