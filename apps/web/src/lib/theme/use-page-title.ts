import { useEffect } from 'react';
import { setPageName } from './theme-document.ts';

/** Names the page in the tab's title ("{name} · {theme title}") while the page is shown. */
export function usePageTitle(name: string): void {
  useEffect(() => setPageName(name), [name]);
}
