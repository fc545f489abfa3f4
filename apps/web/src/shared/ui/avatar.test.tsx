// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, colorSlotFor, initialsFromEmail, initialsOf } from './avatar.tsx';

const jane = { first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@demo.test' };

describe('avatar drawn from the name, coloured by the email (spec §2)', () => {
  afterEach(cleanup);

  it('takes the initials from the first and last word of the name', () => {
    expect(initialsOf('Ada Lovelace', 'client@demo.test')).toBe('AL');
    expect(initialsOf('  Mary Ann  de la Cruz ', 'x@y')).toBe('MC');
    expect(initialsOf('Zoë', 'x@y')).toBe('Z');
    expect(initialsOf('łucja żak', 'x@y')).toBe('ŁŻ');
    expect(initialsOf('山田 太郎', 'x@y')).toBe('山太');
    expect(initialsOf('Åsa e\u0301lan', 'x@y')).toBe('ÅÉ');
  });

  it('falls back to the email when there is no name', () => {
    expect(initialsOf(' ', 'jane.doe@demo.test')).toBe('JD');
    expect(initialsFromEmail('client@demo.test')).toBe('CL');
    expect(initialsFromEmail('a_b-c@x')).toBe('AB');
    expect(initialsFromEmail('')).toBe('?');
  });

  it('draws the name, not the email', () => {
    const { container } = render(<Avatar person={{ first_name: 'Ada', last_name: 'Lovelace', email: 'client@demo.test' }} />);
    expect(container.textContent).toBe('AL');
  });

  it('gives an email the same colour every time, case-insensitively', () => {
    expect(colorSlotFor('Jane@Demo.test')).toBe(colorSlotFor('jane@demo.test'));
    const slots = new Set(['a@x', 'b@x', 'c@x', 'd@x', 'e@x', 'f@x', 'g@x', 'h@x'].map(colorSlotFor));
    expect(slots.size).toBeGreaterThan(1);
  });

  it('shows the picture, and the initials when it fails to load', () => {
    const { container } = render(<Avatar person={{ ...jane, profile_pic: '/files/p.png' }} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/files/p.png');
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('JD');
  });
});
