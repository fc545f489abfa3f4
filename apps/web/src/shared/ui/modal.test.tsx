// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

afterEach(cleanup);

function renderDialog() {
  // jsdom has no showModal: the dialog is rendered open, as the browser would show it
  const { container } = render(
    <Modal open={false} title="Lesson access" onClose={() => undefined}>
      <button type="button">Open all</button>
      <button type="button" disabled>Busy</button>
      <button type="button">Done</button>
    </Modal>,
  );
  container.querySelector('dialog')!.setAttribute('open', '');
  return container.querySelector('dialog')!;
}

describe('Modal keeps keyboard focus inside while open', () => {
  it('Tab on the last control goes to the first (the Close button), Shift+Tab on the first to the last', () => {
    const dialog = renderDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });

    done.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);
  });

  it('leaves Tab between inner controls to the browser', () => {
    renderDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    close.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
