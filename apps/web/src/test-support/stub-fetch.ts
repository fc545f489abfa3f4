import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every fetch of the file's tests answers `reply()`; the mock (to count calls) is returned. The
 * rendered tree is cleaned up after each test.
 */
export function stubFetch(reply: () => Response) {
  const fetchMock = vi.fn(async () => reply());
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
