// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { LessonForm } from './flash-forms.tsx';

vi.mock('react-toastify/unstyled', () => {
  const toast = vi.fn();
  return { toast: Object.assign(toast, { error: toast, success: toast, info: toast, warn: toast, dismiss: toast }) };
});
afterEach(cleanup);

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }), { target: { value } });

describe('the flash lesson form (issue 12)', () => {
  it('asks for a title, then sends the content and one checklist item a line', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<LessonForm value={null} busy={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add lesson' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fill('Title', 'Weekly forecast');
    fill('Content', '<p>Plan ahead</p>');
    fill('Checklist items', 'Open the sheet\n\n  Fill in the week  \n');
    fireEvent.click(screen.getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({
      title: 'Weekly forecast', content: '<p>Plan ahead</p>', items: ['Open the sheet', 'Fill in the week'],
    }));
  });

  it('shows a change with its checklist, and the server\'s field messages beside their fields', async () => {
    const onSave = vi.fn(() => Promise.reject(new HttpError(422, { status: 422, message: 'Check the form.', error: { title: ['That title is taken.'] } })));
    const lesson = { id: 3, title: 'Forecast', content_html: '<p>x</p>', items: [{ key: 'item-1', label: 'One' }, { key: 'item-2', label: 'Two' }] };
    render(<LessonForm value={lesson} busy={false} onSave={onSave} onCancel={() => undefined} />);
    expect((screen.getByLabelText('Checklist items', { exact: false, selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('One\nTwo');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That title is taken.')).toBeTruthy();
  });
});
