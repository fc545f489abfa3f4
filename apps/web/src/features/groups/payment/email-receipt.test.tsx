// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailReceipt } from './email-receipt.tsx';

describe('the paid line of a programme', () => {
  afterEach(cleanup);

  it('reads as a sentence: "Paid on October 22, 2026." in one run, then the button', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailReceipt userGroupId={3} paidAt="2026-10-22T15:00:00Z" zone="America/New_York" />
      </QueryClientProvider>,
    );
    const line = container.querySelector('p')!;
    // the line is a flex row: a loose piece of text would be laid out as an item of its own
    const loose = [...line.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    expect(loose).toEqual([]);
    expect(line.firstElementChild?.textContent).toBe('Paid on October 22, 2026.');
    expect(line.lastElementChild?.textContent).toBe('Email me the receipt');
  });
});
