// @vitest-environment jsdom
import { ADMIN_MESSAGES, THEME_COLOR_LABELS } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer, ok, reply } from '../../../test-support/fake-server.ts';
import { renderSignedIn, storeSession } from '../../../test-support/render-signed-in.tsx';
import { sampleUser } from '../../../test-support/sample-user.ts';
import BrandPage from './brand-page.tsx';
import { SAMPLE_BRAND } from './sample-brand.ts';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const user = { ...sampleUser, role_id: 1 };
const { server, sentTo } = installFakeServer(() => ({
  '/api/v1/admin/theme': (body) => (Object.keys(body).length ? ok({ ...SAMPLE_BRAND, ...body }) : ok(SAMPLE_BRAND)),
  '/themes/226/theme.json': () => reply(200, SAMPLE_BRAND),
}), () => {
  storeSession(user);
  toastSpy.mockClear();
});

const renderPage = () => renderSignedIn(<BrandPage />, user);
const hex = (label: string) => screen.getByRole('textbox', { name: label });
const saveButton = () => screen.getByRole('button', { name: 'Save the brand' }) as HTMLButtonElement;

describe('/admin/theme: the brand editor', () => {
  it('shows every colour, the contrast of each pair as text, and a preview in the edited colours', async () => {
    renderPage();
    expect((await screen.findByRole('textbox', { name: 'Primary' }) as HTMLInputElement).value).toBe('#14143f');
    // plain labels, without the theme file's keys ("Text", not "Text (textColor)")
    for (const [key, label] of Object.entries(THEME_COLOR_LABELS)) expect(hex(label).getAttribute('aria-invalid'), key).toBeNull();
    expect(screen.queryByText(/\((textColor|hoverColor)\)/)).toBeNull();
    expect(screen.getByText('All 7 pairs pass WCAG AA (4.5:1).')).toBeTruthy();
    expect(screen.getAllByText(/:1 — passes AA$/)).toHaveLength(7);
    expect(saveButton().disabled).toBe(true); // nothing to save yet
    fireEvent.change(hex('Primary'), { target: { value: '#5b1a8a' } });
    const frame = document.querySelector<HTMLElement>('.brand-preview__frame')!;
    expect(frame.style.getPropertyValue('--color-primary')).toBe('#5b1a8a');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it('turns Save off while a pair fails AA, says why, and saves once it passes', async () => {
    renderPage();
    await screen.findByRole('textbox', { name: 'Text' });
    fireEvent.change(hex('Text'), { target: { value: '#999999' } });
    expect(screen.getByText('2.6:1 — fails AA')).toBeTruthy();
    expect(screen.getByText('2 of 7 pairs fail WCAG AA (4.5:1).')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(saveButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(saveButton().getAttribute('aria-describedby')!)!.textContent).toContain('Text on Page background is 2.6:1');

    fireEvent.change(hex('Text'), { target: { value: '#222222' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Footer text' }), { target: { value: 'Peak Coaching' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await waitFor(() => expect(sentTo('/api/v1/admin/theme').filter((b) => Object.keys(b).length)).toHaveLength(1));
    const [body] = sentTo('/api/v1/admin/theme').filter((b) => Object.keys(b).length);
    expect(body).toMatchObject({ footerText: 'Peak Coaching', colors: { ...SAMPLE_BRAND.colors, textColor: '#222222' } });
    expect(body).not.toHaveProperty('assets');
    await screen.findByText('Everything is saved.');
    expect(toastSpy).toHaveBeenCalledWith(ADMIN_MESSAGES.themeSaved, expect.anything());
  });

  it('counts a chosen picture that is not uploaded yet as unsaved, in the status line and on leaving', async () => {
    // jsdom has no object URLs: the chosen picture's preview gets a stand-in
    Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage();
    await screen.findByText('Everything is saved.');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'peak.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type=file][name=logo]')!, { target: { files: [file] } });
    expect(screen.getByText(/^The chosen logo is not uploaded yet: “Upload and save the logo” saves it/).getAttribute('role')).toBe('status');
    expect(screen.queryByText('Everything is saved.')).toBeNull();
    // leaving asks first, as it does for any other unsaved change
    const away = document.createElement('a');
    away.href = '/schedule';
    document.body.append(away);
    fireEvent.click(away);
    expect(confirm).toHaveBeenCalledWith('The brand has changes that are not saved. Leave without saving them?');
    away.remove();

    fireEvent.change(screen.getByRole('textbox', { name: 'Footer text' }), { target: { value: 'Peak Coaching' } });
    expect(screen.getByText(/^You have unsaved changes\. The chosen logo is not uploaded yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    confirm.mockRestore();
  });

  it('shows the server\'s field message beside its field', async () => {
    server.routes['/api/v1/admin/theme'] = (body) => (Object.keys(body).length
      ? reply(422, { status: 422, error: { canonicalUrl: ['Enter a full web address (https://…).'] }, message: 'The given data was invalid.' })
      : ok(SAMPLE_BRAND));
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Peak' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Enter a full web address (https://…).')).toBeTruthy();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it('says so when the brand cannot be loaded', async () => {
    server.routes['/api/v1/admin/theme'] = () => reply(500, { status: 500, error: 'Server error', message: 'Server error' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the brand.');
    log.mockRestore();
  });
});
