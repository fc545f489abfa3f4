// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer, ok, refuse, reply } from '../../test-support/fake-server.ts';
import { renderSignedIn } from '../../test-support/render-signed-in.tsx';
import { sampleUser } from '../../test-support/sample-user.ts';
import { NotificationPreferencesCard } from './notification-preferences.tsx';

// Issue 21: on /profile, how each kind of notification comes by mail and the digest's hour.
const PREFERENCES = '/api/v1/notifications/preferences';
const STORED = {
  deliveries: { coach_replied: 'now', file_shared: 'now', work_due: 'digest' },
  digest_hour: 7,
  time_zone: 'America/Denver',
};
const { server, sentTo } = installFakeServer(() => ({
  [PREFERENCES]: (body) => ok('deliveries' in body ? { ...body, time_zone: 'America/Denver' } : STORED),
}));

const renderCard = () => renderSignedIn(<NotificationPreferencesCard />, sampleUser);
const group = (name: string) => screen.findByRole('group', { name });
const choose = async (kind: string, choice: string) => fireEvent.click(within(await group(kind)).getByRole('radio', { name: choice }));
const hour = () => screen.getByRole('combobox', { name: 'Daily digest time' }) as HTMLSelectElement;
const saveButton = () => screen.getByRole('button', { name: /Save notification choices|Saving/ });

describe('notification mail choices on /profile (issue 21)', () => {
  it('shows each kind the user receives with its choice, and the digest hour in their zone', async () => {
    renderCard();
    expect((within(await group('Replies from your coach')).getByRole('radio', { name: 'At once' }) as HTMLInputElement).checked).toBe(true);
    expect((within(await group('Commitments and action steps due or overdue')).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('group')).toHaveLength(3); // only the kinds in the reply
    expect(hour().selectedOptions[0]!.textContent).toBe('07:00 (America/Denver)');
    expect(hour().options).toHaveLength(24);
  });

  it('saves the choices once, however often Save is pressed, and says so', async () => {
    let answer!: () => void;
    server.routes[PREFERENCES] = (body) => ('deliveries' in body
      ? new Promise((resolve) => { answer = () => resolve(ok({ ...body, time_zone: 'America/Denver' })); })
      : ok(STORED));
    renderCard();
    await choose('Files shared with you', 'Off');
    fireEvent.change(hour(), { target: { value: '18' } });
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toMatch(/Saving/));
    fireEvent.click(saveButton());
    const body = { deliveries: { coach_replied: 'now', file_shared: 'off', work_due: 'digest' }, digest_hour: 18 };
    expect(sentTo(PREFERENCES).filter((sent) => 'deliveries' in sent)).toEqual([body]);
    answer();
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect((within(await group('Files shared with you')).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    expect(hour().value).toBe('18');
    // a new change clears "Saved."
    await choose('Replies from your coach', 'Daily digest');
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('shows a 422\'s messages at their fields and keeps what the user chose', async () => {
    server.routes[PREFERENCES] = (body) => ('deliveries' in body
      ? reply(422, {
        status: 422, message: 'The given data was invalid.',
        error: { 'deliveries.file_shared': ['Choose at once, daily digest or off.'], digest_hour: ['Choose an hour from 0 to 23.'] },
      })
      : ok(STORED));
    renderCard();
    await choose('Files shared with you', 'Daily digest');
    fireEvent.change(hour(), { target: { value: '5' } });
    fireEvent.click(saveButton());
    const files = await group('Files shared with you');
    expect(await within(files).findByText('Choose at once, daily digest or off.')).toBeTruthy();
    expect(files.getAttribute('aria-describedby')).toBeTruthy();
    expect(hour().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose an hour from 0 to 23.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Not saved. Please check the marked choices.');
    expect((within(files).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked).toBe(true);
    expect(hour().value).toBe('5');
  });

  it('keeps the choices when the save fails for another reason, and saves them on the next try', async () => {
    server.routes[PREFERENCES] = (body) => ('deliveries' in body ? refuse(503, 'The service is busy.') : ok(STORED));
    renderCard();
    await choose('Replies from your coach', 'Off');
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved. The service is busy.');
    expect((within(await group('Replies from your coach')).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    server.routes[PREFERENCES] = (body) => ok('deliveries' in body ? { ...body, time_zone: 'America/Denver' } : STORED);
    fireEvent.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(sentTo(PREFERENCES).filter((sent) => 'deliveries' in sent).at(-1)).toMatchObject({ deliveries: { coach_replied: 'off' } });
  });

  it('says when the choices cannot be loaded', async () => {
    server.routes[PREFERENCES] = () => refuse(503, 'The service is busy.');
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your notification choices. The service is busy.');
  });
});
