// @vitest-environment jsdom
import { DRAFT_MESSAGES, type User } from '@portal/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftNotice } from '../../shared/ui/draft-notice.tsx';
import { SessionContext, type Session } from '../session/session-context.ts';
import { draftKey, hasDraft, readDraft } from './draft-store.ts';
import { useDraft } from './use-draft.ts';

const userOf = (id: number) => ({
  id, first_name: 'Zofia', last_name: 'Wójcik', email: `u${id}@demo.test`, company: null, company_id: null, website: null,
  role_id: 3, profile_pic: null, title: null, location: null, time_zone: null, phone_number: null, birthday: null,
  facebook: null, twitter: null, linkedin: null, group_coaching: false, flash_coaching: false, business_academy: false,
  pas_token: 't',
}) satisfies User;
const sessionOf = (id: number): Session => ({ user: userOf(id), signIn: vi.fn(), updateUser: vi.fn(), logout: vi.fn() });

function DraftForm({ formKey, onSent }: { formKey: string; onSent?: () => void }) {
  const { attach, keep, restored, clear, discard } = useDraft(formKey);
  return (
    <form ref={attach} onChange={keep} aria-label="Draft form">
      <DraftNotice restored={restored} onDiscard={discard} />
      <input name="subject" aria-label="Subject" defaultValue="Re: plan" />
      <textarea name="body" aria-label="Body" />
      <input type="hidden" name="to_user_id" value="5" />
      <input type="password" name="secret" aria-label="Secret" />
      <select name="priority" aria-label="Priority" defaultValue="normal">
        <option value="low">Low</option>
        <option value="normal">Normal</option>
      </select>
      <button type="button" onClick={() => { clear(); onSent?.(); }}>Send</button>
    </form>
  );
}

const mount = (formKey = 'mail-new', userId = 7) => render(
  <SessionContext value={sessionOf(userId)}><DraftForm formKey={formKey} /></SessionContext>,
);
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

const POLISH = 'Zażółć gęślą jaźń — plan na przyszły tydzień';
const ARABIC = 'مرحبا، هذه مسودة الرسالة';
const JAPANESE = '日本語の下書きです。';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useDraft', () => {
  it('keeps what is typed at once, per user and form, and leaves out hidden fields and passwords', () => {
    mount();
    type('Body', `${POLISH}\n${ARABIC}\n${JAPANESE}`);
    type('Secret', 'hunter2');
    expect(readDraft(7, 'mail-new')).toEqual({ subject: 'Re: plan', body: `${POLISH}\n${ARABIC}\n${JAPANESE}`, priority: 'normal' });
    expect(localStorage.getItem(draftKey(7, 'mail-new'))).not.toContain('hunter2');
    expect(hasDraft(8, 'mail-new')).toBe(false);
    expect(hasDraft(7, 'mail-reply:1')).toBe(false);
  });

  it('puts the draft back after a refresh and says so; another user sees an empty form', () => {
    const first = mount();
    type('Subject', JAPANESE);
    type('Body', ARABIC);
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'low' } });
    first.unmount();

    const again = mount();
    expect(field('Subject').value).toBe(JAPANESE);
    expect(field('Body').value).toBe(ARABIC);
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('low');
    expect(screen.getByRole('status').textContent).toContain(DRAFT_MESSAGES.restored);
    again.unmount();

    mount('mail-new', 8);
    expect(field('Body').value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('forgets a draft changed back to how the form began', () => {
    mount();
    type('Body', POLISH);
    expect(hasDraft(7, 'mail-new')).toBe(true);
    type('Body', '');
    expect(hasDraft(7, 'mail-new')).toBe(false);
  });

  it('"Discard draft" empties the form and the storage', () => {
    mount().unmount();
    expect(screen.queryByRole('status')).toBeNull();
    const first = mount();
    type('Body', POLISH);
    first.unmount();
    mount();
    fireEvent.click(screen.getByRole('button', { name: DRAFT_MESSAGES.discard }));
    expect(field('Body').value).toBe('');
    expect(field('Subject').value).toBe('Re: plan');
    expect(hasDraft(7, 'mail-new')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a send clears the draft, and so does logout with the rest of local storage (spec §4)', () => {
    const first = mount();
    type('Body', POLISH);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(hasDraft(7, 'mail-new')).toBe(false);
    first.unmount();

    mount('ticket-new');
    type('Body', JAPANESE);
    localStorage.clear(); // what logout does (lib/session/logout.ts)
    expect(hasDraft(7, 'ticket-new')).toBe(false);
  });

  it('ignores a stored value that is not a draft', () => {
    localStorage.setItem(draftKey(7, 'mail-new'), '{"body": 5}');
    expect(readDraft(7, 'mail-new')).toBeNull();
    localStorage.setItem(draftKey(7, 'mail-new'), 'not json');
    expect(readDraft(7, 'mail-new')).toBeNull();
    mount();
    expect(field('Body').value).toBe('');
  });
});
