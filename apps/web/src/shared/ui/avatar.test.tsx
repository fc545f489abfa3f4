// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, colorSlotFor, initialsFromEmail } from './avatar.tsx';

describe('avatar drawn from the email (spec §2)', () => {
  afterEach(cleanup);

  it('takes initials from the email', () => {
    expect(initialsFromEmail('jane.doe@demo.test')).toBe('JD');
    expect(initialsFromEmail('client@demo.test')).toBe('CL');
    expect(initialsFromEmail('a_b-c@x')).toBe('AB');
    expect(initialsFromEmail('')).toBe('?');
  });

  it('gives an email the same colour every time, case-insensitively', () => {
    expect(colorSlotFor('Jane@Demo.test')).toBe(colorSlotFor('jane@demo.test'));
    const slots = new Set(['a@x', 'b@x', 'c@x', 'd@x', 'e@x', 'f@x', 'g@x', 'h@x'].map(colorSlotFor));
    expect(slots.size).toBeGreaterThan(1);
  });

  it('shows the picture, and the initials when it fails to load', () => {
    const { container } = render(<Avatar email="jane.doe@demo.test" src="/files/p.png" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/files/p.png');
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('JD');
  });
});
