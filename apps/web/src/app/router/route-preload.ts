import { isValidElement, type ReactNode } from 'react';
import { routes, type RouteHandle } from './app-routes.tsx';
import { RequireAuth } from './guards.tsx';
import type { LazyPage } from './lazy-page.tsx';
import { routeBranch } from './route-branch.ts';

/**
 * Starts loading the code the first screen needs — the shell and the page at `pathname` — and the
 * page's data, all at once, before React renders: otherwise each is found only after the one
 * before it has loaded and rendered (DESIGN §9). Signed out, a protected path leads to /login.
 */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  let branch = routeBranch(routes, pathname) ?? [];
  if (!signedIn && branch.some((route) => typeOf(route.element) === RequireAuth)) {
    branch = routeBranch(routes, '/login') ?? [];
  }
  // The data first, at once; the code in the next task: each request costs main-thread time to
  // start, and one long start-up task would hold up the page more than two short ones.
  if (signedIn) for (const route of branch) (route.handle as RouteHandle | undefined)?.prefetch?.();
  setTimeout(() => {
    for (const route of branch) {
      const type = typeOf(route.element);
      if (isLazyPage(type)) void type.preload();
    }
  }, 0);
}

const typeOf = (element: ReactNode): unknown => (isValidElement(element) ? element.type : null);

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'object' && type !== null && typeof (type as Partial<LazyPage>).preload === 'function';
}
