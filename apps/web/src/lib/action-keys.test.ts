import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@portal/contract';
import { describeForm, newActionKey, sendAction } from './action-keys.ts';

// DESIGN §5: one key per user action, kept across that action's own retries.
describe('action keys', () => {
  const answer = (status: number) => async () => ({ status });

  it('makes UUIDs the server accepts', () => {
    expect(newActionKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('sends a double click once: the second send shares the first one\'s answer', async () => {
    const keys: string[] = [];
    let release!: () => void;
    const send = (key: string) => { keys.push(key); return new Promise<{ status: number }>((r) => { release = () => r({ status: 201 }); }); };
    const first = sendAction('POST /a\n{"x":1}', send);
    const second = sendAction('POST /a\n{"x":1}', send);
    release();
    expect(await second).toBe(await first);
    expect(keys).toHaveLength(1);
  });

  it('keeps the key for a retry after a dropped connection or a 5xx, and makes a new one after success', async () => {
    const keys: string[] = [];
    const record = (status: number | 'drop') => (key: string) => {
      keys.push(key);
      return status === 'drop' ? Promise.reject(new TypeError('Failed to fetch')) : answer(status)();
    };
    await expect(sendAction('POST /b\n{}', record('drop'))).rejects.toThrow('Failed to fetch');
    await sendAction('POST /b\n{}', record(503));
    await sendAction('POST /b\n{}', record(200));
    await sendAction('POST /b\n{}', record(200));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('gives a corrected body (after a 422) and another action a key of their own', async () => {
    const keys: string[] = [];
    const record = (status: number) => (key: string) => { keys.push(key); return answer(status)(); };
    await sendAction('POST /c\n{"title":""}', record(422));
    await sendAction('POST /c\n{"title":""}', record(422));
    await sendAction('POST /c\n{"title":"Fixed"}', record(200));
    expect(new Set(keys).size).toBe(3);
  });

  it('describes a form by its fields and its files', () => {
    const form = new FormData();
    form.append('company_id', '4');
    form.append('file', new File(['abc'], 'plan.pdf', { type: 'application/pdf', lastModified: 7 }));
    expect(describeForm(form)).toBe('company_id=4\nfile=file:plan.pdf:3:application/pdf:7');
  });
});

describe('action keys of calls that may be cancelled', () => {
  it('sends each on its own, with the same key', async () => {
    const keys: string[] = [];
    const send = async (key: string) => { keys.push(key); return { status: 200 }; };
    await Promise.all([sendAction('POST /d\n{}', send, false), sendAction('POST /d\n{}', send, false)]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
