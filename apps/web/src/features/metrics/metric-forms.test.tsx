// @vitest-environment jsdom
import { MESSAGES, type Metric } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStoredSession } from '../../lib/session/stored-session.ts';
import { sampleUser } from '../../test-support/sample-user.ts';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { AddMetricForm, EditMetricForm, ShareMetricForm } from './metric-forms.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const METRIC: Metric = {
  id: 7, user_id: 1, name: 'Monthly revenue', unit: 'currency', description: 'Shop sales', target: 60000,
  values: [{ period: '2026-02', value: 41000 }, { period: '2026-03', value: 43500 }], currency: { code: 'USD', symbol: '$' },
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
};
let reply: () => Response = () => new Response(JSON.stringify({ status: 200, data: METRIC }));
const fetchMock = stubFetch(() => reply());
const sent = () => fetchMock.mock.calls.map((c) => JSON.parse(String((c as unknown as [string, RequestInit])[1].body)));
const onDone = vi.fn();

beforeEach(() => {
  localStorage.clear();
  writeStoredSession(sampleUser, sampleUser.pas_token);
  toastSpy.mockClear();
  onDone.mockClear();
  reply = () => new Response(JSON.stringify({ status: 200, data: METRIC }));
});

const renderIn = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the add metric form (spec §2 metrics modal "add")', () => {
  it('checks with the contract before sending: a name is required, amounts are numbers', async () => {
    renderIn(<AddMetricForm month="2026-04" onDone={onDone} />);
    type(/^Target/, '12abc');
    fireEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the metric with this month\'s value as its first, and closes', async () => {
    renderIn(<AddMetricForm month="2026-04" onDone={onDone} />);
    type(/^Name/, 'New leads');
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'number' } });
    type(/^Target/, '12');
    type(/^Value for Apr 2026/, '9');
    fireEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ name: 'New leads', unit: 'number', description: '', target: 12, values: [{ period: '2026-04', value: 9 }] }]);
  });

  it('takes a past month and numbers as the page writes them ("1,200", "$1,200.50")', async () => {
    renderIn(<AddMetricForm month="2026-04" onDone={onDone} />);
    type(/^Name/, 'Monthly revenue');
    type(/^Target/, '$1,200.50');
    const month = screen.getByRole('combobox', { name: /^Month/ });
    expect((month as HTMLSelectElement).value).toBe('2026-04');
    // three years back, newest first, nothing after this month
    const offered = [...(month as HTMLSelectElement).options].map((o) => o.value);
    expect(offered.slice(0, 3)).toEqual(['2026-04', '2026-03', '2026-02']);
    expect(offered).toHaveLength(36);
    fireEvent.change(month, { target: { value: '2025-11' } });
    type(/^Value for Nov 2025/, '1,200');
    fireEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ name: 'Monthly revenue', unit: 'currency', description: '', target: 1200.5, values: [{ period: '2025-11', value: 1200 }] }]);
  });

  it('shows a 422 reply\'s field messages beside their fields', async () => {
    reply = () => new Response(JSON.stringify({ status: 422, error: { name: ['You can track at most 50 metrics.'] }, message: 'Invalid' }), { status: 422 });
    renderIn(<AddMetricForm month="2026-04" onDone={onDone} />);
    type(/^Name/, 'One too many');
    fireEvent.click(screen.getByRole('button', { name: 'Add metric' }));
    expect(await screen.findByText('You can track at most 50 metrics.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('the edit metric form (spec §2 metrics modal "edit")', () => {
  it('starts from the metric and this month\'s value, and sends every field with the month', async () => {
    renderIn(<EditMetricForm metric={METRIC} month="2026-03" onDone={onDone} />);
    expect((screen.getByRole('textbox', { name: /^Value for Mar 2026/ }) as HTMLInputElement).value).toBe('43500');
    expect((screen.getByRole('textbox', { name: /^Target/ }) as HTMLInputElement).value).toBe('60000');
    type(/^Value for Mar 2026/, '44100.25');
    type(/^Target/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ metric_id: 7, name: 'Monthly revenue', unit: 'currency', description: 'Shop sales', target: null,
      values: [{ period: '2026-03', value: 44100.25 }] }]);
  });

  it('shows and changes the value of an earlier month chosen', async () => {
    renderIn(<EditMetricForm metric={METRIC} month="2026-04" onDone={onDone} />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Month/ }), { target: { value: '2026-02' } });
    expect((screen.getByRole('textbox', { name: /^Value for Feb 2026/ }) as HTMLInputElement).value).toBe('41000');
    type(/^Value for Feb 2026/, '41,500');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent()[0].values).toEqual([{ period: '2026-02', value: 41500 }]);
  });

  it('removes this month\'s value when its box is emptied', async () => {
    renderIn(<EditMetricForm metric={METRIC} month="2026-03" onDone={onDone} />);
    type(/^Value for Mar 2026/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent()[0].values).toEqual([{ period: '2026-03', value: null }]);
  });

  it('names no month when this month had no value and still has none', async () => {
    renderIn(<EditMetricForm metric={METRIC} month="2026-04" onDone={onDone} />);
    expect((screen.getByRole('textbox', { name: /^Value for Apr 2026/ }) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent()[0]).not.toHaveProperty('values');
  });
});

describe('the share form (spec §2 metrics modal "share", §8 toasts)', () => {
  it('says \'Email sent successfully\' when the coach was mailed', async () => {
    reply = () => new Response(JSON.stringify({ status: 200, data: MESSAGES.emailSent }));
    renderIn(<ShareMetricForm metric={METRIC} onDone={onDone} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Message to your coach/ }), { target: { value: 'March was strong.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to my coach' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(MESSAGES.emailSent, expect.anything()));
    expect(sent()).toEqual([{ metric_id: 7, message: 'March was strong.' }]);
    expect(onDone).toHaveBeenCalled();
  });

  it('says \'Unable to send email\' when the call fails, and stays open', async () => {
    reply = () => new Response(JSON.stringify({ status: 404, error: 'Not found.', message: 'Not found.' }), { status: 404 });
    renderIn(<ShareMetricForm metric={METRIC} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send to my coach' }));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(MESSAGES.unableToSendEmail, expect.anything()));
    expect(onDone).not.toHaveBeenCalled();
  });
});
