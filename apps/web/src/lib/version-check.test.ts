// @vitest-environment jsdom
import { APP_VERSION } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkForNewVersion } from './version-check.ts';

vi.mock('./navigation.ts', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));
const { reloadPage } = await import('./navigation.ts');

const serve = (version: string) =>
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ version }), { status: 200 })));

describe('version check (spec §4)', () => {
  const deleted: string[] = [];
  beforeEach(() => {
    sessionStorage.clear();
    deleted.length = 0;
    vi.stubGlobal('caches', {
      keys: async () => ['pages', 'assets'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('clears the caches and reloads when a newer version is served', async () => {
    serve('7.4.0');
    await checkForNewVersion();
    expect(deleted).toEqual(['pages', 'assets']);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does nothing for the running version or an older one', async () => {
    serve(APP_VERSION);
    await checkForNewVersion();
    serve('7.3.6');
    await checkForNewVersion();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(deleted).toEqual([]);
  });

  it('reloads once per served version, so a stale deployment cannot loop', async () => {
    serve('7.4.0');
    await checkForNewVersion();
    await checkForNewVersion();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
