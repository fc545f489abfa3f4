// @vitest-environment jsdom
import type { User } from '@portal/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user = {
  id: 7, first_name: 'Flo', last_name: 'Flash', email: 'flash@demo.test', company: null, company_id: null, website: null,
  role_id: 3, profile_pic: null, title: null, location: null, time_zone: null, phone_number: null, birthday: null,
  facebook: null, twitter: null, linkedin: null, group_coaching: false, flash_coaching: true, business_academy: false,
  pas_token: 'tok',
} satisfies User;

// Counts the loads of the menu's own chunk, which must wait for the user.
const dropdownLoads = { count: 0 };

let idleCallbacks: IdleRequestCallback[];
/** The browser's idle moments come (lib/after-idle asks for one a second after load): answer them all. */
const runIdle = () => act(() => {
  for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
});
const logout = vi.fn(() => Promise.resolve());

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** The menu's module remembers that its code was asked for: each test renders a fresh copy. */
async function mount() {
  const { UserMenu } = await import('./user-menu.tsx');
  const { SessionContext } = await import('../../lib/session/session-context.ts');
  render(
    <SessionContext value={{ user, signIn: vi.fn(), updateUser: vi.fn(), logout }}>
      <MemoryRouter initialEntries={['/']}>
        <UserMenu user={user} />
        <Routes><Route path="*" element={<Where />} /></Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  const placeholder = menuButton();
  return { placeholder, content: placeholder.innerHTML };
}
const menuButton = () => screen.getByRole('button', { name: /^Flo ?account menu$/ });
/** The Radix trigger has replaced the stand-in (only Radix sets data-state). */
const radixTrigger = () => waitFor(() => {
  const button = menuButton();
  expect(button.getAttribute('data-state')).not.toBeNull();
  return button;
});

beforeEach(() => {
  vi.resetModules();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  logout.mockClear();
  dropdownLoads.count = 0;
  vi.doMock('./user-menu-dropdown.tsx', async (importOriginal) => {
    dropdownLoads.count += 1;
    return importOriginal();
  });
});
afterEach(() => {
  vi.doUnmock('./user-menu-dropdown.tsx');
  cleanup();
  vi.unstubAllGlobals();
});

describe('user dropdown (spec §2, DESIGN §9)', () => {
  it('is a plain button until the user reaches for it, idle or not, then the Radix trigger with the very same content', async () => {
    const { placeholder, content } = await mount();
    expect(placeholder.getAttribute('type')).toBe('button');
    expect(placeholder.getAttribute('aria-haspopup')).toBe('menu');
    expect(placeholder.getAttribute('aria-expanded')).toBe('false');
    expect(placeholder.className).toBe('user-menu__trigger');
    expect(placeholder.textContent).toBe('FF' + 'Flo' + ' account menu'); // the initials of Flo Flash, then the first name
    expect(placeholder.querySelector('svg')).not.toBeNull();

    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await runIdle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dropdownLoads.count).toBe(0); // nobody reached for it: its code is not fetched
    expect(menuButton()).toBe(placeholder);

    fireEvent.pointerEnter(placeholder);
    const trigger = await radixTrigger();
    expect(dropdownLoads.count).toBe(1);
    expect(trigger).not.toBe(placeholder);
    expect(trigger.innerHTML).toBe(content);
    expect(trigger.className).toBe('user-menu__trigger');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.pointerDown(trigger, { button: 0 });
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('loads at once when the pointer comes over the button, without moving the focus', async () => {
    const { placeholder } = await mount();
    fireEvent.pointerEnter(placeholder);
    const trigger = await radixTrigger();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(document.body);
    expect(dropdownLoads.count).toBe(1); // loaded for the pointer: the idle moment has not come
  });

  it('loads at once on focus, and the Radix trigger takes the focus over', async () => {
    const { placeholder } = await mount();
    act(() => placeholder.focus());
    expect(document.activeElement).toBe(placeholder);
    const trigger = await radixTrigger();
    expect(trigger).not.toBe(placeholder);
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu as soon as the code arrives when pressed before; Profile goes to /profile', async () => {
    const { placeholder } = await mount();
    fireEvent.pointerDown(placeholder, { button: 0 });
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Logout']);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/profile'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });

  it('opens it on Enter before the code arrives too, and Logout logs out', async () => {
    const { placeholder } = await mount();
    act(() => placeholder.focus());
    fireEvent.keyDown(placeholder, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(menu.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('ignores a secondary or ctrl press before the code arrives, as the Radix trigger does', async () => {
    const { placeholder } = await mount();
    fireEvent.pointerDown(placeholder, { button: 2 });
    fireEvent.pointerDown(placeholder, { button: 0, ctrlKey: true });
    fireEvent.keyDown(placeholder, { key: 'a' });
    fireEvent.pointerEnter(placeholder);
    await radixTrigger();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
