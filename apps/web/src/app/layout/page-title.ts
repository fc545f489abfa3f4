import { MENU_ITEMS } from './menu-items.ts';

// Issue 8 finding 12: each tab names its page. The menu's labels name the areas; a few pages
// inside an area have names of their own.
const INNER_PAGES: readonly [RegExp, string][] = [
  [/^\/groups\/[^/]+\/[^/]+\/lesson\/[^/]+\/?$/, 'Lesson'],
  [/^\/groups\/[^/]+\/[^/]+\/?$/, 'Group'],
  [/^\/lessons\/[^/]+\/[^/]+\/?$/, 'Lesson'],
  [/^\/help\/?$/, 'Help'],
  [/^\/coach\/clients\/\d+\/?$/, 'Client'],
  [/^\/coach\/clients\/\d+\/schedule\/?$/, 'Client schedule'],
  [/^\/coach\/clients\/\d+\/timeline\/?$/, 'Client timeline'],
  [/^\/coach\/clients\/\d+\/plan\/?$/, 'Client plan'],
  [/^\/coach\/clients\/\d+\/flash\/?$/, 'Client flash coaching'],
  [/^\/coach\/clients\/\d+\/files\/?$/, 'Client files'],
  [/^\/coach\/clients\/new\/?$/, 'Invite a client'],
  [/^\/coach\/tickets\/[^/]+\/?$/, 'Support ticket'],
  [/^\/coach\/academy\/\d+\/lessons\/\d+\/?$/, 'Academy lesson'],
  [/^\/coach\/academy\/\d+\/?$/, 'Academy course'],
  [/^\/coach\/idea-bank\/ideas\/\d+\/?$/, 'Idea'],
  [/^\/coach\/groups\/new\/?$/, 'New group'],
  [/^\/coach\/groups\/\d+\/?$/, 'Group'],
  [/^\/coach\/groups\/\d+\/lessons\/[^/]+\/?$/, 'Lesson'],
  [/^\/coach\/sessions\/availability\/?$/, 'Availability'],
  [/^\/coach\/sessions\/types\/?$/, 'Session types'],
];

/** The page's name for the tab's title, or '' where the path names no page. */
export function pageTitleFor(pathname: string): string {
  const inner = INNER_PAGES.find(([pattern]) => pattern.test(pathname));
  if (inner) return inner[1];
  return MENU_ITEMS.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.label ?? '';
}
