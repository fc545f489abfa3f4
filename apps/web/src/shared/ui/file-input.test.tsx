// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileInput } from './file-input.tsx';

afterEach(cleanup);

function Picker() {
  const [name, setName] = useState<string | null>(null);
  return <FileInput label="Choose a picture" fileName={name} hint="PNG only." onChange={(e) => setName(e.target.files?.[0]?.name ?? null)} />;
}

describe('the styled file input (issue 8 finding 12)', () => {
  it('is the native input, named by its button-like label, reachable by keyboard', () => {
    render(<Picker />);
    const input = screen.getByLabelText('Choose a picture') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.tabIndex).toBe(0);
    expect(input.hidden).toBe(false);
    const label = screen.getByText('Choose a picture');
    expect(label.tagName).toBe('LABEL');
    expect(label.className).toContain('btn');
  });

  it('shows the chosen file\'s name and describes the input with it', () => {
    render(<Picker />);
    const input = screen.getByLabelText('Choose a picture') as HTMLInputElement;
    expect(screen.getByText('No file chosen')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] } });
    const name = screen.getByText('me.png');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(name.id);
  });
});
