// @vitest-environment jsdom
import type { TenantSettings } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer, ok, reply } from '../../../test-support/fake-server.ts';
import { renderSignedIn, storeSession } from '../../../test-support/render-signed-in.tsx';
import { sampleUser } from '../../../test-support/sample-user.ts';
import SettingsPage, { SETTINGS_SAVED } from './settings-page.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const user = { ...sampleUser, role_id: 1 };
const CURRENT: TenantSettings = {
  name: 'Summit Coaching', mail_sender_name: null, mail_from_address: 'mail@portal.test', support_email: 'help@summit.test',
  currency: 'usd', time_zone: 'UTC',
};

const { server, sentTo } = installFakeServer(() => ({
  '/api/v1/admin/settings': (body) => ok(Object.keys(body).length ? { ...CURRENT, ...body, currency: String(body.currency).toLowerCase() } : CURRENT),
}), () => {
  storeSession(user);
  toastSpy.mockClear();
});

const box = (name: string) => screen.findByRole('textbox', { name }) as Promise<HTMLInputElement>;

// Issue 23: the tenant's admin sets its mail sender name, support address, currency and time zone.
describe('/admin/settings: the portal\'s settings', () => {
  it('shows the current settings and says where mail comes from', async () => {
    renderSignedIn(<SettingsPage />, user);
    expect((await box('Mail sender name')).value).toBe('');
    expect(screen.getByText(/at mail@portal\.test\. Leave it empty for "Summit Coaching"/)).toBeTruthy();
    expect((await box('Support email')).value).toBe('help@summit.test');
    expect((await box('Currency')).value).toBe('USD');
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement).value).toBe('UTC');
  });

  it('saves them, checked as the server checks them', async () => {
    renderSignedIn(<SettingsPage />, user);
    fireEvent.change(await box('Currency'), { target: { value: 'EURO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Enter a 3-letter currency code, such as USD.')).toBeTruthy();
    expect(sentTo('/api/v1/admin/settings').filter((b) => Object.keys(b).length)).toHaveLength(0);

    fireEvent.change(await box('Currency'), { target: { value: 'eur' } });
    fireEvent.change(await box('Mail sender name'), { target: { value: 'Summit Team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(SETTINGS_SAVED, expect.anything()));
    expect(sentTo('/api/v1/admin/settings').filter((b) => Object.keys(b).length)).toEqual([
      { mail_sender_name: 'Summit Team', support_email: 'help@summit.test', currency: 'eur', time_zone: 'UTC' },
    ]);
  });

  it('shows the server\'s field messages beside their fields', async () => {
    server.routes['/api/v1/admin/settings'] = (body) => (Object.keys(body).length
      ? reply(422, { status: 422, error: { support_email: ['Enter a valid email address.'] }, message: 'The given data was invalid.' })
      : ok(CURRENT));
    renderSignedIn(<SettingsPage />, user);
    await box('Support email');
    fireEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
  });
});
