// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardForm, CommitmentForm } from './plan-forms.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = vi.fn();
  return { toast: Object.assign(toast, { error: toast, success: toast, info: toast, warn: toast, dismiss: toast }) };
});
afterEach(cleanup);

const plan = {
  focus_areas: [
    { assessment_id: 4, assessment_title: 'Growth', path: 'pricing', name: 'Pricing' },
    { assessment_id: 4, assessment_title: 'Growth', path: 'sales:calls', name: 'Sales calls' },
  ],
  cards: [], commitments: [], team: [{ id: 9, first_name: 'Dana', last_name: 'Scully' }], time_zone: 'UTC',
};
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea, select' }), { target: { value } });

describe('the plan forms (issue 12)', () => {
  it('adds a card on the chosen focus area and board, with its due time in the chosen zone', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<CardForm plan={plan} card={null} zone="UTC" busy={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fill('Focus area', '4:sales:calls');
    fill('Board', 'reminders');
    fill('Title', 'Invoice on Fridays');
    fill('Due', '2030-05-03T09:00');
    fill('Time zone', 'Europe/Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({
      assessment_id: 4, path: 'sales:calls', board: 'reminders', title: 'Invoice on Fridays', due_at: '2030-05-03T09:00', time_zone: 'Europe/Paris',
    }));
  });

  it('sends a commitment with its status and who is responsible', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<CommitmentForm plan={plan} commitment={null} zone="UTC" busy={false} onSave={onSave} />);
    fill('Title', 'Raise prices');
    fill('Deadline', '2030-01-31T18:00');
    fill('Status', '1');
    fill('Responsible', '9');
    fireEvent.click(screen.getByRole('button', { name: 'Add commitment' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ title: 'Raise prices', deadline: '2030-01-31T18:00', status: '1', responsible_id: '9' }));
  });
});
