// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { ConfirmIdentityDialog } from './confirm-identity-dialog.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() });
  return { toast };
});

// "Confirm it's you" (issue 22): the password, or a code mailed on request; the server's word on a
// wrong one beside its field. Removing a passkey uses it, and deleting the account will.
const calls: string[] = [];
beforeEach(() => {
  // jsdom has no <dialog> methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) { this.open = false; };
  calls.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ status: 200, data: { sent: true, expires_in: 600 } }), { status: 200 });
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

function renderDialog(onConfirm: (proof: unknown) => Promise<unknown>) {
  const view = render(
    <ConfirmIdentityDialog open title="Remove this passkey?" confirmLabel="Remove passkey" onConfirm={onConfirm} onCancel={() => undefined}>
      <p>Laptop will no longer sign you in.</p>
    </ConfirmIdentityDialog>,
  );
  return view;
}

describe('ConfirmIdentityDialog', () => {
  it('sends the password, and shows the server\'s message beside it when it is wrong', async () => {
    const onConfirm = vi.fn(async () => {
      throw new HttpError(422, { error: { password: ['That password is not right.'] }, message: 'x' });
    });
    renderDialog(onConfirm);
    expect(screen.getByText('Laptop will no longer sign you in.')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Remove passkey' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'secret' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ password: 'secret' }));
    expect(await screen.findByText('That password is not right.')).toBeTruthy();
    expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
  });

  it('mails a code on request and sends it instead of the password', async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderDialog(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Email me a code instead' }));
    const code = await screen.findByLabelText('Code from the email');
    expect(calls).toEqual(['/api/v1/me/confirm-code']);
    fireEvent.change(code, { target: { value: '12a3456' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ otp: '123456' }));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use my password instead' }));
    expect(screen.getByLabelText('Your password')).toBeTruthy();
  });
});
