import type { RouteObject } from 'react-router';

// A light route matcher for the start of the app (DESIGN §9): React Router's matchRoutes ranks
// every route on each call, which costs more than this table needs before the first render. Our
// route table has no two patterns that could both match one path, except the catch-all last, so
// the first match in declaration order is React Router's match too (route-branch.test.ts checks).

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matchesPath(pattern: string[], path: string[]): boolean {
  for (const [i, part] of pattern.entries()) {
    if (part === '*') return true;
    const actual = path[i];
    if (actual === undefined || (!part.startsWith(':') && part !== actual)) return false;
  }
  return pattern.length === path.length;
}

/** The routes from the top of `routes` down to the one that renders `pathname`, or null. */
export function routeBranch(routes: RouteObject[], pathname: string, parent: string[] = []): RouteObject[] | null {
  const path = segmentsOf(pathname);
  for (const route of routes) {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? segmentsOf(route.path) : [...parent, ...segmentsOf(route.path)];
    if (route.children?.length) {
      const below = routeBranch(route.children, pathname, own);
      if (below) return [route, ...below];
    } else if ((route.index || route.path !== undefined) && matchesPath(own, path)) {
      return [route];
    }
  }
  return null;
}
