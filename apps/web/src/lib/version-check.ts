import { APP_VERSION } from '@portal/contract';
import { afterIdle } from './after-idle.ts';
import { reloadPage } from './navigation.ts';
import { isNewerVersion } from './version.ts';

const RELOADED_FOR = 'pas-reloaded-for-version';

/**
 * spec §4: read /meta.json; when it names a newer version than the running one, clear the caches
 * and hard reload. A reload is tried once per served version, so a stale deployment cannot loop.
 */
export async function checkForNewVersion(): Promise<void> {
  let served: unknown;
  try {
    // Revalidated every time: while the version is unchanged the server's ETag makes it a 304.
    const response = await fetch('/meta.json', { cache: 'no-cache' });
    if (!response.ok) return;
    served = ((await response.json()) as { version?: unknown }).version;
  } catch {
    return;
  }
  if (typeof served !== 'string' || !isNewerVersion(served, APP_VERSION)) return;
  if (sessionStorage.getItem(RELOADED_FOR) === served) return;
  sessionStorage.setItem(RELOADED_FOR, served);
  // the query cache lives in the signed-in shell's chunk: load it only to clear it
  const { queryClient } = await import('./query-client.ts');
  queryClient.clear();
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  reloadPage();
}

const MIN_GAP_MS = 2_000;

/**
 * Checks on start — once the page has loaded and settled, so the check never delays the first
 * screen (DESIGN §9) — on window focus and when the tab becomes visible again.
 */
export function watchVersion(): () => void {
  let last = 0;
  const check = () => {
    // focus and visibilitychange usually fire together: one request is enough
    if (Date.now() - last < MIN_GAP_MS) return;
    last = Date.now();
    void checkForNewVersion();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const onFocus = check;
  let stopped = false;
  void afterIdle().then(() => {
    if (!stopped) check();
  });
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
